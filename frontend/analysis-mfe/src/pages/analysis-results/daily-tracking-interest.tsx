import { useEffect, useRef, useState } from 'react';
import { Button, Input, Modal, Result } from 'antd';
import { type FitnessQueryError, useRegisterInterestMutation } from '@fitness/api-client';
import {
  INTEREST_MODAL_CLOSE_MS,
  INTEREST_MODAL_RESET_MS,
  INTEREST_PLAN_TYPE_DEFAULT,
  INTEREST_TEXTS,
  REGISTRATION_FAILED_DEFAULT_TEXT,
  TOASTS,
} from '@fitness/contracts';
import { toast } from '@fitness/ui';

/** The server's reason for a refusal (a field's reason first), or null when it gave none. */
function serverReason(error: unknown): string | null {
  const { data } = (error ?? {}) as Partial<FitnessQueryError>;
  if (typeof data !== 'string') return null;
  try {
    const body = JSON.parse(data) as { message?: string; details?: Record<string, string[]> };
    return body.details?.email?.[0] ?? body.message ?? null;
  } catch {
    return null;
  }
}

/**
 * Spec §8: the server's own reason when it gave one; its default text when it answered without one; and 'Please try
 * again later.' when no answer came at all (offline, timed out).
 */
function registrationFailure(error: unknown): string {
  const answered = typeof (error as Partial<FitnessQueryError> | undefined)?.status === 'number';
  return serverReason(error) ?? (answered ? REGISTRATION_FAILED_DEFAULT_TEXT : TOASTS.registrationFailed.description);
}

/**
 * Spec §4 interest modal, for the coming daily-tracking plan: form → submitting → 'You're all set!', which closes
 * after 2 s and clears the fields 300 ms later; it cannot be closed while submitting.
 */
export function DailyTrackingInterest() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [register, { isLoading }] = useRegisterInterestMutation();
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));

  const clearForm = () => {
    setEmail('');
    setName('');
    setDone(false);
  };

  /** The form clears 300 ms after closing (not during the close animation); closing and reopening sooner clears it now. */
  const closeThenClear = () => {
    setOpen(false);
    later(INTEREST_MODAL_RESET_MS, clearForm);
  };

  // A clear still pending from the last close must not wipe what is typed into the reopened form.
  const openForm = () => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
    clearForm();
    setOpen(true);
  };

  const close = () => {
    if (isLoading) return;
    closeThenClear();
  };

  const submit = async () => {
    const trimmed = email.trim();
    if (trimmed === '') {
      toast({ ...TOASTS.emailRequired, variant: 'destructive' });
      return;
    }
    try {
      const answer = await register({
        registerInterestDto: { email: trimmed, ...(name.trim() ? { name: name.trim() } : {}), planType: INTEREST_PLAN_TYPE_DEFAULT },
      }).unwrap();
      toast({ title: TOASTS.interestRegistered.title, description: answer.message });
      setDone(true);
      later(INTEREST_MODAL_CLOSE_MS, closeThenClear);
    } catch (error) {
      toast({ title: TOASTS.registrationFailed.title, description: registrationFailure(error), variant: 'destructive' });
    }
  };

  return (
    <section className="results-section results-offers" aria-labelledby="daily-tracking-heading">
      <article className="results-offers__offer">
        <h2 id="daily-tracking-heading" className="results-offers__title">
          {INTEREST_TEXTS.teaserTitle}
        </h2>
        <p className="results-section__intro">{INTEREST_TEXTS.teaserText}</p>
        <Button type="primary" onClick={openForm} className="results-interest__open">
          {INTEREST_TEXTS.open}
        </Button>
      </article>
      <Modal
        open={open}
        title={done ? undefined : INTEREST_TEXTS.title}
        onCancel={close}
        closable={!isLoading}
        mask={{ closable: !isLoading }}
        keyboard={!isLoading}
        footer={null}
        destroyOnHidden
      >
        {done ? (
          <Result status="success" title={INTEREST_TEXTS.success} subTitle={INTEREST_TEXTS.successText} role="status" />
        ) : (
          <form
            className="results-interest__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <label htmlFor="interest-email">{INTEREST_TEXTS.email}</label>
            <Input id="interest-email" type="email" autoComplete="email" required aria-required value={email} onChange={(event) => setEmail(event.target.value)} />
            <label htmlFor="interest-name">
              {INTEREST_TEXTS.name} <span className="results-interest__optional">(optional)</span>
            </label>
            <Input id="interest-name" autoComplete="name" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
            <Button type="primary" htmlType="submit" loading={isLoading} block>
              {isLoading ? INTEREST_TEXTS.submitting : INTEREST_TEXTS.submit}
            </Button>
          </form>
        )}
      </Modal>
    </section>
  );
}
