import { Modal, Spin, Tag } from 'antd';
import { useParams } from 'react-router-dom';
import { useGetAnalysisByIdQuery, useGetLatestAnalysisQuery, type AnalysisDto } from '@fitness/api-client';
import { ANALYSIS_PAGE_TEXTS, PRIVACY_TEXTS, WEEKLY_PLAN_FORM_TEXTS } from '@fitness/contracts';
import { AnalysisLoadError, AnalysisLoading, AnalysisNotFound } from './analysis-states';
import { failureKind, isUuid } from './api-failure';
import { EstimationPanel } from './estimation-panel';
import { ExpertChat } from './expert-chat';
import { KeyInsights } from './key-insights';
import { PaymentSuccessAlert } from './payment-success-alert';
import { PercentileRankings } from './percentile-rankings';
import { DailyTrackingInterest } from './daily-tracking-interest';
import { PlanOffers } from './plan-offers';
import { ResultsNav } from './results-nav';
import { ResultsSection } from './results-section';
import { SummaryCards } from './summary-cards';
import { useAccessLink } from './use-access-link';
import { useNoIndex } from './use-noindex';
import { useWeeklyPlanGeneration } from './use-weekly-plan-generation';
import { NutritionPlanForm, WorkoutPlanForm } from './weekly-plan-forms';
import { YourDataSection } from './your-data-section';
import './analysis-results.css';

function AnalysisResults({ analysis }: { analysis: AnalysisDto }) {
  const { pendingType, request } = useWeeklyPlanGeneration(analysis);
  const results = analysis.analysisResults;
  const formTexts = WEEKLY_PLAN_FORM_TEXTS;
  return (
    <div className="results-page">
      <ResultsNav />
      <PaymentSuccessAlert />
      <header className="results-header">
        <Tag className="fitness-tag results-header__badge">
          <span aria-hidden="true">✓ </span>
          {ANALYSIS_PAGE_TEXTS.completeBadge}
        </Tag>
        <h1 className="results-header__title">{ANALYSIS_PAGE_TEXTS.title}</h1>
      </header>

      <ResultsSection id="overview">
        <SummaryCards analysis={analysis} />
        <EstimationPanel results={results} />
      </ResultsSection>
      <ResultsSection id="ask-expert">
        <ExpertChat analysis={analysis} />
      </ResultsSection>
      <ResultsSection id="percentiles">
        <PercentileRankings metrics={results.percentileMetrics} />
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
    </div>
  );
}

/**
 * /analysis/:userId (spec §2). The id is a userId, or an analysisId when checkout sends the visitor back
 * (spec §2, §6): the user's latest analysis is asked for first, and on a 404 the analysis with that id.
 * Results answer only to the browser that made them (or opened an emailed link: `?access=`); elsewhere the
 * not-found view explains that and offers the link.
 */
export function AnalysisResultsPage() {
  useNoIndex();
  const { userId = '' } = useParams();
  const accessLink = useAccessLink();
  const wellFormed = isUuid(userId);
  const latest = useGetLatestAnalysisQuery({ userId }, { skip: !wellFormed || accessLink === 'opening' });
  const noLatest = latest.isError && failureKind(latest.error) === 'notFound';
  const byId = useGetAnalysisByIdQuery({ analysisId: userId }, { skip: !noLatest });

  if (accessLink === 'opening') return <AnalysisLoading text={PRIVACY_TEXTS.linkOpening} />;
  if (!wellFormed) return <AnalysisNotFound />;
  if (latest.data) return <AnalysisResults analysis={latest.data} />;
  if (latest.isError && !noLatest) {
    return <AnalysisLoadError onRetry={() => void latest.refetch()} />;
  }
  if (!noLatest) return <AnalysisLoading />;
  if (byId.data) return <AnalysisResults analysis={byId.data} />;
  if (byId.isError) {
    if (failureKind(byId.error) === 'notFound') {
      return <AnalysisNotFound offerEmailLink linkExpired={accessLink === 'expired'} />;
    }
    return <AnalysisLoadError onRetry={() => void byId.refetch()} />;
  }
  return <AnalysisLoading />;
}
