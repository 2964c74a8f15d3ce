import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Result, Tag, Typography } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import {
  useCreateAiPlanPaymentIntentMutation,
  useCreatePaymentIntentMutation,
  useCreateUserMutation,
  useRecordPaymentSuccessMutation,
  useRequestAiPlanMutation,
  useSubmitQuestionnaireMutation,
} from '@fitness/api-client';
import {
  HOME_MESSAGE_UPLOAD_PHOTOS_FIRST,
  PRICES_CENTS,
  QUESTIONNAIRE_STEP_TITLES,
  QUESTIONNAIRE_STEPS,
  QUESTIONNAIRE_TEXTS,
  ROUTES,
  TOASTS,
} from '@fitness/contracts';
import { toast } from '@fitness/ui';
import { StepProgress } from '@fitness/ui/antd';
import type { PaymentOutcome } from '../payments/payment-outcome';
import { type DraftAnswers, EMPTY_ANSWERS, isStepComplete, toSubmission } from './questionnaire/answers';
import { type PreparedPayment, PaymentStep } from './questionnaire/payment-step';
import { answeredRows, StepFields } from './questionnaire/step-fields';
import { useQueryParam } from './use-query-param';

const { Title, Paragraph } = Typography;
const REVIEW_STEP = 6;
const PAYMENT_STEP = 7;

/**
 * Spec §2 /questionnaire, §4, §5: seven steps; Next only when the step's required answers are given; step 6 → 7
 * creates the person and the payment intent (staying on 6 if that fails); after payment the answers are saved, then
 * the AI plan is asked for (and opened) or the expert order recorded.
 */
