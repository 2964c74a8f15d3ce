// The header, footer and pricing section every visitor sees (issue 36, ours: the spec's header has only the logo and
// the theme control). Prices come from commerce.ts, so a price changes in one place.

import { COACHING_HOURLY_RATE_USD, PLAN_LENGTH_WEEKS, PRICES_CENTS } from './commerce';
import { EXPERT_PLAN_OFFER_TEXTS } from './payments';

/** The landing page's pricing section, the target of the header's "Plans" link. */
export const PRICING_SECTION_ID = 'pricing';

/** "$5", "$0", "$12.50": whole dollars without cents, as the plan badges show them (spec §2 '$5 AI Plan'). */
export function formatUsdShort(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

export const SITE_NAV_TEXTS = {
  /** The header's <nav> and the footer's: two landmarks, two names. */
  mainLabel: 'Main',
  footerLabel: 'Footer',
  /** The phone's menu button. */
  menuButton: 'Menu',
  links: {
    freeAnalysis: 'Free analysis',
    plans: 'Plans',
    coaching: 'Coaching',
  },
} as const;

export const PRICING_TEXTS = {
  heading: 'Plans and prices',
  intro: 'Start free. Every paid plan is built on your free analysis.',
  offers: {
    free: {
      title: 'Free analysis',
      price: formatUsdShort(0),
      text: 'Body fat estimate, fitness score, fitness age and percentile rankings from your stats and optional photos.',
      action: 'Start free analysis',
    },
    ai: {
      title: 'AI plan',
      price: formatUsdShort(PRICES_CENTS.ai),
      text: `A ${PLAN_LENGTH_WEEKS}-week workout and nutrition plan generated instantly from your analysis, as a PDF.`,
      action: 'Start with a free analysis',
    },
    expert: {
      title: 'Expert plan',
      price: formatUsdShort(PRICES_CENTS.expert),
      text: EXPERT_PLAN_OFFER_TEXTS.expert.text,
      action: 'Start with a free analysis',
    },
    coaching: {
      title: '1:1 coaching',
      price: `${formatUsdShort(COACHING_HOURLY_RATE_USD * 100)}/hour`,
      text: 'Live video sessions with a certified trainer, paid after your session.',
      action: 'See trainers',
    },
  },
} as const;

/** The coaching offer beside the two plans on the results page (issue 36). */
export const COACHING_OFFER_TEXTS = {
  /** Above the coaching offer alone, once the expert plan is bought. */
  headingAfterPlan: 'Go further with 1:1 coaching',
  title: `1:1 coaching — ${formatUsdShort(COACHING_HOURLY_RATE_USD * 100)}/hour`,
  text: 'Live video sessions with a certified trainer, paid after your session.',
  action: 'Book a coach',
} as const;
