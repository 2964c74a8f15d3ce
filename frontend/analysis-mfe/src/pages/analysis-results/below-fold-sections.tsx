import { Modal, Spin } from 'antd';
import type { AnalysisDto } from '@fitness/api-client';
import { WEEKLY_PLAN_FORM_TEXTS } from '@fitness/contracts';
import { DailyTrackingInterest } from './daily-tracking-interest';
import { isPostureMeasured } from './estimation-details';
import { ExpertChat } from './expert-chat';
import { KeyInsights } from './key-insights';
import { PercentileRankings } from './percentile-rankings';
import { PlanOffers } from './plan-offers';
import { ProgressSection } from './progress-section';
import { ResultsSection } from './results-section';
import { useWeeklyPlanGeneration } from './use-weekly-plan-generation';
import { NutritionPlanForm, WorkoutPlanForm } from './weekly-plan-forms';
import { YourDataSection } from './your-data-section';

/** The results page under its overview (loaded apart: see analysis-results-page.tsx). */
export default function BelowFoldSections({ analysis }: { analysis: AnalysisDto }) {
  const { pendingType, request } = useWeeklyPlanGeneration(analysis);
  const results = analysis.analysisResults;
  const formTexts = WEEKLY_PLAN_FORM_TEXTS;
  return (
    <>
      <ProgressSection userId={analysis.userId} />
      <ResultsSection id="ask-expert">
        <ExpertChat analysis={analysis} />
      </ResultsSection>
      <ResultsSection id="percentiles">
        <PercentileRankings
          metrics={results.percentileMetrics}
          postureMeasured={isPostureMeasured(results.provenance)}
        />
      </ResultsSection>
      <ResultsSection id="insights">
        <KeyInsights insights={results.insights} />
      </ResultsSection>
      <PlanOffers analysis={analysis} />
      <DailyTrackingInterest />
      <ResultsSection id="workout-plan" intro={formTexts.workout.intro}>
        <WorkoutPlanForm
          busy={pendingType !== null}
          onSubmit={(answers) => void request({ type: 'workout', answers })}
        />
      </ResultsSection>
      <ResultsSection id="diet-plan" intro={formTexts.nutrition.intro}>
        <NutritionPlanForm
          busy={pendingType !== null}
          onSubmit={(answers) => void request({ type: 'nutrition', answers })}
        />
      </ResultsSection>
      <YourDataSection userId={analysis.userId} />

      {/* Spec §2: blocking while the plan is generated; no close button, no Escape, no click outside. */}
      <Modal
        open={pendingType !== null}
        title={pendingType ? formTexts.generating.title(pendingType) : undefined}
        closable={false}
        keyboard={false}
        mask={{ closable: false }}
        footer={null}
        centered
      >
        <div className="results-generating" role="status">
          <Spin />
          <p>{formTexts.generating.text}</p>
        </div>
      </Modal>
    </>
  );
}
