import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { assertModelFiles, type BodyScannerPool, createBodyScannerPool, resolveModelDir } from '@fitness/body-scan';
import { AppConfig } from '../../config/app-config';
import { QueuePort } from '../../infra/queue/queue.port';
import { JobName, type PhotoMeasurement } from '../../jobs/job-names';
import type { AnalysisPhotoKeys } from './photos.service';

export type { PhotoMeasurement } from '../../jobs/job-names';

/** What the user reads when the photos could not be measured at all (not a failed quality check). */
export const PHOTOS_UNREADABLE_NOTE =
  'Your photos could not be measured, so this estimate uses your stats only. Clear, well-lit JPEG or PNG photos work best.';
export const MEASUREMENT_UNAVAILABLE_NOTE =
  'Photo measurement is unavailable on this server right now, so this estimate uses your stats only.';
export const MEASUREMENT_TIMED_OUT_NOTE =
  'Photo measurement took too long this time, so this estimate uses your stats only. Try again in a minute.';

/**
 * Measures the body on the photos with the on-device model (@fitness/body-scan), never on the API's event loop:
 * the analysis asks for a scan-photos job (QueuePort.request), run by a worker process with REDIS_URL or in this
 * process otherwise, and the job scans on a small pool of threads. Measuring never fails an analysis: photos that
 * cannot be measured, a scan past PHOTO_SCAN_TIMEOUT_MS, or a worker that dies all fall back to the stats with a note.
 */
@Injectable()
export class PhotoMeasurementService implements OnApplicationShutdown {
  private readonly logger = new Logger(PhotoMeasurementService.name);
  private pool?: BodyScannerPool;

  constructor(
    private readonly config: AppConfig,
    private readonly queue: QueuePort,
  ) {}

  /** For an analysis: the two stored uploads measured wherever scans run, within the time limit. */
  async measure(keys: AnalysisPhotoKeys, heightCm: number): Promise<PhotoMeasurement> {
    const timeoutMs = this.config.PHOTO_SCAN_TIMEOUT_MS;
    const payload = {
      frontKey: keys.frontPhotoURL,
      sideKey: keys.sidePhotoURL,
      heightCm,
      deadlineAt: Date.now() + timeoutMs,
    };
    try {
      return await this.queue.request(JobName.ScanPhotos, payload, timeoutMs);
    } catch (error) {
      this.logger.warn({ err: error, timeoutMs }, 'Photo measurement did not answer; going on with the stats');
      return { ok: false, reason: isTimeout(error) ? MEASUREMENT_TIMED_OUT_NOTE : MEASUREMENT_UNAVAILABLE_NOTE };
    }
  }

  /** For the scan-photos job: measures on this process's scan threads, giving up at `deadlineAt` (epoch ms). */
  async measureHere(
    front: Uint8Array,
    side: Uint8Array,
    heightCm: number,
    deadlineAt: number,
  ): Promise<PhotoMeasurement> {
    try {
      // Checked here, where the error keeps its meaning (errors from a thread arrive as plain messages).
      assertModelFiles(resolveModelDir(this.config.MODELS_DIR));
    } catch (error) {
      this.logger.error({ err: error }, 'The body measurement model is missing (run `npm run models`)');
      return { ok: false, reason: MEASUREMENT_UNAVAILABLE_NOTE };
    }
    const signal = AbortSignal.timeout(Math.max(1, deadlineAt - Date.now()));
    try {
      return { ok: true, scan: await this.scanPool().scan({ front, side, heightCm }, { signal }) };
    } catch (error) {
      if (signal.aborted) return { ok: false, reason: MEASUREMENT_TIMED_OUT_NOTE };
      // Quality problems come back as failures in the scan; a throw here means the bytes did not decode.
      this.logger.warn({ err: error }, 'Photo measurement failed');
      return { ok: false, reason: PHOTOS_UNREADABLE_NOTE };
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.destroy();
  }

  /** Threads start on the first scan and leave when idle, so a server that never sees photos never pays for them. */
  private scanPool(): BodyScannerPool {
    this.pool ??= createBodyScannerPool({
      modelDir: this.config.MODELS_DIR,
      maxThreads: this.config.PHOTO_SCAN_THREADS,
      idleTimeoutMs: this.config.PHOTO_SCAN_IDLE_TIMEOUT_MS,
    });
    return this.pool;
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && /timed out/i.test(error.message);
}
