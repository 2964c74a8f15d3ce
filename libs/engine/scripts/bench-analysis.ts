// `npm run bench:analysis`: time of a stats-only analysis (median and p95 after warm-up), and, once
// @fitness/body-scan provides createBodyScanner(), model load time, a two-photo analysis and resident memory.
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

/**
 * HOOK (photo part): runs when @fitness/body-scan exports createBodyScanner(). It times the model load, then, when
 * BENCH_FRONT_PHOTO and BENCH_SIDE_PHOTO name two image files, a warmed-up two-photo analysis (scan + analyze).
 * The scanner's call signature is the body-scan package's to define; adjust `scanPhotos` below when it lands.
 */
async function benchPhotoAnalysis(): Promise<void> {
  let bodyScan: Record<string, unknown>;
  try {
    // A variable specifier keeps this script compiling before @fitness/body-scan has types to resolve.
    const bodyScanModule: string = '@fitness/body-scan';
    bodyScan = (await import(bodyScanModule)) as Record<string, unknown>;
  } catch {
    console.log('two-photo analysis: skipped (@fitness/body-scan is not built or not installed yet)');
    return;
  }
  const createBodyScanner = bodyScan.createBodyScanner;
  if (typeof createBodyScanner !== 'function') {
    console.log('two-photo analysis: skipped (@fitness/body-scan does not export createBodyScanner() yet)');
    return;
  }
  const loadStarted = performance.now();
  const scanner = (await (createBodyScanner as () => Promise<unknown>)()) as {
    scan?: (...args: unknown[]) => Promise<unknown>;
  };
  console.log(`model load: ${(performance.now() - loadStarted).toFixed(0)} ms`);
  const front = process.env.BENCH_FRONT_PHOTO;
  const side = process.env.BENCH_SIDE_PHOTO;
  if (!front || !side || typeof scanner.scan !== 'function') {
    console.log(
      'two-photo analysis: set BENCH_FRONT_PHOTO and BENCH_SIDE_PHOTO to time it (scanner.scan is needed too)',
    );
  } else {
    const { readFileSync } = await import('node:fs');
    const images = { front: readFileSync(front), side: readFileSync(side) };
    const stats = PEOPLE[0];
    const scanPhotos = () => scanner.scan!({ ...images, heightCm: 180.34 });
    await scanPhotos(); // warm-up
    const durations: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const photoScan = (await scanPhotos()) as Parameters<typeof analyze>[0]['photoScan'];
      analyze({ stats, photoScan });
      durations.push(performance.now() - started);
    }
    console.log(
      `two-photo analysis (scan + analyze, ${durations.length} runs after warm-up): median ${quantile(durations, 0.5).toFixed(0)} ms, p95 ${quantile(durations, 0.95).toFixed(0)} ms`,
    );
  }
  console.log(`resident memory after photo analysis: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`);
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
  await benchPhotoAnalysis();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
