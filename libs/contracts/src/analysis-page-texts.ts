// Texts of the results page /analysis/{userId} and of /weekly-plan (spec §2, §3, §5, §9).
// Where the spec gives the words they are copied exactly and marked "spec"; everything else is ours, written for
// states and details the spec leaves open (load errors, chat and plan failures, the estimation panel).
import type { MeasurementSource, ScoreTone } from './analysis';
import type {
  COOKING_SKILLS,
  DIETS,
  MEAL_FREQUENCIES,
  NUTRITION_GOALS,
  WeeklyPlanType,
  WORKOUT_EQUIPMENT,
  WORKOUT_GOALS,
} from './weekly-plan';

/** 'st', 'nd', 'rd' or 'th' as in 1st, 22nd, 13th. */
function ordinalSuffix(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (Math.abs(n) % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

const years = (n: number): string => `${n} ${n === 1 ? 'year' : 'years'}`;

export const ANALYSIS_PAGE_TEXTS = {
  title: 'Your Fitness Analysis',
  /** spec §2 */
  completeBadge: 'Analysis Complete',
  navLabel: 'Analysis sections',
  /** Ours: read by screen readers while the sections under the overview load (they come a moment after it). */
  moreLoading: 'Loading the rest of your results…',
  /** The in-page anchors of spec §2, in order. */
  sections: {
    overview: 'Overview',
    askExpert: 'Ask AI Expert',
    percentiles: 'Percentile Rankings',
    insights: 'Key Insights',
    workoutPlan: 'Workout Plan',
    dietPlan: 'Diet Plan',
  },
  /** Any failure other than 404 / a malformed id (the spec shows none). */
  loadError: {
    title: "We couldn't load your analysis",
    text: 'The connection dropped or something went wrong on our side. Your analysis is safe; please try again.',
    retry: 'Try Again',
  },
  /** After expert checkout (spec §2: ?payment=success, display not shown). */
  paymentSuccess: {
    title: 'Payment received — your expert plan is on its way',
    text: "We'll email your 12-week workout and nutrition plan within 24-48 hours.",
    dismiss: 'Dismiss',
  },
  /** The four summary cards (spec §2). */
  cards: {
    fitnessScore: 'Fitness Score',
    bodyFat: 'Body Fat %',
    fitnessAge: 'Fitness Age',
    overallRanking: 'Overall Ranking',
  },
  scoreOutOf: '/ 100',
  scoreValueLabel: (score: number) => `${score} out of 100`,
  bodyFatValue: (percent: number) => `${percent}%`,
  bodyFatRange: (low: number, high: number) => `90% range ${low}–${high}%`,
  fitnessAgeComparison: (fitnessAge: number, actualAge: number): string => {
    const difference = Math.round(fitnessAge - actualAge);
    if (difference === 0) return `The same as your age (${actualAge})`;
    return difference < 0
      ? `${years(-difference)} younger than your age (${actualAge})`
      : `${years(difference)} older than your age (${actualAge})`;
  },
  /** A percentile (share of people you rank above) as the share you are in the top of, at least 1%. */
  rankingTop: (percentile: number) => `Top ${Math.max(1, Math.round(100 - percentile))}%`,
  rankingPercentile: (percentile: number) => {
    const rounded = Math.round(percentile);
    return `${rounded}${ordinalSuffix(rounded)} percentile`;
  },
  noInsights: 'No insights were produced for this analysis.',
  percentileBarLabel: (metric: string) => `${metric} percentile`,
  /** In place of a percentile nothing measured (posture without a usable side photo): no bar, no number. */
  notMeasured: 'Not measured',
  /** Under it: the engine's own description names the midpoint it stores, which the page does not show. */
  postureNotMeasured: 'Posture needs a usable side photo, so it was not measured and is left out of your overall ranking.',
} as const;

/** The words beside a fitness score's colour (spec §9 colours switch at 80, 70 and 60), so colour is never alone. */
export const SCORE_TONE_LABELS: Record<ScoreTone, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  low: 'Needs Improvement',
};

/** Spec §2: body fat, muscle development, posture, overall fitness. */
export const PERCENTILE_METRIC_LABELS = {
  bodyFat: 'Body Fat',
  muscle: 'Muscle Development',
  posture: 'Posture',
  overall: 'Overall Fitness',
} as const;

export const EXPERT_CHAT_TEXTS = {
  intro: 'Ask about your results, training or nutrition. Answers are based on your analysis.',
  logLabel: 'Conversation with the AI expert',
  empty: 'No questions yet. Type one below or try an example.',
  you: 'You',
  expert: 'AI Expert',
  inputLabel: 'Your question',
  placeholder: 'e.g. How many days a week should I train?',
  send: 'Send',
  /** spec §4: the 'thinking' indicator. */
  thinking: 'The AI expert is thinking...',
  examplesLabel: 'Example questions',
  /** Chat failures are not shown by the spec; the question stays in the box so Send retries it. */
  errors: {
    rateLimited: "You're sending questions quickly. Please wait a minute, then try again.",
    unavailable: "The AI expert isn't available right now. Please try again in a moment.",
    generic: "Sorry, I couldn't answer that just now. Please try again.",
  },
  retry: 'Try again',
} as const;

export const WORKOUT_GOAL_LABELS: Record<(typeof WORKOUT_GOALS)[number], string> = {
  'muscle-gain': 'Muscle gain',
  'fat-loss': 'Fat loss',
  strength: 'Strength',
  endurance: 'Endurance',
  'general-fitness': 'General fitness',
  'athletic-performance': 'Athletic performance',
};

export const WORKOUT_EQUIPMENT_LABELS: Record<(typeof WORKOUT_EQUIPMENT)[number], string> = {
  'full-gym': 'Full gym',
  'home-basic': 'Home (basic equipment)',
  bodyweight: 'Bodyweight only',
};

export const NUTRITION_GOAL_LABELS: Record<(typeof NUTRITION_GOALS)[number], string> = {
  'muscle-gain': 'Muscle gain',
  'fat-loss': 'Fat loss',
  maintenance: 'Maintenance',
  performance: 'Performance',
  health: 'Health',
};

export const DIET_LABELS: Record<(typeof DIETS)[number], string> = {
  none: 'No restrictions',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  keto: 'Keto',
  paleo: 'Paleo',
};

export const MEAL_FREQUENCY_LABELS: Record<(typeof MEAL_FREQUENCIES)[number], string> = {
  '2-3': '2-3 meals',
  '4-5': '4-5 meals',
  '6+': '6+ meals',
};

export const COOKING_SKILL_LABELS: Record<(typeof COOKING_SKILLS)[number], string> = {
  basic: 'Basic',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const WEEKLY_PLAN_FORM_TEXTS = {
  /** spec §5: the generic message for a missing required field. */
  required: 'Required',
  selectPlaceholder: 'Select...',
  daysPerWeekOption: (days: number) => `${days} days`,
  workout: {
    intro: 'Answer four questions and get a one-week workout plan built on your analysis.',
    goal: 'Goal',
    experienceLevel: 'Experience level',
    daysPerWeek: 'Days per week',
    equipmentAccess: 'Equipment access',
    limitations: 'Injuries or limitations (optional)',
    submit: 'Generate Workout Plan',
  },
  nutrition: {
    intro: 'Answer four questions and get a one-week nutrition plan built on your analysis.',
    goal: 'Goal',
    dietaryRestrictions: 'Dietary restrictions',
    mealFrequency: 'Meals per day',
    cookingSkill: 'Cooking skill',
    allergies: 'Food allergies (optional)',
    submit: 'Generate Nutrition Plan',
  },
  /** The blocking dialog while a plan is generated (spec §2: 'may take up to 30 seconds'). */
  generating: {
    title: (type: WeeklyPlanType) => `Creating your ${type} plan`,
    text: 'This may take up to 30 seconds. Please keep this page open.',
  },
  /** Plan generation failures are not shown by the spec: a destructive toast of ours. */
  failed: {
    title: 'Plan not created',
    rateLimited: 'Too many requests in a short time. Please wait a minute and try again.',
    unavailable: 'The plan generator is not available right now. Please try again in a moment.',
    generic: 'Something went wrong creating your plan. Please try again.',
  },
} as const;

/** The collapsible "How we estimated this" panel: ranges, methods, measurements, notes and sources. */
export const ESTIMATION_PANEL_TEXTS = {
  title: 'How we estimated this',
  bodyFat: 'Body fat',
  bodyFatEstimate: (percent: number, low: number, high: number) =>
    `${percent}%, with a 90% range of ${low}–${high}%: 9 in 10 people with your inputs fall inside it.`,
  method: 'Method',
  calibratedTo: (reference: string) => `Calibrated to ${reference}.`,
  steps: 'How the estimate was built',
  measurements: 'Measurements',
  measurementNames: { waist: 'Waist', neck: 'Neck', hip: 'Hip' },
  measurementSources: { tape: 'your tape measure', photo: 'measured from your photos' } satisfies Record<
    MeasurementSource,
    string
  >,
  measurementValue: (cm: number, source: string) => `${cm} cm (${source})`,
  noMeasurements: 'No body measurements were used: the estimate rests on your age, sex, height and weight.',
  bodyMassIndex: (bmi: number) =>
    `Your BMI is ${bmi} kg/m². The models start from it, but on its own it cannot tell fat from muscle.`,
  fitnessAge: 'Fitness age',
  fitnessAgeEstimate: (age: number, low: number, high: number) =>
    `${age} years, with a 90% range of ${low}–${high} years.`,
  fitnessEquation: (equation: string) => `Estimated from VO2max without an exercise test (${equation}).`,
  vo2maxEstimate: (vo2max: number, low: number, high: number) =>
    `Your estimated VO2max is ${vo2max} mL/kg/min, with a 90% range of ${low}–${high}.`,
  notes: 'Notes',
  sources: 'Sources',
  notAvailable: 'The details of how this analysis was made are not available.',
  /** Words for the parts of a body-fat method code such as 'stats+waist+navy+guess'. */
  methodParts: {
    stats: 'A model of your age, sex, height and weight',
    'stats+waist': 'A model of your age, sex, height, weight and waist',
    photos: 'A model of your age, sex, height and weight, with body measurements taken from your photos',
    navy: 'combined with the US Navy tape equation',
    athlete: 'adjusted for your training level',
    guess: 'blended with your own estimate',
  },
} as const;

export const WEEKLY_PLAN_PAGE_TEXTS = {
  /** spec §2 */
  titles: {
    workout: 'Your Personalized Workout Plan',
    nutrition: 'Your Personalized Nutrition Plan',
  } satisfies Record<WeeklyPlanType, string>,
  /** spec §2 */
  backToAnalysis: 'Back to Analysis',
  /** Above a workout plan: its effort terms, each with a tooltip (issue 36). */
  effortTerms: 'Effort in this plan is written as RIR and RPE.',
  download: 'Download Plan',
  downloadHint: (fileName: string) => `Saves ${fileName} as plain text`,
  tableLabel: (n: number) => `Plan table ${n}`,
} as const;
