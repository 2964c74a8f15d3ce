// The nutrition plan as the safe HTML the results page shows (and strips to text for the download).
import type { AnalysisResults } from '@fitness/contracts';
import { ACTIVITY_LEVEL_LABELS } from '@fitness/contracts';
import { formatThousands } from '../../../insights/format';
import { echoNote } from '../free-text';
import type { Child, Html } from '../html';
import { el, fragment, list, table, toHtmlString } from '../html';
import { ALLERGEN_WORDS } from './allergies';
import type { NutritionPlan, PlannedMeal } from './build-nutrition-plan';
import type { Diet, NutritionGoal } from './energy-targets';
import { ENERGY_ESTIMATE_ERROR } from './energy-targets';
import type { Ingredient, Macros } from './ingredient-catalogue';
import { INGREDIENTS } from './ingredient-catalogue';
import type { Portion } from './portion-solver';
import type { Recipe } from './recipe-catalogue';
import { RECIPES } from './recipe-catalogue';
import type { CookingSkill } from './recipe-eligibility';

const GOAL_WORDS: Record<NutritionGoal, string> = {
  'muscle-gain': 'muscle gain',
  'fat-loss': 'fat loss',
  maintenance: 'maintaining your weight',
  performance: 'training performance',
  health: 'general health',
};

const DIET_WORDS: Record<Diet, string> = {
  none: 'no dietary restriction',
  vegetarian: 'a vegetarian diet',
  vegan: 'a vegan diet',
  keto: 'a ketogenic diet',
  paleo: 'a paleo diet',
};

const SKILL_WORDS: Record<CookingSkill, string> = {
  basic: 'a basic',
  intermediate: 'an intermediate',
  advanced: 'an advanced',
};
const SKILL_BY_LEVEL = ['', 'Basic', 'Intermediate', 'Advanced'] as const;
/** How far the week's average may sit from a target before the plan says so. */
const MENU_TOLERANCE = 0.1;

export function renderNutritionPlan(plan: NutritionPlan, results: AnalysisResults): string {
  const { answers } = plan;
  return toHtmlString(
    el('h2', 'Your one-week nutrition plan'),
    el(
      'p',
      `Seven days of meals for ${GOAL_WORDS[answers.goal]}, following ${DIET_WORDS[answers.dietaryRestrictions]}, with `,
      el('strong', `${plan.template.length} meals a day`),
      ` and recipes for ${SKILL_WORDS[answers.cookingSkill]} cook. Portions are fitted to your targets; weigh them for the first week or two until you can judge them by eye.`,
    ),
    renderTargets(plan, results),
    renderTemplate(plan),
    el('h3', '7-day meal rotation'),
    plan.unfilled.length > 0
      ? el(
          'p',
          el('strong', 'Note: '),
          `no recipe in our catalogue fits all of your choices for ${plan.unfilled.join(', ').toLowerCase()}; please ask a registered dietitian to fill ${plan.unfilled.length === 1 ? 'that meal' : 'those meals'} safely.`,
        )
      : null,
    renderShortfalls(plan),
    plan.days.map((day) =>
      fragment(
        el('h4', day.day),
        table(
          ['Meal', 'Dish', 'Amounts', 'kcal', 'Protein', 'Carbs', 'Fat'],
          [
            ...day.meals.map((meal) => mealRow(meal)),
            [el('strong', 'Day total'), '', '', ...macroCells(day.totals).map((cell) => el('strong', cell))],
          ],
        ),
      ),
    ),
    renderRecipes(plan),
    el('h3', 'Shopping list for the week'),
    list(
      'ul',
      plan.shopping.map((item) => `${amount(item.id, item.grams, true)}`),
    ),
    renderNotes(plan),
    renderAdjusting(plan),
    el(
      'p',
      el(
        'em',
        'This plan is general guidance generated from your answers, not medical or dietetic advice. If you have a medical condition, are pregnant, or have a history of disordered eating, plan your diet with a doctor or registered dietitian.',
      ),
    ),
  );
}

