import { useEffect, useRef } from 'react';
import { Button, Flex, Progress, Result, Spin, Typography } from 'antd';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useGetAiPlanStateQuery, useGetAnalysisByIdQuery } from '@fitness/api-client';
import {
  AI_PLAN_LINK_TEXTS,
  AI_PLAN_TEXTS,
  type AiPlan,
  type AiPlanStateStatus,
  ROUTES,
  TOASTS,
  VIEW_TEXTS,
} from '@fitness/contracts';
import { toast } from '@fitness/ui';
import { TermHintGroup } from '@fitness/ui/antd';
import { useAiPlanPdfDownload } from './ai-plan-results/download-pdf';
import { NutritionSection, ProgressSection, SummarySection, WorkoutSection } from './ai-plan-results/plan-sections';
import { useAccessLink } from './ai-plan-results/use-access-link';
import { useQueryParam } from './use-query-param';

const { Title, Paragraph } = Typography;

const RUNNING: readonly AiPlanStateStatus[] = ['queued', 'generating', 'rendering'];
type RunningStep = 'queued' | 'generating' | 'rendering';
const PROGRESS: Record<RunningStep, number> = { queued: 10, generating: 45, rendering: 85 };

/**
 * The page until the plan is on it: loading its state (no `step`), then the job's step. Loading is what every visit
 * paints first, so it is also prerendered (prerender.tsx).
 */
export function AiPlanProgress({ step }: { step?: RunningStep }) {
  const percent = PROGRESS[step ?? 'queued'];
  return (
    <div className="plans-page plans-page--narrow">
      <Title level={1} className="plans-page__title">
        {AI_PLAN_TEXTS.title}
      </Title>
      <Flex vertical align="center" gap={16} className="ai-plan__progress" role="status" aria-live="polite">
        <Spin size="large" />
        <Paragraph>{step === undefined ? AI_PLAN_TEXTS.loading : AI_PLAN_TEXTS.progress[step]}</Paragraph>
        <Progress
          percent={percent}
          showInfo={false}
          // The brand's colour, as the steps' bars have (antd's default is its blue), by its variable (prerendered).
          strokeColor="var(--ant-color-primary)"
          aria-label={`Plan progress ${percent}%`}
        />
      </Flex>
    </div>
  );
}

/**
 * Spec §2 /ai-plan-results: follows the plan job (never 'Plan Not Found' while it runs), then shows the plan and
 * its PDF; 'Plan Not Found' when no plan was bought for this analysis (or it is not this visitor's). The state is
 * streamed from the server as it changes (store/ai-plan-stream.ts). The emailed link (`access=`) is used first, so
 * it opens the plan in any browser.
 */
export function AiPlanResultsPage() {
  const analysisId = useQueryParam('analysisId');
  const accessLink = useAccessLink();
  const state = useGetAiPlanStateQuery(
    { analysisId: analysisId ?? '' },
    { skip: !analysisId || accessLink === 'opening' },
  );
  const status = state.data?.status;
  const hasPlan = state.data?.hasPlan === true;
  const analysis = useGetAnalysisByIdQuery({ analysisId: analysisId ?? '' }, { skip: !analysisId || !hasPlan });
  const { downloading, download: onDownload } = useAiPlanPdfDownload(analysisId);
  // Arriving straight from the payment counts as having waited: the plan may be ready before the first look.
  const location = useLocation();
  const sawRunning = useRef((location.state as { fromPayment?: boolean } | null)?.fromPayment === true);

  useEffect(() => {
    if (status === undefined) return;
    if (RUNNING.includes(status)) {
      sawRunning.current = true;
      return;
    }
    // Told once, when the wait ends here (not on a later visit to a finished plan).
    if (status === 'ready' && sawRunning.current) toast(TOASTS.aiPlanGenerated);
  }, [status]);

  if (!analysisId) return <Navigate to={ROUTES.home} replace />;

  const plan = analysis.data?.aiGeneratedPlan as AiPlan | undefined | null;
  const failedWithoutPlan = status === 'failed' && !hasPlan;
  const notFound =
    status === 'none' || (state.isError && !state.data) || (analysis.isSuccess && !plan) || analysis.isError;

  if (notFound) {
    return (
      <div className="plans-page plans-page--narrow">
        <Result
          status="warning"
          title={<h1 className="plans-result__title">{VIEW_TEXTS.planNotFound.title}</h1>}
          subTitle={VIEW_TEXTS.planNotFound.text}
          extra={
            accessLink === 'expired' ? (
              <Flex vertical align="center" gap={12}>
                <Paragraph>{AI_PLAN_LINK_TEXTS.expired}</Paragraph>
                <Link to={ROUTES.analysis(analysisId)}>{AI_PLAN_LINK_TEXTS.results}</Link>
              </Flex>
            ) : (
              <Link to={ROUTES.home}>Return to Home</Link>
            )
          }
        />
      </div>
    );
  }
  if (failedWithoutPlan) {
    return (
      <div className="plans-page plans-page--narrow">
        <Result
          status="error"
          title={<h1 className="plans-result__title">{TOASTS.planGenerationFailed.title}</h1>}
          subTitle={TOASTS.planGenerationFailed.description}
        />
      </div>
    );
  }
  if (!plan) {
    // While the job runs, its step; otherwise the plan is loading (its state, or the plan once the state says so).
    return (
      <AiPlanProgress step={status !== undefined && RUNNING.includes(status) ? (status as RunningStep) : undefined} />
    );
  }

  return (
    <TermHintGroup>
      <div className="plans-page">
        <Title level={1} className="plans-page__title">
          {AI_PLAN_TEXTS.title}
        </Title>
        <Flex vertical gap={4} align="flex-start">
          <Button
            type="primary"
            size="large"
            onClick={() => void onDownload()}
            loading={downloading}
            disabled={!state.data?.pdfReady}
          >
            {downloading ? AI_PLAN_TEXTS.downloading : AI_PLAN_TEXTS.download}
          </Button>
          {!state.data?.pdfReady && (
            <Paragraph type="secondary" role="status">
              {status === 'failed' ? TOASTS.planGenerationFailed.description : AI_PLAN_TEXTS.progress.rendering}
            </Paragraph>
          )}
        </Flex>
        <SummarySection plan={plan} />
        <WorkoutSection plan={plan} />
        <NutritionSection plan={plan} />
        <ProgressSection plan={plan} />
      </div>
    </TermHintGroup>
  );
}
