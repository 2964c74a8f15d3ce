import { MONEY_BACK_GUARANTEE_DAYS, PLAN_LENGTH_WEEKS } from './commerce';

// Payments (spec §1, §2 /checkout, §7, §8). The server sets every price and believes only the payment provider.

export type PaymentProviderName = 'stripe' | 'embedded';

/**
 * Stripe's test cards the built-in test provider honours, with Stripe's own outcomes and messages
 * (https://docs.stripe.com/testing). Any other number that passes the Luhn check is declined as a generic decline.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  genericDecline: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** The messages Stripe gives for the refusals the built-in provider reproduces. */
export const CARD_ERROR_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: "Your card's expiration date is in the past.",
  incorrectCvc: "Your card's security code is invalid.",
  invalidNumber: 'Your card number is invalid.',
  invalidExpiry: "Your card's expiration month is invalid.",
} as const;

/** Spec §2 /checkout and §4 "Checkout", worded as there. */
export const CHECKOUT_TEXTS = {
  preparing: 'Preparing secure checkout...',
  badge: 'Secure Checkout',
  back: 'Back to Analysis',
  title: 'Complete Your Purchase',
  cardTitle: 'Expert Plan Checkout',
  included: [
    `${PLAN_LENGTH_WEEKS}-week progressive workout plan`,
    'Complete nutrition program',
    'Exercise video demonstrations',
    'Progress tracking templates',
  ],
  pay: 'Complete Payment',
  processing: 'Processing...',
  guarantee: `${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee.`,
  trustBadges: ['SSL Encrypted', `${MONEY_BACK_GUARANTEE_DAYS}-Day Guarantee`, 'Instant Access'],
  paymentHeading: 'Payment',
} as const;

/** The built-in test provider's card form (ours: the spec's form is Stripe's). */
export const TEST_CARD_FORM_TEXTS = {
  testMode: 'Test mode',
  testModeNote: `No real money moves. Pay with the test card ${TEST_CARDS.succeeds.replace(/(\d{4})(?=\d)/g, '$1 ')}, any future expiry and any CVC; ${TEST_CARDS.genericDecline.replace(/(\d{4})(?=\d)/g, '$1 ')} is declined.`,
  cardNumber: 'Card number',
  expiry: 'Expiry date',
  expiryPlaceholder: 'MM / YY',
  cvc: 'CVC',
  postalCode: 'Postal code',
} as const;

/** The results page once the expert plan is bought (ours: the spec shows no such state). */
export const EXPERT_PLAN_OFFER_TEXTS = {
  purchased: (email: string) => `Expert plan purchased — delivered to ${email} within 24-48 hours`,
  heading: 'Go further with a 12-week plan or a coach',
  expert: { title: 'Expert plan — $20', text: 'A coach writes your 12-week workout and nutrition plan, emailed within 24-48 hours.', action: 'Get the expert plan' },
  ai: { title: 'AI plan — $5', text: 'Your 12-week plan generated instantly from this analysis, as a PDF.', action: 'Get the AI plan' },
  aiOwned: { title: 'Your AI plan', text: 'Your 12-week plan from this analysis, with its PDF.', action: 'Open my AI plan' },
} as const;

/**
 * Where a paid expert plan is (ours: the spec shows none). awaiting_intake: paid, the coach still needs the buyer's
 * answers; open: the coach is writing it (due 48 hours after payment); delivered.
 */
export const EXPERT_ORDER_STATUSES = ['awaiting_intake', 'open', 'delivered'] as const;
export type ExpertOrderStatus = (typeof EXPERT_ORDER_STATUSES)[number];

/** /ai-plan-results opened from the "your AI plan is ready" email (ours: the spec has no such link). */
export const AI_PLAN_LINK_TEXTS = {
  expired:
    'This plan link has already been used or has expired. Open your plan in the browser you bought it in, or ask for a new link on your results page.',
  results: 'Go to my results',
} as const;
