// Test harness of the results and weekly-plan pages: a fresh store per render, the real router, theme and toasts.
// The tests fake the API at the fetch boundary with the shared double, '@fitness/api-client/testing'.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AnalysisDto } from '@fitness/api-client';
import { ROUTES } from '@fitness/contracts';
import { ThemeProvider, ToastProvider } from '@fitness/ui';
import { AntdThemeProvider } from '@fitness/ui/antd';
import { createAppStore } from '../../../store/store';
import { WeeklyPlanPage } from '../../weekly-plan/weekly-plan-page';
import { AnalysisResultsPage } from '../analysis-results-page';

export const USER_ID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
export const ANALYSIS_ID = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';

export function buildAnalysis(overrides: { results?: Partial<AnalysisDto['analysisResults']>; age?: number } = {}) {
  const analysis: AnalysisDto = {
    id: ANALYSIS_ID,
    userId: USER_ID,
    createdAt: '2026-01-02T03:04:05.000Z',
    hasAiPlan: false,
    hasExpertPlan: false,
    aiGeneratedPlan: null,
    userStats: {
      age: overrides.age ?? 30,
      gender: 'male',
      height: '180',
      weight: '82',
      goal: 'build_muscle',
      activityLevel: 'moderately_active',
      waistCm: 86,
    },
    analysisResults: {
      overallScore: 72,
      bodyFatPercentage: 18.2,
      bodyFatRange: { low: 15.1, high: 21.4 },
      bodyFatMethod: 'stats+waist',
      fitnessAge: 27,
      percentileRank: 62,
      muscleBalance: 55,
      symmetry: 50,
      insights: ['Insight one', 'Insight two', 'Insight three', 'Insight four', 'Insight five', 'Insight six'],
      percentileMetrics: {
        bodyFat: { percentile: 79, description: 'Leaner than 79% of men aged 30.' },
        muscle: { percentile: 46, description: 'Fat-free mass index above 46% of men aged 30.' },
        posture: { percentile: 50, description: 'Not measured: no usable side photo.' },
        overall: { percentile: 62, description: 'Combines body fat, muscle and fitness.' },
      },
      measurements: { waist: { valueCm: 86, source: 'tape' }, hip: { valueCm: 99, source: 'photo' } },
      notes: ['Posture was not measured (no usable side photo).', "The side photo doesn't show you from the side."],
      provenance: {
        bodyFat: {
          method: 'stats+waist',
          calibratedTo: 'whole-body DXA (NHANES 2017-2018)',
          steps: [{ name: 'model', description: 'Age, sex, height, weight and waist model calibrated to DXA.' }],
        },
        fitness: { fitnessAgeRange: { low: 20, high: 41 }, equation: 'Nes et al. 2011 HUNT, waist equation' },
        sources: ['Nes BM et al. Med Sci Sports Exerc 2011;43:2024-2030'],
      },
      ...overrides.results,
    },
  };
  return analysis;
}

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="current location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the two pages under their routes, as the remote mounts them, with a fresh store. */
export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <ToastProvider>
          <Provider store={createAppStore()}>
            <AntdThemeProvider>
              <Routes>
                <Route path={ROUTES.analysis(':userId')} element={<AnalysisResultsPage />} />
                <Route path={ROUTES.weeklyPlan} element={<WeeklyPlanPage />} />
                <Route path="*" element={<p>elsewhere</p>} />
              </Routes>
            </AntdThemeProvider>
          </Provider>
        </ToastProvider>
        <CurrentLocation />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
});

/** A saved file's text: jsdom's Blob has no text(), so FileReader reads it. */
export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}
