// Prices and plan constants (spec §1, §9). The server sets every price; the browser only displays these.

export const PLAN_TYPES = ['expert', 'ai'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const PRICES_CENTS = { expert: 2000, ai: 500 } as const satisfies Record<PlanType, number>;
export const DEFAULT_CHECKOUT_AMOUNT_CENTS = 2000;
export const DEFAULT_CURRENCY = 'usd';
export const COACHING_HOURLY_RATE_USD = 100;
export const TRAINER_DEFAULTS = { rating: 5, hourlyRate: 100 } as const;
export const PLAN_LENGTH_WEEKS = 12;
export const MONEY_BACK_GUARANTEE_DAYS = 30;

export const INTEREST_PLAN_TYPE_DEFAULT = 'daily_tracking';
export const INTEREST_SOURCE_DEFAULT = 'analysis_page';

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
