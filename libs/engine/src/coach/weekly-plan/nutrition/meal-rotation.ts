// The daily meal template for each meal-frequency answer, and which recipe fills each meal on each day.
// Shares give the main meals most of the energy; spreading protein over 3-6 meals follows Schoenfeld BJ, Aragon AA.
// How much protein can the body use in a single meal for muscle-building? J Int Soc Sports Nutr 2018;15:10
// (about 0.4 g/kg per meal over at least four meals maximises muscle protein synthesis). "2-3" plans three meals
// (two can be had by merging breakfast and lunch), "4-5" four, "6+" six. Shares are our choice.
import type { NutritionAnswers } from '@fitness/contracts';
import type { MealKind, RecipeId } from './recipe-catalogue';

export type MealFrequency = NutritionAnswers['mealFrequency'];

export interface MealSlot {
  name: string;
  kind: MealKind;
  share: number;
}

export const MEAL_TEMPLATES: Record<MealFrequency, readonly MealSlot[]> = {
  '2-3': [
    { name: 'Breakfast', kind: 'breakfast', share: 0.3 },
    { name: 'Lunch', kind: 'main', share: 0.35 },
    { name: 'Dinner', kind: 'main', share: 0.35 },
  ],
  '4-5': [
    { name: 'Breakfast', kind: 'breakfast', share: 0.25 },
    { name: 'Lunch', kind: 'main', share: 0.3 },
    { name: 'Afternoon snack', kind: 'snack', share: 0.15 },
    { name: 'Dinner', kind: 'main', share: 0.3 },
  ],
  '6+': [
    { name: 'Breakfast', kind: 'breakfast', share: 0.2 },
    { name: 'Mid-morning snack', kind: 'snack', share: 0.1 },
    { name: 'Lunch', kind: 'main', share: 0.25 },
    { name: 'Afternoon snack', kind: 'snack', share: 0.1 },
    { name: 'Dinner', kind: 'main', share: 0.25 },
    { name: 'Evening snack', kind: 'snack', share: 0.1 },
  ],
};

// When a kind has no allowed recipe, borrow from the next pool (a smaller portion of a main makes a fine snack).
const FALLBACK: Record<MealKind, readonly MealKind[]> = {
  breakfast: ['breakfast', 'main', 'snack'],
  main: ['main', 'breakfast', 'snack'],
  snack: ['snack', 'breakfast', 'main'],
};

export function recipePool(kind: MealKind, eligible: (kind: MealKind) => RecipeId[]): RecipeId[] {
  for (const option of FALLBACK[kind]) {
    const pool = eligible(option);
    if (pool.length > 0) return pool;
  }
  return [];
}

/**
 * The recipe for a meal on a day: rotate through the pool day by day, with each meal of the same kind in a day
 * starting at a different point of the pool, so lunch and dinner (and the snacks) differ whenever the pool allows.
 */
export function rotate(pool: readonly RecipeId[], day: number, occurrence: number, occurrences: number): RecipeId {
  const spacing = Math.max(1, Math.floor(pool.length / occurrences));
  return pool[(day + occurrence * spacing) % pool.length];
}
