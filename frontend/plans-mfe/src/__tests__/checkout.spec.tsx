import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CARD_ERROR_MESSAGES, CHECKOUT_TEXTS, TEST_CARD_FORM_TEXTS } from '@fitness/contracts';
import { ThemeProvider, ToastProvider } from '@fitness/ui';
import PlansApp from '../remote-app';
import { createAppStore } from '../store/store';

jest.setTimeout(30_000);

const ANALYSIS_ID = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';
const INTENT = { clientSecret: 'pi_123_secret_abc', paymentIntentId: 'pi_123', amount: 2000, currency: 'usd' };

type Answer = { status: number; body?: unknown };
type Route = (body: unknown) => Answer;

/** Replaces fetch with routes keyed "METHOD /path"; returns the calls made. */
function fakeApi(routes: Record<string, Route>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const answer = routes[key]?.(body) ?? { status: 404, body: { code: 'NOT_ROUTED' } };
    return Promise.resolve({
      ok: answer.status < 300,
      status: answer.status,
      statusText: '',
      headers: { get: () => 'application/json' },
      text: () => Promise.resolve(answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as unknown as Response);
  }) as unknown as typeof fetch;
  return calls;
}

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="current location">{`${pathname}${search}`}</output>;
}

function renderCheckout(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <ToastProvider>
          <Routes>
            <Route path="*" element={<PlansApp store={createAppStore()} />} />
          </Routes>
        </ToastProvider>
        <CurrentLocation />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

const embedded = { 'GET /api/payments/config': () => ({ status: 200, body: { provider: 'embedded', publishableKey: null, testMode: true } }) };

async function fillCard(cardNumber: string) {
  await userEvent.type(await screen.findByLabelText(TEST_CARD_FORM_TEXTS.cardNumber), cardNumber);
  await userEvent.type(screen.getByLabelText(TEST_CARD_FORM_TEXTS.expiry), '1234');
  await userEvent.type(screen.getByLabelText(TEST_CARD_FORM_TEXTS.cvc), '123');
}

let originalFetch: typeof fetch;
beforeEach(() => {
  originalFetch = global.fetch;
});
afterEach(() => {
  global.fetch = originalFetch;
});

describe('/checkout', () => {
  it('creates the intent for the analysis, then shows the labelled test-mode card form', async () => {
    const calls = fakeApi({ ...embedded, 'POST /api/create-payment-intent': () => ({ status: 201, body: INTENT }) });
    renderCheckout(`/checkout?analysisId=${ANALYSIS_ID}&amount=2000`);
    expect(screen.getByText(CHECKOUT_TEXTS.preparing)).toBeInTheDocument();
    expect(await screen.findByLabelText(TEST_CARD_FORM_TEXTS.cardNumber)).toBeInTheDocument();
    expect(screen.getByText(TEST_CARD_FORM_TEXTS.testMode)).toBeInTheDocument();
    expect(screen.getByLabelText(TEST_CARD_FORM_TEXTS.expiry)).toBeInTheDocument();
    expect(screen.getByLabelText(TEST_CARD_FORM_TEXTS.cvc)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHECKOUT_TEXTS.pay })).toBeDisabled();
    expect(calls.find((call) => call.key === 'POST /api/create-payment-intent')?.body).toEqual({ amount: 2000, analysisId: ANALYSIS_ID });
  });

  it('pays, unlocks the expert plan, says so and returns to the analysis with payment=success', async () => {
    const calls = fakeApi({
      ...embedded,
      'POST /api/create-payment-intent': () => ({ status: 201, body: INTENT }),
      'POST /api/test-payments/pi_123/confirm': () => ({ status: 200, body: { paymentIntentId: 'pi_123', status: 'succeeded' } }),
      [`POST /api/analysis/${ANALYSIS_ID}/expert-plan`]: () => ({ status: 200, body: { hasExpertPlan: true } }),
    });
    renderCheckout(`/checkout?analysisId=${ANALYSIS_ID}&amount=2000`);
    await fillCard('4242424242424242');
    expect(screen.getByLabelText(TEST_CARD_FORM_TEXTS.cardNumber)).toHaveValue('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.pay }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(`/analysis/${ANALYSIS_ID}?payment=success`),
    );
    expect(await screen.findByText('Your expert plan is now unlocked!')).toBeInTheDocument();
    expect(calls.find((call) => call.key === 'POST /api/test-payments/pi_123/confirm')?.body).toEqual({
      clientSecret: INTENT.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 34,
      cvc: '123',
    });
    expect(calls.find((call) => call.key.endsWith('/expert-plan'))?.body).toEqual({ paymentIntentId: 'pi_123' });
  });

  it("shows 'Payment Failed' with the provider's message when the card is declined, and stays", async () => {
    const calls = fakeApi({
      ...embedded,
      'POST /api/create-payment-intent': () => ({ status: 201, body: INTENT }),
      'POST /api/test-payments/pi_123/confirm': () => ({
        status: 402,
        body: { statusCode: 402, code: 'CARD_DECLINED', message: CARD_ERROR_MESSAGES.declined, requestId: 'r' },
      }),
    });
    renderCheckout(`/checkout?analysisId=${ANALYSIS_ID}&amount=2000`);
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.pay }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText(CARD_ERROR_MESSAGES.declined)).toBeInTheDocument();
    expect(calls.some((call) => call.key.endsWith('/expert-plan'))).toBe(false);
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/checkout');
  });

  it('keeps the spinner and asks nothing when the address holds an amount that is not the price', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = fakeApi(embedded);
    renderCheckout(`/checkout?analysisId=${ANALYSIS_ID}&amount=1`);
    expect(screen.getByText(CHECKOUT_TEXTS.preparing)).toBeInTheDocument();
    expect(screen.getByText('$0.01')).toBeInTheDocument();
    expect(calls.filter((call) => call.key.startsWith('POST'))).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
