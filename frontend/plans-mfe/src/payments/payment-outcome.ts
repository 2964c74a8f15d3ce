import type { FitnessQueryError } from '@fitness/api-client';

/** How a card form's attempt ended, for the page to react with the spec's toasts (§8). */
export type PaymentOutcome =
  | { kind: 'paid'; paymentIntentId: string }
  /** The provider refused the card: its message goes into the 'Payment Failed' toast. */
  | { kind: 'declined'; message: string }
  /** Anything else went wrong ('Payment Error'). */
  | { kind: 'error' };

/** The provider's message from a 402 CARD_DECLINED (our error body), or null for any other failure. */
export function declineMessage(error: unknown): string | null {
  const { status, data } = (error ?? {}) as Partial<FitnessQueryError>;
  if (status !== 402 || typeof data !== 'string') return null;
  try {
    const body = JSON.parse(data) as { code?: string; message?: string };
    return body.code === 'CARD_DECLINED' && typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/** "MM / YY", "MM/YY", "MMYY" or "MM / YYYY" as numbers; null when it is not a month and a year. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (match === null) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: Number(match[2]) } : null;
}

/** Groups the digits by four as they are typed (what card forms show), keeping at most 19 digits. */
export function formatCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Adds the slash after the month as the expiry is typed. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
