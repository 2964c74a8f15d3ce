export { FreeAnalysisPage } from './free-analysis/free-analysis-page';
