import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { useGetAnalysisHistoryQuery } from '@fitness/api-client';
import { PROGRESS_TEXTS } from '@fitness/contracts';
import { hasProgress } from './result-sections';
import { ProgressTable } from './progress-table';
import { ProgressVerdicts } from './progress-verdicts';
import { ResultsSection } from './results-section';
import './progress.css';

// The chart and its scales and path makers (@visx) are a chunk of their own, fetched only for a person with a history
// to draw; the table and the verdicts carry the same facts in text and come at once.
const ProgressChart = lazy(() => import('./progress-chart'));

/**
 * "Your Progress" (issue 39): every analysis of this person the visitor may see, as a chart, a table and whether the
 * latest changes are real. Nothing for a single analysis (nothing to compare; "Analyse again" in the overview says
 * how to get a second), nor when the history cannot be read: the rest of the page stands without it.
 */
export function ProgressSection({ userId }: { userId: string }) {
  const { data: history } = useGetAnalysisHistoryQuery({ userId });
  if (history === undefined || !hasProgress(history)) return null;
  return (
    <ResultsSection id="progress" intro={PROGRESS_TEXTS.intro(history.entries.length)}>
      <Suspense
        fallback={
          <div className="results-progress__chart-loading" role="status">
            <Spin />
            <span className="fitness-visually-hidden">{PROGRESS_TEXTS.chart.loading}</span>
          </div>
        }
      >
        <ProgressChart entries={history.entries} />
      </Suspense>
      <ProgressTable entries={history.entries} />
      <ProgressVerdicts history={history} />
    </ResultsSection>
  );
}
