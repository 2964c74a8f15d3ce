import { Button, Flex, Result, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { useGetAiPlanStateQuery } from '@fitness/api-client';
import { AI_PLAN_TEXTS, QUESTIONNAIRE_TEXTS, ROUTES, TOASTS } from '@fitness/contracts';
import { useAiPlanPdfDownload } from '../ai-plan-results/download-pdf';

const TEXTS = QUESTIONNAIRE_TEXTS.aiSuccess;

/**
 * The questionnaire's success view for the $5 plan (spec §2 point 7). It says 'AI Plan Ready!' with the PDF download
 * only once the PDF exists, and until then that the plan is being prepared. It shows while the plan is asked for
 * (then the plan's own page opens); only when asking failed (`follow`) does it stay and follow the plan's state as the
 * server streams it, since the server makes the plan from the payment anyway. A plan that failed says how to get it.
 */
export function AiPlanSuccess({ analysisId, follow }: { analysisId: string; follow: boolean }) {
  // Not asked for before the plan is: an early 'none' would be final and cached for the plan's page.
  const state = useGetAiPlanStateQuery({ analysisId }, { skip: !follow });
  const { downloading, download } = useAiPlanPdfDownload(analysisId);
  const planLink = (
    <Link to={`${ROUTES.aiPlanResults}?analysisId=${encodeURIComponent(analysisId)}`} className="fitness-button-link">
      {TEXTS.action}
    </Link>
  );

  if (state.data?.status === 'failed' && !state.data.pdfReady) {
    return (
      <Result
        status="error"
        title={<h1 className="plans-result__title">{TOASTS.planGenerationFailed.title}</h1>}
        subTitle={TOASTS.planGenerationFailed.description}
      />
    );
  }

  if (state.data?.pdfReady) {
    return (
      <Result
        status="success"
        title={<h1 className="plans-result__title">{TEXTS.title}</h1>}
        subTitle={TEXTS.text}
        extra={
          <Flex vertical align="center" gap={12}>
            <Button type="primary" size="large" onClick={() => void download()} loading={downloading}>
              {downloading ? AI_PLAN_TEXTS.downloading : AI_PLAN_TEXTS.download}
            </Button>
            {planLink}
          </Flex>
        }
      />
    );
  }

  return (
    <Result
      icon={<Spin size="large" />}
      title={<h1 className="plans-result__title">{TEXTS.preparingTitle}</h1>}
      subTitle={
        <span role="status" aria-live="polite">
          {TEXTS.preparingText}
        </span>
      }
      extra={planLink}
    />
  );
}
