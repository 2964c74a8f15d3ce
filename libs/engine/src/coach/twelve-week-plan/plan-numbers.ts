// How the plan writes its numbers, so the summary, the workouts, the menus and the milestones all read alike.
import { loadAfter, type TrackedLift } from './strength-targets';

export const round1 = (value: number) => Math.round(value * 10) / 10;
export const kgText = (value: number) => `${round1(value).toFixed(1)} kg`;
export const percent = (value: number) => `${round1(value).toFixed(1)}%`;

/** A tracked lift after `steps` load steps, as its target names it: "Name: 62.5 kg per hand" or "Name: 12 reps". */
export function liftAmount(lift: TrackedLift, steps: number): string {
  const name = lift.target.start.split(':')[0];
  if (lift.startKg !== undefined && lift.stepKg !== undefined) {
    const perHand = lift.target.start.includes('per hand') ? ' per hand' : '';
    return `${name}: ${kgText(loadAfter(lift.startKg, lift.stepKg, steps))}${perHand}`;
  }
  return `${name}: ${(lift.startReps ?? 0) + (lift.repStep ?? 0) * steps} reps`;
}
