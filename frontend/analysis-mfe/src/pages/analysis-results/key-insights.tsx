import { ANALYSIS_PAGE_TEXTS, MAX_INSIGHTS_SHOWN } from '@fitness/contracts';
import { TextWithTerms } from '@fitness/ui/antd';

/** Spec §2, §9: only the first MAX_INSIGHTS_SHOWN insights, their terms explained in tooltips. */
export function KeyInsights({ insights }: { insights: readonly string[] }) {
  if (insights.length === 0) return <p className="results-section__intro">{ANALYSIS_PAGE_TEXTS.noInsights}</p>;
  return (
    <ol className="results-insights">
      {insights.slice(0, MAX_INSIGHTS_SHOWN).map((insight, index) => (
        <li key={index} className="results-insights__item">
          <TextWithTerms text={insight} />
        </li>
      ))}
    </ol>
  );
}
