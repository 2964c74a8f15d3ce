// People and contexts for the expert tests, built with the real analysis so every number is the engine's own.
import type { UserStats } from '@fitness/contracts';
import { analyze, validateStats } from '../../../index';
import type { CoachContext } from '../../../index';

export const PEOPLE = {
  /** 42-year-old man who typed pounds and wants to lose fat (the analyze.spec example). */
  dieter: {
    age: 42,
    gender: 'male',
    height: `5'10"`,
    weight: '196 lb',
    goal: 'lose_fat',
    activityLevel: 'lightly_active',
  },
  /** 29-year-old woman building muscle, intermediate lifter. */
  lifter: {
    age: 29,
    gender: 'female',
    height: '165 cm',
    weight: '58 kg',
    goal: 'build_muscle',
    activityLevel: 'moderately_active',
    athleteLevel: 'intermediate',
  },
  /** 66-year-old with gender 'other', tape waist and resting heart rate. */
  older: {
    age: 66,
    gender: 'other',
    height: '170 cm',
    weight: '95 kg',
    goal: 'general_fitness',
    activityLevel: 'sedentary',
    waistCm: 104,
    restingHeartRate: 72,
  },
} satisfies Record<string, UserStats>;

export type PersonName = keyof typeof PEOPLE;

export function contextFor(name: PersonName): CoachContext {
  const stats: UserStats = PEOPLE[name];
  return { stats, results: analyze({ stats }) };
}

export function weightKgOf(name: PersonName): number {
  return validateStats(PEOPLE[name]).weightKg;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}
