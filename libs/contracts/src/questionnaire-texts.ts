// Every text of the 7-step questionnaire (spec §2 /questionnaire, §5, §8): step titles, field labels and the label of
// each option. Option values stay exactly as the lists in questionnaire.ts.
import { formatUsd, PLAN_LENGTH_WEEKS, PRICES_CENTS } from './commerce';
import type {
  AGE_RANGES,
  COOKING_FREQUENCIES,
  DIETARY_RESTRICTIONS,
  EQUIPMENT_ACCESS,
  FITNESS_LEVELS,
  FOOD_BUDGETS,
  MEAL_PREP_TIMES,
  PRIMARY_GOALS,
  QUESTIONNAIRE_GENDERS,
  SLEEP_HOURS,
  STRESS_LEVELS,
  TIME_COMMITMENTS,
  WORK_SCHEDULES,
  WORKOUT_FREQUENCIES,
  WORKOUT_LOCATIONS,
} from './questionnaire';

type Labels<T extends readonly string[]> = Record<T[number], string>;

export const QUESTIONNAIRE_STEP_TITLES = [
  'Personal Information',
  'Fitness & Goals',
  'Equipment & Time',
  'Nutrition Preferences',
  'Lifestyle & Schedule',
  'Ready for Your Plan!',
  'Payment',
] as const;

export const QUESTIONNAIRE_FIELD_LABELS = {
  email: 'Email',
  name: 'Full Name',
  age: 'Age Range',
  gender: 'Gender',
  fitnessLevel: 'Fitness Level',
  workoutFrequency: 'How often do you work out now?',
  primaryGoal: 'Primary Goal',
  previousInjuries: 'Previous injuries',
  equipmentAccess: 'Equipment Access',
  timeCommitment: 'Time per workout',
  workoutLocation: 'Where will you work out?',
  physicalLimitations: 'Physical limitations',
  cookingFrequency: 'How often do you cook?',
  mealPrepTime: 'Time for meal prep',
  dietaryRestrictions: 'Dietary restrictions',
  foodBudget: 'Food budget',
  workSchedule: 'Work schedule',
  sleepHours: 'Sleep per night',
  stressLevel: 'Stress level',
  motivation: 'What motivates you?',
  additionalInfo: 'Anything else we should know?',
} as const;

export const QUESTIONNAIRE_OPTION_LABELS: {
  age: Labels<typeof AGE_RANGES>;
  gender: Labels<typeof QUESTIONNAIRE_GENDERS>;
  fitnessLevel: Labels<typeof FITNESS_LEVELS>;
  workoutFrequency: Labels<typeof WORKOUT_FREQUENCIES>;
  primaryGoal: Labels<typeof PRIMARY_GOALS>;
  equipmentAccess: Labels<typeof EQUIPMENT_ACCESS>;
  timeCommitment: Labels<typeof TIME_COMMITMENTS>;
  workoutLocation: Labels<typeof WORKOUT_LOCATIONS>;
  cookingFrequency: Labels<typeof COOKING_FREQUENCIES>;
  mealPrepTime: Labels<typeof MEAL_PREP_TIMES>;
  dietaryRestrictions: Labels<typeof DIETARY_RESTRICTIONS>;
  foodBudget: Labels<typeof FOOD_BUDGETS>;
  workSchedule: Labels<typeof WORK_SCHEDULES>;
  sleepHours: Labels<typeof SLEEP_HOURS>;
  stressLevel: Labels<typeof STRESS_LEVELS>;
} = {
  age: { '18-24': '18-24', '25-34': '25-34', '35-44': '35-44', '45-54': '45-54', '55-64': '55-64', '65+': '65+' },
  gender: { male: 'Male', female: 'Female', other: 'Other' },
  fitnessLevel: {
    beginner: 'Beginner',
    intermediate: 'Intermediate (2-3 times per week)',
    advanced: 'Advanced (4+ times per week)',
  },
  workoutFrequency: {
    never: 'Never',
    '1-2-times': '1-2 times per week',
    '3-4-times': '3-4 times per week',
    '5-6-times': '5-6 times per week',
    daily: 'Daily',
  },
  primaryGoal: {
    'lose-weight': 'Lose weight',
    'build-muscle': 'Build muscle',
    'general-fitness': 'General fitness',
    'athletic-performance': 'Athletic performance',
  },
  equipmentAccess: { 'full-gym': 'Full gym', 'home-gym': 'Home gym', minimal: 'Minimal equipment', bodyweight: 'Bodyweight only' },
  timeCommitment: {
    '15-30-min': '15-30 minutes',
    '30-45-min': '30-45 minutes',
    '45-60-min': '45-60 minutes',
    '60-plus-min': '60+ minutes',
  },
  workoutLocation: { gym: 'Gym', home: 'Home', outdoor: 'Outdoor', mixed: 'Mixed' },
  cookingFrequency: {
    daily: 'Daily',
    'few-times-week': 'A few times a week',
    weekly: 'Weekly',
    rarely: 'Rarely',
    never: 'Never',
  },
  mealPrepTime: { 'no-time': 'No time', '30-min': '30 minutes', '1-hour': '1 hour', 'weekend-batch': 'Weekend batch cooking' },
  dietaryRestrictions: {
    Vegetarian: 'Vegetarian',
    Vegan: 'Vegan',
    'Gluten-Free': 'Gluten-Free',
    'Dairy-Free': 'Dairy-Free',
    Keto: 'Keto',
    Paleo: 'Paleo',
    Halal: 'Halal',
    Kosher: 'Kosher',
  },
  foodBudget: { low: 'Low', moderate: 'Moderate', flexible: 'Flexible', premium: 'Premium' },
  workSchedule: {
    '9-5-weekdays': '9-5 weekdays',
    'shift-work': 'Shift work',
    flexible: 'Flexible',
    irregular: 'Irregular',
    student: 'Student',
    retired: 'Retired',
  },
  sleepHours: {
    'less-than-5': 'Less than 5 hours',
    '5-6-hours': '5-6 hours',
    '6-7-hours': '6-7 hours',
    '7-8-hours': '7-8 hours',
    '8-plus-hours': '8+ hours',
  },
  stressLevel: { low: 'Low', moderate: 'Moderate', high: 'High', 'very-high': 'Very high' },
};

