import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROUTES } from '@fitness/contracts';

/**
 * What /questionnaire is for, read from its address:
 * - purchase (spec §2): the answers, then the payment (steps 1-7);
 * - intake after checkout: an expert plan just paid at /checkout, whose order awaits its answers (steps 1-6);
 * - intake by link: the same, from the link emailed to the buyer (`intake=<token>`), in any browser.
 */
export type QuestionnaireMode =
  | { kind: 'purchase'; planType: 'ai' | 'expert'; analysisId: string | undefined }
  | { kind: 'intake'; via: 'checkout'; analysisId: string; paymentIntentId: string }
  | { kind: 'intake'; via: 'link'; token: string }
  /** An intake link cut short or altered: the server could not know it. */
  | { kind: 'invalid-link' };

export type IntakeMode = Extract<QuestionnaireMode, { kind: 'intake' }>;

const INTAKE_PARAM = 'intake';
const PAYMENT_INTENT_PARAM = 'paymentIntentId';
// The emailed token: 32 random bytes as base64url (backend order-emails.service.ts).
const INTAKE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function questionnaireMode(params: URLSearchParams): QuestionnaireMode {
  const planType = params.get('planType') === 'ai' ? 'ai' : 'expert';
  const analysisId = params.get('analysisId') || undefined;
  if (planType === 'expert') {
    const token = params.get(INTAKE_PARAM);
    // Any intake link, even a broken one, is for a plan already paid: it must never offer to pay again.
    if (token !== null)
      return INTAKE_TOKEN.test(token) ? { kind: 'intake', via: 'link', token } : { kind: 'invalid-link' };
    const paymentIntentId = params.get(PAYMENT_INTENT_PARAM) || undefined;
    if (paymentIntentId !== undefined && analysisId !== undefined)
      return { kind: 'intake', via: 'checkout', analysisId, paymentIntentId };
  }
  return { kind: 'purchase', planType, analysisId };
}

export function useQuestionnaireMode(): QuestionnaireMode {
  const [params] = useSearchParams();
  return useMemo(() => questionnaireMode(params), [params]);
}

/** Where /checkout sends a buyer whose expert plan awaits its answers. */
export function checkoutIntakePath(analysisId: string, paymentIntentId: string): string {
  const query = new URLSearchParams({ planType: 'expert', analysisId, [PAYMENT_INTENT_PARAM]: paymentIntentId });
  return `${ROUTES.questionnaire}?${query.toString()}`;
}
