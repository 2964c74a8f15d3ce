// The 12 weeks as three 4-week phases, and where the lighter weeks fall.
// - Periodized programmes beat non-periodized ones for strength (Rhea MR, Alderman BL. Res Q Exerc Sport
//   2004;75:413-422); progression by load, then volume, then intensity follows ACSM 2009 (Med Sci Sports Exerc
//   41:687-708). A lighter week closes the first two phases (about 40% fewer sets at the same load): our choice,
//   following common practice of a deload every 4-6 weeks.
import { PLAN_LENGTH_WEEKS } from '@fitness/contracts';

export interface PhaseShape {
  phase: number;
  weeks: readonly number[];
  focus: string;
  description: string;
  /** Sets added to main, secondary and accessory exercises in this phase (capped per level). */
  extraSets: number;
}

export const PHASES: readonly PhaseShape[] = [
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

export const DELOAD_WEEKS: ReadonlySet<number> = new Set([4, 8]);
export const DELOAD_SET_SHARE = 0.6;

/** Load steps taken by the start of `week`: one per week, none into or during a lighter week. */
export function loadSteps(week: number): number {
  const deloadsBefore = [...DELOAD_WEEKS].filter((deload) => deload < week).length;
  return week - 1 - deloadsBefore - (DELOAD_WEEKS.has(week) ? 1 : 0);
}
export const PROGRESSING_WEEKS = loadSteps(PLAN_LENGTH_WEEKS);
