// A sample person's stats as POST /api/analysis takes them (spec §3 user stats), for tests, benches and docs: not
// data the product uses. One copy, so every sample request in the repository sends the same person.
import type { UserStats } from './stats';

/** A plausible visitor: 34, female, 168 cm, 64 kg, losing fat, lightly active. Frozen: spread it to vary a field. */
export const SAMPLE_USER_STATS: Readonly<UserStats> = Object.freeze({
  age: 34,
  gender: 'female',
  height: '168',
  weight: '64',
  goal: 'lose_fat',
  activityLevel: 'lightly_active',
});