function renderTargets(plan: NutritionPlan, results: AnalysisResults): Html {
  const { targets, answers } = plan;
  const { energy } = targets;
  const pct = (kcal: number) => `${Math.round((100 * kcal) / targets.kcal)}% of energy`;
  const adjustment =
    targets.adjustmentKcal < 0
      ? `minus ${-targets.adjustmentKcal} kcal for steady fat loss`
      : targets.adjustmentKcal > 0
        ? `plus ${targets.adjustmentKcal} kcal for lean muscle gain`
        : 'with no adjustment, since your goal is not to change weight';
  return fragment(
    el('h3', 'Daily targets'),
    table(
      ['Target', 'Per day', 'Notes'],
      [
        [
          'Energy',
          el('strong', `${formatThousands(targets.kcal)} kcal`),
          `likely between ${formatThousands(targets.range.low)} and ${formatThousands(targets.range.high)} kcal (±${ENERGY_ESTIMATE_ERROR * 100}% of maintenance)`,
        ],
        [
          'Protein',
          el('strong', `${targets.proteinG} g`),
          `${targets.proteinGPerKg} g per kg of ${plan.weightKg === targets.referenceWeightKg ? 'body weight' : 'the weight at BMI 30'} (${targets.referenceWeightKg.toFixed(1)} kg); ${pct(4 * targets.proteinG)}`,
        ],
        [
          'Carbohydrate',
          el('strong', `${targets.carbsG} g`),
          targets.carbLimitG !== undefined
            ? `keto: aim for about ${targets.carbsG} g, never more than ${targets.carbLimitG} g a day`
            : `the energy left after protein and fat; ${pct(4 * targets.carbsG)}`,
        ],
        ['Fat', el('strong', `${targets.fatG} g`), `${pct(9 * targets.fatG)}`],
      ],
    ),
    el(
      'p',
      `How we got there: your resting energy is about ${formatThousands(energy.restingKcal)} kcal a day (Mifflin-St Jeor, from your age, sex, height and weight), × ${energy.activityFactor} for being ${ACTIVITY_LEVEL_LABELS[plan.activityLevel].toLowerCase()} = about ${formatThousands(energy.maintenanceKcal)} kcal to keep your weight, ${adjustment}.`,
      targets.floored
        ? ` That would fall below ${formatThousands(targets.kcal)} kcal, the lowest intake we plan without medical supervision, so the target is held there.`
        : '',
    ),
    el(
      'p',
      `The equation is within ±10% of measured resting energy for about 8 in 10 people, so treat the number as a starting point and adjust it from your weigh-ins (below). Protein follows the sports-nutrition evidence (about 1.6 g/kg for muscle gain, more in a deficit; Morton 2018, ISSN 2017)${answers.goal === 'fat-loss' ? ' to protect lean mass while you lose fat' : ''}.`,
      typeof results.bodyFatPercentage === 'number'
        ? ` With your estimated ${results.bodyFatPercentage.toFixed(1)}% body fat, the protein target is about ${(targets.proteinG / (targets.referenceWeightKg * (1 - results.bodyFatPercentage / 100))).toFixed(1)} g per kg of lean mass.`
        : '',
    ),
  );
}

function renderTemplate(plan: NutritionPlan): Html {
  const { targets } = plan;
  return fragment(
    el('h3', 'Daily meal template'),
    table(
      ['Meal', 'Share of the day', 'kcal', 'Protein', 'Carbs', 'Fat'],
      plan.template.map((slot) => [
        slot.name,
        `${Math.round(slot.share * 100)}%`,
        formatThousands(targets.kcal * slot.share),
        `${Math.round(targets.proteinG * slot.share)} g`,
        `${Math.round(targets.carbsG * slot.share)} g`,
        `${Math.round(targets.fatG * slot.share)} g`,
      ]),
    ),
  );
}

function mealRow(meal: PlannedMeal): Child[] {
  const recipe: Recipe = RECIPES[meal.recipeId];
  return [
    meal.slot.name,
    el('strong', recipe.name),
    meal.portions.map((portion, index) => `${index > 0 ? ', ' : ''}${portionText(portion)}`).join(''),
    ...macroCells(meal.macros),
  ];
}

function macroCells(macros: Macros): string[] {
  return [
    formatThousands(macros.kcal),
    `${Math.round(macros.protein)} g`,
    `${Math.round(macros.carbs)} g`,
    `${Math.round(macros.fat)} g`,
  ];
}

/** '150 g chicken breast', '2 eggs', '+ 30 g whey on the side'. */
export function portionText(portion: Portion): string {
  const text = amount(portion.id, portion.grams, false);
  return portion.side ? `+ ${text} on the side` : text;
}

function amount(id: Portion['id'], grams: number, shopping: boolean): string {
  const food: Ingredient = INGREDIENTS[id];
  if (food.unit) {
    const count = Math.round(grams / food.unit.grams);
    return `${count} ${count === 1 ? food.unit.one : food.unit.many}`;
  }
  const weight = shopping && grams >= 1000 ? `${(grams / 1000).toFixed(1)} kg` : `${grams} g`;
  return `${weight} ${food.name}`;
}

function renderRecipes(plan: NutritionPlan): Html {
  return fragment(
    el('h3', 'Recipes'),
    plan.recipes.map((id) => {
      const recipe: Recipe = RECIPES[id];
      return fragment(
        el('h4', recipe.name),
        el(
          'p',
          el('em', `${SKILL_BY_LEVEL[recipe.skill]} · about ${recipe.minutes} min. Amounts are in the day tables.`),
        ),
        list('ol', recipe.steps),
      );
    }),
  );
}

