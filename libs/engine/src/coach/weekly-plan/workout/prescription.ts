// Sets, reps, rest and effort for each exercise role, by goal and experience, and the progression rules.
// Sources:
// - American College of Sports Medicine. Progression models in resistance training for healthy adults (position
//   stand). Med Sci Sports Exerc 2009;41:687-708: novices 1-3 sets of 8-12 reps; strength 1-6 reps at 80-100% 1RM
//   with 3-5 min rest on core lifts; hypertrophy 6-12 reps with 1-2 min rest (longer on heavy compounds); local
//   muscular endurance 10-25 reps with short rest; power 3-6 reps with maximal intent; raise the load 2-10% when
//   1-2 reps beyond the target are possible on two consecutive sessions (the "2-for-2 rule").
// - Ralston GW et al. The effect of weekly set volume on strength gain: a meta-analysis. Sports Med 2017;47:2585-2601:
//   multiple sets and more weekly sets give more strength, so strength work keeps 3-5 sets on the main lifts.
// - Schoenfeld BJ et al. Longer interset rest periods enhance muscle strength and hypertrophy in resistance-trained
//   men. J Strength Cond Res 2016;30:1805-1812: 3 min beat 1 min for heavy compounds.
// - Zourdos MC et al. Novel resistance training-specific RPE scale measuring repetitions in reserve. J Strength Cond
//   Res 2016;30:267-275: effort written as reps in reserve (RIR) with the matching RPE.
// - Rønnestad BR, Mujika I. Optimizing strength training for running and cycling endurance performance. Scand J Med
//   Sci Sports 2014;24:603-612: endurance athletes gain economy from heavy, low-volume strength work.
import type { WorkoutAnswers } from '@fitness/contracts';
import type { Dose, ProgressionKind } from './exercise-catalogue';

export type Goal = WorkoutAnswers['goal'];
export type Experience = WorkoutAnswers['experienceLevel'];
export type Role = 'power' | 'main' | 'secondary' | 'accessory' | 'isolation' | 'core';

type RoleTable<T> = Record<Exclude<Role, 'core'>, T>;

// Reps per goal and role; strength and athletic main lifts depend on experience (novices stay in technique-friendly
// ranges, ACSM 2009).
const REPS: Record<Goal, RoleTable<string | Record<Experience, string>>> = {
  'muscle-gain': { power: '3-5', main: '6-10', secondary: '8-12', accessory: '10-15', isolation: '12-20' },
  strength: {
    power: '3-5',
    main: { beginner: '5-8', intermediate: '4-6', advanced: '3-5' },
    secondary: { beginner: '8-10', intermediate: '6-8', advanced: '5-8' },
    accessory: '8-12',
    isolation: '10-15',
  },
  'fat-loss': { power: '3-5', main: '6-10', secondary: '8-12', accessory: '10-15', isolation: '12-15' },
  endurance: { power: '3-5', main: '6-10', secondary: '10-15', accessory: '12-20', isolation: '15-20' },
  'general-fitness': { power: '3-5', main: '8-12', secondary: '8-12', accessory: '10-15', isolation: '12-15' },
  'athletic-performance': {
    power: '3-5',
    main: { beginner: '5-8', intermediate: '4-6', advanced: '3-5' },
    secondary: '6-10',
    accessory: '8-12',
    isolation: '10-15',
  },
};

// Rest in seconds [low, high] per goal and role.
const REST: Record<Goal, RoleTable<readonly [number, number]>> = {
  'muscle-gain': {
    power: [120, 180],
    main: [120, 180],
    secondary: [90, 120],
    accessory: [60, 90],
    isolation: [60, 90],
  },
  strength: { power: [120, 180], main: [180, 300], secondary: [120, 180], accessory: [90, 120], isolation: [60, 90] },
  'fat-loss': { power: [120, 180], main: [90, 120], secondary: [60, 90], accessory: [60, 90], isolation: [45, 60] },
  endurance: { power: [120, 180], main: [120, 120], secondary: [60, 90], accessory: [45, 60], isolation: [30, 60] },
  'general-fitness': {
    power: [120, 180],
    main: [90, 120],
    secondary: [90, 90],
    accessory: [60, 90],
    isolation: [60, 60],
  },
  'athletic-performance': {
    power: [120, 180],
    main: [180, 180],
    secondary: [120, 120],
    accessory: [90, 90],
    isolation: [60, 60],
  },
};

// Starting sets; the weekly-volume step then tunes secondary, accessory and isolation sets into the target range.
const SETS: Record<Experience, Record<Role, number>> = {
  beginner: { power: 3, main: 3, secondary: 2, accessory: 2, isolation: 2, core: 2 },
  intermediate: { power: 3, main: 3, secondary: 3, accessory: 3, isolation: 2, core: 3 },
  advanced: { power: 4, main: 4, secondary: 3, accessory: 3, isolation: 3, core: 3 },
};

