import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QUESTIONNAIRE_TEXTS, TEST_CARD_FORM_TEXTS, TOASTS } from '@fitness/contracts';
import { ThemeProvider, ToastProvider } from '@fitness/ui';
import PlansApp from '../remote-app';
import { createAppStore } from '../store/store';

jest.setTimeout(60_000);

const ANALYSIS_ID = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';
const USER_ID = '0b9d6f3e-5a4c-4d2e-9f1a-2c3b4d5e6f70';
const QUESTIONNAIRE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const INTENT = { clientSecret: 'pi_123_secret_abc', paymentIntentId: 'pi_12345678', amount: 500, currency: 'usd' };

type Answer = { status: number; body?: unknown };

function fakeApi(routes: Record<string, (body: unknown) => Answer>) {
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

function renderAt(path: string) {
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

const next = () => screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.next });
const choose = (group: string, option: string) =>
  userEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: option }));

async function answerStep1() {
  await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
  await userEvent.type(screen.getByLabelText('Full Name'), 'Sam Lee');
  await choose('Age Range', '25-34');
  await choose('Gender', 'Female');
}

async function answerSteps2to5() {
  await choose('Fitness Level', 'Beginner');
  await choose('How often do you work out now?', 'Never');
  await choose('Primary Goal', 'Lose weight');
  await userEvent.click(next());
  await choose('Equipment Access', 'Home gym');
  await choose('Time per workout', '30-45 minutes');
  await userEvent.click(next());
  await choose('How often do you cook?', 'Daily');
  await choose('Time for meal prep', '1 hour');
  await userEvent.click(next());
  await choose('Work schedule', 'Flexible');
  await choose('Sleep per night', '7-8 hours');
  await userEvent.click(next());
}

const paymentConfig = { 'GET /api/payments/config': () => ({ status: 200, body: { provider: 'embedded', publishableKey: null, testMode: true } }) };

let originalFetch: typeof fetch;
beforeEach(() => {
  originalFetch = global.fetch;
});
afterEach(() => {
  global.fetch = originalFetch;
});

