import { useRef, type FormEvent, type Ref } from 'react';
import { Alert, Button, Input, Typography, type InputRef } from 'antd';
import { FREE_ANALYSIS_SPEC_TEXTS, FREE_ANALYSIS_TEXTS, TOASTS } from '@fitness/contracts';
import { toast } from '@fitness/ui';

const { Title, Paragraph } = Typography;
const SPEC = FREE_ANALYSIS_SPEC_TEXTS.email;
const OURS = FREE_ANALYSIS_TEXTS.email;

/** Spec §5: an empty email, or one without '@', is refused. */
export function isAcceptableEmail(email: string): boolean {
  return email.trim() !== '' && email.includes('@');
}

export interface EmailStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  email: string;
  onEmailChange: (email: string) => void;
  /** The server's reasons for refusing the last answers, if it did. */
  rejectedAnswers: string[];
  onSubmit: (email: string) => void;
}

/** Step 3 (spec §2): one required email field and 'Get My Analysis'. */
export function EmailStep({ headingRef, email, onEmailChange, rejectedAnswers, onSubmit }: EmailStepProps) {
  const input = useRef<InputRef>(null);

  // The browser's own validation is off (noValidate) so every refusal gets the spec's toast, also an empty field;
  // the input stays a required email field for assistive technology and phone keyboards.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isAcceptableEmail(email)) {
      toast({ ...TOASTS.invalidEmail, variant: 'destructive' });
      input.current?.focus();
      return;
    }
    onSubmit(email.trim());
  };

  return (
    <section className="free-analysis-section" aria-labelledby="free-analysis-email-heading">
      <Title level={2} id="free-analysis-email-heading" ref={headingRef} tabIndex={-1}>
        {SPEC.heading}
      </Title>
      <Paragraph type="secondary">{OURS.intro}</Paragraph>
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
        <Button type="primary" size="large" htmlType="submit" className="free-analysis__continue">
          {SPEC.submit}
        </Button>
      </form>
    </section>
  );
}
