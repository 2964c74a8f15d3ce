import type { NutritionAnswers, WorkoutAnswers } from '@fitness/contracts';
import { DIETS, WEEKLY_PLAN_ALLOWED_TAGS, WORKOUT_EQUIPMENT, WORKOUT_GOALS } from '@fitness/contracts';
import { isEngineInputError } from '../../../input/engine-input-error';
import { generateWeeklyPlanHtml } from '../generate-weekly-plan';
import { combinations, contextFor, nutritionHtml, textOf, workoutHtml } from './plan-fixtures';

const workout: WorkoutAnswers = {
  goal: 'strength',
  experienceLevel: 'advanced',
  daysPerWeek: 5,
  equipmentAccess: 'full-gym',
};
const nutrition: NutritionAnswers = {
  goal: 'health',
  dietaryRestrictions: 'none',
  mealFrequency: '6+',
  cookingSkill: 'advanced',
};

/** Every `<...>` in the HTML, which must each be a bare allowed tag. */
function tagsOf(html: string): string[] {
  return [...html.matchAll(/<[^>]*>?/g)].map((match) => match[0]);
}

function expectOnlyAllowedTags(html: string): void {
  const allowed = new Set(WEEKLY_PLAN_ALLOWED_TAGS.flatMap((tag) => [`<${tag}>`, `</${tag}>`]));
  const unexpected = tagsOf(html).filter((tag) => !allowed.has(tag));
  expect(unexpected).toEqual([]);
  expect(html).not.toMatch(/<[a-z0-9]+\s/i); // no attributes anywhere
}

describe('weekly plan HTML safety', () => {
  it('uses only h2-h4, p, lists, strong, em, table parts and br, with no attributes, in every kind of plan', () => {
    for (const answers of combinations({ goal: WORKOUT_GOALS, equipmentAccess: WORKOUT_EQUIPMENT })) {
      expectOnlyAllowedTags(workoutHtml({ ...workout, ...answers, limitations: 'knee, back, "quotes" & <b>bold</b>' }));
    }
    for (const diet of DIETS) {
      expectOnlyAllowedTags(
        nutritionHtml({ ...nutrition, dietaryRestrictions: diet, allergies: 'nuts & <i>kiwi</i>' }),
      );
    }
  });

  it('escapes a script in the limitations instead of emitting it', () => {
    const html = workoutHtml({ ...workout, limitations: '<script>alert("x")</script> bad knee' });
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; bad knee');
    expectOnlyAllowedTags(html);
  });

  it('escapes markup in the allergies instead of emitting it', () => {
    const html = nutritionHtml({ ...nutrition, allergies: '<img src=x onerror=alert(1)> peanuts' });
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; peanuts');
    expectOnlyAllowedTags(html);
  });

  it('quotes long notes back shortened, and never beyond 500 characters of input', () => {
    const note = `knee ${'x'.repeat(900)}`;
    const text = textOf(workoutHtml({ ...workout, limitations: note }));
    expect(text).toContain(`You wrote: “knee ${'x'.repeat(195)}…”`);
    expect(text).not.toContain('x'.repeat(201));
  });

  it('rejects answers outside the option lists with per-field input errors, not a crash', () => {
    const context = contextFor();
    const attempt = () =>
      generateWeeklyPlanHtml(
        { type: 'workout', answers: { ...workout, daysPerWeek: 9, goal: 'bulk' as WorkoutAnswers['goal'] } },
        context,
      );
    expect(attempt).toThrow();
    try {
      attempt();
    } catch (error) {
      expect(isEngineInputError(error)).toBe(true);
      if (isEngineInputError(error)) {
        expect(error.issues.map((issue) => issue.field)).toEqual(['answers.goal', 'answers.daysPerWeek']);
      }
    }
    expect(() =>
      generateWeeklyPlanHtml(
        { type: 'nutrition', answers: { ...nutrition, mealFrequency: '8' as NutritionAnswers['mealFrequency'] } },
        context,
      ),
    ).toThrow(/mealFrequency must be one of 2-3, 4-5, 6\+/);
  });
});
