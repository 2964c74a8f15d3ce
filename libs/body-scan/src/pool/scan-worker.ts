// Runs inside a pool thread (see scanner-pool.ts): one scanner per thread, its models loaded on the first task.
import type { PhotoScan } from '@fitness/contracts';
import sharp from 'sharp';
import { type BodyScanner, createBodyScanner } from '../body-scanner';
import { collectGarbage, releaseFreedMemory } from '../model/onnx/native-memory';

// sharp keeps up to 50 MB of recent operations for reuse; every photo here is new, so the cache only held memory
// (about 20 MB of the thread's resident size after a few scans; no slower without it).
sharp.cache(false);

export interface ScanTask {
  front: Uint8Array;
  side: Uint8Array;
  heightCm: number;
  modelDir?: string;
}

let scanner: Promise<BodyScanner> | undefined;

export default async function scanTask({ front, side, heightCm, modelDir }: ScanTask): Promise<PhotoScan> {
  scanner ??= createBodyScanner({ modelDir }).catch((error: unknown) => {
    scanner = undefined; // a missing model may be fetched later (`npm run models`): try again next task
    throw error;
  });
  try {
    return await (await scanner).scan({ front, side, heightCm });
  } finally {
    // What the scan left (pixels, tensors, sharp's buffers) is collected and goes back to the system now, not whenever
    // V8 and glibc get to it. Before the result is handed back: done just after it (setImmediate), the API right after
    // a burst of analyses was 10-30 MB larger and its scans slower (`npm run bench:api`, part 2).
    collectGarbage();
    releaseFreedMemory();
  }
}
