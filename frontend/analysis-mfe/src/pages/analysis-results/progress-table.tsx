import type { AnalysisHistoryEntryDto } from '@fitness/api-client';
import { longDate, PROGRESS_TEXTS } from '@fitness/contracts';

const TEXTS = PROGRESS_TEXTS.table;

/**
 * The history as a table, one row per analysis, oldest first: what the chart shows, for a screen reader or anyone
 * who wants the numbers. It scrolls sideways inside its own labelled, focusable region on a narrow screen.
 */
export function ProgressTable({ entries }: { entries: readonly AnalysisHistoryEntryDto[] }) {
  const columns = TEXTS.columns;
  return (
    <div className="results-progress__table-scroll" role="region" aria-label={TEXTS.regionLabel} tabIndex={0}>
      <table className="results-progress__table">
        <caption>{TEXTS.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.bodyFat}</th>
            <th scope="col">{columns.weight}</th>
            <th scope="col">{columns.waist}</th>
            <th scope="col">{columns.score}</th>
            <th scope="col">{columns.fitnessAge}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.analysisId}>
              <th scope="row">
                <time dateTime={entry.createdAt}>{longDate(entry.createdAt)}</time>
              </th>
              <td>{TEXTS.bodyFat(entry.bodyFatPercentage, entry.bodyFatRange)}</td>
              <td>{TEXTS.weight(entry.weightKg)}</td>
              <td>{TEXTS.waist(entry.waistCm)}</td>
              <td>{TEXTS.score(entry.overallScore)}</td>
              <td>{TEXTS.fitnessAge(entry.fitnessAge)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