export function QuestionnairePage() {
  const planType = useQueryParam('planType') === 'ai' ? 'ai' : 'expert';
  const analysisId = useQueryParam('analysisId');
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [answers, setAnswers] = useState<DraftAnswers>(EMPTY_ANSWERS);
  const [payment, setPayment] = useState<PreparedPayment>();
  const [paid, setPaid] = useState(false);
  const [createUser, userCall] = useCreateUserMutation();
  const [createAiIntent, aiIntentCall] = useCreateAiPlanPaymentIntentMutation();
  const [createExpertIntent, expertIntentCall] = useCreatePaymentIntentMutation();
  const [submitQuestionnaire] = useSubmitQuestionnaireMutation();
  const [requestAiPlan] = useRequestAiPlanMutation();
  const [recordPaymentSuccess] = useRecordPaymentSuccessMutation();

  if (planType === 'ai' && !analysisId) {
    return <Navigate to={`${ROUTES.home}?message=${HOME_MESSAGE_UPLOAD_PHOTOS_FIRST}`} replace />;
  }

  const complete = isStepComplete(step, answers);
  const preparing = userCall.isLoading || aiIntentCall.isLoading || expertIntentCall.isLoading;
  const aiResults = `${ROUTES.aiPlanResults}?analysisId=${analysisId ?? ''}`;

  const next = () => {
    if (!complete) {
      toast({ ...TOASTS.incompleteStep, variant: 'destructive' });
      return;
    }
    setStep((current) => current + 1);
  };

  const proceedToPayment = async () => {
    try {
      const email = String(answers.email).trim();
      const user = await createUser({ createUserDto: { email, username: String(answers.name).trim() } }).unwrap();
      // The AI plan is bought for the analysis (its person pays); the expert plan for the person just named.
      const intent =
        planType === 'ai'
          ? await createAiIntent({ createAiPlanPaymentIntentDto: { amount: PRICES_CENTS.ai, analysisId: analysisId! } }).unwrap()
          : await createExpertIntent({ createExpertPaymentIntentDto: { amount: PRICES_CENTS.expert, userId: user.id } }).unwrap();
      setPayment({ userId: user.id, paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret });
      setStep(PAYMENT_STEP);
    } catch {
      toast({ ...TOASTS.paymentInitFailed, variant: 'destructive' });
    }
  };

  const onOutcome = async (outcome: PaymentOutcome) => {
    if (outcome.kind !== 'paid') {
      const description = outcome.kind === 'declined' ? outcome.message : TOASTS.paymentFailedQuestionnaire.description;
      toast({ title: TOASTS.paymentFailedQuestionnaire.title, description, variant: 'destructive' });
      return;
    }
    setPaid(true);
    try {
      const saved = await submitQuestionnaire({ submitQuestionnaireDto: toSubmission(answers, analysisId) }).unwrap();
      if (planType === 'ai') {
        await requestAiPlan({
          analysisId: analysisId!,
          requestAiPlanDto: { paymentIntentId: outcome.paymentIntentId, questionnaireId: saved.questionnaireId },
        }).unwrap();
        void navigate(aiResults, { state: { fromPayment: true } });
      } else {
        await recordPaymentSuccess({
          paymentSuccessDto: { paymentIntentId: outcome.paymentIntentId, userId: payment!.userId, questionnaireId: saved.questionnaireId },
        }).unwrap();
        toast(TOASTS.questionnaireSubmitted);
      }
    } catch {
      // The money is taken: say so, and how to get the plan anyway (spec §8).
      toast({ ...TOASTS.planGenerationFailed, variant: 'destructive' });
    }
  };

  if (paid) {
    return (
      <div className="plans-page plans-page--narrow">
        {planType === 'ai' ? (
          <Result
            status="success"
            title={<h1 className="plans-result__title">{QUESTIONNAIRE_TEXTS.aiSuccess.title}</h1>}
            subTitle={QUESTIONNAIRE_TEXTS.aiSuccess.text}
            extra={
              <Link to={aiResults} className="fitness-button-link">
                {QUESTIONNAIRE_TEXTS.aiSuccess.action}
              </Link>
            }
          />
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
    <div className="plans-page plans-page--narrow">
      <Flex justify="flex-end">
        <Tag className="fitness-tag">{QUESTIONNAIRE_TEXTS.badge[planType]}</Tag>
      </Flex>
      <StepProgress step={step} total={QUESTIONNAIRE_STEPS} />
      <Card className="plans-wizard">
        <Title level={1} className="plans-page__title plans-page__title--step">
          {QUESTIONNAIRE_STEP_TITLES[step - 1]}
        </Title>
        {step < REVIEW_STEP && (
          <StepFields step={step} answers={answers} onChange={(changes) => setAnswers((current) => ({ ...current, ...changes }))} />
        )}
        {step === REVIEW_STEP && (
          <>
            <Paragraph>{QUESTIONNAIRE_TEXTS.readyLead}</Paragraph>
            <Descriptions
              column={1}
              size="small"
              bordered
              items={answeredRows(answers).map((row) => ({ key: row.label, label: row.label, children: row.value }))}
            />
          </>
        )}
        {step === PAYMENT_STEP && payment !== undefined && (
          <PaymentStep planType={planType} payment={payment} onOutcome={(outcome) => void onOutcome(outcome)} />
        )}
        <Flex justify="space-between" gap={12} className="questionnaire-nav">
          {step > 1 ? (
            <Button onClick={() => setStep((current) => current - 1)} disabled={preparing}>
              {QUESTIONNAIRE_TEXTS.previous}
            </Button>
          ) : (
            <span />
          )}
          {step < REVIEW_STEP && (
            <Button type="primary" onClick={next} disabled={!complete}>
              {QUESTIONNAIRE_TEXTS.next}
            </Button>
          )}
          {step === REVIEW_STEP && (
            <Button type="primary" onClick={() => void proceedToPayment()} loading={preparing}>
              {preparing ? QUESTIONNAIRE_TEXTS.preparingPayment : QUESTIONNAIRE_TEXTS.proceedToPayment}
            </Button>
          )}
        </Flex>
      </Card>
    </div>
  );
}
