import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AI_PLAN_TEXTS, QUESTIONNAIRE_TEXTS, TOASTS } from '@fitness/contracts';
import { failure, fakeApi, type Handler } from '@fitness/api-client/testing';
import {
  ANALYSIS_ID,
  currentLocation,
  PAYMENTS_CONFIG,
  payWithTestCard,
  QUESTIONNAIRE_ID,
  renderAt,
  USER_ID,
} from './harness';

jest.setTimeout(60_000);

const INTENT = { clientSecret: 'pi_123_secret_abc', paymentIntentId: 'pi_12345678', amount: 500, currency: 'usd' };
const CONFIRM = 'POST /api/test-payments/pi_12345678/confirm';
const SAVE = 'POST /api/questionnaire';
const INTAKE_TOKEN = 'Qk9yX2ludGFrZV90b2tlbl9vZl80M19jaGFyYWN0ZXI';

const next = () => screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.next });
const previous = () => screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.previous });
const choose = (group: string, option: string) =>
  userEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: option }));

async function answerStep1() {
  // findBy: the page is a lazy chunk (pages/page-chunks.ts), rendered once it has loaded.
  await userEvent.type(await screen.findByLabelText('Email'), 'sam@example.com');
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

/** Answers steps 1-5 and stops on the review (step 6). */
async function answerAll() {
  await answerStep1();
  await userEvent.click(next());
  await answerSteps2to5();
  expect(screen.getByRole('heading', { level: 1, name: 'Ready for Your Plan!' })).toBeInTheDocument();
}

/** POST /api/questionnaire answering a new id for each save. */
function savesQuestionnaires(): Handler {
  let saved = 0;
  return () => {
    saved += 1;
    return {
      status: 201,
      body: {
        questionnaireId: saved === 1 ? QUESTIONNAIRE_ID : `${QUESTIONNAIRE_ID.slice(0, -1)}${saved}`,
        userId: USER_ID,
      },
    };
  };
}

const purchaseRoutes = (intentPath: string, amount: number): Record<string, Handler> => ({
  ...PAYMENTS_CONFIG,
  'POST /api/users': () => ({ status: 201, body: { id: USER_ID } }),
  [SAVE]: savesQuestionnaires(),
  [intentPath]: () => ({ status: 201, body: { ...INTENT, amount } }),
  [CONFIRM]: () => ({ status: 200, body: { paymentIntentId: INTENT.paymentIntentId, status: 'succeeded' } }),
});

const keysOf = (calls: Array<{ key: string }>) => calls.map((call) => call.key).filter((key) => key.startsWith('POST'));

describe('/questionnaire', () => {
  it('is marked noindex while it is shown, and only then', async () => {
    const robots = () => document.head.querySelectorAll('meta[name="robots"][content="noindex"]');
    fakeApi({});
    const { unmount } = renderAt(`/questionnaire?analysisId=${ANALYSIS_ID}`);
    expect(await screen.findByText('Step 1 of 7')).toBeInTheDocument();
    expect(robots()).toHaveLength(1);
    unmount();
    expect(robots()).toHaveLength(0);
  });

  it('enables Next only once the step is complete, and Previous keeps the answers', async () => {
    fakeApi({});
    renderAt(`/questionnaire?analysisId=${ANALYSIS_ID}`);
    expect(await screen.findByRole('button', { name: QUESTIONNAIRE_TEXTS.next })).toBeDisabled();
    expect(screen.queryByRole('button', { name: QUESTIONNAIRE_TEXTS.previous })).not.toBeInTheDocument();
    await answerStep1();
    expect(next()).toBeEnabled();
    await userEvent.click(next());
    expect(screen.getByRole('heading', { level: 1, name: 'Fitness & Goals' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await userEvent.click(previous());
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

  it('stays on step 6 with the spec toast when the person cannot be created', async () => {
    const api = fakeApi({ 'POST /api/users': () => failure(500, 'INTERNAL') });
    renderAt(`/questionnaire?analysisId=${ANALYSIS_ID}`);
    await answerAll();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }));
    expect(await screen.findByText(TOASTS.paymentInitFailed.description)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ready for Your Plan!' })).toBeInTheDocument();
    expect(keysOf(api.calls)).toEqual(['POST /api/users']);
  });

  it('stays on step 6 with the spec toast when the answers or the intent cannot be saved', async () => {
    const routes: Record<string, Handler> = {
      ...purchaseRoutes('POST /api/create-ai-plan-payment-intent', 500),
      [SAVE]: () => failure(500, 'INTERNAL'),
    };
    const api = fakeApi(routes);
    renderAt(`/questionnaire?planType=ai&analysisId=${ANALYSIS_ID}`);
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }));
    expect(await screen.findByText(TOASTS.paymentInitFailed.description)).toBeInTheDocument();
    expect(keysOf(api.calls)).toEqual(['POST /api/users', SAVE]);

    routes[SAVE] = savesQuestionnaires();
    routes['POST /api/create-ai-plan-payment-intent'] = () => failure(400, 'VALIDATION_FAILED');
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }));
    await waitFor(() => expect(keysOf(api.calls)).toContain('POST /api/create-ai-plan-payment-intent'));
    expect(await screen.findByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Ready for Your Plan!' })).toBeInTheDocument();
    expect(screen.getByText('Step 6 of 7')).toBeInTheDocument();
  });

  it('saves the answers before paying for the AI plan, binds the intent to them, then only asks for the plan', async () => {
    const api = fakeApi({
      ...purchaseRoutes('POST /api/create-ai-plan-payment-intent', 500),
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
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }));
    expect(await screen.findByText(QUESTIONNAIRE_TEXTS.pitch.ai.title)).toBeInTheDocument();
    expect(screen.getByText('Step 7 of 7')).toBeInTheDocument();
    expect(keysOf(api.calls)).toEqual(['POST /api/users', SAVE, 'POST /api/create-ai-plan-payment-intent']);
    expect(api.onlyCallTo('POST /api/users')).toEqual({ email: 'sam@example.com', username: 'Sam Lee' });
    expect(api.onlyCallTo(SAVE)).toMatchObject({
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
    expect(api.onlyCallTo('POST /api/create-ai-plan-payment-intent')).toEqual({
      amount: 500,
      analysisId: ANALYSIS_ID,
      questionnaireId: QUESTIONNAIRE_ID,
    });

    await payWithTestCard('4242424242424242', QUESTIONNAIRE_TEXTS.pay.ai);
    await waitFor(() => expect(currentLocation()).toHaveTextContent(`/ai-plan-results?analysisId=${ANALYSIS_ID}`));
    expect(api.onlyCallTo(`POST /api/analysis/${ANALYSIS_ID}/ai-plan`)).toEqual({
      paymentIntentId: INTENT.paymentIntentId,
      questionnaireId: QUESTIONNAIRE_ID,
    });
    // After the card, nothing is saved again: the return page's call only.
    const afterCard = keysOf(api.calls).slice(keysOf(api.calls).indexOf(CONFIRM) + 1);
    expect(afterCard).toEqual([`POST /api/analysis/${ANALYSIS_ID}/ai-plan`]);
  });

  it("stays after paying when the AI plan cannot be asked for, and says 'AI Plan Ready!' only once its PDF is", async () => {
    let state = { analysisId: ANALYSIS_ID, status: 'rendering', hasPlan: true, pdfReady: false };
    fakeApi({
      ...purchaseRoutes('POST /api/create-ai-plan-payment-intent', 500),
      [`POST /api/analysis/${ANALYSIS_ID}/ai-plan`]: () => failure(503, 'UNAVAILABLE'),
      [`GET /api/analysis/${ANALYSIS_ID}/ai-plan`]: () => ({ status: 200, body: state }),
    });
    renderAt(`/questionnaire?planType=ai&analysisId=${ANALYSIS_ID}`);
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }));
    await payWithTestCard('4242424242424242', QUESTIONNAIRE_TEXTS.pay.ai);

    expect(await screen.findByText(TOASTS.planGenerationFailed.description)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: QUESTIONNAIRE_TEXTS.aiSuccess.preparingTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(QUESTIONNAIRE_TEXTS.aiSuccess.preparingText)).toBeInTheDocument();
    expect(screen.queryByText(QUESTIONNAIRE_TEXTS.aiSuccess.title)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: AI_PLAN_TEXTS.download })).not.toBeInTheDocument();
    expect(currentLocation()).toHaveTextContent('/questionnaire');

    state = { ...state, status: 'ready', pdfReady: true };
    expect(
      await screen.findByRole('heading', { level: 1, name: QUESTIONNAIRE_TEXTS.aiSuccess.title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: AI_PLAN_TEXTS.download })).toBeEnabled();
    expect(screen.getByRole('link', { name: QUESTIONNAIRE_TEXTS.aiSuccess.action })).toHaveAttribute(
      'href',
      `/ai-plan-results?analysisId=${ANALYSIS_ID}`,
    );
  });

  it('pays for the expert plan with the saved answers, records the payment and shows the success view', async () => {
    const api = fakeApi({
      ...purchaseRoutes('POST /api/create-payment-intent', 2000),
      'POST /api/payment/success': () => ({
        status: 200,
        body: {
          paymentIntentId: INTENT.paymentIntentId,
          planType: 'expert',
          status: 'succeeded',
          orderStatus: 'open',
          questionnaireId: QUESTIONNAIRE_ID,
        },
      }),
    });
    renderAt('/questionnaire');
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }));
    expect(api.onlyCallTo(SAVE)).not.toHaveProperty('analysisId');
    await waitFor(() =>
      expect(api.onlyCallTo('POST /api/create-payment-intent')).toEqual({
        amount: 2000,
        userId: USER_ID,
        questionnaireId: QUESTIONNAIRE_ID,
      }),
    );
    await payWithTestCard('4242424242424242', QUESTIONNAIRE_TEXTS.pay.expert);

    expect(
      await screen.findByRole('heading', { level: 1, name: QUESTIONNAIRE_TEXTS.expertSuccess.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(QUESTIONNAIRE_TEXTS.expertSuccess.text('sam@example.com'))).toBeInTheDocument();
    expect(await screen.findByText(TOASTS.questionnaireSubmitted.description)).toBeInTheDocument();
    expect(api.onlyCallTo('POST /api/payment/success')).toEqual({
      paymentIntentId: INTENT.paymentIntentId,
      userId: USER_ID,
      questionnaireId: QUESTIONNAIRE_ID,
    });
    const afterCard = keysOf(api.calls).slice(keysOf(api.calls).indexOf(CONFIRM) + 1);
    expect(afterCard).toEqual(['POST /api/payment/success']);
  });

  it('saves changed answers again before the next payment, and reuses the payment when nothing changed', async () => {
    const api = fakeApi(purchaseRoutes('POST /api/create-payment-intent', 2000));
    renderAt('/questionnaire');
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }));
    expect(await screen.findByText(QUESTIONNAIRE_TEXTS.pitch.expert.title)).toBeInTheDocument();

    // Back to the review and on again, unchanged: the same saved answers and payment.
    await userEvent.click(previous());
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }));
    expect(await screen.findByText(QUESTIONNAIRE_TEXTS.pitch.expert.title)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === SAVE)).toHaveLength(1);

    // Back to step 5, another answer: saved again, and the new payment is bound to the new answers.
    await userEvent.click(previous());
    await userEvent.click(previous());
    await choose('Sleep per night', '6-7 hours');
    await userEvent.click(next());
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }));
    expect(await screen.findByText(QUESTIONNAIRE_TEXTS.pitch.expert.title)).toBeInTheDocument();
    const saves = api.calls.filter((call) => call.key === SAVE);
    expect(saves).toHaveLength(2);
    expect(saves[1]!.body).toMatchObject({ sleepHours: '6-7-hours' });
    const intents = api.calls.filter((call) => call.key === 'POST /api/create-payment-intent');
    expect(intents.map((call) => (call.body as { questionnaireId: string }).questionnaireId)).toEqual([
      QUESTIONNAIRE_ID,
      `${QUESTIONNAIRE_ID.slice(0, -1)}2`,
    ]);
  });

  it('says the plan will still come when the return page’s call fails after the card was taken', async () => {
    fakeApi({
      ...purchaseRoutes('POST /api/create-payment-intent', 2000),
      'POST /api/payment/success': () => failure(500, 'INTERNAL'),
    });
    renderAt('/questionnaire');
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }));
    await payWithTestCard('4242424242424242', QUESTIONNAIRE_TEXTS.pay.expert);
    expect(await screen.findByText(TOASTS.planGenerationFailed.title)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: QUESTIONNAIRE_TEXTS.expertSuccess.title }),
    ).toBeInTheDocument();
  });
});

