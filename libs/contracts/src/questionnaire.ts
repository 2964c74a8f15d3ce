// The 7-step plan questionnaire's option lists (spec §2 /questionnaire, §5).

export const QUESTIONNAIRE_STEPS = 7;
export const AGE_RANGES = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export const QUESTIONNAIRE_GENDERS = ['male', 'female', 'other'] as const;
export const FITNESS_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const WORKOUT_FREQUENCIES = ['never', '1-2-times', '3-4-times', '5-6-times', 'daily'] as const;
export const PRIMARY_GOALS = ['lose-weight', 'build-muscle', 'general-fitness', 'athletic-performance'] as const;
export const EQUIPMENT_ACCESS = ['full-gym', 'home-gym', 'minimal', 'bodyweight'] as const;
export const TIME_COMMITMENTS = ['15-30-min', '30-45-min', '45-60-min', '60-plus-min'] as const;
export const WORKOUT_LOCATIONS = ['gym', 'home', 'outdoor', 'mixed'] as const;
export const COOKING_FREQUENCIES = ['daily', 'few-times-week', 'weekly', 'rarely', 'never'] as const;
export const MEAL_PREP_TIMES = ['no-time', '30-min', '1-hour', 'weekend-batch'] as const;
export const DIETARY_RESTRICTIONS = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Paleo', 'Halal', 'Kosher'] as const;
export const FOOD_BUDGETS = ['low', 'moderate', 'flexible', 'premium'] as const;
export const WORK_SCHEDULES = ['9-5-weekdays', 'shift-work', 'flexible', 'irregular', 'student', 'retired'] as const;
export const SLEEP_HOURS = ['less-than-5', '5-6-hours', '6-7-hours', '7-8-hours', '8-plus-hours'] as const;
export const STRESS_LEVELS = ['low', 'moderate', 'high', 'very-high'] as const;

/** Required answers per step (spec §5); step 6 needs none, step 7 only payment. */
export const QUESTIONNAIRE_REQUIRED_FIELDS: Record<number, readonly string[]> = {
  1: ['email', 'name', 'age', 'gender'],
  2: ['fitnessLevel', 'workoutFrequency', 'primaryGoal'],
  3: ['equipmentAccess', 'timeCommitment'],
  4: ['cookingFrequency', 'mealPrepTime'],
  5: ['workSchedule', 'sleepHours'],
  6: [],
  7: [],
};

/** Longest answer accepted in each free-text field (injuries, limitations, motivation, additional information). */
export const QUESTIONNAIRE_TEXT_MAX_LENGTH = 1000;
/** The list fields the answers object carries (spec §3); only dietaryRestrictions has an input today. */
export const QUESTIONNAIRE_LIST_FIELDS = [
  'workoutTypes',
  'secondaryGoals',
  'preferredWorkoutTimes',
  'mobilityIssues',
  'supplementUsage',
  'activeRecovery',
  'trackingMethods',
  'biggestChallenges',
] as const;
