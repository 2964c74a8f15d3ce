// Assembles the one-week nutrition plan: targets, a meal template, seven days of fitted recipes, and the week's
// shopping list.
import type { NutritionAnswers } from '@fitness/contracts';
import type { ValidatedStats } from '../../../input/validate-stats';
import { clamp } from '../../../numeric/descriptive';
import type { Allergies } from './allergies';
import { readAllergies } from './allergies';
import type { EnergyTargets } from './energy-targets';
import { energyTargets } from './energy-targets';
import type { IngredientId, Macros } from './ingredient-catalogue';
import { addMacros, INGREDIENTS, macrosOf, ZERO_MACROS } from './ingredient-catalogue';
import type { MealSlot } from './meal-rotation';
import { MEAL_TEMPLATES, recipePool, rotate } from './meal-rotation';
import { CARB_SIDES, pickSide, PROTEIN_SIDES } from './meal-sides';
import type { MacroTarget, Portion, PortionInput } from './portion-solver';
import { FIXED_SCALE_BOUNDS, fitPortions } from './portion-solver';
import type { Recipe, RecipeId } from './recipe-catalogue';
import { RECIPES } from './recipe-catalogue';
import type { Preferences } from './recipe-eligibility';
import { eligibleRecipes, ingredientAllowed } from './recipe-eligibility';

/** A meal whose carbohydrate target is at least this many grams gets a starch side if its recipe has none. */
const CARB_SIDE_FROM_G = 15;
/** Protein sides are added while the day reaches less than this share of its protein target. */
const PROTEIN_SIDE_BELOW = 0.9;
/** A day within this share of its energy target is left as fitted; beyond it, portions are corrected once. */
const DAY_ENERGY_TOLERANCE = 0.04;
const MAX_DAY_CORRECTION = 0.2;
/** Smallest vegetable portion, as a share of the recipe's, that the keto carbohydrate guard goes down to. */
const MIN_KETO_FIXED_SCALE = 0.3;

export const PLAN_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface PlannedMeal {
  slot: MealSlot;
  recipeId: RecipeId;
  /** The recipe's ingredients at base portions plus any sides, before fitting. */
  inputs: readonly PortionInput[];
  /** How the fixed ingredients (vegetables, flavour) were sized to the meal. */
  fixedScale: number;
  portions: readonly Portion[];
  macros: Macros;
}

export interface PlannedDayMeals {
  day: string;
  meals: readonly PlannedMeal[];
  totals: Macros;
}

export interface NutritionPlan {
  answers: NutritionAnswers;
  activityLevel: ValidatedStats['activityLevel'];
  weightKg: number;
  targets: EnergyTargets;
  allergies: Allergies;
  template: readonly MealSlot[];
  days: readonly PlannedDayMeals[];
  /** Meals no allowed recipe could fill (an empty catalogue match). */
  unfilled: readonly string[];
  recipes: readonly RecipeId[];
  shopping: readonly { id: IngredientId; grams: number }[];
}

export function buildNutritionPlan(
  answers: NutritionAnswers,
  stats: ValidatedStats,
  allergyNote: string,
  excluded: ReadonlySet<IngredientId> = new Set(),
): NutritionPlan {
  const targets = energyTargets(answers.goal, answers.dietaryRestrictions, stats);
  const allergies = readAllergies(allergyNote);
  const preferences = {
    diet: answers.dietaryRestrictions,
    allergens: allergies.allergens,
    skill: answers.cookingSkill,
    excluded,
  };
  const template = MEAL_TEMPLATES[answers.mealFrequency];
  const pools = template.map((slot) => recipePool(slot.kind, (kind) => eligibleRecipes(kind, preferences)));
  const unfilled = template.filter((_, index) => pools[index].length === 0).map((slot) => slot.name);

  const days = PLAN_DAYS.map((day, dayIndex) => {
    const meals: PlannedMeal[] = [];
    template.forEach((slot, index) => {
      const pool = pools[index];
      if (pool.length === 0) return;
      const sameKind = template.filter((other) => other.kind === slot.kind);
      const recipeId = rotate(pool, dayIndex, sameKind.indexOf(slot), sameKind.length);
      meals.push(fitMeal(recipeId, slot, targets, preferences));
    });
    topUpProtein(meals, targets, preferences);
    correctDayEnergy(meals, targets);
    if (targets.carbLimitG !== undefined) holdCarbLimit(meals, targets, targets.carbLimitG);
    const totals = meals.reduce((sum, meal) => addMacros(sum, meal.macros), ZERO_MACROS);
    return { day, meals, totals };
  });

  const recipes = [...new Set(days.flatMap((day) => day.meals.map((meal) => meal.recipeId)))];
  const shoppingGrams = new Map<IngredientId, number>();
  for (const portion of days.flatMap((day) => day.meals.flatMap((meal) => meal.portions))) {
    shoppingGrams.set(portion.id, (shoppingGrams.get(portion.id) ?? 0) + portion.grams);
  }
  const catalogueOrder = Object.keys(INGREDIENTS);
  const shopping = [...shoppingGrams]
    .map(([id, grams]) => ({ id, grams }))
    .sort((a, b) => catalogueOrder.indexOf(a.id) - catalogueOrder.indexOf(b.id));
  return {
    answers,
    activityLevel: stats.activityLevel,
    weightKg: stats.weightKg,
    targets,
    allergies,
    template,
    days,
    unfilled,
    recipes,
    shopping,
  };
}

