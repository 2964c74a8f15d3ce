import type { AiPlan, QuestionnaireAnswers } from '@fitness/contracts';
import { contextFor, REFERENCE_STATS } from '../../weekly-plan/__tests__/plan-fixtures';
import { generateTwelveWeekPlan } from '../generate-twelve-week-plan';

const BASE: QuestionnaireAnswers = {
  name: 'Alex Morgan',
  email: 'alex@example.com',
  age: '35-44',
  gender: 'male',
  fitnessLevel: 'intermediate',
  workoutFrequency: '3-4-times',
  primaryGoal: 'lose-weight',
  equipmentAccess: 'full-gym',
  timeCommitment: '45-60-min',
  cookingFrequency: 'few-times-week',
  mealPrepTime: '30-min',
  workSchedule: '9-5-weekdays',
  sleepHours: '7-8-hours',
};

function plan(overrides: Partial<QuestionnaireAnswers> = {}, stats = REFERENCE_STATS): AiPlan {
  return generateTwelveWeekPlan({ ...BASE, ...overrides }, contextFor(stats));
}

const exerciseNames = (result: AiPlan) =>
  result.workoutPlan.phases.flatMap((phase) =>
    phase.weeklyWorkouts.flatMap((week) => week.workouts.flatMap((workout) => workout.exercises.map((item) => item.name))),
  );
const ingredients = (result: AiPlan) =>
  result.nutritionPlan.phases.flatMap((phase) => phase.sampleMeals.flatMap((meal) => meal.ingredients)).join(' | ').toLowerCase();
const kg = (text: string) => Number(/([\d.]+) kg/.exec(text)?.[1]);

