// Body scans on worker threads, so a scan (≈0.1 s of CPU in onnxruntime and sharp) never blocks the caller's event
// loop: the API keeps answering other visitors while photos are measured.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { PhotoScan } from '@fitness/contracts';
import type { BodyScanInput } from '../body-scanner';
import { releaseSharedArena } from '../model/onnx/native-memory';
import type { ScanTask } from './scan-worker';

export interface BodyScannerPoolOptions {
  /** Folder holding the BlazePose files (see createBodyScanner). */
  modelDir?: string;
  /** Most threads scanning at once; each holds its own copy of the models. Default: half the cores. */
  maxThreads?: number;
  /**
   * A thread idle this long exits and gives its memory back (~40 MB right after a burst of scans: the models, and
   * onnxruntime's memory arena, which grows to the scans' peak and goes with the last thread). The next scan then
   * loads the models again from their kept conversions: about 0.04 s more for that one analysis.
   */
  idleTimeoutMs?: number;
}

export interface BodyScannerPool {
  /** Scans on a pool thread; `signal` aborting ends a running scan by terminating its thread. */
  scan(input: BodyScanInput, options?: { signal?: AbortSignal }): Promise<PhotoScan>;
  /** Threads that exist right now (busy or idle). */
  readonly threadCount: number;
  destroy(): Promise<void>;
}

export const DEFAULT_SCAN_THREADS = Math.max(1, Math.floor(availableParallelism() / 2));
export const DEFAULT_SCAN_IDLE_TIMEOUT_MS = 10_000;
/**
 * A scan thread's young generation, MB. A scan's big data (pixels, tensors) lives outside V8's heap, in buffers and
 * in onnxruntime's native memory; V8's default young generation (up to 48 MB here) only held garbage between
 * collections. At 4 MB the API was ~15 MB smaller right after a burst of scans, scan time unchanged (`npm run
 * bench:api`, part 2). Where Node runs with --max-semi-space-size, V8 sizes every isolate's young generation from the
 * flag instead, this thread's too: under the API's launcher (8 MB, backend/bin/node-with-memory-settings.sh) a scan
 * thread's is up to 2 × 8 MB. Clearing the flag before the threads start, so that this limit applied, made the API no
 * smaller right after a burst of analyses: 285-314 MiB in six runs, against 288-297 in four (`npm run bench:api`
 * part 2's sequence). Again once a scan no longer ran young-generation collections of its own (native-memory.ts, 3):
 * 286-292 MiB against 288-291, four runs each, though a scan thread alone was ~4 MB smaller.
 */
const SCAN_THREAD_YOUNG_GENERATION_MB = 4;

export function createBodyScannerPool(options: BodyScannerPoolOptions = {}): BodyScannerPool {
  const pool = new Piscina<ScanTask, PhotoScan>({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: options.maxThreads ?? DEFAULT_SCAN_THREADS,
    idleTimeout: options.idleTimeoutMs ?? DEFAULT_SCAN_IDLE_TIMEOUT_MS,
    // One scan per thread at a time: the model sessions are single-threaded, interleaving would only delay both.
    concurrentTasksPerWorker: 1,
    resourceLimits: { maxYoungGenerationSizeMb: SCAN_THREAD_YOUNG_GENERATION_MB },
  });
  // The threads' sessions share one onnxruntime arena that belongs to the process (native-memory.ts): once the last
  // thread has left, it goes too, and the next thread registers a new one.
  // Piscina counts a thread until it has finished removing it, after this event: look once it has.
  pool.on('workerDestroy', () => {
    setImmediate(() => {
      if (pool.threads.length === 0) releaseSharedArena();
    });
  });
  return {
    scan: async ({ front, side, heightCm }, { signal } = {}) => {
      await loadSharpInThisThread();
      return pool.run({ front, side, heightCm, modelDir: options.modelDir }, { signal });
    },
    get threadCount() {
      return pool.threads.length;
    },
    destroy: () => pool.destroy(),
  };
}

/**
 * sharp's own advice for worker threads: load it in the calling thread before any scan thread does, so its shared
 * libraries stay loaded until every thread has exited (https://sharp.pixelplumbing.com/install#worker-threads). Done
 * before the first scan rather than on import: loading it was ~50 ms of the API's start (cold start, `npm run
 * bench:api`), for a process that may scan no photo.
 */
function loadSharpInThisThread(): Promise<unknown> {
  // The module loader keeps what it loaded: every later call is answered from its cache.
  return import('sharp');
}

/**
 * The compiled worker beside this file; when this file runs as TypeScript source (tests that map the package to
 * src/), threads cannot load .ts, so the built copy in dist/ is used (`npm run build` makes it; tests build first).
 */
function workerFile(): string {
  const beside = path.join(__dirname, 'scan-worker.js');
  if (existsSync(beside)) return beside;
  const built = path.join(__dirname, '..', '..', 'dist', 'pool', 'scan-worker.js');
  if (existsSync(built)) return built;
  throw new Error(`The body-scan worker is not built (looked for ${beside} and ${built}); run npm run build`);
}
