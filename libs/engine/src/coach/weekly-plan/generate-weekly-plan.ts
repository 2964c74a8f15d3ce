// The embedded weekly-plan generator used when no language-model server is configured: a deterministic one-week
// workout or nutrition plan built from the user's answers and analysis, as safe HTML (spec §2 weekly plan section,
// §3 answers forms, §9 option lists).
import type { NutritionAnswers, WorkoutAnswers } from '@fitness/contracts';
import { validateStats } from '../../input/validate-stats';
import type { CoachContext } from '../coach-context';
import { normaliseNote } from './free-text';
import { buildNutritionPlan } from './nutrition/build-nutrition-plan';
import { renderNutritionPlan } from './nutrition/render-nutrition-plan';
import { buildWorkoutPlan } from './workout/build-workout-plan';
import { renderWorkoutPlan } from './workout/render-workout-plan';
import { checkNutritionAnswers, checkWorkoutAnswers } from './validate-answers';

export type WeeklyPlanRequest =
  { type: 'workout'; answers: WorkoutAnswers } | { type: 'nutrition'; answers: NutritionAnswers };

/**
 * One week's plan as HTML using only h2-h4, p, ul, ol, li, strong, em, table parts and br, with no attributes; every
 * piece of user text is escaped. Same request and context, same output. Throws EngineInputError (per-field issues) for
 * answers outside the option lists, or stored stats that cannot be read.
 */
export function generateWeeklyPlanHtml(request: WeeklyPlanRequest, context: CoachContext): string {
  const stats = validateStats(context.stats);
  if (request.type === 'workout') {
    checkWorkoutAnswers(request.answers);
    const plan = buildWorkoutPlan(request.answers, stats, normaliseNote(request.answers.limitations));
    return renderWorkoutPlan(plan, stats.age);
  }
  checkNutritionAnswers(request.answers);
  const plan = buildNutritionPlan(request.answers, stats, normaliseNote(request.answers.allergies));
  return renderNutritionPlan(plan, context.results);
}
