// Weekly hard sets per muscle, counted fractionally (1 per set for the prime mover, 0.5 for a synergist), and the
// target ranges they are tuned into.
// Schoenfeld BJ, Ogborn D, Krieger JW. Dose-response relationship between weekly resistance training volume and
// increases in muscle mass: a systematic review and meta-analysis. J Sports Sci 2017;35:1073-1082: fewer than 5
// sets a week gives the least growth, 5-9 more, 10 or more the most (about +0.37% per extra weekly set).
// Ralston GW et al. Sports Med 2017;47:2585-2601: strength rises with weekly sets as well (medium to high volume).
// Where each goal and level sits in those bands is our mapping: muscle gain climbs from the 5-9 band for novices to
// 10+ for trained lifters; other goals keep enough volume to hold or build muscle while conditioning takes time.
import type { Muscle } from './exercise-catalogue';
import type { Experience, Goal, Role } from './prescription';
import { MAX_SETS, MIN_SETS } from './prescription';

export type SetRange = readonly [number, number];

const TARGETS: Record<Goal, Record<Experience, SetRange>> = {
  'muscle-gain': { beginner: [6, 10], intermediate: [10, 16], advanced: [12, 20] },
  strength: { beginner: [6, 10], intermediate: [8, 14], advanced: [10, 16] },
  'fat-loss': { beginner: [6, 10], intermediate: [8, 14], advanced: [10, 16] },
  'athletic-performance': { beginner: [6, 10], intermediate: [8, 14], advanced: [10, 16] },
  'general-fitness': { beginner: [4, 10], intermediate: [6, 12], advanced: [8, 14] },
  endurance: { beginner: [4, 8], intermediate: [4, 10], advanced: [6, 12] },
};

/** Muscles the volume table reports and tunes; arms are tuned only for muscle gain (rows and presses train them). */
export function trackedMuscles(goal: Goal): readonly Muscle[] {
  const major: Muscle[] = ['chest', 'back', 'shoulders', 'quads', 'glutes', 'hamstrings'];
  return goal === 'muscle-gain' ? [...major, 'biceps', 'triceps'] : major;
}

export function volumeTarget(goal: Goal, experience: Experience): SetRange {
  return TARGETS[goal][experience];
}

export interface CountedExercise {
  role: Role;
  sets: number;
  muscles: Partial<Record<Muscle, number>>;
}

/** Power work is not hypertrophy volume and core is outside the table; main lifts may gain sets but never lose them. */
const NEVER_ADDED = new Set<Role>(['power', 'core']);
const NEVER_REMOVED = new Set<Role>(['power', 'core', 'main']);

export function weeklySets(exercises: readonly CountedExercise[], muscle: Muscle): number {
  let total = 0;
  for (const item of exercises) {
    if (item.role === 'power') continue;
    total += item.sets * (item.muscles[muscle] ?? 0);
  }
  return total;
}

/**
 * Adds or removes one set at a time on tunable exercises until every tracked muscle sits in the target range or no
 * step helps. Deterministic: ties go to the exercise that comes first in the week.
 */
export function balanceVolume(
  exercises: CountedExercise[],
  muscles: readonly Muscle[],
  target: SetRange,
  experience: Experience,
): void {
  const maxSets = MAX_SETS[experience];
  const over = (muscle: Muscle) => weeklySets(exercises, muscle) - target[1];
  for (let step = 0; step < 200; step++) {
    const deficits = muscles
      .map((muscle) => ({ muscle, gap: target[0] - weeklySets(exercises, muscle) }))
      .filter((entry) => entry.gap > 0)
      .sort((a, b) => b.gap - a.gap);
    const addable = deficits
      .map(({ muscle }) =>
        pick(
          exercises.filter(
            (item) =>
              !NEVER_ADDED.has(item.role) &&
              item.sets < maxSets &&
              (item.muscles[muscle] ?? 0) === 1 &&
              // never push another tracked muscle it trains past the top of the range
              muscles.every(
                (other) =>
                  other === muscle || (item.muscles[other] ?? 0) === 0 || over(other) + (item.muscles[other] ?? 0) <= 0,
              ),
          ),
          (a, b) => a.sets - b.sets,
        ),
      )
      .find((item) => item !== undefined);
    if (addable) {
      addable.sets += 1;
      continue;
    }
    const excess = muscles
      .map((muscle) => ({ muscle, gap: over(muscle) }))
      .filter((entry) => entry.gap > 0)
      .sort((a, b) => b.gap - a.gap);
    const removable = excess
      .map(({ muscle }) =>
        pick(
          exercises.filter(
            (item) =>
              !NEVER_REMOVED.has(item.role) &&
              item.sets > MIN_SETS &&
              (item.muscles[muscle] ?? 0) > 0 &&
              // never drop another tracked muscle below the range
              muscles.every(
                (other) =>
                  other === muscle ||
                  (item.muscles[other] ?? 0) === 0 ||
                  weeklySets(exercises, other) - (item.muscles[other] ?? 0) >= target[0],
              ),
          ),
          (a, b) => b.sets - a.sets,
        ),
      )
      .find((item) => item !== undefined);
    if (!removable) return;
    removable.sets -= 1;
  }
}

function pick<T>(items: readonly T[], compare: (a: T, b: T) => number): T | undefined {
  let best: T | undefined;
  for (const item of items) if (best === undefined || compare(item, best) < 0) best = item;
  return best;
}
