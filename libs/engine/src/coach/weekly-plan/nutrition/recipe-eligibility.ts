// Which recipes a person can be offered: every ingredient allowed by their diet, none carrying one of their
// allergens, and no harder to cook than their skill.
import type { NutritionAnswers } from '@fitness/contracts';
import type { Diet } from './energy-targets';
import type { Allergen, FoodTag, IngredientId, Macros } from './ingredient-catalogue';
import { addMacros, INGREDIENTS, macrosOf, ZERO_MACROS } from './ingredient-catalogue';
import type { MealKind, Recipe, RecipeId } from './recipe-catalogue';
import { RECIPES } from './recipe-catalogue';

export type CookingSkill = NutritionAnswers['cookingSkill'];

export const SKILL_LEVEL: Record<CookingSkill, 1 | 2 | 3> = { basic: 1, intermediate: 2, advanced: 3 };

const ANIMAL: readonly FoodTag[] = ['meat', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey'];

// Tags each diet rules out. Paleo: no grains, legumes, dairy, white potatoes or processed foods (Cordain's
// definition); vegetarian keeps dairy and eggs; keto is checked by tag and by the recipe's carbohydrate share.
const EXCLUDED: Record<Diet, readonly FoodTag[]> = {
  none: [],
  vegetarian: ['meat', 'poultry', 'fish', 'shellfish'],
  vegan: ANIMAL,
  keto: ['high-carb'],
  paleo: ['grain', 'legume', 'dairy', 'white-potato', 'processed'],
};

/**
 * Largest share of a keto recipe's energy that may come from net carbohydrate (total minus fibre) at its base
 * portion; whole days are then held under the total-carbohydrate limit.
 */
const KETO_MAX_NET_CARB_ENERGY_SHARE = 0.1;
/** Recipes with at least this share of energy from protein come first, so targets are met by food, not sides. */
const PROTEIN_DENSE_SHARE = 0.25;

export function recipeMacros(recipe: Recipe): Macros {
  return recipe.ingredients.reduce((sum, item) => addMacros(sum, macrosOf(item.id, item.grams)), ZERO_MACROS);
}

export function ingredientFitsDiet(id: IngredientId, diet: Diet): boolean {
  const excluded = EXCLUDED[diet];
  return !INGREDIENTS[id].tags.some((tag) => excluded.includes(tag));
}

/** An ingredient allowed by the diet and free of the person's allergens. */
export function ingredientAllowed(id: IngredientId, preferences: Preferences): boolean {
  return (
    ingredientFitsDiet(id, preferences.diet) &&
    !INGREDIENTS[id].allergens.some((allergen) => preferences.allergens.has(allergen)) &&
    !(preferences.excluded?.has(id) ?? false)
  );
}

export function fitsDiet(recipe: Recipe, diet: Diet): boolean {
  if (!recipe.ingredients.every((item) => ingredientFitsDiet(item.id, diet))) return false;
  if (diet !== 'keto') return true;
  const macros = recipeMacros(recipe);
  return (4 * (macros.carbs - macros.fibre)) / macros.kcal <= KETO_MAX_NET_CARB_ENERGY_SHARE;
}

export function recipeAllergens(recipe: Recipe): Set<Allergen> {
  return new Set(recipe.ingredients.flatMap((item) => INGREDIENTS[item.id].allergens));
}

export interface Preferences {
  diet: Diet;
  allergens: ReadonlySet<Allergen>;
  skill: CookingSkill;
  /** Single foods ruled out beyond diet and allergens (pork for halal and kosher, say). */
  excluded?: ReadonlySet<IngredientId>;
}

/**
 * Allowed recipes of one kind: protein-dense ones first, then those closest to the person's skill, then in
 * catalogue order.
 */
export function eligibleRecipes(kind: MealKind, preferences: Preferences): RecipeId[] {
  const level = SKILL_LEVEL[preferences.skill];
  const ids = (Object.keys(RECIPES) as RecipeId[]).filter((id) => {
    const recipe: Recipe = RECIPES[id];
    return (
      recipe.kind === kind &&
      recipe.skill <= level &&
      fitsDiet(recipe, preferences.diet) &&
      ![...recipeAllergens(recipe)].some((allergen) => preferences.allergens.has(allergen)) &&
      !recipe.ingredients.some((item) => preferences.excluded?.has(item.id) ?? false)
    );
  });
  return ids
    .map((id, order) => {
      const macros = recipeMacros(RECIPES[id]);
      const lean = (4 * macros.protein) / macros.kcal >= PROTEIN_DENSE_SHARE ? 0 : 1;
      return { id, order, lean, distance: level - RECIPES[id].skill };
    })
    .sort((a, b) => a.lean - b.lean || a.distance - b.distance || a.order - b.order)
    .map((entry) => entry.id);
}
