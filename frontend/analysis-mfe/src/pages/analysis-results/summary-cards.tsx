import type { ReactNode } from 'react';
import type { AnalysisDto } from '@fitness/api-client';
import { ANALYSIS_PAGE_TEXTS, SCORE_TONE_LABELS, scoreTone, TERM_HINTS } from '@fitness/contracts';
import { TermHint } from '@fitness/ui/antd';

const TEXTS = ANALYSIS_PAGE_TEXTS;

function SummaryCard({ title, value, detail }: { title: ReactNode; value: ReactNode; detail: ReactNode }) {
  return (
    <li className="results-card">
      <h3 className="results-card__title">{title}</h3>
      <p className="results-card__value">{value}</p>
      <p className="results-card__detail">{detail}</p>
    </li>
  );
}

/** The four summary cards of spec §2: score, body fat, fitness age, overall ranking. */
export function SummaryCards({ analysis }: { analysis: AnalysisDto }) {
  const results = analysis.analysisResults;
  const tone = scoreTone(results.overallScore);
  return (
    <ul className="results-cards">
      <SummaryCard
        title={TEXTS.cards.fitnessScore}
        value={
          <span className={`results-tone results-tone--${tone}`}>
            <span aria-hidden="true">
              {results.overallScore}
              <span className="results-card__unit"> {TEXTS.scoreOutOf}</span>
            </span>
            <span className="fitness-visually-hidden">{TEXTS.scoreValueLabel(results.overallScore)}</span>
          </span>
        }
        detail={<span className={`results-tone-label results-tone--${tone}`}>{SCORE_TONE_LABELS[tone]}</span>}
      />
      <SummaryCard
        title={TEXTS.cards.bodyFat}
        value={TEXTS.bodyFatValue(results.bodyFatPercentage)}
        detail={results.bodyFatRange ? TEXTS.bodyFatRange(results.bodyFatRange.low, results.bodyFatRange.high) : null}
      />
      <SummaryCard
        title={<TermHint hint={TERM_HINTS.fitnessAge}>{TEXTS.cards.fitnessAge}</TermHint>}
        value={results.fitnessAge}
        detail={TEXTS.fitnessAgeComparison(results.fitnessAge, analysis.userStats.age)}
      />
      <SummaryCard
        title={<TermHint hint={TERM_HINTS.percentile}>{TEXTS.cards.overallRanking}</TermHint>}
        value={TEXTS.rankingTop(results.percentileRank)}
        detail={TEXTS.rankingPercentile(results.percentileRank)}
      />
    </ul>
  );
}
