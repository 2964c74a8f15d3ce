import { act, screen, waitFor } from '@testing-library/react';
import type { AiPlanStateDto } from '@fitness/api-client';
import type { AiPlan } from '@fitness/contracts';
import { AI_PLAN_LINK_TEXTS, AI_PLAN_TEXTS, TOASTS, VIEW_TEXTS } from '@fitness/contracts';
import { failure, fakeApi, type FakeResponse } from '@fitness/api-client/testing';
import { aiPlanEventsUrl } from '../store/ai-plan-stream';
import { ANALYSIS_ID, currentLocation, FakeEventSource, renderAt, USER_ID } from './harness';

jest.setTimeout(30_000);

const EXERCISE = {
  name: 'Goblet squat',
  sets: 3,
  reps: '8-12',
  weight: '16 kg',
  rest: '60-90 s',
  notes: 'Effort: 2-3 RIR.',
  progressionNextWeek: '+1 kg next week',
};
const PLAN: AiPlan = {
  personalizedSummary: {
    userProfile: 'Sam: 31-year-old female, 74.0 kg',
    photoAnalysisInsights: 'Insight.',
    whyThisPlan: 'Why.',
    expectedResults: 'Expected.',
  },
  workoutPlan: {
    totalWeeks: 12,
    overview: 'Three phases.',
    phases: [1, 2, 3].map((phase) => ({
      phase,
      weeks: `${phase * 4 - 3}-${phase * 4}`,
      focus: `Focus ${phase}`,
      description: 'Description.',
      bodyFatTarget: '28.0%',
      strengthTargets: {
        squat: {
          start: 'Goblet squat: 16.0 kg',
          end: `Goblet squat: ${16 + phase * 2}.0 kg`,
          progression: 'about +0.5 kg per week',
        },
      },
      weeklyWorkouts: [0, 1, 2, 3].map((offset) => ({
        week: phase * 4 - 3 + offset,
        bodyweightTarget: '73.5 kg',
        workouts: [{ day: 'Monday', type: 'Full body A', duration: '40 minutes', exercises: [EXERCISE] }],
      })),
    })),
  },
  nutritionPlan: {
    totalWeeks: 12,
    overview: 'Eat well.',
    targetCalories: 1850,
    macros: {
      protein: { grams: 130, percentage: 28 },
      carbs: { grams: 200, percentage: 43 },
      fat: { grams: 60, percentage: 29 },
    },
    phases: [
      {
        phase: 1,
        focus: 'Set the routine',
        weeks: '1-4',
        description: 'About 1,850 kcal.',
        sampleMeals: [
          {
            week: 1,
            meal: 'breakfast',
            name: 'Overnight oats',
            ingredients: ['50 g oats', '150 g yoghurt', '100 g milk', '80 g berries', '10 g flaxseed', '5 g honey'],
            macros: { calories: 450, protein: 30, carbs: 55, fat: 12 },
            preparation: 'Mix.',
          },
          {
            week: 1,
            meal: 'lunch',
            name: 'Lentil curry',
            ingredients: ['190 g lentils'],
            macros: { calories: 600, protein: 35, carbs: 80, fat: 15 },
            preparation: 'Cook.',
          },
          {
            week: 1,
            meal: 'dinner',
            name: 'Tofu stir-fry',
            ingredients: ['200 g tofu'],
            macros: { calories: 550, protein: 35, carbs: 50, fat: 20 },
            preparation: 'Fry.',
          },
        ],
      },
    ],
  },
  progressTracking: {
    weeklyCheckins: [{ week: 1, metrics: ['Weight'], adjustments: 'Adjust.' }],
    milestones: [
      {
        week: 4,
        goal: 'Technique solid',
        measurement: 'Weigh-in',
        targets: { bodyFatReduction: '1.0 points', bodyweightChange: '-1.5 kg' },
      },
    ],
  },
  about: { generator: 'built-in', methods: ['Mifflin-St Jeor ±10%'] },
};

function renderResults(query = '') {
  return renderAt(`/ai-plan-results?analysisId=${ANALYSIS_ID}${query}`);
}

const STATE = `GET /api/analysis/${ANALYSIS_ID}/ai-plan`;
const ANALYSIS = `GET /api/analysis-by-id/${ANALYSIS_ID}`;
const REDEEM = 'POST /api/access-links/redeem';
const TOKEN = 'UGxhbl9saW5rX3Rva2VuX29mXzQzX2NoYXJhY3RlcnM';

const planState = (status: AiPlanStateDto['status'], more: Partial<AiPlanStateDto> = {}): AiPlanStateDto => ({
  analysisId: ANALYSIS_ID,
  status,
  hasPlan: status === 'rendering' || status === 'ready',
  pdfReady: status === 'ready',
  ...more,
});
const ok = (body: unknown): FakeResponse => ({ status: 200, body });
const withPlan = () =>
  ok({ id: ANALYSIS_ID, userId: USER_ID, aiGeneratedPlan: PLAN, analysisResults: {}, userStats: {} });

