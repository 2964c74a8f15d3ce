// Weekly plan forms on the results page (spec §3, §9).

export const WEEKLY_PLAN_TYPES = ['workout', 'nutrition'] as const;
export type WeeklyPlanType = (typeof WEEKLY_PLAN_TYPES)[number];

export const WORKOUT_DAYS_PER_WEEK = { min: 3, max: 7 } as const;
export const WORKOUT_GOALS = ['muscle-gain', 'fat-loss', 'strength', 'endurance', 'general-fitness', 'athletic-performance'] as const;
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const EXPERIENCE_LEVEL_LABELS: Record<(typeof EXPERIENCE_LEVELS)[number], string> = {
  beginner: 'Beginner (0-1 year)',
  intermediate: 'Intermediate (1-3 years)',
  advanced: 'Advanced (3+ years)',
};
export const WORKOUT_EQUIPMENT = ['full-gym', 'home-basic', 'bodyweight'] as const;

export const NUTRITION_GOALS = ['muscle-gain', 'fat-loss', 'maintenance', 'performance', 'health'] as const;
export const DIETS = ['none', 'vegetarian', 'vegan', 'keto', 'paleo'] as const;
export const MEAL_FREQUENCIES = ['2-3', '4-5', '6+'] as const;
export const COOKING_SKILLS = ['basic', 'intermediate', 'advanced'] as const;

export interface WorkoutAnswers {
  goal: (typeof WORKOUT_GOALS)[number];
  experienceLevel: (typeof EXPERIENCE_LEVELS)[number];
  daysPerWeek: number;
  equipmentAccess: (typeof WORKOUT_EQUIPMENT)[number];
  limitations?: string;
}

export interface NutritionAnswers {
  goal: (typeof NUTRITION_GOALS)[number];
  dietaryRestrictions: (typeof DIETS)[number];
  mealFrequency: (typeof MEAL_FREQUENCIES)[number];
  cookingSkill: (typeof COOKING_SKILLS)[number];
  allergies?: string;
}

/** Session storage key of the saved weekly plan and its download name (spec §9). */
export const WEEKLY_PLAN_STORAGE_KEY = 'weeklyPlan';
export const weeklyPlanFileName = (type: WeeklyPlanType): string => `${type}-plan.txt`;

export interface SavedWeeklyPlan {
  type: WeeklyPlanType;
  plan: string;
  userId: string;
}

/** Longest free text accepted in the limitations and allergies fields (server and form). */
export const WEEKLY_PLAN_NOTE_MAX_LENGTH = 500;

/**
 * The only HTML a weekly plan may contain, with no attributes at all: the server sanitizes to this list and the
 * browser sanitizes again before display.
 */
export const WEEKLY_PLAN_ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'br',
] as const;
