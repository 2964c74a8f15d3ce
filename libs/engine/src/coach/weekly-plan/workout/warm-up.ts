// The warm-up before every resistance day: general, then dynamic mobility, then ramp-up sets of the first lift.
// Warming up improves performance in most studies (Fradkin AJ, Zazryn TR, Smoliga JM. Effects of warming-up on
// physical performance: a systematic review with meta-analysis. J Strength Cond Res 2010;24:140-148); ramp-up sets
// follow ACSM 2009 (Med Sci Sports Exerc 2009;41:687-708) practice of lighter sets before heavy ones.
import type { Equipment, Stress } from './exercise-catalogue';

interface Drill {
  text: string;
  stresses: readonly Stress[];
  needsBands?: boolean;
}

const DYNAMIC_DRILLS: readonly Drill[] = [
  { text: 'leg swings front-to-back and side-to-side, 10 each', stresses: [] },
  { text: 'hip circles, 5 each way', stresses: [] },
  { text: 'arm circles, 10 each way', stresses: [] },
  { text: 'band pull-aparts, 15', stresses: [], needsBands: true },
  { text: 'glute bridges, 10', stresses: [] },
  { text: 'body-weight squats to a comfortable depth, 10', stresses: ['deep-knee-flexion', 'deep-hip-flexion'] },
  { text: 'inchworms, 5', stresses: ['wrist-extension'] },
  { text: 'reverse lunge with a reach overhead, 5 each side', stresses: ['lunge', 'overhead-press'] },
];

/** Enough drills for about 5 minutes. */
const MAX_DRILLS = 6;

export function warmUpSteps(equipment: Equipment, avoid: ReadonlySet<Stress>): string[] {
  const general =
    equipment === 'full-gym'
      ? '5 min easy on a bike, rower or cross-trainer (RPE 3-4 of 10), enough to feel warm.'
      : '5 min of brisk marching on the spot, easy step-touches or a brisk walk (RPE 3-4 of 10), enough to feel warm.';
  const drills = DYNAMIC_DRILLS.filter(
    (drill) => !drill.stresses.some((stress) => avoid.has(stress)) && (!drill.needsBands || equipment !== 'bodyweight'),
  )
    .map((drill) => drill.text)
    .slice(0, MAX_DRILLS);
  const rampUp =
    equipment === 'bodyweight'
      ? 'Before the first exercise: one easier set of it (for example push-ups with hands on a table) for 8-10 easy reps.'
      : equipment === 'home-basic'
        ? 'Before the first exercise: 2 lighter sets, about 50% of the working weight for 8 reps, then 75% for 4.'
        : 'Before the first exercise: 2-3 ramp-up sets, about 50% of the working weight for 8 reps, 70% for 5 and 85% for 2-3 (start barbell lifts with the empty bar).';
  return [general, `Dynamic mobility, about 5 min: ${drills.join('; ')}.`, rampUp];
}
