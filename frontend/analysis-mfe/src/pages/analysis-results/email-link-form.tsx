import { useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { useRequestAccessLinkMutation } from '@fitness/api-client';
import { isAcceptableEmail, PRIVACY_TEXTS, TOASTS } from '@fitness/contracts';
import { toast } from '@fitness/ui';

/**
 * "Email me a link": the server mails a single-use link that opens the person's results in this browser. Its answer
 * is the same whether or not the email is known, so the confirmation is too.
 */
export function EmailLinkForm() {
  const [email, setEmail] = useState('');
  const [requestLink, { isLoading, isSuccess, data }] = useRequestAccessLinkMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isAcceptableEmail(email)) {
      toast({ ...TOASTS.invalidEmail, variant: 'destructive' });
      return;
    }
    try {
      await requestLink({ requestAccessLinkDto: { email: email.trim() } }).unwrap();
    } catch {
      toast({ ...PRIVACY_TEXTS.emailLinkFailed, variant: 'destructive' });
    }
  };

  if (isSuccess) {
    return (
      <div className="results-email-link__sent" role="status">
        <strong>{PRIVACY_TEXTS.emailLinkSent.title}</strong>
        <p className="results-state__text">{data?.message ?? PRIVACY_TEXTS.emailLinkSent.description}</p>
      </div>
    );
  }
  return (
    <form className="results-email-link" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor="results-email-link-email" className="results-email-link__label">
        {PRIVACY_TEXTS.emailLinkLabel}
      </label>
      <Input
        id="results-email-link-email"
        type="email"
        name="email"
        required
        autoComplete="email"
        inputMode="email"
        size="large"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="primary" size="large" htmlType="submit" loading={isLoading}>
        {isLoading ? PRIVACY_TEXTS.emailLinkSending : PRIVACY_TEXTS.emailLinkAction}
      </Button>
    </form>
  );
}
