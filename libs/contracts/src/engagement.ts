// Coaching bookings, interest registration, coming-soon views and the product funnel (spec §2 /coaching,
// /coming-soon, §3 coaching_sessions, interest_registrations, user_analytics, §4, §5, §7, §8).

/**
 * Every analytics event's action (user_analytics.actionType), in funnel order; stored rows and the funnel report rely
 * on these names.
 */
export const ANALYTICS_ACTIONS = [
  'analysis_completed',
  'expert_question_asked',
  'weekly_plan_generated',
  'checkout_opened',
  'payment_succeeded',
  'purchase_fulfilled',
  'questionnaire_completed',
  'booking_requested',
  'interest_registered',
  'coming_soon_viewed',
] as const;
export type AnalyticsAction = (typeof ANALYTICS_ACTIONS)[number];

/** The paid steps the funnel measures conversion to, from an analysis. */
export const FUNNEL_PAID_STEPS = [
  'checkout_opened',
  'payment_succeeded',
  'purchase_fulfilled',
  'questionnaire_completed',
  'booking_requested',
] as const;

/** Which coming-soon page: plan or coaching (the `type` of POST /api/track-interest; a booking's is always coaching). */
export const COMING_SOON_TYPES = ['plan', 'coaching'] as const;
export type ComingSoonType = (typeof COMING_SOON_TYPES)[number];

/** Bookings may be asked for up to this far ahead. */
export const BOOKING_MAX_DAYS_AHEAD = 90;
export const BOOKING_MESSAGE_MAX_LENGTH = 1000;
/** A coaching session lasts one hour: the trainer's rate is per hour (spec §2 "Session cost"), and the invite spans it. */
export const COACHING_SESSION_MINUTES = 60;
/**
 * The booking's time zone is the browser's IANA name (`Intl.DateTimeFormat().resolvedOptions().timeZone`); the
 * longest in the tz database is about 30 characters.
 */
export const TIME_ZONE_MAX_LENGTH = 64;

/** A booking stays 'requested' until the trainer confirms it, then it is 'scheduled'. */
export const COACHING_SESSION_STATUSES = ['requested', 'scheduled'] as const;
export type CoachingSessionStatus = (typeof COACHING_SESSION_STATUSES)[number];
/**
 * The status a new coaching session starts in, in the table's default and in the booking flow alike. The spec (§3)
 * defaults to 'scheduled'; a visitor's booking is only a request until the trainer confirms the time, so saying
 * 'scheduled' before then would promise a session nobody has agreed to.
 */
export const NEW_COACHING_SESSION_STATUS: CoachingSessionStatus = 'requested';

/** Spec §2 booking dialog. */
export const BOOKING_TEXTS = {
  book: 'Book Session',
  title: (trainer: string) => `Book Session with ${trainer}`,
  name: 'Full Name',
  email: 'Email Address',
  scheduledAt: 'Preferred Date & Time',
  message: 'Message',
  cost: (dollars: number) => `Session cost: $${dollars}`,
  paymentNote: "Payment will be processed after your session. You'll receive a link to complete payment.",
  cancel: 'Cancel',
  confirm: 'Confirm Booking',
  confirming: 'Booking...',
} as const;

/** Spec §2 /coming-soon variants. */
export const COMING_SOON_TEXTS = {
  plan: { title: 'Premium Fitness Plans Coming Soon!', lead: "We'll contact you soon!" },
  coaching: { title: '1:1 Personal Training Coming Soon!', lead: 'Personal training with our certified coaches is on its way.' },
  thankYou: { title: 'Thank You for Your Interest!', lead: 'Our team will email you with available times and pricing.' },
  back: 'Back to Analysis',
} as const;

/** Spec §4 interest modal (a coming daily-tracking plan) and §7 POST /api/interest. */
export const INTEREST_TEXTS = {
  open: 'Notify me',
  teaserTitle: 'Daily tracking is coming',
  teaserText: 'Log workouts and meals every day and see your numbers move. Be the first to know when it opens.',
  title: 'Get early access to daily tracking',
  email: 'Email',
  name: 'Name',
  submit: 'Keep me posted',
  submitting: 'Submitting...',
  success: "You're all set!",
  successText: "We'll email you as soon as daily tracking opens.",
  serverMessage: "Thanks! We'll let you know as soon as it's ready.",
} as const;

/** The interest modal's timings (spec §4, §9). */
export const INTEREST_MODAL_CLOSE_MS = 2000;
export const INTEREST_MODAL_RESET_MS = 300;