/** Steps 6 and 7, the success views and the buttons (spec §2, §8). */
export const QUESTIONNAIRE_TEXTS = {
  badge: { ai: `${formatUsd(PRICES_CENTS.ai).replace('.00', '')} AI Plan`, expert: `${formatUsd(PRICES_CENTS.expert).replace('.00', '')} Expert Plan` },
  previous: 'Previous',
  next: 'Next',
  proceedToPayment: 'Proceed to Payment',
  preparingPayment: 'Preparing payment...',
  readyLead: 'Here is what you told us. Check it, then continue to payment.',
  pay: { ai: 'Complete Purchase - $5', expert: 'Complete Purchase - $20' },
  processing: 'Processing...',
  pitch: {
    ai: {
      title: `Your ${PLAN_LENGTH_WEEKS}-week AI plan`,
      price: formatUsd(PRICES_CENTS.ai),
      features: [
        `A ${PLAN_LENGTH_WEEKS}-week workout plan in three phases, built from your analysis`,
        'Calorie and macro targets with sample meals for your diet',
        'Weekly check-ins and milestones',
        'Ready in about 30 seconds, with a PDF to download',
      ],
    },
    expert: {
      title: `Your ${PLAN_LENGTH_WEEKS}-week expert plan`,
      price: formatUsd(PRICES_CENTS.expert),
      features: [
        `A ${PLAN_LENGTH_WEEKS}-week progressive workout plan written by a coach`,
        'A complete nutrition program',
        'Exercise video demonstrations',
        'Progress tracking templates',
      ],
    },
  },
  /**
   * Spec §2 point 7: 'AI Plan Ready!' with the PDF link, said only once the PDF is ready; until then the view says the
   * plan is being prepared (and follows it live).
   */
  aiSuccess: {
    title: 'AI Plan Ready!',
    text: 'Your 12-week plan and its PDF are ready.',
    preparingTitle: 'Payment Successful!',
    preparingText: 'Your AI plan is being prepared. This page updates by itself, or open the plan to follow along.',
    action: 'View my plan',
  },
  expertSuccess: {
    title: 'Payment Successful!',
    text: (email: string) => `Your personalized plan will be delivered within 24-48 hours to ${email}.`,
    action: 'Return to Home',
  },
  optional: '(optional)',
  textPlaceholder: 'Optional',
  /**
   * The intake (ours: the spec has none): an expert plan already paid at /checkout, its answers still missing. Steps
   * 1-6 only, sent to the coach instead of paying; reached right after paying or from the link emailed to the buyer.
   */
  intake: {
    lead: `We have received your payment. Your coach writes your ${PLAN_LENGTH_WEEKS}-week plan from these answers.`,
    reviewLead: 'Here is what you told us. Check it, then send it to your coach.',
    send: 'Send to My Coach',
    sending: 'Sending...',
    sendFailed: { title: 'Your answers were not sent', description: 'Please try again.' },
    sent: {
      title: 'Thank you!',
      text: (email: string) => `Your coach has your answers. Your ${PLAN_LENGTH_WEEKS}-week plan arrives at ${email} within 24-48 hours.`,
    },
    /** POST /api/orders/intake answered 410: the order already has its answers (or the link is unknown). */
    linkUsed: {
      title: 'This link has already been used',
      text: 'Your coach already has your answers, so there is nothing more to do. Your plan arrives by email within 24-48 hours.',
    },
    /** The answers of this payment were sent before (in another tab, or from the emailed link). */
    alreadySent: {
      title: 'Your coach already has your answers',
      text: 'There is nothing more to do. Your plan arrives by email within 24-48 hours.',
    },
    /** The link in the address is cut short (a mail program can break long links). */
    linkInvalid: {
      title: 'This link is incomplete',
      text: 'Open the link from your email again. If it still does not work, reply to that email and we will help.',
    },
    home: 'Return to Home',
  },
} as const;
