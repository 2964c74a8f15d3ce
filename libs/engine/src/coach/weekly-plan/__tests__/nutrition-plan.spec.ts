import type { NutritionAnswers } from '@fitness/contracts';
import { COOKING_SKILLS, DIETS, MEAL_FREQUENCIES, NUTRITION_GOALS } from '@fitness/contracts';
import { ACTIVITY_FACTORS } from '../../../energy/mifflin-st-jeor';
import { FAT_LOSS_DEFICIT_KCAL, MUSCLE_GAIN_SURPLUS_KCAL } from '../../../insights/insights';
import type { Allergen, FoodTag, Ingredient, IngredientId } from '../nutrition/ingredient-catalogue';
import { INGREDIENTS } from '../nutrition/ingredient-catalogue';
import { combinations, contextFor, nutritionHtml, REFERENCE_STATS, rows, section, textOf } from './plan-fixtures';

const base: NutritionAnswers = {
  goal: 'fat-loss',
  dietaryRestrictions: 'none',
  mealFrequency: '4-5',
  cookingSkill: 'intermediate',
};

const kcalOf = (text: string) => Number(text.replace(/[^\d]/g, ''));
const gramsOf = (text: string) => Number(/(\d+) g/.exec(text)?.[1]);

function targets(html: string): Record<string, string> {
  return Object.fromEntries(rows(section(html, 'Daily targets')).map(([name, value]) => [name, value]));
}

/** Meal rows (without the total) and the total row of each of the 7 day tables. */
function days(html: string): { meals: string[][]; total: string[] }[] {
  return section(html, '7-day meal rotation')
    .split('<h4>')
    .slice(1)
    .map((day) => {
      const all = rows(day);
      return { meals: all.slice(0, -1), total: all[all.length - 1] };
    });
}

