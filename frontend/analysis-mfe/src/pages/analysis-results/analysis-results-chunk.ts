// The results page's chunk, loaded by its route (page-chunks.ts) and started early by the free analysis.

export const loadAnalysisResultsPage = () =>
  import(/* webpackChunkName: "page-analysis-userId" */ './analysis-results-page');

/**
 * The results page's chunks, both of them (the page, and its sections under the overview, which it would otherwise
 * fetch only once rendered): the free analysis starts them while the analysis runs, so the redirect finds them loaded.
 */
export const preloadAnalysisResults = () =>
  loadAnalysisResultsPage().then((module) => module.preloadBelowFoldSections());
