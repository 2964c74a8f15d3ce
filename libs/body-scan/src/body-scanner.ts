// The public entry point: load the models once, then measure front + side photo pairs.
import type { PhotoScan } from '@fitness/contracts';
import { MAX_HEIGHT_CM, MIN_HEIGHT_CM, measureBody } from './geometry/measure-body';
import { resolveModelDir } from './model/model-files';
import { decodePhoto } from './model/photo-decoding';
import { PoseRunner } from './model/pose-runner';

export interface BodyScanInput {
  /** The front photo's bytes (JPEG, PNG or WebP). */
  front: Uint8Array;
  /** The side photo's bytes. */
  side: Uint8Array;
  /** Stated height; the photos are scaled by it. */
  heightCm: number;
}

export interface BodyScanner {
  /**
   * Measures the body on a front and a side photo. A photo that fails a quality check never makes this throw:
   * the failures are listed and what they make unreliable is left out. Throws only on a caller error
   * (height out of range, photos not given as bytes) or after dispose().
   */
  scan(input: BodyScanInput): Promise<PhotoScan>;
  /** Releases the models; the scanner cannot be used afterwards. */
  dispose(): void;
}

export interface BodyScannerOptions {
  /** Folder holding the BlazePose files; defaults to MODELS_DIR, then <repository root>/models/human-models. */
  modelDir?: string;
}

/** Loads the models from disk (never from the network). Throws ModelFilesMissingError if they are missing. */
export async function createBodyScanner(options: BodyScannerOptions = {}): Promise<BodyScanner> {
  const runner = await PoseRunner.load(resolveModelDir(options.modelDir));
  let disposed = false;
  // One scan at a time: the model sessions run on one thread each, so interleaving two scans only delays both.
  let queue: Promise<unknown> = Promise.resolve();

  const scanNow = async ({ front: frontBytes, side: sideBytes, heightCm }: BodyScanInput): Promise<PhotoScan> => {
    if (disposed) throw new Error('this BodyScanner was disposed');
    // sharp decodes on its own worker threads, so both photos decode at once while the models wait.
    const [frontPhoto, sidePhoto] = await Promise.all([decodePhoto(frontBytes), decodePhoto(sideBytes)]);
    const [front, side] = await runner.observeDecodedPhotos([
      { decoded: frontPhoto, view: 'front' },
      { decoded: sidePhoto, view: 'side' },
    ]);
    return measureBody(front.observation, side.observation, heightCm);
  };

  return {
    scan(input: BodyScanInput): Promise<PhotoScan> {
      if (!(input.front instanceof Uint8Array) || !(input.side instanceof Uint8Array)) {
        return Promise.reject(new TypeError('front and side must be the photos’ bytes (Buffer or Uint8Array)'));
      }
      if (!Number.isFinite(input.heightCm) || input.heightCm < MIN_HEIGHT_CM || input.heightCm > MAX_HEIGHT_CM) {
        return Promise.reject(
          new RangeError(`heightCm must be between ${MIN_HEIGHT_CM} and ${MAX_HEIGHT_CM}; got ${input.heightCm}`),
        );
      }
      const result = queue.then(() => scanNow(input));
      queue = result.catch(() => undefined);
      return result;
    },
    dispose(): void {
      if (disposed) return;
      disposed = true;
      runner.dispose();
    },
  };
}
