// The results page lives in ./analysis-results; this module keeps the path remote-app.tsx imports.
export { AnalysisResultsPage } from './analysis-results/analysis-results-page';