function mealTarget(slot: MealSlot, targets: EnergyTargets): MacroTarget {
  return { protein: targets.proteinG * slot.share, carbs: targets.carbsG * slot.share, fat: targets.fatG * slot.share };
}

/** Fits the recipe to the meal's share of the day, adding a starch side to a low-carbohydrate dish outside keto. */
function fitMeal(recipeId: RecipeId, slot: MealSlot, targets: EnergyTargets, preferences: Preferences): PlannedMeal {
  const recipe: Recipe = RECIPES[recipeId];
  const target = mealTarget(slot, targets);
  const inputs: PortionInput[] = [...recipe.ingredients];
  if (preferences.diet !== 'keto' && target.carbs >= CARB_SIDE_FROM_G && !inputs.some((item) => item.role === 'carb')) {
    const side = pickSide(CARB_SIDES[recipe.kind], inputs, (id) => ingredientAllowed(id, preferences), 'carb');
    if (side) inputs.push(side);
  }
  const baseKcal = inputs.reduce((sum, item) => sum + macrosOf(item.id, item.grams).kcal, 0);
  const fixedScale = clamp((targets.kcal * slot.share) / baseKcal, FIXED_SCALE_BOUNDS.min, FIXED_SCALE_BOUNDS.max);
  return { slot, recipeId, inputs, fixedScale, ...fitPortions(inputs, target, fixedScale) };
}

/**
 * When a day's meals together miss the energy target by more than a few percent (usually because protein-led
 * portions cannot grow further), refit every meal once with its targets scaled by the day's shortfall or excess.
 */
function correctDayEnergy(meals: PlannedMeal[], targets: EnergyTargets): void {
  const kcal = meals.reduce((sum, meal) => sum + meal.macros.kcal, 0);
  const ratio = targets.kcal / kcal;
  if (kcal === 0 || Math.abs(ratio - 1) <= DAY_ENERGY_TOLERANCE) return;
  const factor = clamp(ratio, 1 - MAX_DAY_CORRECTION, 1 + MAX_DAY_CORRECTION);
  meals.forEach((meal, index) => {
    const target = mealTarget(meal.slot, targets);
    const scaled = { protein: target.protein * factor, carbs: target.carbs * factor, fat: target.fat * factor };
    meals[index] = { ...meal, ...fitPortions(meal.inputs, scaled, meal.fixedScale) };
  });
}

/**
 * Keto days must stay under the carbohydrate limit: shrink the vegetables of the most carb-heavy meal step by step
 * (protein and fat portions are refitted each time) until the day fits.
 */
function holdCarbLimit(meals: PlannedMeal[], targets: EnergyTargets, limitG: number): void {
  for (let step = 0; step < 20; step++) {
    const carbs = meals.reduce((sum, meal) => sum + meal.macros.carbs, 0);
    if (carbs <= limitG) return;
    const candidates = meals
      .map((meal, index) => ({ meal, index }))
      .filter(({ meal }) => meal.fixedScale > MIN_KETO_FIXED_SCALE)
      .sort((a, b) => b.meal.macros.carbs - a.meal.macros.carbs || a.index - b.index);
    if (candidates.length === 0) return;
    const { meal, index } = candidates[0];
    const fixedScale = Math.max(MIN_KETO_FIXED_SCALE, meal.fixedScale * 0.8);
    meals[index] = { ...meal, fixedScale, ...fitPortions(meal.inputs, mealTarget(meal.slot, targets), fixedScale) };
  }
}

/**
 * When the day falls short of its protein target, add a protein side to the meals furthest below their share, one
 * at a time (at most one for every two meals), as a coach would suggest a yoghurt or a shake rather than rewrite the menu.
 */
function topUpProtein(meals: PlannedMeal[], targets: EnergyTargets, preferences: Preferences): void {
  const maxSides = Math.ceil(meals.length / 2);
  for (let added = 0; added < maxSides; added++) {
    const protein = meals.reduce((sum, meal) => sum + meal.macros.protein, 0);
    if (protein >= PROTEIN_SIDE_BELOW * targets.proteinG) return;
    const candidates = meals
      .map((meal, index) => ({ meal, index, ratio: meal.macros.protein / mealTarget(meal.slot, targets).protein }))
      .filter(({ meal }) => !meal.inputs.some((item) => item.side && item.role === 'protein'))
      .sort((a, b) => a.ratio - b.ratio || a.index - b.index);
    const worst = candidates.find(({ meal }) =>
      pickSide(
        PROTEIN_SIDES[RECIPES[meal.recipeId].kind],
        meal.inputs,
        (id) => ingredientAllowed(id, preferences),
        'protein',
      ),
    );
    if (!worst) return;
    const { meal, index } = worst;
    const side = pickSide(
      PROTEIN_SIDES[RECIPES[meal.recipeId].kind],
      meal.inputs,
      (id) => ingredientAllowed(id, preferences),
      'protein',
    )!;
    const inputs = [...meal.inputs, side];
    meals[index] = { ...meal, inputs, ...fitPortions(inputs, mealTarget(meal.slot, targets), meal.fixedScale) };
  }
}