function renderNotes(plan: NutritionPlan): Html {
  const { allergies, answers } = plan;
  const items: Child[] = [];
  if (allergies.note !== '') {
    items.push(fragment('You wrote: ', el('em', `“${echoNote(allergies.note)}”`)));
    if (allergies.allergens.size > 0) {
      items.push(
        `No meal in this plan contains ${[...allergies.allergens].map((allergen) => ALLERGEN_WORDS[allergen]).join(', ')}.`,
      );
    }
    if (allergies.unmatched.length > 0) {
      items.push(
        `We could not match these words to our ingredient list: ${allergies.unmatched.join(', ')}. Check every ingredient against them yourself.`,
      );
    }
    if (allergies.allergens.has('tree-nuts') !== allergies.allergens.has('peanuts')) {
      items.push(
        allergies.allergens.has('tree-nuts')
          ? 'Peanuts are legumes, not tree nuts, so they were not removed; many people allergic to one react to the other, so check with your allergist.'
          : 'Tree nuts were not removed (peanuts are legumes); many people allergic to one react to the other, so check with your allergist.',
      );
    }
    items.push(
      'Always read labels: packaged foods (stock, spice mixes, canned beans, protein powders) can contain or be cross-contaminated with allergens, which a meal plan cannot control.',
    );
  }
  switch (answers.dietaryRestrictions) {
    case 'vegan':
      items.push(
        'Vegan: take a vitamin B12 supplement (no plant food provides it reliably), and consider vitamin D, iodine and an algae omega-3 (Academy of Nutrition and Dietetics position on vegetarian diets, 2016).',
      );
      break;
    case 'vegetarian':
      items.push('Vegetarian: include dairy or eggs daily for vitamin B12, or take a B12 supplement.');
      break;
    case 'keto':
      items.push(
        'Keto: the first week often brings tiredness and headaches ("keto flu"); extra water and salt help. Check with your doctor first if you take medicine for diabetes or blood pressure.',
      );
      break;
    case 'paleo':
      items.push(
        'Paleo leaves out dairy: get calcium from leafy greens, canned fish with bones, almonds or a fortified alternative.',
      );
      break;
    case 'none':
      break;
  }
  if (items.length === 0) return fragment();
  return fragment(el('h3', 'Allergies and diet notes'), list('ul', items));
}

function renderAdjusting(plan: NutritionPlan): Html {
  const goal = plan.answers.goal;
  const aim =
    goal === 'fat-loss'
      ? 'Aim to lose about 0.5-1% of your body weight a week (Helms, Aragon & Fitschen 2014). Losing faster than that for two weeks: add 100-200 kcal. Not losing for two weeks: take 100-200 kcal away, mostly from carbohydrate or fat.'
      : goal === 'muscle-gain'
        ? 'Aim to gain about 0.25-0.5% of your body weight a week (Iraki et al. 2019). Gaining faster: take 100-150 kcal away. Not gaining for two weeks: add 100-150 kcal.'
        : 'Your weekly average weight should stay within about 1 kg. If it drifts for two weeks, move the target 100-200 kcal the other way.';
  return fragment(
    el('h3', 'Adjusting the plan'),
    list('ul', [
      'Weigh yourself on waking, after the toilet, 3-7 times a week, and compare weekly averages rather than single days.',
      aim,
      `Drink water with every meal and enough that your urine stays pale. These menus average about ${Math.round(averageFibre(plan))} g of fibre a day; adults need at least 25 g (EFSA 2010).`,
    ]),
  );
}

function averageFibre(plan: NutritionPlan): number {
  return plan.days.reduce((sum, day) => sum + day.totals.fibre, 0) / plan.days.length;
}

/** Says so when the menus cannot reach the targets (very high energy needs, or plant protein in a deficit). */
function renderShortfalls(plan: NutritionPlan): Html | null {
  const average = (pick: (macros: Macros) => number) =>
    plan.days.reduce((sum, day) => sum + pick(day.totals), 0) / plan.days.length;
  const kcal = average((macros) => macros.kcal);
  const protein = average((macros) => macros.protein);
  const notes: string[] = [];
  if (kcal < (1 - MENU_TOLERANCE) * plan.targets.kcal) {
    notes.push(
      `These menus average ${formatThousands(kcal)} kcal, below your target: add a snack (for example fruit with yoghurt or a handful of seeds) or larger starch portions${plan.template.length < 6 ? ', or choose more meals a day' : ''}.`,
    );
  } else if (kcal > (1 + MENU_TOLERANCE) * plan.targets.kcal) {
    notes.push(
      `These menus average ${formatThousands(kcal)} kcal, above your target: trim the starch and fat portions a little.`,
    );
  }
  if (protein < (1 - MENU_TOLERANCE) * plan.targets.proteinG) {
    notes.push(
      `These menus average ${Math.round(protein)} g of protein, below your ${plan.targets.proteinG} g target: a protein shake or an extra portion of the day's main protein food closes the gap.`,
    );
  }
  return notes.length === 0 ? null : el('p', el('strong', 'Note: '), notes.join(' '));
}
