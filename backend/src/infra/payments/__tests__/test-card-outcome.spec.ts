import { CARD_ERROR_MESSAGES, TEST_CARDS } from '@fitness/contracts';
import { passesLuhn, testCardOutcome } from '../test-card-outcome';

const NOW = new Date('2026-11-24T12:00:00Z');
const card = (overrides: Partial<Parameters<typeof testCardOutcome>[0]> = {}) => ({
  number: TEST_CARDS.succeeds,
  expMonth: 12,
  expYear: 30,
  cvc: '123',
  ...overrides,
});

describe('testCardOutcome (Stripe test cards)', () => {
  it('checks card numbers with the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
  });

  it('succeeds with 4242 4242 4242 4242, spaces allowed, keeping only the last four digits', () => {
    expect(testCardOutcome(card({ number: '4242 4242 4242 4242' }), NOW)).toEqual({ ok: true, last4: '4242', brand: 'visa' });
  });

  it('treats a card as valid through the last day of its expiry month', () => {
    expect(testCardOutcome(card({ expMonth: 11, expYear: 2026 }), NOW).ok).toBe(true);
    expect(testCardOutcome(card({ expMonth: 10, expYear: 26 }), NOW)).toMatchObject({ code: 'expired_card', message: CARD_ERROR_MESSAGES.expired });
  });

  it('wants four CVC digits on American Express and three on others', () => {
    expect(testCardOutcome(card({ number: '378282246310005', cvc: '123' }), NOW)).toMatchObject({ code: 'incorrect_cvc' });
    expect(testCardOutcome(card({ number: '378282246310005', cvc: '1234' }), NOW)).toMatchObject({ code: 'card_declined' });
    expect(testCardOutcome(card({ cvc: '1234' }), NOW)).toMatchObject({ code: 'incorrect_cvc', message: CARD_ERROR_MESSAGES.incorrectCvc });
  });

  it('gives each decline card its decline code', () => {
    expect(testCardOutcome(card({ number: TEST_CARDS.genericDecline }), NOW)).toMatchObject({ declineCode: 'generic_decline' });
    expect(testCardOutcome(card({ number: TEST_CARDS.insufficientFunds }), NOW)).toMatchObject({ declineCode: 'insufficient_funds' });
  });
});