describe('/ai-plan-results', () => {
  it('shows progress while the plan job runs, never Plan Not Found', async () => {
    fakeApi({
      [STATE]: () => ({
        status: 200,
        body: { analysisId: ANALYSIS_ID, status: 'generating', hasPlan: false, pdfReady: false },
      }),
    });
    renderResults();
    expect(await screen.findByText(AI_PLAN_TEXTS.progress.generating)).toBeInTheDocument();
    expect(screen.queryByText(VIEW_TEXTS.planNotFound.title)).not.toBeInTheDocument();
  });

  it('says Plan Not Found when no plan was bought for the analysis', async () => {
    fakeApi({
      [STATE]: () => ({
        status: 200,
        body: { analysisId: ANALYSIS_ID, status: 'none', hasPlan: false, pdfReady: false },
      }),
    });
    renderResults();
    expect(await screen.findByRole('heading', { name: VIEW_TEXTS.planNotFound.title })).toBeInTheDocument();
    expect(screen.getByText(VIEW_TEXTS.planNotFound.text)).toBeInTheDocument();
  });

  it("says Plan Not Found when the analysis is not this visitor's", async () => {
    fakeApi({ [STATE]: () => ({ status: 404, body: { code: 'ANALYSIS_NOT_FOUND' } }) });
    renderResults();
    expect(await screen.findByRole('heading', { name: VIEW_TEXTS.planNotFound.title })).toBeInTheDocument();
  });

  it('says the plan failed when the job failed for good', async () => {
    fakeApi({
      [STATE]: () => ({
        status: 200,
        body: { analysisId: ANALYSIS_ID, status: 'failed', hasPlan: false, pdfReady: false },
      }),
    });
    renderResults();
    expect(await screen.findByRole('heading', { name: TOASTS.planGenerationFailed.title })).toBeInTheDocument();
  });

  it('shows the plan: phases, strength end and progression, the first 4 ingredients, and missing meal slots', async () => {
    fakeApi({
      [STATE]: () => ({
        status: 200,
        body: { analysisId: ANALYSIS_ID, status: 'ready', hasPlan: true, pdfReady: true, generator: 'built-in' },
      }),
      [ANALYSIS]: () => ({
        status: 200,
        body: { id: ANALYSIS_ID, userId: 'u', aiGeneratedPlan: PLAN, analysisResults: {}, userStats: {} },
      }),
    });
    renderResults();
    expect(await screen.findByRole('heading', { level: 2, name: 'Personalized Summary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: AI_PLAN_TEXTS.download })).toBeEnabled();
    expect(screen.getByText('Sam: 31-year-old female, 74.0 kg')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Phase 3 · Weeks 9-12: Focus 3' })).toBeInTheDocument();
    expect(screen.getByText('Goblet squat: 22.0 kg')).toBeInTheDocument();
    expect(screen.getAllByText('about +0.5 kg per week')).toHaveLength(3);
    expect(screen.getByText('80 g berries')).toBeInTheDocument();
    expect(screen.queryByText('10 g flaxseed')).not.toBeInTheDocument();
    expect(screen.getByText(AI_PLAN_TEXTS.ingredientsMore(2))).toBeInTheDocument();
    expect(screen.getByText('Snack plan coming soon')).toBeInTheDocument();
    expect(screen.getByText('Technique solid')).toBeInTheDocument();
  });

  it('keeps the PDF button waiting while the PDF is still being made', async () => {
    fakeApi({
      [STATE]: () => ({
        status: 200,
        body: { analysisId: ANALYSIS_ID, status: 'rendering', hasPlan: true, pdfReady: false },
      }),
      [ANALYSIS]: () => ({
        status: 200,
        body: { id: ANALYSIS_ID, userId: 'u', aiGeneratedPlan: PLAN, analysisResults: {}, userStats: {} },
      }),
    });
    renderResults();
    expect(await screen.findByRole('button', { name: AI_PLAN_TEXTS.download })).toBeDisabled();
    expect(screen.getByText(AI_PLAN_TEXTS.progress.rendering)).toBeInTheDocument();
  });
});

describe('/ai-plan-results opened from the emailed link', () => {
  it('uses the link first, takes it out of the address, then shows the plan', async () => {
    const api = fakeApi({
      [REDEEM]: () => ok({ userId: USER_ID }),
      [STATE]: () => ok(planState('ready', { generator: 'built-in' })),
      [ANALYSIS]: withPlan,
    });
    renderResults(`&access=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Personalized Summary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: AI_PLAN_TEXTS.download })).toBeEnabled();
    // React Router updates the address in a transition, which may commit after the plan's first render.
    await waitFor(() =>
      expect(currentLocation()).toHaveTextContent(new RegExp(`^/ai-plan-results\\?analysisId=${ANALYSIS_ID}$`)),
    );
    expect([api.calls[0]!.key, api.calls[0]!.body]).toEqual([REDEEM, { token: TOKEN }]);
    expect(api.calls.filter((call) => call.key === REDEEM)).toHaveLength(1);
  });

  it('says the link is used up, and where to ask for another, when the plan is not this browser’s', async () => {
    const consoleError = jest.spyOn(console, 'error');
    fakeApi({ [REDEEM]: () => failure(410, 'ACCESS_LINK_EXPIRED'), [STATE]: () => failure(404, 'ANALYSIS_NOT_FOUND') });
    renderResults(`&access=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: VIEW_TEXTS.planNotFound.title })).toBeInTheDocument();
    expect(screen.getByText(AI_PLAN_LINK_TEXTS.expired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: AI_PLAN_LINK_TEXTS.results })).toHaveAttribute(
      'href',
      `/analysis/${ANALYSIS_ID}`,
    );
    await waitFor(() => expect(currentLocation().textContent).not.toContain('access='));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('still shows the plan in the browser that bought it when the link was used before', async () => {
    fakeApi({
      [REDEEM]: () => failure(410, 'ACCESS_LINK_EXPIRED'),
      [STATE]: () => ok(planState('ready')),
      [ANALYSIS]: withPlan,
    });
    renderResults(`&access=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Personalized Summary' })).toBeInTheDocument();
    expect(screen.queryByText(AI_PLAN_LINK_TEXTS.expired)).not.toBeInTheDocument();
  });
});

describe('/ai-plan-results following the plan as it is made', () => {
  beforeEach(() => FakeEventSource.install());

  const stream = async () => {
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    return FakeEventSource.instances[0]!;
  };

  it('updates the page from each streamed state and enables the PDF once it is ready, without polling', async () => {
    const api = fakeApi({ [STATE]: () => ok(planState('queued')), [ANALYSIS]: withPlan });
    renderResults();
    expect(await screen.findByText(AI_PLAN_TEXTS.progress.queued)).toBeInTheDocument();
    const events = await stream();
    expect(events.url).toBe(aiPlanEventsUrl(ANALYSIS_ID));

    act(() => events.send(planState('queued')));
    act(() => events.send(planState('generating')));
    expect(await screen.findByText(AI_PLAN_TEXTS.progress.generating)).toBeInTheDocument();
    act(() => events.send(planState('rendering')));
    expect(await screen.findByRole('heading', { level: 2, name: 'Personalized Summary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: AI_PLAN_TEXTS.download })).toBeDisabled();
    expect(events.readyState).not.toBe(FakeEventSource.CLOSED);

    act(() => events.send(planState('ready', { generator: 'built-in' })));
    await waitFor(() => expect(screen.getByRole('button', { name: AI_PLAN_TEXTS.download })).toBeEnabled());
    expect(await screen.findByText(TOASTS.aiPlanGenerated.description)).toBeInTheDocument();
    // A final state ends the stream; the state was asked for once, the rest came by the stream.
    expect(events.readyState).toBe(FakeEventSource.CLOSED);
    expect(api.calls.filter((call) => call.key === STATE)).toHaveLength(1);
  });

  it('says the plan failed when the stream says so', async () => {
    fakeApi({ [STATE]: () => ok(planState('generating')) });
    renderResults();
    const events = await stream();
    act(() => events.send(planState('failed')));
    expect(await screen.findByRole('heading', { name: TOASTS.planGenerationFailed.title })).toBeInTheDocument();
    expect(events.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens no stream for a state that cannot change', async () => {
    fakeApi({ [STATE]: () => ok(planState('none')) });
    renderResults();
    expect(await screen.findByRole('heading', { name: VIEW_TEXTS.planNotFound.title })).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('closes the stream when the page is left', async () => {
    fakeApi({ [STATE]: () => ok(planState('generating')) });
    const { unmount } = renderResults();
    const events = await stream();
    act(() => events.send(planState('generating')));
    unmount();
    await waitFor(() => expect(events.readyState).toBe(FakeEventSource.CLOSED));
  });

  it('polls instead when the stream fails before its first message', async () => {
    let asked = 0;
    const api = fakeApi({
      [STATE]: () => {
        asked += 1;
        return ok(asked === 1 ? planState('generating') : planState('ready'));
      },
      [ANALYSIS]: withPlan,
    });
    renderResults();
    const events = await stream();
    act(() => events.fail(true));
    expect(events.readyState).toBe(FakeEventSource.CLOSED);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Personalized Summary' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: AI_PLAN_TEXTS.download })).toBeEnabled();
    expect(api.calls.filter((call) => call.key === STATE)).toHaveLength(2);
  });

  it('keeps a stream the browser reconnects after its first message', async () => {
    fakeApi({ [STATE]: () => ok(planState('generating')), [ANALYSIS]: withPlan });
    renderResults();
    const events = await stream();
    act(() => events.send(planState('generating')));
    act(() => events.fail(false));
    expect(events.readyState).not.toBe(FakeEventSource.CLOSED);
    act(() => events.send(planState('ready')));
    expect(await screen.findByRole('button', { name: AI_PLAN_TEXTS.download })).toBeEnabled();
  });
});