describe('/questionnaire', () => {
  it('enables Next only once the step is complete, and Previous keeps the answers', async () => {
    fakeApi({});
    renderAt(`/questionnaire?analysisId=${ANALYSIS_ID}`);
    expect(next()).toBeDisabled();
    expect(screen.queryByRole('button', { name: QUESTIONNAIRE_TEXTS.previous })).not.toBeInTheDocument();
    await answerStep1();
    expect(next()).toBeEnabled();
    await userEvent.click(next());
    expect(screen.getByRole('heading', { level: 1, name: 'Fitness & Goals' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.previous }));
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Sam Lee');
  });

  it('toggles dietary restrictions in and out', async () => {
    fakeApi({});
    renderAt(`/questionnaire?analysisId=${ANALYSIS_ID}`);
    await answerStep1();
    await userEvent.click(next());
    await choose('Fitness Level', 'Beginner');
    await choose('How often do you work out now?', 'Never');
    await choose('Primary Goal', 'Lose weight');
    await userEvent.click(next());
    await choose('Equipment Access', 'Home gym');
    await choose('Time per workout', '30-45 minutes');
    await userEvent.click(next());
    const vegan = screen.getByRole('checkbox', { name: 'Vegan' });
    await userEvent.click(vegan);
    expect(vegan).toBeChecked();
    await userEvent.click(vegan);
    expect(vegan).not.toBeChecked();
  });

  it('stays on step 6 with the spec toast when the payment cannot be prepared', async () => {
    fakeApi({ 'POST /api/users': () => ({ status: 500, body: { code: 'INTERNAL' } }) });
    renderAt(`/questionnaire?analysisId=${ANALYSIS_ID}`);
    await answerStep1();
    await userEvent.click(next());
    await answerSteps2to5();
    expect(screen.getByRole('heading', { level: 1, name: 'Ready for Your Plan!' })).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }));
    expect(await screen.findByText(TOASTS.paymentInitFailed.description)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ready for Your Plan!' })).toBeInTheDocument();
  });

  it('pays for the AI plan, saves the answers, asks for the plan and opens its page', async () => {
    const calls = fakeApi({
      ...paymentConfig,
      'POST /api/users': () => ({ status: 201, body: { id: USER_ID } }),
      'POST /api/create-ai-plan-payment-intent': () => ({ status: 201, body: INTENT }),
      'POST /api/test-payments/pi_12345678/confirm': () => ({ status: 200, body: { paymentIntentId: INTENT.paymentIntentId, status: 'succeeded' } }),
      'POST /api/questionnaire': () => ({ status: 201, body: { questionnaireId: QUESTIONNAIRE_ID, userId: USER_ID } }),
      [`POST /api/analysis/${ANALYSIS_ID}/ai-plan`]: () => ({
        status: 202,
        body: { analysisId: ANALYSIS_ID, status: 'queued', hasPlan: false, pdfReady: false },
      }),
      [`GET /api/analysis/${ANALYSIS_ID}/ai-plan`]: () => ({
        status: 200,
        body: { analysisId: ANALYSIS_ID, status: 'queued', hasPlan: false, pdfReady: false },
      }),
    });
    renderAt(`/questionnaire?planType=ai&analysisId=${ANALYSIS_ID}`);
    await answerStep1();
    await userEvent.click(next());
    await answerSteps2to5();
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }));
    expect(await screen.findByText(QUESTIONNAIRE_TEXTS.pitch.ai.title)).toBeInTheDocument();
    expect(calls.find((call) => call.key === 'POST /api/users')?.body).toEqual({ email: 'sam@example.com', username: 'Sam Lee' });
    expect(calls.find((call) => call.key === 'POST /api/create-ai-plan-payment-intent')?.body).toEqual({ amount: 500, analysisId: ANALYSIS_ID });

    await userEvent.type(await screen.findByLabelText(TEST_CARD_FORM_TEXTS.cardNumber), '4242424242424242');
    await userEvent.type(screen.getByLabelText(TEST_CARD_FORM_TEXTS.expiry), '1234');
    await userEvent.type(screen.getByLabelText(TEST_CARD_FORM_TEXTS.cvc), '123');
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.pay.ai }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(`/ai-plan-results?analysisId=${ANALYSIS_ID}`),
    );
    const submitted = calls.find((call) => call.key === 'POST /api/questionnaire')?.body as Record<string, unknown>;
    expect(submitted).toMatchObject({
      analysisId: ANALYSIS_ID,
      email: 'sam@example.com',
      name: 'Sam Lee',
      age: '25-34',
      gender: 'female',
      primaryGoal: 'lose-weight',
      dietaryRestrictions: [],
      workoutTypes: [],
      biggestChallenges: [],
    });
    expect(calls.find((call) => call.key === `POST /api/analysis/${ANALYSIS_ID}/ai-plan`)?.body).toEqual({
      paymentIntentId: INTENT.paymentIntentId,
      questionnaireId: QUESTIONNAIRE_ID,
    });
  });

  it('pays for the expert plan and shows its success view with the email, after recording the payment', async () => {
    const calls = fakeApi({
      ...paymentConfig,
      'POST /api/users': () => ({ status: 201, body: { id: USER_ID } }),
      'POST /api/create-payment-intent': () => ({ status: 201, body: { ...INTENT, amount: 2000 } }),
      'POST /api/test-payments/pi_12345678/confirm': () => ({ status: 200, body: { paymentIntentId: INTENT.paymentIntentId, status: 'succeeded' } }),
      'POST /api/questionnaire': () => ({ status: 201, body: { questionnaireId: QUESTIONNAIRE_ID, userId: USER_ID } }),
      'POST /api/payment/success': () => ({ status: 200, body: { paymentIntentId: INTENT.paymentIntentId, planType: 'expert', status: 'succeeded' } }),
    });
    renderAt('/questionnaire');
    await answerStep1();
    await userEvent.click(next());
    await answerSteps2to5();
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }));
    await userEvent.type(await screen.findByLabelText(TEST_CARD_FORM_TEXTS.cardNumber), '4242424242424242');
    await userEvent.type(screen.getByLabelText(TEST_CARD_FORM_TEXTS.expiry), '1234');
    await userEvent.type(screen.getByLabelText(TEST_CARD_FORM_TEXTS.cvc), '123');
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.pay.expert }));

    expect(await screen.findByRole('heading', { level: 1, name: QUESTIONNAIRE_TEXTS.expertSuccess.title })).toBeInTheDocument();
    expect(screen.getByText(QUESTIONNAIRE_TEXTS.expertSuccess.text('sam@example.com'))).toBeInTheDocument();
    expect(await screen.findByText(TOASTS.questionnaireSubmitted.description)).toBeInTheDocument();
    expect(calls.find((call) => call.key === 'POST /api/create-payment-intent')?.body).toEqual({ amount: 2000, userId: USER_ID });
    expect(calls.find((call) => call.key === 'POST /api/payment/success')?.body).toEqual({
      paymentIntentId: INTENT.paymentIntentId,
      userId: USER_ID,
      questionnaireId: QUESTIONNAIRE_ID,
    });
  });
});
