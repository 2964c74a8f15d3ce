// The nutrition half of each phase: the macro split, and a day of the phase's menu as sample meals.
import { type AiPlan, MEAL_SLOTS, type MealSlot, type NutritionPhase, type SampleMeal } from '@fitness/contracts';
import type { NutritionPlan, PlannedMeal } from '../weekly-plan/nutrition/build-nutrition-plan';
import { portionText } from '../weekly-plan/nutrition/render-nutrition-plan';
import { RECIPES, type Recipe } from '../weekly-plan/nutrition/recipe-catalogue';
import type { BodyTrajectory } from './body-trajectory';
import type { PhaseShape } from './periodization';
import { kgText } from './plan-numbers';

export function macroShares(menu: NutritionPlan): AiPlan['nutritionPlan']['macros'] {
  const { proteinG, carbsG, fatG } = menu.targets;
  const kcal = { protein: proteinG * 4, carbs: carbsG * 4, fat: fatG * 9 };
  const total = kcal.protein + kcal.carbs + kcal.fat;
  const protein = Math.round((100 * kcal.protein) / total);
  const fat = Math.round((100 * kcal.fat) / total);
  return {
    protein: { grams: proteinG, percentage: protein },
    carbs: { grams: carbsG, percentage: 100 - protein - fat },
    fat: { grams: fatG, percentage: fat },
  };
}

export function nutritionPhase(shape: PhaseShape, menu: NutritionPlan, trajectory: BodyTrajectory): NutritionPhase {
  const first = shape.weeks[0];
  // A different day of the menu for each phase, so the samples show variety.
  const day = menu.days[(shape.phase - 1) * 2 % menu.days.length];
  const { kcal, proteinG, carbsG, fatG } = menu.targets;
  return {
    phase: shape.phase,
    focus: shape.phase === 1 ? 'Set the routine' : shape.phase === 2 ? 'Refuel the extra training' : 'Hold the line to the finish',
    weeks: `${first}-${shape.weeks[shape.weeks.length - 1]}`,
    description:
      `About ${kcal.toLocaleString('en-US')} kcal a day (${proteinG} g protein, ${carbsG} g carbohydrate, ${fatG} g fat), ` +
      `sized to ${kgText(trajectory.weightAt(first - 1))}; the estimate is ±10%, so adjust from your weekly weigh-ins.`,
    sampleMeals: day.meals.map((meal) => sampleMeal(meal, first)),
  };
}

function mealSlot(name: string): MealSlot {
  const lower = name.toLowerCase();
  return MEAL_SLOTS.find((slot) => lower.includes(slot)) ?? 'snack';
}

function sampleMeal(meal: PlannedMeal, week: number): SampleMeal {
  const recipe: Recipe = RECIPES[meal.recipeId];
  return {
    week,
    meal: mealSlot(meal.slot.name),
    name: recipe.name,
    ingredients: meal.portions.map(portionText),
    macros: {
      calories: Math.round(meal.macros.kcal),
      protein: Math.round(meal.macros.protein),
      carbs: Math.round(meal.macros.carbs),
      fat: Math.round(meal.macros.fat),
    },
    preparation: `About ${recipe.minutes} minutes. ${recipe.steps.join(' ')}`,
  };
}
