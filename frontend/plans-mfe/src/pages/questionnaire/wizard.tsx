import { type Dispatch, type ReactNode, type SetStateAction, useState } from 'react';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { QUESTIONNAIRE_STEP_TITLES, QUESTIONNAIRE_TEXTS, TOASTS } from '@fitness/contracts';
import { toast } from '@fitness/ui';
import { StepProgress } from '@fitness/ui/antd';
import { type DraftAnswers, EMPTY_ANSWERS, isStepComplete } from './answers';
import { answeredRows, StepFields } from './step-fields';

const { Title, Paragraph } = Typography;

/** Step 6 (spec §2): the summary of the answers, with the step's one action. */
export const REVIEW_STEP = 6;

export interface WizardState {
  step: number;
  setStep: Dispatch<SetStateAction<number>>;
  answers: DraftAnswers;
  setAnswers: Dispatch<SetStateAction<DraftAnswers>>;
}

export function useWizardState(): WizardState {
  const [step, setStep] = useState(1);
  const [answers, setAnswers] = useState<DraftAnswers>(EMPTY_ANSWERS);
  return { step, setStep, answers, setAnswers };
}

export interface WizardProps {
  wizard: WizardState;
  badge: string;
  /** Every step the progress counts: 7 with the payment (spec §2), 6 for an intake. */
  totalSteps: number;
  /** A line above the progress, on every step. */
  lead?: string;
  reviewLead: string;
  /** The review step's primary button: 'Proceed to Payment', or sending an intake. */
  reviewAction: { label: string; busyLabel: string; busy: boolean; onClick: () => void };
  /** What the steps after the review show (the payment step). */
  children?: ReactNode;
}

/**
 * The questionnaire's steps (spec §2, §5): the answers of steps 1-5, Next only once a step's required answers are
 * given, Previous from step 2 on (hidden on step 1), and the review of step 6 with its action.
 */
export function QuestionnaireWizard({
  wizard,
  badge,
  totalSteps,
  lead,
  reviewLead,
  reviewAction,
  children,
}: WizardProps) {
  const { step, setStep, answers, setAnswers } = wizard;
  const complete = isStepComplete(step, answers);

  const next = () => {
    if (!complete) {
      toast({ ...TOASTS.incompleteStep, variant: 'destructive' });
      return;
    }
    setStep((current) => current + 1);
  };

  return (
    <div className="plans-page plans-page--narrow">
      <Flex justify="flex-end">
        <Tag className="fitness-tag">{badge}</Tag>
      </Flex>
      {lead !== undefined && <Paragraph className="plans-lead">{lead}</Paragraph>}
      <StepProgress step={step} total={totalSteps} />
      <Card className="plans-wizard">
        <Title level={1} className="plans-page__title plans-page__title--step">
          {QUESTIONNAIRE_STEP_TITLES[step - 1]}
        </Title>
        {step < REVIEW_STEP && (
          <StepFields
            step={step}
            answers={answers}
            onChange={(changes) => setAnswers((current) => ({ ...current, ...changes }))}
          />
        )}
        {step === REVIEW_STEP && (
          <>
            <Paragraph>{reviewLead}</Paragraph>
            <Descriptions
              column={1}
              size="small"
              bordered
              items={answeredRows(answers).map((row) => ({ key: row.label, label: row.label, children: row.value }))}
            />
          </>
        )}
        {children}
        <Flex justify="space-between" gap={12} className="questionnaire-nav">
          {step > 1 ? (
            <Button onClick={() => setStep((current) => current - 1)} disabled={reviewAction.busy}>
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
            <Button type="primary" onClick={reviewAction.onClick} loading={reviewAction.busy}>
              {reviewAction.busy ? reviewAction.busyLabel : reviewAction.label}
            </Button>
          )}
        </Flex>
      </Card>
    </div>
  );
}
