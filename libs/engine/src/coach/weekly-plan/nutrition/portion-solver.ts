// Fits a recipe to a meal's protein, carbohydrate and fat targets by scaling its protein, carb and fat ingredients
// (each group by one factor, between 0.3 and 4 times the written portion) after sizing the other ingredients
// (vegetables, flavour) to the meal, then rounds to amounts a person can weigh. Least squares on the energy of each macro's miss (4, 4 and 9 kcal/g), by coordinate descent,
// which converges for this convex, box-bounded problem and is deterministic.
import type { IngredientId, Macros } from './ingredient-catalogue';
import { addMacros, INGREDIENTS, macrosOf, ZERO_MACROS } from './ingredient-catalogue';
import type { PortionRole, RecipeIngredient } from './recipe-catalogue';

export interface MacroTarget {
  protein: number;
  carbs: number;
  fat: number;
}

export interface Portion {
  id: IngredientId;
  grams: number;
  role: PortionRole;
  /** Added beside the recipe to meet the meal's targets. */
  side?: boolean;
}

export type PortionInput = RecipeIngredient & { side?: boolean };

const SCALE_BOUNDS = { min: 0.3, max: 4 } as const;
/** Vegetables and other fixed ingredients follow the meal's size, within these bounds. */
export const FIXED_SCALE_BOUNDS = { min: 0.5, max: 1.5 } as const;
const WEIGHTS = [16, 16, 81] as const; // (kcal per gram)² for protein, carbs, fat
const SCALED_ROLES: readonly PortionRole[] = ['protein', 'carb', 'fat'];
/** Weight of the pull towards even scaling, relative to the macro misses (our choice, tuned on the catalogue). */
const BALANCE_WEIGHT = 0.3;

const vector = (macros: Macros): [number, number, number] => [macros.protein, macros.carbs, macros.fat];

export function fitPortions(
  ingredients: readonly PortionInput[],
  target: MacroTarget,
  fixedScale = 1,
): { portions: Portion[]; macros: Macros } {
  const sized = ingredients.map((item) =>
    item.role === 'fixed' ? { ...item, grams: roundPortion(item.id, item.grams * fixedScale) } : item,
  );
  const groupMacros = (role: PortionRole) =>
    vector(
      sized
        .filter((item) => item.role === role)
        .reduce((sum, item) => addMacros(sum, macrosOf(item.id, item.grams)), ZERO_MACROS),
    );
  const fixed = groupMacros('fixed');
  const roles = SCALED_ROLES.filter((role) => ingredients.some((item) => item.role === role));
  const columns = roles.map(groupMacros);
  const goal = [target.protein, target.carbs, target.fat];
  const scales = roles.map(() => 1);
  // Keeps the groups near the meal's overall size, so no part of the dish shrinks to a token amount while another
  // balloons (e.g. 45 g of tofu on seven slices of toast): a ridge penalty towards the energy ratio.
  const kcalOf = ([protein, carbs, fat]: readonly number[]) => 4 * protein + 4 * carbs + 9 * fat;
  const baseKcal = kcalOf(fixed) + columns.reduce((sum, column) => sum + kcalOf(column), 0);
  const overall = baseKcal > 0 ? kcalOf(goal) / baseKcal : 1;

  for (let sweep = 0; sweep < 100; sweep++) {
    for (let r = 0; r < roles.length; r++) {
      const ridge = BALANCE_WEIGHT * kcalOf(columns[r]) ** 2;
      let numerator = ridge * overall;
      let denominator = ridge;
      for (let k = 0; k < 3; k++) {
        let others = fixed[k];
        for (let j = 0; j < roles.length; j++) if (j !== r) others += columns[j][k] * scales[j];
        numerator += WEIGHTS[k] * columns[r][k] * (goal[k] - others);
        denominator += WEIGHTS[k] * columns[r][k] ** 2;
      }
      if (denominator > 0) {
        scales[r] = Math.min(SCALE_BOUNDS.max, Math.max(SCALE_BOUNDS.min, numerator / denominator));
      }
    }
  }

  const portions = sized.map((item) => {
    const index = roles.indexOf(item.role);
    const grams = index < 0 ? item.grams : roundPortion(item.id, item.grams * scales[index]);
    return { id: item.id, grams, role: item.role, ...(item.side ? { side: true } : {}) };
  });
  const macros = portions.reduce((sum, item) => addMacros(sum, macrosOf(item.id, item.grams)), ZERO_MACROS);
  return { portions, macros };
}

/** Whole pieces for counted foods; otherwise 5 g steps (10 g above 200 g). */
export function roundPortion(id: IngredientId, grams: number): number {
  const unit = (INGREDIENTS[id] as { unit?: { grams: number } }).unit;
  if (unit) return Math.max(1, Math.round(grams / unit.grams)) * unit.grams;
  const step = grams > 200 ? 10 : 5;
  return Math.max(5, Math.round(grams / step) * step);
}
