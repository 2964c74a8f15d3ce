// The embedded 12-week plan (spec §3 "AI plan"), written when no language model is configured or the model's plan is
// refused. Deterministic: the one-week workout and nutrition builders (with their cited methods) give the week, and
// this module periodizes it over three 4-week phases.
// - Periodized programmes beat non-periodized ones for strength (Rhea MR, Alderman BL. Res Q Exerc Sport
//   2004;75:413-422); progression by load, then volume, then intensity follows ACSM 2009 (Med Sci Sports Exerc
//   41:687-708). A lighter week closes the first two phases (about 40% fewer sets at the same load): our choice,
//   following common practice of a deload every 4-6 weeks.
import {
  type AiPlan,
  MEAL_SLOTS,
  type MealSlot,
  type Milestone,
  type NutritionPhase,
  PHOTO_ANALYSIS_INSIGHTS_DEFAULT,
  PLAN_LENGTH_WEEKS,
  type PlanExercise,
  type PlanWorkout,
  type QuestionnaireAnswers,
  type SampleMeal,
  type StrengthLift,
  type StrengthTarget,
  type WeeklyCheckin,
  type WorkoutPhase,
} from '@fitness/contracts';
import { type ValidatedStats, validateStats } from '../../input/validate-stats';
import type { CoachContext } from '../coach-context';
import { normaliseNote } from '../weekly-plan/free-text';
import { buildNutritionPlan, type NutritionPlan, type PlannedMeal } from '../weekly-plan/nutrition/build-nutrition-plan';
import { portionText } from '../weekly-plan/nutrition/render-nutrition-plan';
import { RECIPES, type Recipe } from '../weekly-plan/nutrition/recipe-catalogue';
import {
  buildWorkoutPlan,
  type PlannedDay,
  type PlannedExercise,
  sessionMinutes,
  type WorkoutPlan,
} from '../weekly-plan/workout/build-workout-plan';
import { MAX_SETS, MIN_SETS, PROGRESSION_RULES, restText } from '../weekly-plan/workout/prescription';
import { type BodyTrajectory, bodyTrajectory } from './body-trajectory';
import {
  exclusions,
  nutritionAnswers,
  SESSION_MINUTES,
  trainingDays,
  workoutAnswers,
} from './questionnaire-mapping';
import { loadAfter, type TrackedLift, trackedLifts } from './strength-targets';

interface PhaseShape {
  phase: number;
  weeks: readonly number[];
  focus: string;
  description: string;
  /** Sets added to main, secondary and accessory exercises in this phase (capped per level). */
  extraSets: number;
}

const PHASES: readonly PhaseShape[] = [
  {
    phase: 1,
    weeks: [1, 2, 3, 4],
    focus: 'Foundation: technique, habits and a base of volume',
    description:
      'Learn every movement at a weight you control, two to three reps short of failure. Week 4 is lighter so you start the next phase fresh.',
    extraSets: 0,
  },
  {
    phase: 2,
    weeks: [5, 6, 7, 8],
    focus: 'Build: more sets, steady load increases',
    description:
      'One more set on the main, secondary and accessory exercises, with loads still rising week to week. Week 8 is lighter again.',
    extraSets: 1,
  },
  {
    phase: 3,
    weeks: [9, 10, 11, 12],
    focus: 'Strength and results: heavier main lifts, then re-test',
    description:
      'Keep the added set on the main lifts and push the load at one to two reps in reserve. Week 12 ends with a re-test of your lifts and measurements.',
    extraSets: 1,
  },
];

const DELOAD_WEEKS: ReadonlySet<number> = new Set([4, 8]);
const DELOAD_SET_SHARE = 0.6;

/** Load steps taken by the start of `week`: one per week, none into or during a lighter week. */
function loadSteps(week: number): number {
  const deloadsBefore = [...DELOAD_WEEKS].filter((deload) => deload < week).length;
  return week - 1 - deloadsBefore - (DELOAD_WEEKS.has(week) ? 1 : 0);
}
const PROGRESSING_WEEKS = loadSteps(PLAN_LENGTH_WEEKS);

