import { Injectable, Logger } from '@nestjs/common';
import { PhotoStoragePort } from '../../infra/storage/photo-storage.port';

/** Uploaded photos live under this prefix until analysed. */
export const PHOTO_UPLOAD_PREFIX = 'uploads/';

/** How long an uploaded photo may stay: long enough to finish the three-step flow, then it is deleted. */
export const PHOTO_UPLOAD_LIFETIME_MS = 15 * 60 * 1000;

@Injectable()
export class PhotoUploadsService {
  private readonly logger = new Logger(PhotoUploadsService.name);

  constructor(private readonly storage: PhotoStoragePort) {}

  /** Deletes every uploaded photo older than the lifetime; returns the deleted keys. */
  async sweepExpired(now: Date = new Date()): Promise<string[]> {
    const cutoff = new Date(now.getTime() - PHOTO_UPLOAD_LIFETIME_MS);
    const deleted = await this.storage.deleteOlderThan(cutoff, PHOTO_UPLOAD_PREFIX);
    if (deleted.length > 0) this.logger.log({ deleted: deleted.length }, 'Deleted expired photo uploads');
    return deleted;
  }
}
