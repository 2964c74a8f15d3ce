// The workout half of each phase: the one-week sessions cut to the time per workout, then repeated week by week with
// the phase's extra sets, the lighter weeks, the tracked lifts' loads and what to do next week.
import {
  PLAN_LENGTH_WEEKS,
  type PlanExercise,
  type PlanWorkout,
  type QuestionnaireAnswers,
  type StrengthLift,
  type StrengthTarget,
  type WorkoutPhase,
} from '@fitness/contracts';
import { type PlannedDay, type PlannedExercise, sessionMinutes } from '../weekly-plan/workout/build-workout-plan';
import { MAX_SETS, MIN_SETS, PROGRESSION_RULES, restText } from '../weekly-plan/workout/prescription';
import type { BodyTrajectory } from './body-trajectory';
import { DELOAD_SET_SHARE, DELOAD_WEEKS, loadSteps, type PhaseShape } from './periodization';
import { kgText, liftAmount, percent } from './plan-numbers';
import type { TrackedLift } from './strength-targets';

/**
 * Sessions cut to the time per workout: isolation, then accessory exercises go first (from the end of the session),
 * then sets come down to the minimum, until the estimated session fits.
 */
export function fitToSessionLength(days: readonly PlannedDay[], maxMinutes: number): PlannedDay[] {
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

export function workoutPhase(
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