const round1 = (value: number) => Math.round(value * 10) / 10;
const kgText = (value: number) => `${round1(value).toFixed(1)} kg`;
const percent = (value: number) => `${round1(value).toFixed(1)}%`;

export function generateTwelveWeekPlan(answers: QuestionnaireAnswers, context: CoachContext): AiPlan {
  const stats = validateStats(context.stats);
  const { results } = context;
  const workout = workoutAnswers(answers);
  const week = buildWorkoutPlan(workout, stats, normaliseNote(workout.limitations ?? ''));
  const days = fitToSessionLength(week.days, SESSION_MINUTES[answers.timeCommitment]);
  const exercises = days.flatMap((day) => (day.kind === 'resistance' ? day.exercises : []));
  const lifts = trackedLifts(exercises, stats, answers.fitnessLevel, PROGRESSING_WEEKS);

  const nutrition = nutritionAnswers(answers);
  const { excluded } = exclusions(answers.dietaryRestrictions ?? []);
  const firstMenu = buildNutritionPlan(nutrition, stats, normaliseNote(nutrition.allergies ?? ''), excluded);
  const trajectory = bodyTrajectory(
    stats.weightKg,
    results.bodyFatPercentage,
    results.bodyFatRange,
    firstMenu.targets.kcal - firstMenu.targets.energy.maintenanceKcal,
  );
  // Each phase's menu is sized to the body weight it starts at (energy needs fall as weight falls).
  const menus = PHASES.map((phase) =>
    phase.phase === 1
      ? firstMenu
      : buildNutritionPlan(
          nutrition,
          { ...stats, weightKg: trajectory.weightAt(phase.weeks[0] - 1) },
          normaliseNote(nutrition.allergies ?? ''),
          excluded,
        ),
  );

  return {
    personalizedSummary: summary(answers, stats, context, week, lifts, trajectory),
    workoutPlan: {
      totalWeeks: PLAN_LENGTH_WEEKS,
      overview: workoutOverview(answers, week, days),
      phases: PHASES.map((phase) => workoutPhase(phase, days, lifts, trajectory, answers.fitnessLevel)),
    },
    nutritionPlan: {
      totalWeeks: PLAN_LENGTH_WEEKS,
      overview: nutritionOverview(answers, firstMenu),
      targetCalories: firstMenu.targets.kcal,
      macros: macroShares(firstMenu),
      phases: PHASES.map((phase, index) => nutritionPhase(phase, menus[index], trajectory)),
    },
    progressTracking: {
      weeklyCheckins: Array.from({ length: PLAN_LENGTH_WEEKS }, (_, index) => checkin(index + 1, answers, lifts)),
      milestones: [4, 8, 12].map((at) => milestone(at, trajectory, lifts)),
    },
    about: { generator: 'built-in', methods: METHODS },
  };
}

/**
 * Sessions cut to the time per workout: isolation, then accessory exercises go first (from the end of the session),
 * then sets come down to the minimum, until the estimated session fits.
 */
function fitToSessionLength(days: readonly PlannedDay[], maxMinutes: number): PlannedDay[] {
  return days.map((day) => {
    if (day.kind !== 'resistance') return day;
    let exercises = day.exercises.map((item) => ({ ...item }));
    for (const role of ['isolation', 'accessory'] as const) {
      while (sessionMinutes(exercises) > maxMinutes) {
        const index = exercises.map((item) => item.role).lastIndexOf(role);
        if (index < 0 || exercises.length <= 3) break;
        exercises = exercises.filter((_, position) => position !== index);
      }
    }
    while (sessionMinutes(exercises) > maxMinutes && exercises.some((item) => item.sets > MIN_SETS)) {
      const largest = exercises.reduce((best, item) => (item.sets > best.sets ? item : best));
      largest.sets -= 1;
    }
    return { ...day, exercises, minutes: sessionMinutes(exercises) };
  });
}

