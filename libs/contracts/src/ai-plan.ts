// The 12-week AI plan (spec §3 "AI plan"), the job that makes it and its PDF (spec §2 /ai-plan-results, §7).
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

/** The intake answers (spec §3 "Intake questionnaire schema"); optional ones may be missing or empty. */
export interface QuestionnaireAnswers {
  name: string;
  email: string;
  age: (typeof AGE_RANGES)[number];
  gender: (typeof QUESTIONNAIRE_GENDERS)[number];
  fitnessLevel: (typeof FITNESS_LEVELS)[number];
  workoutFrequency: (typeof WORKOUT_FREQUENCIES)[number];
  primaryGoal: (typeof PRIMARY_GOALS)[number];
  previousInjuries?: string;
  equipmentAccess: (typeof EQUIPMENT_ACCESS)[number];
  timeCommitment: (typeof TIME_COMMITMENTS)[number];
  workoutLocation?: (typeof WORKOUT_LOCATIONS)[number];
  physicalLimitations?: string;
  cookingFrequency: (typeof COOKING_FREQUENCIES)[number];
  mealPrepTime: (typeof MEAL_PREP_TIMES)[number];
  dietaryRestrictions?: Array<(typeof DIETARY_RESTRICTIONS)[number]>;
  foodBudget?: (typeof FOOD_BUDGETS)[number];
  workSchedule: (typeof WORK_SCHEDULES)[number];
  sleepHours: (typeof SLEEP_HOURS)[number];
  stressLevel?: (typeof STRESS_LEVELS)[number];
  motivation?: string;
  additionalInfo?: string;
  /** List fields the answers object carries without inputs (spec §3). */
  workoutTypes?: string[];
  secondaryGoals?: string[];
  preferredWorkoutTimes?: string[];
  mobilityIssues?: string[];
  supplementUsage?: string[];
  activeRecovery?: string[];
  trackingMethods?: string[];
  biggestChallenges?: string[];
}

export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];
export const STRENGTH_LIFTS = ['bench', 'squat', 'deadlift', 'overhead'] as const;
export type StrengthLift = (typeof STRENGTH_LIFTS)[number];

export interface StrengthTarget {
  /** e.g. '40 kg x 8' */
  start: string;
  end: string;
  /** e.g. '+2.5 kg per week' */
  progression: string;
}

export interface PlanExercise {
  name: string;
  sets: number;
  reps: string;
  weight: string;
  /** Default '60-90 seconds'. */
  rest: string;
  notes: string;
  progressionNextWeek: string;
}

export interface PlanWorkout {
  day: string;
  type: string;
  /** Default '45 minutes'. */
  duration: string;
  exercises: PlanExercise[];
}

export interface PlanWeek {
  week: number;
  bodyweightTarget: string;
  workouts: PlanWorkout[];
}

export interface WorkoutPhase {
  phase: number;
  /** e.g. '1-4' */
  weeks: string;
  focus: string;
  description: string;
  bodyFatTarget: string;
  strengthTargets?: Partial<Record<StrengthLift, StrengthTarget>>;
  weeklyWorkouts: PlanWeek[];
}

export interface MacroTarget {
  grams: number;
  percentage: number;
}

export interface SampleMeal {
  week: number;
  meal: MealSlot;
  name: string;
  ingredients: string[];
  macros: { calories: number; protein: number; carbs: number; fat: number };
  preparation: string;
}

export interface NutritionPhase {
  phase: number;
  focus: string;
  weeks: string;
  description: string;
  sampleMeals: SampleMeal[];
}

export interface WeeklyCheckin {
  week: number;
  metrics: string[];
  adjustments: string;
}

export interface Milestone {
  week: number;
  goal: string;
  measurement: string;
  targets?: { bodyFatReduction?: string; strengthGains?: string; bodyweightChange?: string };
}

export interface AiPlan {
  personalizedSummary: {
    userProfile: string;
    /** Default 'Comprehensive body composition analysis completed'. */
    photoAnalysisInsights: string;
    whyThisPlan: string;
    expectedResults: string;
  };
  workoutPlan: { totalWeeks: number; overview: string; phases: WorkoutPhase[] };
  nutritionPlan: {
    totalWeeks: number;
    overview: string;
    targetCalories: number;
    macros: { protein: MacroTarget; carbs: MacroTarget; fat: MacroTarget };
    phases: NutritionPhase[];
  };
  progressTracking: { weeklyCheckins: WeeklyCheckin[]; milestones: Milestone[] };
  /** Ours: who wrote the plan, and the published methods its numbers come from (with their uncertainty). */
  about: { generator: 'built-in' | 'openai'; methods: string[] };
}

export const PHOTO_ANALYSIS_INSIGHTS_DEFAULT = 'Comprehensive body composition analysis completed';
export const WORKOUT_DURATION_DEFAULT = '45 minutes';
export const EXERCISE_REST_DEFAULT = '60-90 seconds';

/** Plan-schema messages (spec §5). */
export const AI_PLAN_SCHEMA_MESSAGES = {
  noPhase: 'At least one phase is required',
  noNutritionPhase: 'At least one nutrition phase is required',
  /** Spec §5: the generic message of the plan's schemas, for the questionnaire's email (the answers a plan is for). */
  invalidEmail: 'Invalid email',
} as const;

/** Where the plan job is. `failed` is final: the person is told to contact support (spec §8). */
export const AI_PLAN_STATUSES = ['queued', 'generating', 'rendering', 'ready', 'failed'] as const;
export type AiPlanStatus = (typeof AI_PLAN_STATUSES)[number];

/**
 * What GET /api/analysis/{analysisId}/ai-plan reports: the plan job's status, or `none` while no plan was bought for
 * the analysis. `none` is an answer, not an error: the page shows 'Plan Not Found' without a failed request.
 */
export const AI_PLAN_STATE_STATUSES = ['none', ...AI_PLAN_STATUSES] as const;
export type AiPlanStateStatus = (typeof AI_PLAN_STATE_STATUSES)[number];

/** The downloaded file's fixed product name (spec §7). */
export const AI_PLAN_PDF_FILE_NAME = 'fitness-12-week-ai-plan.pdf';

/** Spec §2 /ai-plan-results and /questionnaire texts. */
export const AI_PLAN_TEXTS = {
  title: 'Your AI Fitness Plan',
  download: 'Download Complete Plan as PDF',
  downloading: 'Generating PDF...',
  ingredientsMore: (count: number) => `+ ${count} more...`,
  mealComingSoon: (meal: string) => `${meal} plan coming soon`,
  ingredientPreview: 4,
  /** While the plan's state is being fetched (ours). */
  loading: 'Loading your plan...',
  progress: {
    queued: 'Your plan is in the queue…',
    generating: 'Writing your 12-week plan…',
    rendering: 'Preparing your PDF…',
  },
} as const;
