import { lazy } from 'react';

// Each page of this remote is its own chunk, so a visitor who lands on the free analysis (the site's main entrance)
// downloads, parses and runs only its code: the results and weekly-plan pages and the antd components only they use
// (tabs, menus, the plan's HTML sanitiser) stay on the server until their route is visited. The shell's
// Suspense boundary around this remote (frontend/shell remote-mount.tsx) keeps the prerendered page, or the page the
// visitor is leaving, on screen while a chunk loads: router navigations are transitions.

/** The results page's chunk; the free analysis starts it while the analysis runs, so the redirect finds it loaded. */
export const loadAnalysisResultsPage = () => import('./analysis-results/analysis-results-page');

export const FreeAnalysisPage = lazy(() =>
  import('./free-analysis/free-analysis-page').then((module) => ({ default: module.FreeAnalysisPage })),
);
export const AnalysisResultsPage = lazy(() =>
  loadAnalysisResultsPage().then((module) => ({ default: module.AnalysisResultsPage })),
);
export const WeeklyPlanPage = lazy(() =>
  import('./weekly-plan/weekly-plan-page').then((module) => ({ default: module.WeeklyPlanPage })),
);
