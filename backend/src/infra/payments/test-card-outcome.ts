import { CARD_ERROR_MESSAGES, TEST_CARDS } from '@fitness/contracts';

// What Stripe answers for each test card (https://docs.stripe.com/testing), reproduced by the built-in provider.

export interface TestCard {
  number: string;
  expMonth: number;
  /** Two or four digits. */
  expYear: number;
  cvc: string;
}

export type CardOutcome =
  | { ok: true; last4: string; brand: string }
  | { ok: false; code: 'card_declined' | 'expired_card' | 'incorrect_cvc' | 'invalid_number' | 'invalid_expiry_month'; declineCode?: string; message: string };

/** The Luhn checksum every real card number satisfies (ISO/IEC 7812-1). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** Checks the card in the order Stripe does (number, expiry, CVC), then the test number's own outcome. */
export function testCardOutcome(card: TestCard, now: Date): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !passesLuhn(digits)) {
    return { ok: false, code: 'invalid_number', message: CARD_ERROR_MESSAGES.invalidNumber };
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { ok: false, code: 'invalid_expiry_month', message: CARD_ERROR_MESSAGES.invalidExpiry };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  // A card is valid through the last day of its expiry month.
  if (year * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { ok: false, code: 'expired_card', message: CARD_ERROR_MESSAGES.expired };
  }
  const brand = brandOf(digits);
  if (!(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc)) {
    return { ok: false, code: 'incorrect_cvc', message: CARD_ERROR_MESSAGES.incorrectCvc };
  }
  switch (digits) {
    case TEST_CARDS.succeeds:
      return { ok: true, last4: digits.slice(-4), brand };
    case TEST_CARDS.insufficientFunds:
      return { ok: false, code: 'card_declined', declineCode: 'insufficient_funds', message: CARD_ERROR_MESSAGES.insufficientFunds };
    default:
      // 4000 0000 0000 0002, and any real card number: test mode never charges a real card.
      return { ok: false, code: 'card_declined', declineCode: 'generic_decline', message: CARD_ERROR_MESSAGES.declined };
  }
}
