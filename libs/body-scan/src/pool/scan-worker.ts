// Runs inside a pool thread (see scanner-pool.ts): one scanner per thread, its models loaded on the first task.
import type { PhotoScan } from '@fitness/contracts';
import { type BodyScanner, createBodyScanner } from '../body-scanner';

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
  return (await scanner).scan({ front, side, heightCm });
}
