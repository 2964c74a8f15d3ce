// Start, end and weekly progression of the four tracked lifts (spec §3 strengthTargets).
// - Starting loads are conservative working weights for sets of 8-10 as a share of body weight, by level; to be
//   calibrated in week 1 at 2-3 reps in reserve (Zourdos MC et al. J Strength Cond Res 2016;30:267-275). The ratios
//   are our choice, below common strength standards so a first week never starts too heavy.
// - Women lift about 52% (upper body) and 66% (lower body) of men's absolute loads on average (Miller AEJ et al. Eur
//   J Appl Physiol 1993;66:254-262); relative to body weight the gap is smaller, so the plan uses 0.65 and 0.8.
// - Expected gain over the 12 weeks by level follows the size of gains reported for untrained, trained and advanced
//   lifters (Kraemer WJ, Ratamess NA. Med Sci Sports Exerc 2004;36:674-688: about 40%, 16-20% and 10% over months),
//   scaled down to 12 weeks with two lighter weeks: 25%, 12% and 6%. Load steps of 2.5 kg (barbell) follow ACSM 2009.
import type { QuestionnaireAnswers, StrengthLift, StrengthTarget } from '@fitness/contracts';
import type { ValidatedStats } from '../../input/validate-stats';
import type { PlannedExercise } from '../weekly-plan/workout/build-workout-plan';

type Level = QuestionnaireAnswers['fitnessLevel'];

const BODYWEIGHT_RATIO: Record<Level, Record<StrengthLift, number>> = {
  beginner: { bench: 0.45, squat: 0.55, deadlift: 0.7, overhead: 0.3 },
  intermediate: { bench: 0.7, squat: 0.9, deadlift: 1.1, overhead: 0.45 },
  advanced: { bench: 0.95, squat: 1.25, deadlift: 1.5, overhead: 0.6 },
};

const TWELVE_WEEK_GAIN: Record<Level, number> = { beginner: 0.25, intermediate: 0.12, advanced: 0.06 };

const SEX_FACTOR: Record<ValidatedStats['gender'], { upper: number; lower: number }> = {
  male: { upper: 1, lower: 1 },
  female: { upper: 0.65, lower: 0.8 },
  other: { upper: 0.825, lower: 0.9 },
};

/** Which planned exercise stands for each lift (the first match in the week); a lift with none is not tracked. */
const LIFT_PATTERNS: Record<StrengthLift, RegExp> = {
  bench: /bench-press|floor-press|push-up|chest-press/,
  squat: /squat|leg-press/,
  deadlift: /deadlift/,
  overhead: /overhead-press|shoulder-press|pike/,
};

export interface TrackedLift {
  lift: StrengthLift;
  exerciseId: string;
  /** Kilograms on the bar (or per dumbbell) for loaded lifts; undefined for body-weight ones, tracked in reps. */
  startKg?: number;
  stepKg?: number;
  startReps?: number;
  repStep?: number;
  target: StrengthTarget;
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const kg = (value: number) => `${value.toFixed(1)} kg`;

/** The load after `steps` weekly steps, to the nearest 0.5 kg (the smallest plates most gyms have). */
export function loadAfter(startKg: number, stepKg: number, steps: number): number {
  return Math.round((startKg + stepKg * steps) * 2) / 2;
}

/**
 * The four lifts as the plan trains them: load targets for barbell, machine and dumbbell lifts; rep targets for
 * body-weight ones. `progressingWeeks` is the number of weeks whose next week adds load (deloads excluded).
 */
export function trackedLifts(
  exercises: readonly PlannedExercise[],
  stats: ValidatedStats,
  level: Level,
  progressingWeeks: number,
): TrackedLift[] {
  const lifts: TrackedLift[] = [];
  for (const lift of Object.keys(LIFT_PATTERNS) as StrengthLift[]) {
    const planned = exercises.find((item) => LIFT_PATTERNS[lift].test(item.id));
    if (planned === undefined) continue;
    const tools = planned.exercise.tools;
    const gain = TWELVE_WEEK_GAIN[level];
    if (tools.length === 0 || planned.exercise.progression === 'bodyweight') {
      const startReps = level === 'beginner' ? 6 : level === 'intermediate' ? 10 : 15;
      const endReps = Math.round(startReps * (1 + 2 * gain));
      const repStep = Math.max(1, Math.round((endReps - startReps) / progressingWeeks));
      lifts.push({
        lift,
        exerciseId: planned.id,
        startReps,
        repStep,
        target: {
          start: `${planned.exercise.name}: ${startReps} reps`,
          end: `${planned.exercise.name}: ${startReps + repStep * progressingWeeks} reps`,
          progression: `+${repStep} rep${repStep === 1 ? '' : 's'} per set each week (harder variation at the top of the range)`,
        },
      });
      continue;
    }
    const upper = lift === 'bench' || lift === 'overhead';
    const sexFactor = SEX_FACTOR[stats.gender][upper ? 'upper' : 'lower'];
    // Dumbbells are loaded per hand (about 40% of the barbell load each); a leg press carries about 1.5× a squat.
    const toolFactor = tools.includes('barbell') || tools.includes('trap-bar') ? 1 : tools.includes('machine') ? 1.5 : 0.4;
    const step = toolFactor === 0.4 ? 1 : 2.5;
    const startKg = roundTo(stats.weightKg * BODYWEIGHT_RATIO[level][lift] * sexFactor * toolFactor, step);
    const totalGain = Math.max(step, roundTo(startKg * gain, step));
    const stepKg = Math.max(0.5, Math.round((totalGain / progressingWeeks) * 2) / 2);
    const endKg = loadAfter(startKg, stepKg, progressingWeeks);
    const perHand = toolFactor === 0.4 ? ' per hand' : '';
    lifts.push({
      lift,
      exerciseId: planned.id,
      startKg,
      stepKg,
      target: {
        start: `${planned.exercise.name}: ${kg(startKg)}${perHand} × ${planned.reps}`,
        end: `${planned.exercise.name}: ${kg(endKg)}${perHand} × ${planned.reps}`,
        progression: `about +${stepKg} kg per week (when every set reaches the top of the range)`,
      },
    });
  }
  return lifts;
}
