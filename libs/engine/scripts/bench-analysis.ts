// Time of a stats-only analysis (median and p95 after warm-up) and resident memory. The root `npm run bench:analysis`
// runs this, then @fitness/body-scan's bench for model load time and the two-photo scan.
import type { UserStats } from '@fitness/contracts';
import { analyze } from '../src/index';
import { quantile } from '../src/numeric/descriptive';

const WARM_UP_RUNS = 500;
const TIMED_RUNS = 5000;
const STATS_ONLY_TARGET_MS = 5;

const PEOPLE: UserStats[] = [
  { age: 34, gender: 'male', height: `5'11"`, weight: '185 lb', goal: 'lose_fat', activityLevel: 'moderately_active' },
  {
    age: 52,
    gender: 'female',
    height: '162 cm',
    weight: '71 kg',
    goal: 'general_fitness',
    activityLevel: 'sedentary',
    bfPercent: 30,
  },
  {
    age: 27,
    gender: 'other',
    height: '1.75 m',
    weight: '11 st 4 lb',
    goal: 'build_muscle',
    activityLevel: 'very_active',
    waistCm: 82,
  },
  {
    age: 45,
    gender: 'male',
    height: '183',
    weight: '92',
    goal: 'get_toned',
    activityLevel: 'lightly_active',
    waistCm: 98,
    neckCm: 41,
    restingHeartRate: 66,
    athleteLevel: 'intermediate',
  },
];

function timeStatsOnly(): number[] {
  for (let i = 0; i < WARM_UP_RUNS; i++) analyze({ stats: PEOPLE[i % PEOPLE.length] });
  const durations: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const started = performance.now();
    analyze({ stats: PEOPLE[i % PEOPLE.length] });
    durations.push(performance.now() - started);
  }
  return durations;
}

async function main(): Promise<void> {
  const durations = timeStatsOnly();
  const median = quantile(durations, 0.5);
  const p95 = quantile(durations, 0.95);
  console.log(
    `stats-only analysis (${TIMED_RUNS} runs after ${WARM_UP_RUNS} warm-up, ${PEOPLE.length} people in turn): ` +
      `median ${(median * 1000).toFixed(0)} µs, p95 ${(p95 * 1000).toFixed(0)} µs, max ${Math.max(...durations).toFixed(2)} ms ` +
      `(target ≤ ${STATS_ONLY_TARGET_MS} ms: ${p95 <= STATS_ONLY_TARGET_MS ? 'met' : 'MISSED'})`,
  );
  console.log(`resident memory: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
