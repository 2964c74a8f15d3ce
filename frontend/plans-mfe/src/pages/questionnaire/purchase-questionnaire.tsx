import { useState } from 'react';
import { Result } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import {
  useCreateAiPlanPaymentIntentMutation,
  useCreatePaymentIntentMutation,
  useCreateUserMutation,
  useRecordPaymentSuccessMutation,
  useRequestAiPlanMutation,
  useSubmitQuestionnaireMutation,
} from '@fitness/api-client';
import { PRICES_CENTS, QUESTIONNAIRE_STEPS, QUESTIONNAIRE_TEXTS, ROUTES, TOASTS } from '@fitness/contracts';
import { toast } from '@fitness/ui';
import type { PaymentOutcome } from '../../payments/payment-outcome';
import { type DraftAnswers, toSubmission } from './answers';
import { AiPlanSuccess } from './ai-plan-success';
import { type PreparedPayment, PaymentStep } from './payment-step';
import { QuestionnaireWizard, REVIEW_STEP, useWizardState } from './wizard';

const PAYMENT_STEP = REVIEW_STEP + 1;

/**
 * Spec §2 /questionnaire, §4: seven steps. Step 6 → 7 creates the person, saves the answers and creates the payment
 * intent bound to them (staying on 6 if any of it fails), so the server makes the order from the payment alone, even
 * if the tab closes once the card is confirmed. After paying, the page only calls the return page's endpoint (the
 * AI plan's state, which it then opens, or the expert order's) and shows the result.
 */
export function PurchaseQuestionnaire({
  planType,
  analysisId,
}: {
  planType: 'ai' | 'expert';
  analysisId: string | undefined;
}) {
  const navigate = useNavigate();
  const wizard = useWizardState();
  // The payment and the answers it was prepared with: changed answers are saved again before paying.
  const [prepared, setPrepared] = useState<{ answers: DraftAnswers; payment: PreparedPayment }>();
  const [preparing, setPreparing] = useState(false);
  const [paid, setPaid] = useState(false);
  // Set when asking for the AI plan after paying failed: the page stays here and follows the plan's state instead.
  const [stayAfterPayment, setStayAfterPayment] = useState(false);
  const [createUser] = useCreateUserMutation();
  const [submitQuestionnaire] = useSubmitQuestionnaireMutation();
  const [createAiIntent] = useCreateAiPlanPaymentIntentMutation();
  const [createExpertIntent] = useCreatePaymentIntentMutation();
  const [requestAiPlan] = useRequestAiPlanMutation();
  const [recordPaymentSuccess] = useRecordPaymentSuccessMutation();
  const { answers, setStep } = wizard;
  const aiResults = `${ROUTES.aiPlanResults}?analysisId=${analysisId ?? ''}`;

  const preparePayment = async (): Promise<PreparedPayment> => {
    const email = String(answers.email).trim();
    await createUser({ createUserDto: { email, username: String(answers.name).trim() } }).unwrap();
    const { questionnaireId, userId } = await submitQuestionnaire({
      submitQuestionnaireDto: toSubmission(answers, analysisId),
    }).unwrap();
    // The AI plan is bought for the analysis (its person pays); the expert plan for the person just named.
    const intent =
      planType === 'ai'
        ? await createAiIntent({
            createAiPlanPaymentIntentDto: { amount: PRICES_CENTS.ai, analysisId: analysisId!, questionnaireId },
          }).unwrap()
        : await createExpertIntent({
            createExpertPaymentIntentDto: { amount: PRICES_CENTS.expert, userId, questionnaireId },
          }).unwrap();
    return { userId, questionnaireId, paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret };
  };

  const proceedToPayment = async () => {
    if (prepared?.answers === answers) {
      setStep(PAYMENT_STEP);
      return;
    }
    setPreparing(true);
    try {
      setPrepared({ answers, payment: await preparePayment() });
      setStep(PAYMENT_STEP);
    } catch {
      toast({ ...TOASTS.paymentInitFailed, variant: 'destructive' });
    } finally {
      setPreparing(false);
    }
  };

  const onOutcome = async (payment: PreparedPayment, outcome: PaymentOutcome) => {
    if (outcome.kind !== 'paid') {
      const description = outcome.kind === 'declined' ? outcome.message : TOASTS.paymentFailedQuestionnaire.description;
      toast({ title: TOASTS.paymentFailedQuestionnaire.title, description, variant: 'destructive' });
      return;
    }
    setPaid(true);
    const { paymentIntentId } = outcome;
    try {
      if (planType === 'ai') {
        await requestAiPlan({
          analysisId: analysisId!,
          requestAiPlanDto: { paymentIntentId, questionnaireId: payment.questionnaireId },
        }).unwrap();
        void navigate(aiResults, { state: { fromPayment: true } });
      } else {
        await recordPaymentSuccess({
          paymentSuccessDto: { paymentIntentId, userId: payment.userId, questionnaireId: payment.questionnaireId },
        }).unwrap();
        toast(TOASTS.questionnaireSubmitted);
      }
    } catch {
      // The money is taken and the server has the order anyway: say so, and how to get the plan (spec §8).
      toast({ ...TOASTS.planGenerationFailed, variant: 'destructive' });
      setStayAfterPayment(true);
    }
  };

  if (paid) {
    return (
      <div className="plans-page plans-page--narrow">
        {planType === 'ai' ? (
          <AiPlanSuccess analysisId={analysisId!} follow={stayAfterPayment} />
        ) : (
          <Result
            status="success"
            title={<h1 className="plans-result__title">{QUESTIONNAIRE_TEXTS.expertSuccess.title}</h1>}
            subTitle={QUESTIONNAIRE_TEXTS.expertSuccess.text(String(answers.email))}
            extra={
              <Link to={ROUTES.home} className="fitness-button-link">
                {QUESTIONNAIRE_TEXTS.expertSuccess.action}
              </Link>
            }
          />
        )}
      </div>
    );
  }

  return (
    <QuestionnaireWizard
      wizard={wizard}
      badge={QUESTIONNAIRE_TEXTS.badge[planType]}
      totalSteps={QUESTIONNAIRE_STEPS}
      reviewLead={QUESTIONNAIRE_TEXTS.readyLead}
      reviewAction={{
        label: QUESTIONNAIRE_TEXTS.proceedToPayment,
        busyLabel: QUESTIONNAIRE_TEXTS.preparingPayment,
        busy: preparing,
        onClick: () => void proceedToPayment(),
      }}
    >
      {wizard.step === PAYMENT_STEP && prepared !== undefined && (
        <PaymentStep
          planType={planType}
          payment={prepared.payment}
          onOutcome={(outcome) => void onOutcome(prepared.payment, outcome)}
        />
      )}
    </QuestionnaireWizard>
  );
}
