// Ingredients the meal plan is built from, per 100 g as sold (raw meat and fish, dry grains, cooked or canned
// pulses): protein, total carbohydrate, fat and fibre in grams, rounded from USDA FoodData Central (SR Legacy and
// Foundation Foods; "mixed stir-fry vegetables" is our average of its parts). Each carries the tags diets exclude
// and the allergens of the major-allergen lists (US FALCPA with the FASTER Act's sesame; EU Regulation 1169/2011
// Annex II), so an allergy or diet rules an ingredient out everywhere at once.

export type Allergen = 'tree-nuts' | 'peanuts' | 'dairy' | 'gluten' | 'eggs' | 'soy' | 'fish' | 'shellfish' | 'sesame';

export type FoodTag =
  | 'meat'
  | 'poultry'
  | 'fish'
  | 'shellfish'
  | 'dairy'
  | 'egg'
  | 'honey'
  | 'grain'
  | 'legume'
  | 'white-potato'
  | 'processed'
  | 'high-carb';

export interface Ingredient {
  name: string;
  /** grams per 100 g: protein, total carbohydrate, fat, fibre */
  per100: readonly [protein: number, carbs: number, fat: number, fibre: number];
  tags: readonly FoodTag[];
  allergens: readonly Allergen[];
  /** Counted in whole pieces rather than grams: how one piece weighs and how one and several are written. */
  unit?: { grams: number; one: string; many: string };
}

