// Part 3 of bench:api: this build's cold start against another build's (BENCH_BASELINE_DIST), e.g. an earlier
// commit's backend/dist built in a folder inside this repository so it finds the same node_modules.
import { seedVisitor } from './api-visitor';
import { median } from './median';
import { DIST, startEmbeddedApi, stop } from './server-process';

/** Spawn to the first analysis answered, ms, on a new embedded data folder, for the build in `dist`. */
async function coldStart(dist: string): Promise<number> {
  const started = performance.now();
  const api = await startEmbeddedApi(3204, 'fitness-bench-cold-', dist);
  try {
    await seedVisitor(api.url);
    return performance.now() - started;
  } finally {
    await stop(api);
  }
}

/** Both builds' cold starts interleaved A B A B, so the machine's mood falls on both alike. */
export async function coldStartVersusBaseline(baselineDist: string, rounds: number): Promise<void> {
  const times = { app: [] as number[], baseline: [] as number[] };
  for (let round = 0; round < rounds; round += 1) {
    times.baseline.push(await coldStart(baselineDist));
    times.app.push(await coldStart(DIST));
  }
  const [app, baseline] = [median(times.app), median(times.baseline)];
  console.log(`\n3. Cold start → first analysis answered, new embedded data folder, ${rounds} runs each, interleaved`);
  console.log(`  this build: median ${app.toFixed(0)} ms (${times.app.map((time) => time.toFixed(0)).join(', ')})`);
  console.log(`  baseline ${baselineDist}: median ${baseline.toFixed(0)} ms (${times.baseline.map((time) => time.toFixed(0)).join(', ')})`);
  console.log(`  ratio this / baseline: ${(app / baseline).toFixed(2)}`);
}
