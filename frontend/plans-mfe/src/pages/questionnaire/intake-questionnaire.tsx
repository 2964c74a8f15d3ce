import { useState } from 'react';
import { Result } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import {
  type FitnessQueryError,
  useRecordPaymentSuccessMutation,
  useSubmitIntakeMutation,
  useSubmitQuestionnaireMutation,
} from '@fitness/api-client';
import { QUESTIONNAIRE_TEXTS, ROUTES, TOASTS } from '@fitness/contracts';
import { toast } from '@fitness/ui';
import { toSubmission } from './answers';
import type { IntakeMode } from './questionnaire-mode';
import { QuestionnaireWizard, REVIEW_STEP, useWizardState } from './wizard';

const TEXTS = QUESTIONNAIRE_TEXTS.intake;

type Ending = { kind: 'sent'; email: string } | { kind: 'link-used' } | { kind: 'already-sent' };

/** The server's answer that this order already has its answers: 410 for the emailed link, 409 after checkout. */
function alreadyAnswered(error: unknown): boolean {
  const { status, data } = (error ?? {}) as Partial<FitnessQueryError>;
  if (status === 410) return true;
  if (status !== 409 || typeof data !== 'string') return false;
  try {
    return (JSON.parse(data) as { code?: unknown }).code === 'PAYMENT_ALREADY_USED';
  } catch {
    return false;
  }
}

/** A view that ends the intake: its heading, its text and the way home. */
export function IntakeEnding({
  status,
  title,
  text,
}: {
  status: 'success' | 'info' | 'warning';
  title: string;
  text: string;
}) {
  return (
    <div className="plans-page plans-page--narrow">
      <Result
        status={status}
        title={<h1 className="plans-result__title">{title}</h1>}
        subTitle={text}
        extra={
          <Link to={ROUTES.home} className="fitness-button-link">
            {TEXTS.home}
          </Link>
        }
      />
    </div>
  );
}

/**
 * The intake of an expert plan already paid (ours: the spec has none): steps 1-6, then the answers go to the coach
 * instead of a payment. Right after checkout they become the order's intake through the return page's call, and
 * the buyer goes back to the analysis; from the emailed link (any browser, which may not see the analysis) through
 * the link's token, ending on a thank-you.
 */
export function IntakeQuestionnaire({ intake }: { intake: IntakeMode }) {
  const navigate = useNavigate();
  const wizard = useWizardState();
  const [sending, setSending] = useState(false);
  const [ending, setEnding] = useState<Ending>();
  const [submitQuestionnaire] = useSubmitQuestionnaireMutation();
  const [recordPaymentSuccess] = useRecordPaymentSuccessMutation();
  const [submitIntake] = useSubmitIntakeMutation();
  const { answers } = wizard;

  const send = async () => {
    setSending(true);
    try {
      if (intake.via === 'checkout') {
        const saved = await submitQuestionnaire({
          submitQuestionnaireDto: toSubmission(answers, intake.analysisId),
        }).unwrap();
        await recordPaymentSuccess({
          paymentSuccessDto: {
            paymentIntentId: intake.paymentIntentId,
            userId: saved.userId,
            questionnaireId: saved.questionnaireId,
          },
        }).unwrap();
        toast(TOASTS.questionnaireSubmitted);
        void navigate(`${ROUTES.analysis(intake.analysisId)}?payment=success`);
        return;
      }
      const saved = await submitQuestionnaire({ submitQuestionnaireDto: toSubmission(answers, undefined) }).unwrap();
      await submitIntake({ submitIntakeDto: { token: intake.token, questionnaireId: saved.questionnaireId } }).unwrap();
      setEnding({ kind: 'sent', email: String(answers.email).trim() });
    } catch (error) {
      if (alreadyAnswered(error)) setEnding({ kind: intake.via === 'link' ? 'link-used' : 'already-sent' });
      else toast({ ...TEXTS.sendFailed, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  switch (ending?.kind) {
    case 'sent':
      return <IntakeEnding status="success" title={TEXTS.sent.title} text={TEXTS.sent.text(ending.email)} />;
    case 'link-used':
      return <IntakeEnding status="info" title={TEXTS.linkUsed.title} text={TEXTS.linkUsed.text} />;
    case 'already-sent':
      return <IntakeEnding status="info" title={TEXTS.alreadySent.title} text={TEXTS.alreadySent.text} />;
    case undefined:
      break;
  }

  return (
    <QuestionnaireWizard
      wizard={wizard}
      badge={QUESTIONNAIRE_TEXTS.badge.expert}
      totalSteps={REVIEW_STEP}
      lead={TEXTS.lead}
      reviewLead={TEXTS.reviewLead}
      reviewAction={{ label: TEXTS.send, busyLabel: TEXTS.sending, busy: sending, onClick: () => void send() }}
    />
  );
}
