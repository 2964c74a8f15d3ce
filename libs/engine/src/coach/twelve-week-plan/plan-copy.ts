// The plan's prose: the personalised summary, the workout and nutrition overviews, and the methods it cites.
import { type AiPlan, PHOTO_ANALYSIS_INSIGHTS_DEFAULT, PLAN_LENGTH_WEEKS, type QuestionnaireAnswers } from '@fitness/contracts';
import type { ValidatedStats } from '../../input/validate-stats';
import type { CoachContext } from '../coach-context';
import type { NutritionPlan } from '../weekly-plan/nutrition/build-nutrition-plan';
import type { PlannedDay, WorkoutPlan } from '../weekly-plan/workout/build-workout-plan';
import type { BodyTrajectory } from './body-trajectory';
import { kgText, percent } from './plan-numbers';
import { trainingDays } from './questionnaire-mapping';
import type { TrackedLift } from './strength-targets';

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

export function summary(
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

export function workoutOverview(answers: QuestionnaireAnswers, week: WorkoutPlan, days: readonly PlannedDay[]): string {
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

export function nutritionOverview(answers: QuestionnaireAnswers, menu: NutritionPlan): string {
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

export const METHODS: string[] = [
  'Energy: Mifflin-St Jeor resting energy × activity factor; predicted within ±10% of measured for most adults (Frankenfield D et al. J Am Diet Assoc 2005;105:775-789).',
  'Protein 1.2-1.8 g/kg by goal (Morton RW et al. Br J Sports Med 2018;52:376-384; Jäger R et al. J Int Soc Sports Nutr 2017;14:20); fat 25-35% of energy (IOM 2005).',
  'Rate of change: fat loss held to 0.5-1% of body weight a week (Helms ER et al. J Int Soc Sports Nutr 2014;11:20), lean gain 0.25-0.5% (Iraki J et al. Sports 2019;7:154); about 7,700 kcal per kg (Hall KD. Int J Obes 2008;32:573-576, a first approximation).',
  'Body-fat targets carry the analysis’s own uncertainty range; they assume lean mass is kept while losing and about half of any gain is lean.',
  'Training: sets, reps, rest and effort from the ACSM progression models (Med Sci Sports Exerc 2009;41:687-708), effort as reps in reserve (Zourdos MC et al. J Strength Cond Res 2016;30:267-275).',
  'Periodization in three 4-week phases with lighter weeks (Rhea MR, Alderman BL. Res Q Exerc Sport 2004;75:413-422).',
  'Strength targets: conservative starting loads from body weight, calibrated in week 1; expected gains scaled from Kraemer WJ, Ratamess NA. Med Sci Sports Exerc 2004;36:674-688. Individual results vary widely.',
];
