// Sides that complete a meal when its recipe alone cannot meet the meal's targets: a starch for a low-carbohydrate
// dish outside a keto plan, and a protein food when even the largest portion of the recipe falls well short of the
// meal's protein. Each list is in order of preference; the first one the diet and allergies allow is used.
import type { IngredientId } from './ingredient-catalogue';
import type { PortionInput } from './portion-solver';
import type { MealKind } from './recipe-catalogue';

interface Side {
  id: IngredientId;
  grams: number;
}

export const CARB_SIDES: Record<MealKind, readonly Side[]> = {
  breakfast: [
    { id: 'bread', grams: 40 },
    { id: 'banana', grams: 100 },
    { id: 'berries', grams: 150 },
  ],
  main: [
    { id: 'rice', grams: 60 },
    { id: 'potatoes', grams: 200 },
    { id: 'sweet-potato', grams: 200 },
    { id: 'quinoa', grams: 50 },
  ],
  snack: [
    { id: 'apple', grams: 150 },
    { id: 'banana', grams: 100 },
    { id: 'berries', grams: 150 },
  ],
};

export const PROTEIN_SIDES: Record<MealKind, readonly Side[]> = {
  breakfast: [
    { id: 'greek-yoghurt', grams: 150 },
    { id: 'cottage-cheese', grams: 150 },
    { id: 'pea-protein', grams: 25 },
    { id: 'eggs', grams: 100 },
    { id: 'turkey-slices', grams: 80 },
  ],
  main: [
    { id: 'greek-yoghurt', grams: 150 },
    { id: 'edamame', grams: 120 },
    { id: 'eggs', grams: 100 },
    { id: 'pea-protein', grams: 25 },
    { id: 'turkey-slices', grams: 80 },
  ],
  snack: [
    { id: 'greek-yoghurt', grams: 150 },
    { id: 'cottage-cheese', grams: 150 },
    { id: 'pea-protein', grams: 25 },
    { id: 'edamame', grams: 120 },
    { id: 'eggs', grams: 100 },
    { id: 'turkey-slices', grams: 80 },
  ],
};

/** The first side the person can eat that the meal does not already contain. */
export function pickSide(
  sides: readonly Side[],
  meal: readonly PortionInput[],
  allowed: (id: IngredientId) => boolean,
  role: 'carb' | 'protein',
): PortionInput | undefined {
  const side = sides.find((option) => allowed(option.id) && !meal.some((item) => item.id === option.id));
  return side && { id: side.id, grams: side.grams, role, side: true };
}
