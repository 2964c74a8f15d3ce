import type { AnalysisHistoryDto, ChangeJudgementDto } from '@fitness/api-client';
import { longDate, PROGRESS_TEXTS, shortDate } from '@fitness/contracts';

const TEXTS = PROGRESS_TEXTS.verdicts;

function Comparison({
  judgement,
  title,
  since,
}: {
  judgement: ChangeJudgementDto;
  title: string;
  /** The earlier analysis's date, as each line says it ("since 3 Nov"). */
  since: string;
}) {
  return (
    <div className={`results-progress__comparison results-progress__comparison--${judgement.verdict}`}>
      <h4 className="results-progress__comparison-title">{title}</h4>
      <p className="results-progress__overall">{TEXTS.overall(judgement.verdict)}</p>
      <ul className="results-progress__changes">
        {judgement.changes.map((change) => (
          <li key={change.quantity} className={change.real ? 'results-progress__change--real' : undefined}>
            {TEXTS.change({ ...change, since })}
          </li>
        ))}
      </ul>
      {judgement.narrowWith.length > 0 ? (
        <p className="results-progress__narrow">
          {TEXTS.narrowIntro} {judgement.narrowWith.map((step) => TEXTS.narrowWith[step]).join('; ')}.
        </p>
      ) : null}
    </div>
  );
}

/**
 * Whether the latest change is real (issue 39): since the previous analysis and since the first, quantity by
 * quantity, in the server's words of the rule (a real change, or within the method's error) and what would narrow
 * the error next time. Never more than the rule says.
 */
export function ProgressVerdicts({ history }: { history: AnalysisHistoryDto }) {
  const createdAt = new Map(history.entries.map((entry) => [entry.analysisId, entry.createdAt]));
  const comparisons = [
    { judgement: history.sincePrevious, title: TEXTS.sincePrevious },
    { judgement: history.sinceFirst, title: TEXTS.sinceFirst },
  ].flatMap(({ judgement, title }) => {
    const from = judgement && createdAt.get(judgement.fromAnalysisId);
    return judgement && from ? [{ judgement, title: title(longDate(from)), since: shortDate(from) }] : [];
  });
  if (comparisons.length === 0) return null;
  return (
    <div className="results-progress__verdicts">
      <h3 className="results-progress__heading">{TEXTS.heading}</h3>
      <p className="results-progress__intro">{TEXTS.intro}</p>
      {comparisons.map((comparison) => (
        <Comparison key={comparison.judgement.fromAnalysisId} {...comparison} />
      ))}
    </div>
  );
}
