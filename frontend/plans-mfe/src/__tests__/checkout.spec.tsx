import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_ERROR_MESSAGES, CHECKOUT_TEXTS, QUESTIONNAIRE_TEXTS, TEST_CARD_FORM_TEXTS } from '@fitness/contracts';
import { failure, fakeApi } from '@fitness/api-client/testing';
import { ANALYSIS_ID, currentLocation, PAYMENTS_CONFIG, renderAt } from './harness';

jest.setTimeout(30_000);

const INTENT = { clientSecret: 'pi_123_secret_abc', paymentIntentId: 'pi_123', amount: 2000, currency: 'usd' };

async function fillCard(cardNumber: string) {
  await userEvent.type(await screen.findByLabelText(TEST_CARD_FORM_TEXTS.cardNumber), cardNumber);
  await userEvent.type(screen.getByLabelText(TEST_CARD_FORM_TEXTS.expiry), '1234');
  await userEvent.type(screen.getByLabelText(TEST_CARD_FORM_TEXTS.cvc), '123');
}

describe('/checkout', () => {
  it('creates the intent for the analysis, then shows the labelled test-mode card form', async () => {
    // The intent is held back until the test has seen the spinner: the page is a lazy chunk, so the test waits for
    // it, and the answer must not arrive meanwhile.
    let sendIntent = () => {};
    const intentSent = new Promise<void>((resolve) => (sendIntent = resolve));
    const api = fakeApi({
      ...PAYMENTS_CONFIG,
      'POST /api/create-payment-intent': async () => {
        await intentSent;
        return { status: 201, body: INTENT };
      },
    });
    renderAt(`/checkout?analysisId=${ANALYSIS_ID}&amount=2000`);
    // Spec §2: the spinner alone until the client secret arrives, then the page.
    expect(await screen.findByText(CHECKOUT_TEXTS.preparing)).toBeInTheDocument();
    expect(screen.queryByText(CHECKOUT_TEXTS.cardTitle)).not.toBeInTheDocument();
    sendIntent();
    expect(await screen.findByLabelText(TEST_CARD_FORM_TEXTS.cardNumber)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: CHECKOUT_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText('$20.00')).toBeInTheDocument();
    expect(screen.queryByText(CHECKOUT_TEXTS.preparing)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHECKOUT_TEXTS.back })).toHaveAttribute('href', `/analysis/${ANALYSIS_ID}`);
    for (const badge of [CHECKOUT_TEXTS.badge, ...CHECKOUT_TEXTS.trustBadges]) {
      expect(screen.getByText(badge)).toBeInTheDocument();
    }
    expect(screen.getByText(TEST_CARD_FORM_TEXTS.testMode)).toBeInTheDocument();
    expect(screen.getByLabelText(TEST_CARD_FORM_TEXTS.expiry)).toBeInTheDocument();
    expect(screen.getByLabelText(TEST_CARD_FORM_TEXTS.cvc)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHECKOUT_TEXTS.pay })).toBeDisabled();
    expect(api.calls.find((call) => call.key === 'POST /api/create-payment-intent')?.body).toEqual({
      amount: 2000,
      analysisId: ANALYSIS_ID,
    });
  });

  it('pays, unlocks the expert plan, says so and returns to the analysis with payment=success', async () => {
    const api = fakeApi({
      ...PAYMENTS_CONFIG,
      'POST /api/create-payment-intent': () => ({ status: 201, body: INTENT }),
      'POST /api/test-payments/pi_123/confirm': () => ({
        status: 200,
        body: { paymentIntentId: 'pi_123', status: 'succeeded' },
      }),
      [`POST /api/analysis/${ANALYSIS_ID}/expert-plan`]: () => ({
        status: 200,
        body: { hasExpertPlan: true, paymentIntentId: 'pi_123', orderStatus: 'open' },
      }),
    });
    renderAt(`/checkout?analysisId=${ANALYSIS_ID}&amount=2000`);
    await fillCard('4242424242424242');
    expect(screen.getByLabelText(TEST_CARD_FORM_TEXTS.cardNumber)).toHaveValue('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.pay }));

    await waitFor(() => expect(currentLocation()).toHaveTextContent(`/analysis/${ANALYSIS_ID}?payment=success`));
    expect(await screen.findByText('Your expert plan is now unlocked!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'POST /api/test-payments/pi_123/confirm')?.body).toEqual({
      clientSecret: INTENT.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 34,
      cvc: '123',
    });
    expect(api.calls.find((call) => call.key.endsWith('/expert-plan'))?.body).toEqual({ paymentIntentId: 'pi_123' });
  });

  it('pays, and opens the intake when the order awaits the answers the coach needs', async () => {
    const api = fakeApi({
      ...PAYMENTS_CONFIG,
      'POST /api/create-payment-intent': () => ({ status: 201, body: INTENT }),
      'POST /api/test-payments/pi_123/confirm': () => ({
        status: 200,
        body: { paymentIntentId: 'pi_123', status: 'succeeded' },
      }),
      [`POST /api/analysis/${ANALYSIS_ID}/expert-plan`]: () => ({
        status: 200,
        body: { hasExpertPlan: true, paymentIntentId: 'pi_123', orderStatus: 'awaiting_intake' },
      }),
    });
    renderAt(`/checkout?analysisId=${ANALYSIS_ID}&amount=2000`);
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.pay }));

    await waitFor(() =>
      expect(currentLocation()).toHaveTextContent(
        `/questionnaire?planType=expert&analysisId=${ANALYSIS_ID}&paymentIntentId=pi_123`,
      ),
    );
    expect(await screen.findByText('Your expert plan is now unlocked!')).toBeInTheDocument();
    expect(screen.getByText(QUESTIONNAIRE_TEXTS.intake.lead)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key.endsWith('/expert-plan'))?.body).toEqual({ paymentIntentId: 'pi_123' });
  });

  it("says 'Payment Error' and stays when the paid order cannot be read", async () => {
    fakeApi({
      ...PAYMENTS_CONFIG,
      'POST /api/create-payment-intent': () => ({ status: 201, body: INTENT }),
      'POST /api/test-payments/pi_123/confirm': () => ({
        status: 200,
        body: { paymentIntentId: 'pi_123', status: 'succeeded' },
      }),
      [`POST /api/analysis/${ANALYSIS_ID}/expert-plan`]: () => failure(503, 'PAYMENT_PROVIDER_UNAVAILABLE'),
    });
    renderAt(`/checkout?analysisId=${ANALYSIS_ID}&amount=2000`);
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.pay }));
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(currentLocation()).toHaveTextContent('/checkout');
  });

  it("shows 'Payment Failed' with the provider's message when the card is declined, and stays", async () => {
    const api = fakeApi({
      ...PAYMENTS_CONFIG,
      'POST /api/create-payment-intent': () => ({ status: 201, body: INTENT }),
      'POST /api/test-payments/pi_123/confirm': () => ({
        status: 402,
        body: { statusCode: 402, code: 'CARD_DECLINED', message: CARD_ERROR_MESSAGES.declined, requestId: 'r' },
      }),
    });
    renderAt(`/checkout?analysisId=${ANALYSIS_ID}&amount=2000`);
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.pay }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText(CARD_ERROR_MESSAGES.declined)).toBeInTheDocument();
    expect(api.calls.some((call) => call.key.endsWith('/expert-plan'))).toBe(false);
    expect(currentLocation()).toHaveTextContent('/checkout');
  });

  it('keeps the spinner and asks nothing when the address holds an amount that is not the price', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi(PAYMENTS_CONFIG);
    renderAt(`/checkout?analysisId=${ANALYSIS_ID}&amount=1`);
    expect(await screen.findByText(CHECKOUT_TEXTS.preparing)).toBeInTheDocument();
    expect(screen.queryByText('$0.01')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
