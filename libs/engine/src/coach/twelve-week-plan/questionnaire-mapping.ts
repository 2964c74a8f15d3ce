// How the 7-step questionnaire's answers become the inputs of the one-week workout and nutrition builders, which the
// 12-week plan repeats and progresses. One place for every choice, each with its reason.
// - Training days: the ACSM position stand (Med Sci Sports Exerc 2009;41:687-708) recommends 2-3 days a week for
//   novices, 3-4 for intermediates and 4-5 for advanced lifters; someone who does not train yet starts at the bottom.
// - Sleep under 6 hours and very high stress slow recovery (Dattilo M et al. Med Hypotheses 2011;77:220-222; Stults-
//   Kolehmainen MA, Bartholomew JB. Med Sci Sports Exerc 2012;44:2220-2227), so those answers take a day off the week.
// - Meals: protein spread over at least four meals (Schoenfeld BJ, Aragon AA. J Int Soc Sports Nutr 2018;15:10),
//   three when there is no time to cook at all.
import type { NutritionAnswers, QuestionnaireAnswers, WorkoutAnswers } from '@fitness/contracts';
import type { IngredientId } from '../weekly-plan/nutrition/ingredient-catalogue';

type Goal = QuestionnaireAnswers['primaryGoal'];

const WORKOUT_GOAL: Record<Goal, WorkoutAnswers['goal']> = {
  'lose-weight': 'fat-loss',
  'build-muscle': 'muscle-gain',
  'general-fitness': 'general-fitness',
  'athletic-performance': 'athletic-performance',
};

const NUTRITION_GOAL: Record<Goal, NutritionAnswers['goal']> = {
  'lose-weight': 'fat-loss',
  'build-muscle': 'muscle-gain',
  'general-fitness': 'health',
  'athletic-performance': 'performance',
};

const EQUIPMENT: Record<QuestionnaireAnswers['equipmentAccess'], WorkoutAnswers['equipmentAccess']> = {
  'full-gym': 'full-gym',
  'home-gym': 'home-basic',
  minimal: 'bodyweight',
  bodyweight: 'bodyweight',
};

/** Days a week by level, then one more for someone already training more often than that. */
const BASE_DAYS: Record<QuestionnaireAnswers['fitnessLevel'], number> = { beginner: 3, intermediate: 4, advanced: 5 };
const CURRENT_DAYS: Record<QuestionnaireAnswers['workoutFrequency'], number> = {
  never: 0,
  '1-2-times': 2,
  '3-4-times': 4,
  '5-6-times': 6,
  daily: 7,
};

/** Minutes a session may take, from the time-per-workout answer (the upper end of its range). */
export const SESSION_MINUTES: Record<QuestionnaireAnswers['timeCommitment'], number> = {
  '15-30-min': 30,
  '30-45-min': 45,
  '45-60-min': 60,
  '60-plus-min': 75,
};

export function trainingDays(answers: QuestionnaireAnswers): number {
  let days = BASE_DAYS[answers.fitnessLevel];
  if (answers.workoutFrequency === 'never') days = 3;
  else if (CURRENT_DAYS[answers.workoutFrequency] > days) days += 1;
  if (answers.sleepHours === 'less-than-5' || answers.stressLevel === 'very-high') days -= 1;
  if (answers.workSchedule === 'shift-work' || answers.workSchedule === 'irregular') days = Math.min(days, 4);
  return Math.min(6, Math.max(3, days));
}

/** Injuries and limitations, as one note the limitation reader understands. */
export function limitationNote(answers: QuestionnaireAnswers): string {
  return [answers.previousInjuries, answers.physicalLimitations, ...(answers.mobilityIssues ?? [])]
    .map((text) => text?.trim() ?? '')
    .filter((text) => text.length > 0)
    .join('. ');
}

export function workoutAnswers(answers: QuestionnaireAnswers): WorkoutAnswers {
  return {
    goal: WORKOUT_GOAL[answers.primaryGoal],
    experienceLevel: answers.fitnessLevel,
    daysPerWeek: trainingDays(answers),
    equipmentAccess: EQUIPMENT[answers.equipmentAccess],
    limitations: limitationNote(answers),
  };
}

/** One diet for the builder: vegan beats vegetarian (it is stricter), and both beat keto and paleo. */
export function diet(restrictions: readonly string[]): NutritionAnswers['dietaryRestrictions'] {
  if (restrictions.includes('Vegan')) return 'vegan';
  if (restrictions.includes('Vegetarian')) return 'vegetarian';
  if (restrictions.includes('Keto')) return 'keto';
  if (restrictions.includes('Paleo')) return 'paleo';
  return 'none';
}

/** Restrictions the diet does not already cover, as what the builder excludes. */
export function exclusions(restrictions: readonly string[]): { allergyNote: string; excluded: ReadonlySet<IngredientId> } {
  const allergens: string[] = [];
  if (restrictions.includes('Gluten-Free')) allergens.push('gluten');
  if (restrictions.includes('Dairy-Free')) allergens.push('dairy');
  // Halal and kosher both rule out pork and shellfish (the catalogue holds no other forbidden food).
  const religious = restrictions.includes('Halal') || restrictions.includes('Kosher');
  if (religious) allergens.push('shellfish');
  return {
    allergyNote: allergens.join(', '),
    excluded: new Set<IngredientId>(religious ? ['pork-tenderloin'] : []),
  };
}

export function cookingSkill(answers: QuestionnaireAnswers): NutritionAnswers['cookingSkill'] {
  const cooksOften = answers.cookingFrequency === 'daily' || answers.cookingFrequency === 'few-times-week';
  const hasTime = answers.mealPrepTime === '1-hour' || answers.mealPrepTime === 'weekend-batch';
  if (answers.cookingFrequency === 'rarely' || answers.cookingFrequency === 'never' || answers.mealPrepTime === 'no-time') {
    return 'basic';
  }
  return cooksOften && hasTime ? 'advanced' : 'intermediate';
}

export function mealFrequency(answers: QuestionnaireAnswers): NutritionAnswers['mealFrequency'] {
  const noTime = answers.mealPrepTime === 'no-time' && (answers.cookingFrequency === 'rarely' || answers.cookingFrequency === 'never');
  return noTime ? '2-3' : '4-5';
}

export function nutritionAnswers(answers: QuestionnaireAnswers): NutritionAnswers {
  return {
    goal: NUTRITION_GOAL[answers.primaryGoal],
    dietaryRestrictions: diet(answers.dietaryRestrictions ?? []),
    mealFrequency: mealFrequency(answers),
    cookingSkill: cookingSkill(answers),
    allergies: exclusions(answers.dietaryRestrictions ?? []).allergyNote,
  };
}
