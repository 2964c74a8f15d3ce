import { useEffect, useRef, type FormEvent, type Ref } from 'react';
import { Alert, Button, Input, Typography, type InputRef } from 'antd';
import {
  FREE_ANALYSIS_SPEC_TEXTS,
  FREE_ANALYSIS_TEXTS,
  PROGRESS_TEXTS,
  TOASTS,
  isAcceptableEmail,
} from '@fitness/contracts';
import { toast } from '@fitness/ui';
import type { AnalysisRequest } from './use-submit-analysis';

const { Title, Paragraph } = Typography;
const SPEC = FREE_ANALYSIS_SPEC_TEXTS.email;
const OURS = FREE_ANALYSIS_TEXTS.email;
const KNOWN = PROGRESS_TEXTS.knownPerson;

/** The person "Analyse again" brought along: their id, and their email when this tab knows it. */
export interface KnownPerson {
  userId: string;
  email?: string;
}

export interface EmailStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  email: string;
  onEmailChange: (email: string) => void;
  /** The server's reasons for refusing the last answers, if it did. */
  rejectedAnswers: string[];
  /** Set by "Analyse again": the email is shown as set, and the analysis goes to the same user. */
  knownPerson?: KnownPerson | null;
  /** "Use a different email": back to the empty field (and a new POST /api/users). */
  onForgetKnownPerson?: () => void;
  onSubmit: (person: AnalysisRequest['person']) => void;
}

/** Step 3 (spec §2): one required email field and 'Get My Analysis'; or, for a known person, their email as set. */
export function EmailStep({
  headingRef,
  email,
  onEmailChange,
  rejectedAnswers,
  knownPerson = null,
  onForgetKnownPerson,
  onSubmit,
}: EmailStepProps) {
  const input = useRef<InputRef>(null);
  const forgotten = useRef(false);

  // After "Use a different email" the field it revealed takes focus, where the button that went away had it.
  useEffect(() => {
    if (knownPerson === null && forgotten.current) input.current?.focus();
  }, [knownPerson]);

  const forget = () => {
    forgotten.current = true;
    onForgetKnownPerson?.();
  };

  // The browser's own validation is off (noValidate) so every refusal gets the spec's toast, also an empty field;
  // the input stays a required email field for assistive technology and phone keyboards.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (knownPerson !== null) {
      onSubmit(knownPerson);
      return;
    }
    if (!isAcceptableEmail(email)) {
      toast({ ...TOASTS.invalidEmail, variant: 'destructive' });
      input.current?.focus();
      return;
    }
    onSubmit({ email: email.trim() });
  };

  return (
    <section className="free-analysis-section" aria-labelledby="free-analysis-email-heading">
      <Title level={2} id="free-analysis-email-heading" ref={headingRef} tabIndex={-1}>
        {SPEC.heading}
      </Title>
      <Paragraph type="secondary">{knownPerson === null ? OURS.intro : KNOWN.intro}</Paragraph>
      {rejectedAnswers.length > 0 ? (
        <Alert
          type="error"
          showIcon
          className="free-analysis__rejected"
          title={FREE_ANALYSIS_TEXTS.stats.fixAnswers}
          description={
            <ul>
              {rejectedAnswers.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <form className="free-analysis__email-form" noValidate onSubmit={submit}>
        <label htmlFor="free-analysis-email" className="free-analysis__label">
          {OURS.label}
        </label>
        {knownPerson === null ? (
          <Input
            ref={input}
            id="free-analysis-email"
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            size="large"
            placeholder={OURS.placeholder}
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
          />
        ) : (
          // Read-only, not disabled: it stays in the tab order and is read out with its label.
          <div className="free-analysis__known-email">
            <Input id="free-analysis-email" size="large" readOnly value={knownPerson.email ?? KNOWN.sameEmail} />
            <Button type="link" className="free-analysis__change-email" onClick={forget}>
              {KNOWN.change}
            </Button>
          </div>
        )}
        <Button type="primary" size="large" htmlType="submit" className="free-analysis__continue">
          {SPEC.submit}
        </Button>
      </form>
    </section>
  );
}
