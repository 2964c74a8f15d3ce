import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { PhotoScan } from '@fitness/contracts';
import { type BodyScanner, createBodyScanner } from '@fitness/body-scan';
import { AppConfig } from '../../config/app-config';

export type PhotoMeasurement = { ok: true; scan: PhotoScan } | { ok: false; reason: string };

/** What the user reads when the photos could not be measured at all (not a failed quality check). */
export const PHOTOS_UNREADABLE_NOTE =
  'Your photos could not be measured, so this estimate uses your stats only. Clear, well-lit JPEG or PNG photos work best.';
export const MEASUREMENT_UNAVAILABLE_NOTE =
  'Photo measurement is unavailable on this server right now, so this estimate uses your stats only.';

/**
 * Measures the body on the photos with the on-device model (@fitness/body-scan). The model loads on first use
 * (about 0.2 s, 300 MB), so a server that never sees photos never pays for it. Measuring never fails an analysis:
 * unusable photos fall back to the stats, with a note saying so.
 */
@Injectable()
export class PhotoMeasurementService implements OnApplicationShutdown {
  private readonly logger = new Logger(PhotoMeasurementService.name);
  private scanner?: Promise<BodyScanner>;

  constructor(private readonly config: AppConfig) {}

  async measure(front: Uint8Array, side: Uint8Array, heightCm: number): Promise<PhotoMeasurement> {
    let scanner: BodyScanner;
    try {
      scanner = await this.loadScanner();
    } catch (error) {
      this.logger.error({ err: error }, 'Could not load the body measurement model');
      this.scanner = undefined; // try again on the next request (e.g. after `npm run models`)
      return { ok: false, reason: MEASUREMENT_UNAVAILABLE_NOTE };
    }
    try {
      return { ok: true, scan: await scanner.scan({ front, side, heightCm }) };
    } catch (error) {
      // Quality problems come back as failures in the scan; a throw here means the bytes did not decode.
      this.logger.warn({ err: error }, 'Photo measurement failed');
      return { ok: false, reason: PHOTOS_UNREADABLE_NOTE };
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const scanner = await this.scanner?.catch(() => undefined);
    scanner?.dispose();
  }

  private loadScanner(): Promise<BodyScanner> {
    this.scanner ??= createBodyScanner({ modelDir: this.config.MODELS_DIR });
    return this.scanner;
  }
}