describe('the built-in 12-week plan', () => {
  it('plans every week 1-12 exactly once, in three contiguous phases, deterministically', () => {
    const result = plan();
    const weeks = result.workoutPlan.phases.flatMap((phase) => phase.weeklyWorkouts.map((week) => week.week));
    expect(weeks).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(result.workoutPlan.phases.map((phase) => phase.weeks)).toEqual(['1-4', '5-8', '9-12']);
    expect(result.nutritionPlan.phases.map((phase) => phase.weeks)).toEqual(['1-4', '5-8', '9-12']);
    expect(result.workoutPlan.totalWeeks).toBe(12);
    expect(generateTwelveWeekPlan({ ...BASE }, contextFor())).toEqual(result);
    expect(result.about.generator).toBe('built-in');
    expect(result.about.methods.some((method) => method.includes('Mifflin-St Jeor'))).toBe(true);
  });

  it("puts the person's own numbers in the summary", () => {
    const context = contextFor();
    const result = generateTwelveWeekPlan(BASE, context);
    expect(result.personalizedSummary.userProfile).toContain('Alex Morgan');
    expect(result.personalizedSummary.userProfile).toContain('88.9 kg'); // 196 lb
    expect(result.personalizedSummary.userProfile).toContain(`${context.results.bodyFatPercentage.toFixed(1)}%`);
  });

  it('has macros that add up to the calorie target and percentages that sum to 100', () => {
    const { targetCalories, macros } = plan().nutritionPlan;
    const kcal = macros.protein.grams * 4 + macros.carbs.grams * 4 + macros.fat.grams * 9;
    expect(Math.abs(kcal - targetCalories) / targetCalories).toBeLessThan(0.03);
    expect(macros.protein.percentage + macros.carbs.percentage + macros.fat.percentage).toBe(100);
  });

  it('loses 0.5-1% of body weight a week for fat loss, and gains slowly for muscle', () => {
    const weights = (result: AiPlan) =>
      result.workoutPlan.phases.flatMap((phase) => phase.weeklyWorkouts.map((week) => kg(week.bodyweightTarget)));
    const losing = weights(plan());
    const start = 88.9;
    for (let index = 1; index < losing.length; index++) {
      const drop = losing[index - 1] - losing[index];
      expect(drop).toBeGreaterThanOrEqual(start * 0.005 - 0.06);
      expect(drop).toBeLessThanOrEqual(start * 0.01 + 0.06);
    }
    const gaining = weights(plan({ primaryGoal: 'build-muscle' }));
    expect(gaining[11]).toBeGreaterThan(gaining[0]);
    expect(gaining[11] - gaining[0]).toBeLessThan(start * 0.005 * 12);
  });

  it('keeps jumps and deep knee bends out of the plan for a knee injury, and says what replaced them', () => {
    const healthy = exerciseNames(plan());
    const knee = plan({ previousInjuries: 'Torn meniscus in my right knee' });
    const names = exerciseNames(knee);
    expect(healthy.some((name) => /^barbell back squat$/i.test(name))).toBe(true);
    expect(names.some((name) => /^barbell back squat$/i.test(name) || /jump/i.test(name))).toBe(false);
    const notes = knee.workoutPlan.phases[0].weeklyWorkouts[0].workouts.flatMap((workout) => workout.exercises.map((item) => item.notes));
    expect(notes.some((note) => note.includes('because of your limitations'))).toBe(true);
  });

  it('uses no barbell, machine or cable for body-weight-only equipment', () => {
    const names = exerciseNames(plan({ equipmentAccess: 'bodyweight' }));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /barbell|machine|cable|leg press|lat pulldown/i.test(name))).toEqual([]);
  });

  it('keeps vegan meals free of meat, fish, dairy and eggs, and gluten-free ones free of wheat bread and pasta', () => {
    expect(ingredients(plan({ dietaryRestrictions: ['Vegan'] }))).not.toMatch(
      /chicken|beef|pork|turkey|salmon|tuna|cod|shrimp|prawn|\begg|(?<!coconut )milk|yoghurt|cheese|feta|whey|butter/,
    );
    expect(ingredients(plan({ dietaryRestrictions: ['Gluten-Free'] }))).not.toMatch(/wholegrain bread|wholewheat|pasta|couscous|\bbarley|\bwheat/);
    expect(ingredients(plan({ dietaryRestrictions: ['Halal'] }))).not.toMatch(/pork|shrimp|prawn/);
  });

  it('fits the time per workout: 15-30 minutes gives shorter sessions than 60+', () => {
    const minutes = (result: AiPlan) =>
      Math.max(...result.workoutPlan.phases[0].weeklyWorkouts[0].workouts.map((workout) => Number.parseInt(workout.duration, 10)));
    const short = plan({ timeCommitment: '15-30-min' });
    const long = plan({ timeCommitment: '60-plus-min' });
    expect(minutes(short)).toBeLessThanOrEqual(35);
    expect(minutes(short)).toBeLessThan(minutes(long));
  });

  it('moves strength from start to end by the stated weekly step, with lighter weeks 4 and 8', () => {
    const result = plan();
    const [first, , last] = result.workoutPlan.phases;
    const bench = first.strengthTargets?.bench;
    expect(bench).toBeDefined();
    const step = Number(/\+([\d.]+) kg per week/.exec(bench!.progression)?.[1]);
    expect(kg(last.strengthTargets!.bench!.end)).toBeCloseTo(kg(bench!.start) + 9 * step, 0);
    const benchSets = (week: number) =>
      result.workoutPlan.phases
        .flatMap((phase) => phase.weeklyWorkouts)
        .find((entry) => entry.week === week)!
        .workouts.flatMap((workout) => workout.exercises)
        .find((item) => /bench press/i.test(item.name))!.sets;
    expect(benchSets(4)).toBeLessThan(benchSets(3));
    expect(benchSets(8)).toBeLessThan(benchSets(7));
  });

  it('trains fewer days on very little sleep than with enough, and three days for someone who never trains', () => {
    const days = (result: AiPlan) => result.workoutPlan.phases[0].weeklyWorkouts[0].workouts.length;
    expect(days(plan({ fitnessLevel: 'beginner', workoutFrequency: 'never' }))).toBe(3);
    expect(days(plan({ sleepHours: 'less-than-5' }))).toBeLessThan(days(plan()));
  });

  it('shows one sample meal per slot of the menu in every phase, with whole-number macros', () => {
    for (const phase of plan().nutritionPlan.phases) {
      expect(phase.sampleMeals.map((meal) => meal.meal)).toEqual(['breakfast', 'lunch', 'snack', 'dinner']);
      for (const meal of phase.sampleMeals) expect(Number.isInteger(meal.macros.calories)).toBe(true);
    }
  });
});