function workoutPhase(
  shape: PhaseShape,
  days: readonly PlannedDay[],
  lifts: readonly TrackedLift[],
  trajectory: BodyTrajectory,
  level: QuestionnaireAnswers['fitnessLevel'],
): WorkoutPhase {
  const end = shape.weeks[shape.weeks.length - 1];
  const strengthTargets: Partial<Record<StrengthLift, StrengthTarget>> = {};
  for (const lift of lifts) strengthTargets[lift.lift] = phaseTarget(lift, shape);
  return {
    phase: shape.phase,
    weeks: `${shape.weeks[0]}-${end}`,
    focus: shape.focus,
    description: shape.description,
    bodyFatTarget: `${percent(trajectory.bodyFatAt(end))} by week ${end} (±${trajectory.bodyFatUncertainty.toFixed(1)} points, the analysis's range)`,
    ...(lifts.length > 0 ? { strengthTargets } : {}),
    weeklyWorkouts: shape.weeks.map((weekNumber) => ({
      week: weekNumber,
      bodyweightTarget: kgText(trajectory.weightAt(weekNumber)),
      workouts: days.map((day) => workoutOf(day, weekNumber, shape, lifts, level)),
    })),
  };
}

/** The lift's start and end within this phase, so each phase shows where it takes the person. */
function phaseTarget(lift: TrackedLift, shape: PhaseShape): StrengthTarget {
  const first = shape.weeks[0];
  const last = shape.weeks[shape.weeks.length - 1];
  return {
    start: liftAmount(lift, loadSteps(first)),
    end: liftAmount(lift, loadSteps(last)),
    progression: lift.target.progression,
  };
}

function liftAmount(lift: TrackedLift, steps: number): string {
  const name = lift.target.start.split(':')[0];
  if (lift.startKg !== undefined && lift.stepKg !== undefined) {
    const perHand = lift.target.start.includes('per hand') ? ' per hand' : '';
    return `${name}: ${kgText(loadAfter(lift.startKg, lift.stepKg, steps))}${perHand}`;
  }
  return `${name}: ${(lift.startReps ?? 0) + (lift.repStep ?? 0) * steps} reps`;
}

function workoutOf(
  day: PlannedDay,
  week: number,
  shape: PhaseShape,
  lifts: readonly TrackedLift[],
  level: QuestionnaireAnswers['fitnessLevel'],
): PlanWorkout {
  if (day.kind !== 'resistance') {
    const { content } = day;
    return {
      day: day.weekday,
      type: content.title,
      duration: `${content.durationMinutes} minutes`,
      exercises: [
        {
          name: content.title,
          sets: 1,
          reps: `${content.durationMinutes} minutes`,
          weight: 'bodyweight',
          rest: 'as needed',
          notes: content.steps.join(' '),
          progressionNextWeek: DELOAD_WEEKS.has(week + 1)
            ? 'Next week is lighter: keep the same session, a little easier.'
            : 'Add about 5 minutes or one interval next week if this felt comfortable.',
        },
      ],
    };
  }
  const exercises = day.exercises.map((item) => exerciseOf(item, week, shape, lifts, level));
  return {
    day: day.weekday,
    type: `${day.title} — ${day.focus}`,
    duration: `${day.minutes} minutes`,
    exercises,
  };
}

function exerciseOf(
  item: PlannedExercise,
  week: number,
  shape: PhaseShape,
  lifts: readonly TrackedLift[],
  level: QuestionnaireAnswers['fitnessLevel'],
): PlanExercise {
  const deload = DELOAD_WEEKS.has(week);
  const growable = item.role === 'main' || (shape.phase === 2 && (item.role === 'secondary' || item.role === 'accessory'));
  const phaseSets = Math.min(MAX_SETS[level], item.sets + (growable ? shape.extraSets : 0));
  const sets = deload ? Math.max(1, Math.round(phaseSets * DELOAD_SET_SHARE)) : phaseSets;
  const lift = lifts.find((candidate) => candidate.exerciseId === item.id);
  const steps = loadSteps(week);

  let weight = item.exercise.tools.length === 0 ? 'bodyweight' : `a load you can lift with ${item.effort}`;
  let reps = item.reps;
  if (lift?.startKg !== undefined && lift.stepKg !== undefined) {
    weight = liftAmount(lift, steps).split(': ')[1];
  } else if (lift?.startReps !== undefined) {
    reps = `${lift.startReps + (lift.repStep ?? 0) * steps}`;
  }

  const notes = [
    `Effort: ${item.effort}.`,
    ...(item.replaces ? [`Chosen instead of ${item.replaces.name} because of your limitations.`] : []),
    ...(deload ? ['Lighter week: same load, fewer sets.'] : []),
  ].join(' ');
  return {
    name: item.exercise.name,
    sets,
    reps,
    weight,
    rest: restText(item.restSeconds),
    notes,
    progressionNextWeek: nextWeek(item, week, lift),
  };
}