/** Most sets one exercise gets in one session. */
export const MAX_SETS: Record<Experience, number> = { beginner: 4, intermediate: 5, advanced: 5 };
export const MIN_SETS = 2;

const CORE_SECONDS: Record<Experience, string> = { beginner: '20-30 s', intermediate: '30-45 s', advanced: '45-60 s' };
const CARRY_METRES: Record<Experience, string> = { beginner: '20 m', intermediate: '30 m', advanced: '40 m' };

const EFFORT: Record<Experience, { compound: string; isolation: string }> = {
  beginner: { compound: '2-3 RIR (RPE 7-8)', isolation: '2-3 RIR (RPE 7-8)' },
  intermediate: { compound: '1-3 RIR (RPE 7-9)', isolation: '1-2 RIR (RPE 8-9)' },
  advanced: { compound: '1-2 RIR (RPE 8-9)', isolation: '0-1 RIR (RPE 9-10)' },
};

export interface SetPrescription {
  sets: number;
  reps: string;
  restSeconds: readonly [number, number];
  effort: string;
}

export function prescribe(goal: Goal, experience: Experience, role: Role, dose: Dose): SetPrescription {
  const sets = goal === 'strength' && role === 'main' ? SETS[experience].main + 1 : SETS[experience][role];
  if (role === 'core') {
    return { sets, reps: coreDose(experience, dose), restSeconds: [45, 60], effort: 'steady breathing, perfect form' };
  }
  const table = REPS[goal][role];
  const range = typeof table === 'string' ? table : table[experience];
  const effort =
    role === 'power'
      ? 'maximal intent; stop the set if speed drops'
      : EFFORT[experience][role === 'isolation' ? 'isolation' : 'compound'];
  return { sets, reps: doseText(range, dose), restSeconds: REST[goal][role], effort };
}

function coreDose(experience: Experience, dose: Dose): string {
  if (dose === 'seconds') return CORE_SECONDS[experience];
  if (dose === 'seconds-each-side') return `${CORE_SECONDS[experience]} each side`;
  if (dose === 'metres') return `${CARRY_METRES[experience]} walk`;
  return doseText(experience === 'beginner' ? '6-8' : '8-12', dose);
}

function doseText(range: string, dose: Dose): string {
  switch (dose) {
    case 'reps':
      return range;
    case 'each-side':
      return `${range} each side`;
    case 'seconds':
      return '20-45 s';
    case 'seconds-each-side':
      return '20-45 s each side';
    case 'metres':
      return '30 m walk';
  }
}

export function restText([low, high]: readonly [number, number]): string {
  const format = (seconds: number) => (seconds >= 120 && seconds % 60 === 0 ? `${seconds / 60}` : `${seconds}`);
  const unit = low >= 120 && low % 60 === 0 && high % 60 === 0 ? 'min' : 's';
  if (unit === 's') return low === high ? `${low} s` : `${low}-${high} s`;
  return low === high ? `${format(low)} min` : `${format(low)}-${format(high)} min`;
}

/** Short label for the table and the rule it stands for. */
export const PROGRESSION_RULES: Record<ProgressionKind, { label: string; rule: string }> = {
  load: {
    label: 'Load (2-for-2)',
    rule: 'Load (2-for-2): when you can do 1-2 reps more than the top of the range on the last set in two sessions in a row, add 2.5 kg to upper-body lifts or 5 kg to lower-body lifts (about 2-10%, ACSM 2009). If you miss the bottom of the range twice, drop the load 10% and build back.',
  },
  double: {
    label: 'Double progression',
    rule: 'Double progression: keep the same weight until every set reaches the top of the rep range at the target effort, then add the smallest step (1-2 kg per dumbbell, one band colour, one machine plate) and work back up from the bottom of the range.',
  },
  bodyweight: {
    label: 'Reps, then harder variation',
    rule: 'Reps, then harder variation: add 1-2 reps per set each week; when every set reaches the top of the range, move to the next harder variation listed for that exercise and start again at the bottom of the range.',
  },
  time: {
    label: '+5 s a week',
    rule: '+5 s a week: add about 5 seconds per set each week; past 60 seconds, make it harder (longer lever, feet closer together, a slow breath cycle) rather than longer.',
  },
  power: {
    label: 'Quality first',
    rule: 'Quality first: power work never goes to fatigue. Progress by jumping or throwing further or higher with the same clean landing, never by adding reps.',
  },
  carry: {
    label: 'Distance, then load',
    rule: 'Distance, then load: add 10 m per set each week up to 40 m, then heavier dumbbells and back to 20 m.',
  },
};
