// The embedded 12-week plan (spec §3 "AI plan"), written when no language model is configured or the model's plan is
// refused. Deterministic: the one-week workout and nutrition builders (with their cited methods) give the week, and
// this module periodizes it over three 4-week phases (periodization.ts). Each part of the plan has its own file:
// workout-phases.ts, nutrition-phases.ts, progress-tracking.ts, and plan-copy.ts for the summary and overviews.
import { type AiPlan, PLAN_LENGTH_WEEKS, type QuestionnaireAnswers } from '@fitness/contracts';
import { validateStats } from '../../input/validate-stats';
import type { CoachContext } from '../coach-context';
import { normaliseNote } from '../weekly-plan/free-text';
import { buildNutritionPlan } from '../weekly-plan/nutrition/build-nutrition-plan';
import { buildWorkoutPlan } from '../weekly-plan/workout/build-workout-plan';
import { bodyTrajectory } from './body-trajectory';
import { macroShares, nutritionPhase } from './nutrition-phases';
import { PHASES, PROGRESSING_WEEKS } from './periodization';
import { METHODS, nutritionOverview, summary, workoutOverview } from './plan-copy';
import { checkin, milestone } from './progress-tracking';
import { exclusions, nutritionAnswers, SESSION_MINUTES, workoutAnswers } from './questionnaire-mapping';
import { trackedLifts } from './strength-targets';
import { fitToSessionLength, workoutPhase } from './workout-phases';

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
