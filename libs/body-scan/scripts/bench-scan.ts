// Benchmark of a two-photo body scan on this machine: model load times (kept conversions, converting), then the median and p95 of
// full scans (decode, detector, landmark passes, geometry) after warm-up, their CPU time (process.cpuUsage, user +
// system, all threads: sharp decodes on its own), and resident memory.
// Photos (src/model/sample-photos.ts): the CG figure from @vladmandic/human's samples.jpg (fetched by `npm run models`),
// as is and upscaled to a 12-megapixel phone-sized JPEG, used for both the front and the side photo; and the whole
// collage, on which the landmark crop never settles (the most passes a scan runs).
// Usage: npm run bench -w @fitness/body-scan [-- --runs 20]
// A/B against another version of this package (e.g. the last commit), interleaved in one process so both see the
// same machine load: extract it inside the repository (so its imports resolve to the same node_modules) and name it,
//   git archive HEAD libs/body-scan | tar -x -C .bench-base
//   SCAN_BASELINE_DIR=.bench-base/libs/body-scan npm run bench -w @fitness/body-scan
// (a relative path is taken from the repository root). Each photo then runs A B B A … and prints both medians, the
// median of the per-pair CPU ratios, and whether both versions measured exactly the same.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { isDeepStrictEqual } from 'node:util';
import { loadavg, tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import type { PhotoScan } from '@fitness/contracts';
import { type BodyScanInput, type BodyScanner, createBodyScanner } from '../src/body-scanner';
import { MODEL_FILE_NAMES, resolveModelDir } from '../src/model/model-files';
import { CONVERTED_MODELS_FOLDER } from '../src/model/onnx/converted-model-store';
import { PoseRunner } from '../src/model/pose-runner';
import { phoneSizedFigurePhoto, sampleCrowdPhoto, sampleFigurePhoto } from '../src/model/sample-photos';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 20;
const WARM_UP = 3;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value: number): string => `${value.toFixed(0)} ms`;

interface Timed {
  wallMs: number;
  cpuMs: number;
  scan: PhotoScan;
}

async function timedScan(scanner: BodyScanner, input: BodyScanInput): Promise<Timed> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const scan = await scanner.scan(input);
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000, scan };
}

/** createBodyScanner of the version named by SCAN_BASELINE_DIR (see the header), or undefined. */
async function loadBaseline(): Promise<typeof createBodyScanner | undefined> {
  const dir = process.env.SCAN_BASELINE_DIR;
  if (!dir) return undefined;
  const packageDir = isAbsolute(dir) ? dir : resolve(__dirname, '..', '..', '..', dir);
  const module = (await import(join(packageDir, 'src', 'body-scanner.ts'))) as {
    createBodyScanner: typeof createBodyScanner;
  };
  return module.createBodyScanner;
}

/**
 * A scan thread loads the models each time it starts: the median of 5 loads from the kept conversions, and of 5 that
 * convert first (a copy of the model files without them, as before any was kept).
 */