/** Catalogue ingredients that appear, with an amount, in the 7-day rotation. */
function ingredientsInMeals(html: string): IngredientId[] {
  const amounts = days(html)
    .flatMap((day) => day.meals.map((meal) => meal[2]))
    .join('\n');
  return (Object.entries(INGREDIENTS) as [IngredientId, Ingredient][])
    .filter(([, food]) => {
      const names = food.unit ? [food.unit.one, food.unit.many] : [`g ${food.name}`];
      return names.some((name) =>
        new RegExp(`(^|, |\\+ )\\d+ ${escapeRegExp(name)}(,|$| on the side)`, 'm').test(amounts),
      );
    })
    .map(([id]) => id);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const withTag = (ids: IngredientId[], tags: FoodTag[]) =>
  ids.filter((id) => (INGREDIENTS[id] as Ingredient).tags.some((tag) => tags.includes(tag)));
const withAllergen = (ids: IngredientId[], allergen: Allergen) =>
  ids.filter((id) => (INGREDIENTS[id] as Ingredient).allergens.includes(allergen));

describe('weekly nutrition plan: energy and macros', () => {
  // Mifflin MD et al. Am J Clin Nutr 1990;51:241-247: 10·kg + 6.25·cm − 5·age + 5 for men.
  const kg = 196 * 0.45359237;
  const cm = 70 * 2.54;
  const resting = 10 * kg + 6.25 * cm - 5 * REFERENCE_STATS.age + 5;
  const maintenance = resting * ACTIVITY_FACTORS.lightly_active;

  it.each([
    ['fat-loss', -FAT_LOSS_DEFICIT_KCAL],
    ['muscle-gain', MUSCLE_GAIN_SURPLUS_KCAL],
    ['maintenance', 0],
  ] as const)('sets the %s target to Mifflin-St Jeor × activity factor %+i kcal', (goal, adjustment) => {
    const energy = targets(nutritionHtml({ ...base, goal })).Energy;
    expect(Math.abs(kcalOf(energy) - (maintenance + adjustment))).toBeLessThanOrEqual(5);
  });

  it('shows the target with a ±10% band and says how it was estimated', () => {
    const html = nutritionHtml(base);
    const [, value, note] = rows(section(html, 'Daily targets'))[0];
    const [low, high] = note
      .match(/[\d,]+/g)!
      .slice(0, 2)
      .map(kcalOf);
    expect(kcalOf(value) - low).toBeCloseTo(0.1 * maintenance, -1);
    expect(high - kcalOf(value)).toBeCloseTo(0.1 * maintenance, -1);
    expect(textOf(section(html, 'Daily targets'))).toMatch(/Mifflin-St Jeor.*within ±10%/);
  });

  it('never plans fat loss below 1,200 kcal for a small, sedentary woman', () => {
    const small = contextFor({
      age: 25,
      gender: 'female',
      height: '150 cm',
      weight: '45 kg',
      goal: 'lose_fat',
      activityLevel: 'sedentary',
    });
    const html = nutritionHtml(base, small);
    expect(kcalOf(targets(html).Energy)).toBe(1200);
    expect(textOf(section(html, 'Daily targets'))).toMatch(/lowest intake we plan without medical supervision/);
  });

  it('sets protein per kg of body weight, fat at least 0.8 g/kg and 25% of energy, carbohydrate the rest', () => {
    for (const goal of NUTRITION_GOALS) {
      const target = targets(nutritionHtml({ ...base, goal }));
      const [kcal, protein, carbs, fat] = [
        kcalOf(target.Energy),
        gramsOf(target.Protein),
        gramsOf(target.Carbohydrate),
        gramsOf(target.Fat),
      ];
      expect(protein / kg).toBeGreaterThanOrEqual(1.2);
      expect(protein / kg).toBeLessThanOrEqual(2.2);
      expect(fat).toBeGreaterThanOrEqual(Math.floor(0.8 * kg));
      expect((9 * fat) / kcal).toBeGreaterThanOrEqual(0.245);
      expect(Math.abs(4 * protein + 4 * carbs + 9 * fat - kcal)).toBeLessThanOrEqual(10);
    }
  });

  it('fits the days to the targets: each day within 10% of the energy target', () => {
    for (const diet of DIETS) {
      const html = nutritionHtml({ ...base, dietaryRestrictions: diet });
      const target = kcalOf(targets(html).Energy);
      for (const day of days(html)) expect(Math.abs(kcalOf(day.total[3]) / target - 1)).toBeLessThanOrEqual(0.1);
    }
  });
});

describe('weekly nutrition plan: meals', () => {
  it.each([
    ['2-3', 3],
    ['4-5', 4],
    ['6+', 6],
  ] as const)(
    'plans %s meals a day as %i meals on each of the 7 days, with calories and macros per meal',
    (mealFrequency, count) => {
      const html = nutritionHtml({ ...base, mealFrequency });
      expect(rows(section(html, 'Daily meal template'))).toHaveLength(count);
      const week = days(html);
      expect(week).toHaveLength(7);
      for (const day of week) {
        expect(day.meals).toHaveLength(count);
        for (const meal of day.meals) {
          expect(kcalOf(meal[3])).toBeGreaterThan(0);
          for (const macro of meal.slice(4)) expect(macro).toMatch(/^\d+ g$/);
        }
      }
    },
  );

  it('builds a vegan plan with no animal product in any meal', () => {
    for (const answers of combinations({ goal: NUTRITION_GOALS, mealFrequency: MEAL_FREQUENCIES })) {
      const html = nutritionHtml({ ...base, ...answers, dietaryRestrictions: 'vegan' });
      const ingredients = ingredientsInMeals(html);
      expect(ingredients.length).toBeGreaterThan(5);
      expect(withTag(ingredients, ['meat', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey'])).toEqual([]);
      expect(textOf(section(html, '7-day meal rotation'))).not.toMatch(
        /chicken|beef|pork|turkey|salmon|tuna|\bcod\b|prawn|\beggs?\b|yoghurt|(?<!coconut )milk|cheese|cheddar|feta|parmesan|whey|honey/i,
      );
    }
  });

  it('builds vegetarian and paleo plans from allowed foods only', () => {
    const vegetarian = ingredientsInMeals(
      nutritionHtml({ ...base, dietaryRestrictions: 'vegetarian', mealFrequency: '6+' }),
    );
    expect(withTag(vegetarian, ['meat', 'poultry', 'fish', 'shellfish'])).toEqual([]);
    const paleo = ingredientsInMeals(nutritionHtml({ ...base, dietaryRestrictions: 'paleo', mealFrequency: '6+' }));
    expect(withTag(paleo, ['grain', 'legume', 'dairy', 'white-potato', 'processed'])).toEqual([]);
  });

  it('keeps every keto day under 50 g of carbohydrate', () => {
    for (const answers of combinations({
      goal: NUTRITION_GOALS,
      mealFrequency: MEAL_FREQUENCIES,
      allergies: ['', 'dairy and eggs', 'fish, shellfish, nuts'],
    })) {
      const html = nutritionHtml({ ...base, ...answers, dietaryRestrictions: 'keto' });
      expect(gramsOf(targets(html).Carbohydrate)).toBeLessThanOrEqual(50);
      for (const day of days(html)) expect(gramsOf(day.total[5])).toBeLessThanOrEqual(50);
    }
  });

  it('keeps nuts out of every meal for a nut allergy', () => {
    for (const answers of combinations({ dietaryRestrictions: DIETS, mealFrequency: MEAL_FREQUENCIES })) {
      for (const allergies of ['nuts', 'tree nut allergy', 'allergic to almonds and walnuts']) {
        const html = nutritionHtml({ ...base, ...answers, allergies });
        expect(withAllergen(ingredientsInMeals(html), 'tree-nuts')).toEqual([]);
        expect(textOf(section(html, '7-day meal rotation'))).not.toMatch(
          /almond|walnut|cashew|hazelnut|pecan|pistachio|macadamia/i,
        );
      }
    }
  });

  it.each<[string, Allergen]>([
    ['peanuts', 'peanuts'],
    ['lactose intolerant', 'dairy'],
    ['wheat / gluten (coeliac)', 'gluten'],
    ['eggs', 'eggs'],
    ['soy', 'soy'],
    ['fish', 'fish'],
    ['shellfish', 'shellfish'],
    ['sesame', 'sesame'],
  ])('keeps every %s allergen out of every meal, whatever the diet', (allergies, allergen) => {
    let baselineHadIt = false;
    for (const answers of combinations({
      dietaryRestrictions: DIETS,
      mealFrequency: MEAL_FREQUENCIES,
      cookingSkill: ['basic', 'advanced'] as const,
    })) {
      if (withAllergen(ingredientsInMeals(nutritionHtml({ ...base, ...answers })), allergen).length > 0)
        baselineHadIt = true;
      const html = nutritionHtml({ ...base, ...answers, allergies });
      expect(withAllergen(ingredientsInMeals(html), allergen)).toEqual([]);
      expect(textOf(section(html, 'Allergies and diet notes'))).toMatch(/No meal in this plan contains/);
    }
    expect(baselineHadIt).toBe(true);
  });

  it('lists allergy words it could not match, for the user to check', () => {
    const notes = textOf(
      section(nutritionHtml({ ...base, allergies: 'peanuts and kiwi' }), 'Allergies and diet notes'),
    );
    expect(notes).toMatch(/could not match these words to our ingredient list: kiwi\./);
  });

  it('gives a basic cook only basic recipes and an advanced cook some advanced ones', () => {
    const skillsIn = (html: string) =>
      [...section(html, 'Recipes').matchAll(/<em>(Basic|Intermediate|Advanced) ·/g)].map((match) => match[1]);
    for (const diet of DIETS) {
      const basic = skillsIn(nutritionHtml({ ...base, dietaryRestrictions: diet, cookingSkill: 'basic' }));
      expect(basic.length).toBeGreaterThan(0);
      expect(new Set(basic)).toEqual(new Set(['Basic']));
    }
    expect(skillsIn(nutritionHtml({ ...base, cookingSkill: 'advanced' }))).toContain('Advanced');
    expect(COOKING_SKILLS).toHaveLength(3);
  });

  it('reminds vegans to take vitamin B12', () => {
    expect(textOf(nutritionHtml({ ...base, dietaryRestrictions: 'vegan' }))).toMatch(/vitamin B12 supplement/);
  });

  it('is deterministic: the same answers and context give the same HTML', () => {
    const answers: NutritionAnswers = { ...base, allergies: 'dairy' };
    expect(nutritionHtml(answers, contextFor())).toBe(nutritionHtml(structuredClone(answers), contextFor()));
  });
});
