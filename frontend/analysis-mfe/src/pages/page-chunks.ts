import { lazy } from 'react';
import { loadAnalysisResultsPage } from './analysis-results/analysis-results-chunk';

// Each page of this remote is its own chunk, so a visitor who lands on the free analysis (the site's main entrance)
// downloads, parses and runs only its code: the results and weekly-plan pages' own code, and what only they use
// (the plan's HTML sanitiser, antd's Result and Tag), stay on the server until their route is visited. Not all of
// it: webpack's chunk splitting packs some of the results page's antd components (tabs, menus) into a chunk with
// the free analysis's number inputs, so those still load. The shell's Suspense boundary around this remote
// (frontend/shell remote-mount.tsx) keeps the prerendered page, or the page the visitor is leaving, on screen while
// a chunk loads: router navigations are transitions.

export const FreeAnalysisPage = lazy(() =>
  import(/* webpackChunkName: "page-free-analysis" */ './free-analysis/free-analysis-page').then((module) => ({
    default: module.FreeAnalysisPage,
  })),
);
export const AnalysisResultsPage = lazy(() =>
  loadAnalysisResultsPage().then((module) => ({ default: module.AnalysisResultsPage })),
);
export const WeeklyPlanPage = lazy(() =>
  import(/* webpackChunkName: "page-weekly-plan" */ './weekly-plan/weekly-plan-page').then((module) => ({
    default: module.WeeklyPlanPage,
  })),
);
