import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AiPlan } from '@fitness/contracts';
import { AI_PLAN_TEXTS, TOASTS, VIEW_TEXTS } from '@fitness/contracts';
import { ThemeProvider, ToastProvider } from '@fitness/ui';
import PlansApp from '../remote-app';
import { createAppStore } from '../store/store';

jest.setTimeout(30_000);

const ANALYSIS_ID = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';

const EXERCISE = { name: 'Goblet squat', sets: 3, reps: '8-12', weight: '16 kg', rest: '60-90 s', notes: 'Effort: 2-3 RIR.', progressionNextWeek: '+1 kg next week' };
const PLAN: AiPlan = {
  personalizedSummary: { userProfile: 'Sam: 31-year-old female, 74.0 kg', photoAnalysisInsights: 'Insight.', whyThisPlan: 'Why.', expectedResults: 'Expected.' },
  workoutPlan: {
    totalWeeks: 12,
    overview: 'Three phases.',
    phases: [1, 2, 3].map((phase) => ({
      phase,
      weeks: `${phase * 4 - 3}-${phase * 4}`,
      focus: `Focus ${phase}`,
      description: 'Description.',
      bodyFatTarget: '28.0%',
      strengthTargets: { squat: { start: 'Goblet squat: 16.0 kg', end: `Goblet squat: ${16 + phase * 2}.0 kg`, progression: 'about +0.5 kg per week' } },
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
    macros: { protein: { grams: 130, percentage: 28 }, carbs: { grams: 200, percentage: 43 }, fat: { grams: 60, percentage: 29 } },
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
          { week: 1, meal: 'lunch', name: 'Lentil curry', ingredients: ['190 g lentils'], macros: { calories: 600, protein: 35, carbs: 80, fat: 15 }, preparation: 'Cook.' },
          { week: 1, meal: 'dinner', name: 'Tofu stir-fry', ingredients: ['200 g tofu'], macros: { calories: 550, protein: 35, carbs: 50, fat: 20 }, preparation: 'Fry.' },
        ],
      },
    ],
  },
  progressTracking: {
    weeklyCheckins: [{ week: 1, metrics: ['Weight'], adjustments: 'Adjust.' }],
    milestones: [{ week: 4, goal: 'Technique solid', measurement: 'Weigh-in', targets: { bodyFatReduction: '1.0 points', bodyweightChange: '-1.5 kg' } }],
  },
  about: { generator: 'built-in', methods: ['Mifflin-St Jeor ±10%'] },
};

function fakeApi(routes: Record<string, () => { status: number; body?: unknown }>) {
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = routes[`${init?.method ?? 'GET'} ${String(input)}`]?.() ?? { status: 404, body: { code: 'NOT_ROUTED' } };
    return Promise.resolve({
      ok: answer.status < 300,
      status: answer.status,
      statusText: '',
      headers: { get: () => 'application/json' },
      text: () => Promise.resolve(answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as unknown as Response);
  }) as unknown as typeof fetch;
}

function renderResults() {
  return render(
    <MemoryRouter initialEntries={[`/ai-plan-results?analysisId=${ANALYSIS_ID}`]}>
      <ThemeProvider>
        <ToastProvider>
          <Routes>
            <Route path="*" element={<PlansApp store={createAppStore()} />} />
          </Routes>
        </ToastProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

const STATE = `GET /api/analysis/${ANALYSIS_ID}/ai-plan`;
const ANALYSIS = `GET /api/analysis-by-id/${ANALYSIS_ID}`;

let originalFetch: typeof fetch;
beforeEach(() => {
  originalFetch = global.fetch;
});
afterEach(() => {
  global.fetch = originalFetch;
});

describe('/ai-plan-results', () => {
  it('shows progress while the plan job runs, never Plan Not Found', async () => {
    fakeApi({ [STATE]: () => ({ status: 200, body: { analysisId: ANALYSIS_ID, status: 'generating', hasPlan: false, pdfReady: false } }) });
    renderResults();
    expect(await screen.findByText(AI_PLAN_TEXTS.progress.generating)).toBeInTheDocument();
    expect(screen.queryByText(VIEW_TEXTS.planNotFound.title)).not.toBeInTheDocument();
  });

  it('says Plan Not Found when no plan was bought for the analysis', async () => {
    fakeApi({ [STATE]: () => ({ status: 200, body: { analysisId: ANALYSIS_ID, status: 'none', hasPlan: false, pdfReady: false } }) });
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
    fakeApi({ [STATE]: () => ({ status: 200, body: { analysisId: ANALYSIS_ID, status: 'failed', hasPlan: false, pdfReady: false } }) });
    renderResults();
    expect(await screen.findByRole('heading', { name: TOASTS.planGenerationFailed.title })).toBeInTheDocument();
  });

  it('shows the plan: phases, strength end and progression, the first 4 ingredients, and missing meal slots', async () => {
    fakeApi({
      [STATE]: () => ({ status: 200, body: { analysisId: ANALYSIS_ID, status: 'ready', hasPlan: true, pdfReady: true, generator: 'built-in' } }),
      [ANALYSIS]: () => ({ status: 200, body: { id: ANALYSIS_ID, userId: 'u', aiGeneratedPlan: PLAN, analysisResults: {}, userStats: {} } }),
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
      [STATE]: () => ({ status: 200, body: { analysisId: ANALYSIS_ID, status: 'rendering', hasPlan: true, pdfReady: false } }),
      [ANALYSIS]: () => ({ status: 200, body: { id: ANALYSIS_ID, userId: 'u', aiGeneratedPlan: PLAN, analysisResults: {}, userStats: {} } }),
    });
    renderResults();
    expect(await screen.findByRole('button', { name: AI_PLAN_TEXTS.download })).toBeDisabled();
    expect(screen.getByText(AI_PLAN_TEXTS.progress.rendering)).toBeInTheDocument();
  });
});
