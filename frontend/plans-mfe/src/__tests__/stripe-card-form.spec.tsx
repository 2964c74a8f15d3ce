import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import StripeCardForm from '../payments/stripe-card-form';

// The Stripe Elements path cannot reach js.stripe.com here, so Stripe.js is replaced at its edge: the form hands
// Stripe the client secret and publishable key, and turns confirmPayment's answer into the page's outcome.

const confirmPayment = jest.fn();
const loadStripe = jest.fn((_key: string) => Promise.resolve({ confirmPayment }));
let elementsOptions: unknown;

jest.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    elementsOptions = options;
    return <>{children}</>;
  },
  PaymentElement: () => <div>Stripe payment fields</div>,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({ submit: jest.fn() }),
}));

function renderForm(onOutcome = jest.fn()) {
  render(
    <StripeCardForm
      publishableKey="pk_test_fitness"
      clientSecret="pi_1_secret_2"
      paymentIntentId="pi_1"
      submitLabel="Complete Payment"
      busyLabel="Processing..."
      returnUrl="http://localhost/analysis/a?payment=success"
      onOutcome={onOutcome}
    />,
  );
  return onOutcome;
}

beforeEach(() => {
  confirmPayment.mockReset();
});

describe('StripeCardForm (Stripe Elements)', () => {
  it('loads Stripe with the publishable key and mounts its fields with the client secret', () => {
    renderForm();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_fitness');
    expect(elementsOptions).toEqual({ clientSecret: 'pi_1_secret_2' });
    expect(screen.getByText('Stripe payment fields')).toBeInTheDocument();
  });

  it('reports a succeeded payment, confirming without a redirect unless the method needs one', async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const onOutcome = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment' }));
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ kind: 'paid', paymentIntentId: 'pi_1' }));
    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ redirect: 'if_required', confirmParams: { return_url: 'http://localhost/analysis/a?payment=success' } }),
    );
  });

  it("passes a card error on with Stripe's message", async () => {
    confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const onOutcome = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment' }));
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ kind: 'declined', message: 'Your card was declined.' }));
  });

  it("passes any other error Stripe returns on with its message too (spec §8: 'Payment Failed' with the provider's message)", async () => {
    confirmPayment.mockResolvedValueOnce({ error: { type: 'api_error', message: 'We could not reach your bank.' } });
    const onOutcome = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment' }));
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ kind: 'declined', message: 'We could not reach your bank.' }));
  });

  it('treats an error without a message as an error', async () => {
    confirmPayment.mockResolvedValueOnce({ error: { type: 'api_error' } });
    const onOutcome = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment' }));
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ kind: 'error' }));
  });
});