describe('/questionnaire intake of an expert plan already paid', () => {
  const INTAKE = QUESTIONNAIRE_TEXTS.intake;
  const send = () => screen.getByRole('button', { name: INTAKE.send });

  it('right after checkout: six steps, no payment, the answers become the order’s and the analysis opens', async () => {
    const api = fakeApi({
      [SAVE]: savesQuestionnaires(),
      'POST /api/payment/success': () => ({
        status: 200,
        body: {
          paymentIntentId: 'pi_987',
          planType: 'expert',
          status: 'succeeded',
          orderStatus: 'open',
          questionnaireId: QUESTIONNAIRE_ID,
        },
      }),
    });
    renderAt(`/questionnaire?planType=expert&analysisId=${ANALYSIS_ID}&paymentIntentId=pi_987`);
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(screen.getByText(QUESTIONNAIRE_TEXTS.badge.expert)).toBeInTheDocument();
    expect(screen.getByText(INTAKE.lead)).toBeInTheDocument();
    await answerAll();
    expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
    expect(screen.getByText(INTAKE.reviewLead)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment })).not.toBeInTheDocument();

    await userEvent.click(send());
    await waitFor(() => expect(currentLocation()).toHaveTextContent(`/analysis/${ANALYSIS_ID}?payment=success`));
    expect(await screen.findByText(TOASTS.questionnaireSubmitted.description)).toBeInTheDocument();
    expect(keysOf(api.calls)).toEqual([SAVE, 'POST /api/payment/success']);
    expect(api.onlyCallTo(SAVE)).toMatchObject({ analysisId: ANALYSIS_ID, email: 'sam@example.com' });
    expect(api.onlyCallTo('POST /api/payment/success')).toEqual({
      paymentIntentId: 'pi_987',
      userId: USER_ID,
      questionnaireId: QUESTIONNAIRE_ID,
    });
  });

  it('right after checkout: says the coach already has answers when the order has others', async () => {
    fakeApi({ [SAVE]: savesQuestionnaires(), 'POST /api/payment/success': () => failure(409, 'PAYMENT_ALREADY_USED') });
    renderAt(`/questionnaire?planType=expert&analysisId=${ANALYSIS_ID}&paymentIntentId=pi_987`);
    await answerAll();
    await userEvent.click(send());
    expect(await screen.findByRole('heading', { level: 1, name: INTAKE.alreadySent.title })).toBeInTheDocument();
    expect(currentLocation()).toHaveTextContent('/questionnaire');
  });

  it('from the emailed link: saves the answers without the analysis, sends them with the token and thanks', async () => {
    const api = fakeApi({
      [SAVE]: savesQuestionnaires(),
      'POST /api/orders/intake': () => ({ status: 200, body: { orderStatus: 'open' } }),
    });
    renderAt(`/questionnaire?planType=expert&intake=${INTAKE_TOKEN}`);
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(screen.getByText(INTAKE.lead)).toBeInTheDocument();
    await answerAll();
    await userEvent.click(send());

    expect(await screen.findByRole('heading', { level: 1, name: INTAKE.sent.title })).toBeInTheDocument();
    expect(screen.getByText(INTAKE.sent.text('sam@example.com'))).toBeInTheDocument();
    expect(keysOf(api.calls)).toEqual([SAVE, 'POST /api/orders/intake']);
    expect(api.onlyCallTo(SAVE)).not.toHaveProperty('analysisId');
    expect(api.onlyCallTo('POST /api/orders/intake')).toEqual({
      token: INTAKE_TOKEN,
      questionnaireId: QUESTIONNAIRE_ID,
    });
  });

  it('from a link already used: says so, and that the coach has the answers', async () => {
    fakeApi({ [SAVE]: savesQuestionnaires(), 'POST /api/orders/intake': () => failure(410, 'INTAKE_LINK_EXPIRED') });
    renderAt(`/questionnaire?planType=expert&intake=${INTAKE_TOKEN}`);
    await answerAll();
    await userEvent.click(send());
    expect(await screen.findByRole('heading', { level: 1, name: INTAKE.linkUsed.title })).toBeInTheDocument();
    expect(screen.getByText(INTAKE.linkUsed.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: INTAKE.home })).toHaveAttribute('href', '/');
  });

  it('keeps the answers and asks to try again when they could not be sent', async () => {
    const routes: Record<string, Handler> = { [SAVE]: () => failure(503, 'UNAVAILABLE') };
    const api = fakeApi(routes);
    renderAt(`/questionnaire?planType=expert&intake=${INTAKE_TOKEN}`);
    await answerAll();
    await userEvent.click(send());
    expect(await screen.findByText(INTAKE.sendFailed.title)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ready for Your Plan!' })).toBeInTheDocument();

    routes[SAVE] = savesQuestionnaires();
    routes['POST /api/orders/intake'] = () => ({ status: 200, body: { orderStatus: 'open' } });
    await userEvent.click(send());
    expect(await screen.findByRole('heading', { level: 1, name: INTAKE.sent.title })).toBeInTheDocument();
    expect(keysOf(api.calls)).toEqual([SAVE, SAVE, 'POST /api/orders/intake']);
  });

  it('never offers to pay again from a broken intake link', async () => {
    fakeApi({});
    renderAt('/questionnaire?planType=expert&intake=cut-short');
    expect(await screen.findByRole('heading', { level: 1, name: INTAKE.linkInvalid.title })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});