function nextWeek(item: PlannedExercise, week: number, lift: TrackedLift | undefined): string {
  if (week === PLAN_LENGTH_WEEKS) return 'Re-test: work up to a hard set of the top of the range and record it for your next plan.';
  if (DELOAD_WEEKS.has(week + 1)) return 'Next week is lighter: keep this load and do about 40% fewer sets.';
  if (DELOAD_WEEKS.has(week)) return 'Back to full sets next week, one load step above your last full week.';
  if (lift?.stepKg !== undefined) return `+${lift.stepKg} kg next week if every set reached the top of ${item.reps}.`;
  if (lift?.repStep !== undefined) return `+${lift.repStep} rep${lift.repStep === 1 ? '' : 's'} per set next week.`;
  const rule = PROGRESSION_RULES[item.progression].rule.split(': ')[1] ?? PROGRESSION_RULES[item.progression].label;
  return `${rule[0].toUpperCase()}${rule.slice(1)}`;
}

function macroShares(menu: NutritionPlan): AiPlan['nutritionPlan']['macros'] {
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

function nutritionPhase(shape: PhaseShape, menu: NutritionPlan, trajectory: BodyTrajectory): NutritionPhase {
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

const SLEEP_WORDS: Record<QuestionnaireAnswers['sleepHours'], string> = {
  'less-than-5': 'under 5 hours',
  '5-6-hours': '5-6 hours',
  '6-7-hours': '6-7 hours',
  '7-8-hours': '7-8 hours',
  '8-plus-hours': '8+ hours',
};
const TIME_WORDS: Record<QuestionnaireAnswers['timeCommitment'], string> = {
  '15-30-min': '15-30 minutes',
  '30-45-min': '30-45 minutes',
  '45-60-min': '45-60 minutes',
  '60-plus-min': '60+ minutes',
};

const GOAL_WORDS: Record<QuestionnaireAnswers['primaryGoal'], string> = {
  'lose-weight': 'lose fat while keeping muscle',
  'build-muscle': 'build muscle with minimal fat gain',
  'general-fitness': 'get fitter and stronger overall',
  'athletic-performance': 'improve strength, power and conditioning for sport',
};

function summary(
  answers: QuestionnaireAnswers,
  stats: ValidatedStats,
  { results }: CoachContext,
  week: WorkoutPlan,
  lifts: readonly TrackedLift[],
  trajectory: BodyTrajectory,
): AiPlan['personalizedSummary'] {
  const range = results.bodyFatRange ? ` (likely range ${percent(results.bodyFatRange.low)}-${percent(results.bodyFatRange.high)})` : '';
  const end = PLAN_LENGTH_WEEKS;
  const weightChange = trajectory.weightAt(end) - trajectory.startKg;
  const limitations = week.limitations.areas.map((area) => area.label);
  const insights = (results.insights ?? []).slice(0, 3).join(' ');
  return {
    userProfile:
      `${answers.name}: ${stats.age}-year-old ${stats.gender}, ${Math.round(stats.heightCm)} cm, ${kgText(stats.weightKg)}, ` +
      `estimated body fat ${percent(results.bodyFatPercentage)}${range}, fitness age ${Math.round(results.fitnessAge)}. ` +
      `${answers.fitnessLevel[0].toUpperCase()}${answers.fitnessLevel.slice(1)} level, aiming to ${GOAL_WORDS[answers.primaryGoal]}.`,
    photoAnalysisInsights: insights.length > 0 ? insights : PHOTO_ANALYSIS_INSIGHTS_DEFAULT,
    whyThisPlan:
      `${trainingDays(answers)} training days a week (${week.split}) fit your ${answers.fitnessLevel} level, your current routine and your recovery ` +
      `(sleep ${SLEEP_WORDS[answers.sleepHours]}${answers.stressLevel ? `, ${answers.stressLevel.replace('-', ' ')} stress` : ''}). ` +
      `Sessions are sized to ${TIME_WORDS[answers.timeCommitment]} with ${answers.equipmentAccess.replace('-', ' ')} equipment. ` +
      (limitations.length > 0 ? `Exercises that load your ${limitations.join(', ').toLowerCase()} were swapped for safer ones. ` : '') +
      'Three 4-week phases build technique, then volume, then strength, with lighter weeks 4 and 8 so progress continues.',
    expectedResults:
      (weightChange === 0
        ? `Body weight about steady at ${kgText(trajectory.startKg)}`
        : `Body weight from ${kgText(trajectory.startKg)} to about ${kgText(trajectory.weightAt(end))} (${weightChange > 0 ? '+' : ''}${kgText(weightChange)} over 12 weeks)`) +
      `, body fat toward ${percent(trajectory.bodyFatAt(end))} (±${trajectory.bodyFatUncertainty.toFixed(1)} points)` +
      (lifts.length > 0 ? `, and ${lifts.map((lift) => `${lift.target.start.split(':')[0]} to ${lift.target.end.split(': ')[1]}`).join('; ')}` : '') +
      '. These are estimates from published averages: individual results vary by about half either way.',
  };
}

function workoutOverview(answers: QuestionnaireAnswers, week: WorkoutPlan, days: readonly PlannedDay[]): string {
  const resistance = days.filter((day) => day.kind === 'resistance').length;
  const notes = [
    `${resistance} strength session${resistance === 1 ? '' : 's'} a week (${week.split})` +
      (days.length > resistance ? ` and ${days.length - resistance} conditioning or recovery session${days.length - resistance === 1 ? '' : 's'}.` : '.'),
    `Warm-up before every session: ${week.warmUp.join(' ')}`,
    ...week.limitations.areas.map((area) => area.advice),
    ...week.limitations.medicalAdvice,
    ...(answers.workoutLocation === 'outdoor' ? ['Conditioning sessions work well outdoors: walk, run or cycle the same durations.'] : []),
  ];
  return notes.join(' ');
}

function nutritionOverview(answers: QuestionnaireAnswers, menu: NutritionPlan): string {
  const restrictions = answers.dietaryRestrictions ?? [];
  const { targets } = menu;
  return [
    `Daily target about ${targets.kcal.toLocaleString('en-US')} kcal (likely right within ${targets.range.low.toLocaleString('en-US')}-${targets.range.high.toLocaleString('en-US')} kcal), from Mifflin-St Jeor resting energy × your activity${targets.adjustmentKcal !== 0 ? ` ${targets.adjustmentKcal > 0 ? '+' : '−'} ${Math.abs(targets.adjustmentKcal)} kcal for your goal` : ''}.`,
    `Protein ${targets.proteinG} g (${targets.proteinGPerKg} g per kg) spread over ${menu.template.length} meals.`,
    restrictions.length > 0 ? `Every meal respects: ${restrictions.join(', ')}.` : '',
    answers.foodBudget === 'low' ? 'Budget: the staples (oats, eggs, legumes, rice, frozen vegetables) keep costs down; buy protein in bulk and freeze.' : '',
    answers.mealPrepTime === 'weekend-batch' || answers.mealPrepTime === 'no-time'
      ? 'Cook the lunches and dinners in one weekend batch; they keep 3-4 days chilled, the rest frozen.'
      : '',
    menu.unfilled.length > 0 ? `No recipe fits ${menu.unfilled.join(', ')} with your restrictions yet.` : '',
  ]
    .filter((text) => text.length > 0)
    .join(' ');
}

function checkin(week: number, answers: QuestionnaireAnswers, lifts: readonly TrackedLift[]): WeeklyCheckin {
  const metrics = [
    '7-day average morning body weight (kg)',
    'Waist at the navel (cm)',
    'Sessions completed of those planned',
    ...lifts.slice(0, 2).map((lift) => `${lift.target.start.split(':')[0]}: best set (load × reps)`),
    'Average sleep (hours) and energy (1-5)',
  ];
  const losing = answers.primaryGoal === 'lose-weight';
  const gaining = answers.primaryGoal === 'build-muscle';
  let adjustments = losing
    ? 'If the 7-day average fell less than 0.25 kg for two weeks running, cut 100-150 kcal a day; if it fell more than 1% of body weight, add 100-150 kcal.'
    : gaining
      ? 'If weight rose less than 0.1 kg for two weeks, add 100-150 kcal a day; if it rose more than 0.5% of body weight a week, take 100 kcal away.'
      : 'If weight drifts more than 1 kg from the start, move calories 100-150 kcal the other way.';
  if (DELOAD_WEEKS.has(week)) adjustments += ' Lighter training week: keep eating to target; scale weight may rise a little from water.';
  if (week === PLAN_LENGTH_WEEKS) adjustments += ' Take photos and measurements for comparison with week 1.';
  return { week, metrics, adjustments };
}

function milestone(week: number, trajectory: BodyTrajectory, lifts: readonly TrackedLift[]): Milestone {
  const weightChange = trajectory.weightAt(week) - trajectory.startKg;
  const bodyFatChange = trajectory.startBodyFat - trajectory.bodyFatAt(week);
  const strength = lifts
    .map((lift) => `${lift.target.start.split(':')[0]} ${liftAmount(lift, loadSteps(week)).split(': ')[1]}`)
    .join('; ');
  const goals: Record<number, string> = {
    4: 'Technique solid on every lift, all sessions done, routine settled',
    8: 'Added volume handled, loads still rising, first visible changes',
    12: 'Re-test: strength, weight, waist and photos against week 1',
  };
  return {
    week,
    goal: goals[week],
    measurement: 'Weigh-in average, waist, best sets of the tracked lifts',
    targets: {
      bodyFatReduction: `${round1(bodyFatChange).toFixed(1)} points (±${trajectory.bodyFatUncertainty.toFixed(1)})`,
      ...(strength ? { strengthGains: strength } : {}),
      bodyweightChange: `${weightChange > 0 ? '+' : ''}${kgText(weightChange)}`,
    },
  };
}

const METHODS: string[] = [
  'Energy: Mifflin-St Jeor resting energy × activity factor; predicted within ±10% of measured for most adults (Frankenfield D et al. J Am Diet Assoc 2005;105:775-789).',
  'Protein 1.2-1.8 g/kg by goal (Morton RW et al. Br J Sports Med 2018;52:376-384; Jäger R et al. J Int Soc Sports Nutr 2017;14:20); fat 25-35% of energy (IOM 2005).',
  'Rate of change: fat loss held to 0.5-1% of body weight a week (Helms ER et al. J Int Soc Sports Nutr 2014;11:20), lean gain 0.25-0.5% (Iraki J et al. Sports 2019;7:154); about 7,700 kcal per kg (Hall KD. Int J Obes 2008;32:573-576, a first approximation).',
  'Body-fat targets carry the analysis’s own uncertainty range; they assume lean mass is kept while losing and about half of any gain is lean.',
  'Training: sets, reps, rest and effort from the ACSM progression models (Med Sci Sports Exerc 2009;41:687-708), effort as reps in reserve (Zourdos MC et al. J Strength Cond Res 2016;30:267-275).',
  'Periodization in three 4-week phases with lighter weeks (Rhea MR, Alderman BL. Res Q Exerc Sport 2004;75:413-422).',
  'Strength targets: conservative starting loads from body weight, calibrated in week 1; expected gains scaled from Kraemer WJ, Ratamess NA. Med Sci Sports Exerc 2004;36:674-688. Individual results vary widely.',
];