async function printLoadTimes(): Promise<void> {
  const fresh = mkdtempSync(join(tmpdir(), 'bench-models-'));
  const medianLoad = async (modelDir: string, keep: boolean): Promise<number> => {
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      if (!keep) rmSync(join(modelDir, CONVERTED_MODELS_FOLDER), { recursive: true, force: true });
      const started = performance.now();
      (await createBodyScanner({ modelDir })).dispose();
      times.push(performance.now() - started);
    }
    return percentile(times, 50);
  };
  try {
    for (const name of MODEL_FILE_NAMES) copyFileSync(join(resolveModelDir(), name), join(fresh, name));
    const kept = await medianLoad(resolveModelDir(), true);
    const converting = await medianLoad(fresh, false);
    console.log(`model load again, median of 5: from kept conversions ${ms(kept)}, converting ${ms(converting)}`);
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const figure = await sampleFigurePhoto();
  const phoneSized = await phoneSizedFigurePhoto();

  const hadConversions = existsSync(join(resolveModelDir(), CONVERTED_MODELS_FOLDER));
  const started = performance.now();
  const scanner = await createBodyScanner();
  const loadMs = performance.now() - started;
  console.log(`body-scan bench (${runs} scans after ${WARM_UP} warm-up; load average ${loadavg()[0].toFixed(2)})`);
  console.log(
    `model load, first in process (${hadConversions ? 'from kept ONNX conversions' : 'converting to ONNX'}): ${ms(loadMs)}`,
  );
  await printLoadTimes();

  const createBaseline = await loadBaseline();
  // Same model files for both: the baseline's own default folder is relative to its copy.
  const baseline = createBaseline ? await createBaseline({ modelDir: resolveModelDir() }) : undefined;
  if (baseline) console.log(`A/B: A = ${process.env.SCAN_BASELINE_DIR}, B = this working tree; order A B B A …`);

  for (const [name, photo] of [
    ['sample figure 155×186 JPEG', figure],
    ['phone-sized 3024×4032 JPEG', phoneSized],
    ['crowd collage 1280×1158 JPEG (crop never settles)', await sampleCrowdPhoto()],
  ] as const) {
    const input = { front: photo, side: photo, heightCm: 170 };
    for (let i = 0; i < WARM_UP; i += 1) {
      await scanner.scan(input);
      if (baseline) await baseline.scan(input);
    }
    const current: Timed[] = [];
    const before: Timed[] = [];
    for (let i = 0; i < runs; i += 1) {
      if (baseline && i % 2 === 0) before.push(await timedScan(baseline, input));
      current.push(await timedScan(scanner, input));
      if (baseline && i % 2 === 1) before.push(await timedScan(baseline, input));
    }
    // CPU time is shown too: on a shared machine the wall time also counts other processes' turns.
    const summary = (timed: Timed[]): string =>
      `median ${ms(
        percentile(
          timed.map((t) => t.wallMs),
          50,
        ),
      )}, p95 ${ms(
        percentile(
          timed.map((t) => t.wallMs),
          95,
        ),
      )} ` +
      `(CPU time median ${ms(
        percentile(
          timed.map((t) => t.cpuMs),
          50,
        ),
      )})`;
    if (!baseline) {
      console.log(`two-photo scan, ${name}: ${summary(current)}`);
      continue;
    }
    const ratio = (pick: (t: Timed) => number): string =>
      percentile(
        current.map((t, i) => pick(t) / pick(before[i])),
        50,
      ).toFixed(2);
    const same = current.every((t, i) => isDeepStrictEqual(t.scan, before[i].scan));
    console.log(`two-photo scan, ${name}:`);
    console.log(`  A ${summary(before)}`);
    console.log(`  B ${summary(current)}`);
    console.log(
      `  B/A per pair (median of ${runs}): CPU ${ratio((t) => t.cpuMs)}, wall ${ratio((t) => t.wallMs)}; ` +
        `scans ${same ? 'identical' : 'DIFFER'}`,
    );
  }
  // Over a scan thread's young generation (4-8 MB), a scan's buffers outlive it (src/model/onnx/native-memory.ts, 3).
  const allocated = await heapAllocatedPerScanMb(() =>
    scanner.scan({ front: phoneSized, side: phoneSized, heightCm: 170 }),
  );
  console.log(`V8 heap allocated per two-photo scan, phone-sized: ${allocated.toFixed(2)} MB (sampled)`);
  baseline?.dispose();
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

/**
 * What `scan` allocates on V8's heap, MB per call: the mean of `runs` calls under V8's sampling heap profiler (a sample
 * every 1 KB allocated, garbage included). Buffers' and typed arrays' contents live outside the heap and are not counted.
 * Call it with a scanner the timed scans have warmed up.
 */
async function heapAllocatedPerScanMb(scan: () => Promise<unknown>): Promise<number> {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 1024,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    for (let i = 0; i < runs; i += 1) await scan();
    const { profile } = await session.post('HeapProfiler.stopSampling');
    const total = (node: typeof profile.head): number =>
      node.selfSize + node.children.reduce((sum, child) => sum + total(child), 0);
    return total(profile.head) / runs / 1e6;
  } finally {
    session.disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