export const INGREDIENTS = {
  // Animal protein
  'chicken-breast': { name: 'chicken breast (raw)', per100: [22.5, 0, 2.6, 0], tags: ['poultry'], allergens: [] },
  'chicken-thigh': {
    name: 'skinless chicken thigh (raw)',
    per100: [19.7, 0, 4.1, 0],
    tags: ['poultry'],
    allergens: [],
  },
  'turkey-mince': { name: 'lean turkey mince (raw)', per100: [18.7, 0, 8.3, 0], tags: ['poultry'], allergens: [] },
  'turkey-slices': {
    name: 'roast turkey breast slices',
    per100: [17, 3, 2, 0],
    tags: ['poultry'],
    allergens: [],
  },
  'beef-mince': { name: 'lean beef mince, 5% fat (raw)', per100: [21.4, 0, 5, 0], tags: ['meat'], allergens: [] },
  'beef-steak': { name: 'sirloin steak, trimmed (raw)', per100: [22, 0, 5, 0], tags: ['meat'], allergens: [] },
  'pork-tenderloin': { name: 'pork tenderloin (raw)', per100: [21, 0, 3.4, 0], tags: ['meat'], allergens: [] },
  salmon: { name: 'salmon fillet (raw)', per100: [20.4, 0, 13.4, 0], tags: ['fish'], allergens: ['fish'] },
  'smoked-salmon': { name: 'smoked salmon', per100: [18.3, 0, 4.3, 0], tags: ['fish'], allergens: ['fish'] },
  cod: { name: 'cod fillet (raw)', per100: [17.8, 0, 0.7, 0], tags: ['fish'], allergens: ['fish'] },
  tuna: {
    name: 'tuna in spring water (drained)',
    per100: [25.5, 0, 0.8, 0],
    tags: ['fish'],
    allergens: ['fish'],
  },
  prawns: {
    name: 'peeled prawns (raw)',
    per100: [20.1, 0, 0.5, 0],
    tags: ['shellfish'],
    allergens: ['shellfish'],
  },
  eggs: {
    name: 'eggs',
    per100: [12.6, 0.7, 9.5, 0],
    tags: ['egg'],
    allergens: ['eggs'],
    unit: { grams: 50, one: 'egg', many: 'eggs' },
  },
  'greek-yoghurt': {
    name: 'plain Greek yoghurt, 2% fat',
    per100: [9.9, 3.9, 1.9, 0],
    tags: ['dairy'],
    allergens: ['dairy'],
  },
  'cottage-cheese': {
    name: 'cottage cheese, 2% fat',
    per100: [10.5, 4.8, 2.3, 0],
    tags: ['dairy'],
    allergens: ['dairy'],
  },
  milk: { name: 'semi-skimmed milk', per100: [3.3, 4.8, 2, 0], tags: ['dairy'], allergens: ['dairy'] },
  cheddar: { name: 'cheddar', per100: [24.9, 1.3, 33.1, 0], tags: ['dairy'], allergens: ['dairy'] },
  feta: { name: 'feta', per100: [14.2, 4.1, 21.3, 0], tags: ['dairy'], allergens: ['dairy'] },
  parmesan: { name: 'parmesan', per100: [35.8, 3.2, 25.8, 0], tags: ['dairy'], allergens: ['dairy'] },
  'cream-cheese': { name: 'full-fat cream cheese', per100: [6.2, 5.5, 34.4, 0], tags: ['dairy'], allergens: ['dairy'] },
  butter: { name: 'butter', per100: [0.9, 0.1, 81.1, 0], tags: ['dairy'], allergens: ['dairy'] },
  whey: {
    name: 'whey protein powder',
    per100: [80, 8, 5, 0],
    tags: ['dairy', 'processed'],
    allergens: ['dairy'],
  },
  // Plant protein
  'pea-protein': {
    name: 'pea protein powder',
    per100: [80, 3, 7, 0],
    tags: ['legume', 'processed'],
    allergens: [],
  },
  tofu: { name: 'firm tofu', per100: [17.3, 2.8, 8.7, 2.3], tags: ['legume'], allergens: ['soy'] },
  tempeh: { name: 'tempeh', per100: [20.3, 7.6, 10.8, 0], tags: ['legume'], allergens: ['soy'] },
  edamame: {
    name: 'shelled edamame beans (frozen)',
    per100: [11.9, 8.9, 5.2, 5.2],
    tags: ['legume'],
    allergens: ['soy'],
  },
  lentils: {
    name: 'cooked lentils (or canned, drained)',
    per100: [9, 20.1, 0.4, 7.9],
    tags: ['legume', 'high-carb'],
    allergens: [],
  },
  chickpeas: {
    name: 'cooked chickpeas (or canned, drained)',
    per100: [8.9, 27.4, 2.6, 7.6],
    tags: ['legume', 'high-carb'],
    allergens: [],
  },
  'black-beans': {
    name: 'cooked black beans (or canned, drained)',
    per100: [8.9, 23.7, 0.5, 8.7],
    tags: ['legume', 'high-carb'],
    allergens: [],
  },
  'chickpea-flour': {
    name: 'chickpea (gram) flour',
    per100: [22.4, 57.8, 6.7, 10.8],
    tags: ['legume', 'high-carb'],
    allergens: [],
  },
  hummus: {
    name: 'hummus',
    per100: [7.9, 14.3, 9.6, 6],
    tags: ['legume', 'high-carb'],
    allergens: ['sesame'],
  },
  // Starches and fruit
  oats: {
    // Oats are usually cross-contaminated with wheat, so they count as gluten unless certified.
    name: 'rolled oats',
    per100: [13.2, 67.7, 6.5, 10.1],
    tags: ['grain', 'high-carb'],
    allergens: ['gluten'],
  },
  rice: { name: 'basmati rice (dry)', per100: [7.1, 80, 0.7, 1.3], tags: ['grain', 'high-carb'], allergens: [] },
  quinoa: { name: 'quinoa (dry)', per100: [14.1, 64.2, 6.1, 7], tags: ['grain', 'high-carb'], allergens: [] },
  pasta: {
    name: 'wholewheat pasta (dry)',
    per100: [14.6, 71.3, 2.9, 9.2],
    tags: ['grain', 'high-carb'],
    allergens: ['gluten'],
  },
  bread: {
    name: 'wholegrain bread',
    per100: [12.5, 42.7, 3.5, 6],
    tags: ['grain', 'high-carb'],
    allergens: ['gluten'],
    unit: { grams: 40, one: 'slice of wholegrain bread', many: 'slices of wholegrain bread' },
  },
  'rice-cakes': {
    name: 'plain rice cakes',
    per100: [8.2, 81.5, 2.8, 4.2],
    tags: ['grain', 'high-carb'],
    allergens: [],
    unit: { grams: 9, one: 'plain rice cake', many: 'plain rice cakes' },
  },
  potatoes: { name: 'potatoes', per100: [2, 17.5, 0.1, 2.2], tags: ['white-potato', 'high-carb'], allergens: [] },
  'sweet-potato': { name: 'sweet potato', per100: [1.6, 20.1, 0.1, 3], tags: ['high-carb'], allergens: [] },
  banana: { name: 'banana', per100: [1.1, 22.8, 0.3, 2.6], tags: ['high-carb'], allergens: [] },
  apple: { name: 'apple', per100: [0.3, 13.8, 0.2, 2.4], tags: ['high-carb'], allergens: [] },
  berries: { name: 'mixed berries (fresh or frozen)', per100: [0.8, 11, 0.4, 3], tags: [], allergens: [] },
  // Fats, nuts and seeds
  'olive-oil': { name: 'olive oil', per100: [0, 0, 100, 0], tags: [], allergens: [] },
  avocado: { name: 'avocado', per100: [2, 8.5, 14.7, 6.7], tags: [], allergens: [] },
  olives: { name: 'olives', per100: [0.8, 6.3, 10.7, 3.2], tags: [], allergens: [] },
  'coconut-milk': { name: 'canned coconut milk', per100: [2, 2.8, 21.3, 0], tags: [], allergens: [] },
  almonds: { name: 'almonds', per100: [21.2, 21.6, 49.9, 12.5], tags: [], allergens: ['tree-nuts'] },
  walnuts: { name: 'walnuts', per100: [15.2, 13.7, 65.2, 6.7], tags: [], allergens: ['tree-nuts'] },
  'peanut-butter': {
    name: 'peanut butter (100% peanuts)',
    per100: [24, 20, 50, 6],
    tags: ['legume'],
    allergens: ['peanuts'],
  },
  tahini: { name: 'tahini (sesame paste)', per100: [17, 21.2, 53.8, 9.3], tags: [], allergens: ['sesame'] },
  'pumpkin-seeds': { name: 'pumpkin seeds', per100: [30.2, 10.7, 49, 6], tags: [], allergens: [] },
  'hemp-seeds': { name: 'shelled hemp seeds', per100: [31.6, 8.7, 48.8, 4], tags: [], allergens: [] },
  flaxseed: { name: 'ground flaxseed', per100: [18.3, 28.9, 42.2, 27.3], tags: [], allergens: [] },
  // Vegetables
  spinach: { name: 'spinach', per100: [2.9, 3.6, 0.4, 2.2], tags: [], allergens: [] },
  broccoli: { name: 'broccoli', per100: [2.8, 6.6, 0.4, 2.6], tags: [], allergens: [] },
  'salad-leaves': { name: 'mixed salad leaves', per100: [1.4, 2.9, 0.2, 1.3], tags: [], allergens: [] },
  tomatoes: { name: 'tomatoes', per100: [0.9, 3.9, 0.2, 1.2], tags: [], allergens: [] },
  'tinned-tomatoes': { name: 'canned chopped tomatoes', per100: [0.8, 4, 0.3, 1.9], tags: [], allergens: [] },
  'red-pepper': { name: 'red pepper', per100: [1, 6, 0.3, 2.1], tags: [], allergens: [] },
  courgette: { name: 'courgette (zucchini)', per100: [1.2, 3.1, 0.3, 1], tags: [], allergens: [] },
  cauliflower: { name: 'cauliflower', per100: [1.9, 5, 0.3, 2], tags: [], allergens: [] },
  'green-beans': { name: 'green beans', per100: [1.8, 7, 0.2, 2.7], tags: [], allergens: [] },
  onion: { name: 'onion', per100: [1.1, 9.3, 0.1, 1.7], tags: [], allergens: [] },
  mushrooms: { name: 'mushrooms', per100: [3.1, 3.3, 0.3, 1], tags: [], allergens: [] },
  cucumber: { name: 'cucumber', per100: [0.7, 3.6, 0.1, 0.5], tags: [], allergens: [] },
  carrots: { name: 'carrots', per100: [0.9, 9.6, 0.2, 2.8], tags: [], allergens: [] },
  kale: { name: 'kale', per100: [2.9, 4.4, 1.5, 4.1], tags: [], allergens: [] },
  'stir-fry-veg': { name: 'mixed stir-fry vegetables', per100: [2, 7, 0.3, 2.5], tags: [], allergens: [] },
  salsa: { name: 'tomato salsa', per100: [1.5, 6.6, 0.2, 1.5], tags: [], allergens: [] },
} satisfies Record<string, Ingredient>;

export type IngredientId = keyof typeof INGREDIENTS;

export function ingredient(id: IngredientId): Ingredient {
  return INGREDIENTS[id];
}

export interface Macros {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fibre: number;
}

export const ZERO_MACROS: Macros = { kcal: 0, protein: 0, carbs: 0, fat: 0, fibre: 0 };

/**
 * Energy from the Atwater factors (4 kcal/g protein and available carbohydrate, 9 kcal/g fat) with fibre at
 * 2 kcal/g (FAO. Food energy: methods of analysis and conversion factors. FAO Food and Nutrition Paper 77, 2003).
 */
export function macrosOf(id: IngredientId, grams: number): Macros {
  const [protein, carbs, fat, fibre] = INGREDIENTS[id].per100.map((value) => (value * grams) / 100);
  return { kcal: 4 * protein + 4 * (carbs - fibre) + 2 * fibre + 9 * fat, protein, carbs, fat, fibre };
}

export function addMacros(a: Macros, b: Macros): Macros {
  return {
    kcal: a.kcal + b.kcal,
    protein: a.protein + b.protein,
    carbs: a.carbs + b.carbs,
    fat: a.fat + b.fat,
    fibre: a.fibre + b.fibre,
  };
}
