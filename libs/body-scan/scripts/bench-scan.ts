// Benchmark of a two-photo body scan on this machine: model load time, then the median and p95 of
// full scans (decode, detector, landmark passes, geometry) after warm-up, and resident memory.
// Photos (src/model/sample-photos.ts): the CG figure from @vladmandic/human's samples.jpg (fetched by `npm run models`),
// as is and upscaled to a 12-megapixel phone-sized JPEG, used for both the front and the side photo; and the whole
// collage, on which the landmark crop never settles (the most passes a scan runs).
// Usage: npm run bench -w @fitness/body-scan [-- --runs 20]
import { loadavg } from 'node:os';
import { createBodyScanner } from '../src/body-scanner';
import { resolveModelDir } from '../src/model/model-files';
import { PoseRunner } from '../src/model/pose-runner';
import { phoneSizedFigurePhoto, sampleCrowdPhoto, sampleFigurePhoto } from '../src/model/sample-photos';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 20;
const WARM_UP = 3;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value: number): string => `${value.toFixed(0)} ms`;

async function main(): Promise<void> {
  const figure = await sampleFigurePhoto();
  const phoneSized = await phoneSizedFigurePhoto();

  let started = performance.now();
  const scanner = await createBodyScanner();
  const loadMs = performance.now() - started;
  console.log(`body-scan bench (${runs} scans after ${WARM_UP} warm-up; load average ${loadavg()[0].toFixed(2)})`);
  console.log(`model load (wasm backend + both models, first in process): ${ms(loadMs)}`);

  for (const [name, photo] of [
    ['sample figure 155×186 JPEG', figure],
    ['phone-sized 3024×4032 JPEG', phoneSized],
    ['crowd collage 1280×1158 JPEG (crop never settles)', await sampleCrowdPhoto()],
  ] as const) {
    for (let i = 0; i < WARM_UP; i += 1) await scanner.scan({ front: photo, side: photo, heightCm: 170 });
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      started = performance.now();
      const cpu = process.cpuUsage();
      await scanner.scan({ front: photo, side: photo, heightCm: 170 });
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
    }
    // CPU time is shown too: on a shared machine the wall time also counts other processes' turns.
    console.log(
      `two-photo scan, ${name}: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} ` +
        `(CPU time median ${ms(percentile(cpuTimes, 50))})`,
    );
  }
  scanner.dispose();

  // Where one photo's time goes (median of each stage).
  const runner = await PoseRunner.load(resolveModelDir());
  const stages = {
    decode: [] as number[],
    detector: [] as number[],
    landmarks: [] as number[],
    passes: [] as number[],
  };
  for (let i = 0; i < WARM_UP + runs; i += 1) {
    const { timingsMs, landmarkPasses } = await runner.observeWithDetails(phoneSized, 'front');
    if (i < WARM_UP) continue;
    stages.decode.push(timingsMs.decode);
    stages.detector.push(timingsMs.detector);
    stages.landmarks.push(timingsMs.landmarks);
    stages.passes.push(landmarkPasses);
  }
  runner.dispose();
  console.log(
    `one phone-sized photo: decode ${ms(percentile(stages.decode, 50))}, detector ${ms(percentile(stages.detector, 50))}, ` +
      `landmarks ${ms(percentile(stages.landmarks, 50))} over ${percentile(stages.passes, 50)} passes`,
  );
  const memory = process.memoryUsage();
  console.log(
    `resident memory ${(memory.rss / 2 ** 20).toFixed(0)} MB (heap ${(memory.heapUsed / 2 ** 20).toFixed(0)} MB)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
