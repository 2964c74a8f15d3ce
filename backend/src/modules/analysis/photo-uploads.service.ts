import { randomUUID } from 'node:crypto';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { PHOTO_MAX_BYTES } from '@fitness/contracts';
import { Clock } from '../../common/clock';
import { PhotoStoragePort } from '../../infra/storage/photo-storage.port';
import { type SignedUploadQuery, UploadUrlSigner } from '../../infra/storage/upload-url-signer';
import {
  EmptyPhotoError,
  PhotoNotUploadedError,
  PhotoTooLargeError,
  UnknownPhotoReferenceError,
  UnsupportedPhotoTypeError,
  UploadSignatureInvalidError,
  UploadUrlAlreadyUsedError,
  UploadUrlExpiredError,
} from './analysis.errors';
import { detectPhotoType, type PhotoContentType } from './photo-type';

/** Uploaded photos live under this prefix until analysed. */
export const PHOTO_UPLOAD_PREFIX = 'uploads/';

/** How long an uploaded photo may stay: long enough to finish the three-step flow, then it is deleted. */
export const PHOTO_UPLOAD_LIFETIME_MS = 15 * 60 * 1000;

/**
 * One empty object per upload address that was used, so the address cannot store a second photo even after the
 * first was analysed and deleted. Kept in the photo storage itself rather than in memory, so it survives a restart
 * and is seen by every API instance sharing the storage; swept once older than the lifetime, by when the address
 * it guards has expired (an address expires at most one lifetime after it was made, which is before its use).
 */
export const UPLOAD_RECEIPT_PREFIX = 'upload-receipts/';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOAD_KEY = new RegExp(`^${PHOTO_UPLOAD_PREFIX}${UUID}$`);

function isUploadKey(key: string): boolean {
  return UPLOAD_KEY.test(key);
}

@Injectable()
export class PhotoUploadsService {
  private readonly logger = new Logger(PhotoUploadsService.name);

  constructor(
    private readonly storage: PhotoStoragePort,
    private readonly uploadUrls: UploadUrlSigner,
    private readonly clock: Clock,
  ) {}

  /** A fresh address to PUT one photo to, for `uploads/<uuid>`, valid for PHOTO_UPLOAD_LIFETIME_MS. */
  async createUploadUrl(): Promise<string> {
    const issuedAt = this.clock.now();
    const expiresAt = new Date(issuedAt.getTime() + PHOTO_UPLOAD_LIFETIME_MS);
    return this.storage.createUploadUrl(`${PHOTO_UPLOAD_PREFIX}${randomUUID()}`, { issuedAt, expiresAt });
  }

  /**
   * Stores a photo PUT to one of our local upload addresses (`id` already checked to be a UUID), after checking the
   * address (signed by us, not expired, not used before) and the bytes (not empty, at most 10 MB, really an image).
   * With a storage bucket browsers upload to the bucket, so this address does not exist.
   */
  async receiveUpload(id: string, query: SignedUploadQuery, body: unknown): Promise<void> {
    if (this.storage.driver !== 'local') throw new NotFoundException('Photos are uploaded to the storage bucket');
    const key = `${PHOTO_UPLOAD_PREFIX}${id}`;
    const check = this.uploadUrls.check('PUT', key, query, this.clock.now());
    switch (check) {
      case 'missing':
      case 'expired':
        throw new UploadUrlExpiredError();
      case 'invalid':
        throw new UploadSignatureInvalidError();
      case 'valid':
        break;
    }
    const receiptKey = `${UPLOAD_RECEIPT_PREFIX}${id}`;
    // Checked before the bytes so a reused address always answers 409; claimed atomically after them (below).
    if ((await this.storage.stat(receiptKey)) !== null) throw new UploadUrlAlreadyUsedError();

    const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
    if (bytes.length === 0) throw new EmptyPhotoError();
    if (bytes.length > PHOTO_MAX_BYTES) throw new PhotoTooLargeError();
    const contentType = detectPhotoType(bytes);
    if (contentType === null) throw new UnsupportedPhotoTypeError();

    // A refused file does not use the address up; of two racing uploads only one claims it.
    if (!(await this.storage.putIfAbsent(receiptKey, Buffer.alloc(0), 'application/octet-stream'))) {
      throw new UploadUrlAlreadyUsedError();
    }
    await this.storage.put(key, bytes, contentType);
  }

  /**
   * Resolves a photo reference (the uploadURL without its query; absolute or root-relative) to its storage key;
   * throws UnknownPhotoReferenceError (400 UNKNOWN_PHOTO_REFERENCE, with `field` in its details when given) when it
   * is not one of our upload addresses.
   */
  keyForReference(reference: string, field?: string): string {
    const key = this.storage.keyOfUploadUrl(reference);
    if (key === null || !isUploadKey(key)) throw new UnknownPhotoReferenceError(field);
    return key;
  }

  /**
   * The uploaded photo's bytes and real type. Throws PhotoNotUploadedError (400: never uploaded, or already deleted
   * or swept), PhotoTooLargeError (413) or UnsupportedPhotoTypeError (415); the last two only happen with a storage
   * bucket, where the bytes were not checked at upload.
   */
  async readPhoto(key: string): Promise<{ bytes: Buffer; contentType: PhotoContentType }> {
    if (!isUploadKey(key)) throw new PhotoNotUploadedError();
    // Size first, so an oversized object in a bucket is refused without being downloaded.
    const info = await this.storage.stat(key);
    if (info === null) throw new PhotoNotUploadedError();
    if (info.size > PHOTO_MAX_BYTES) throw new PhotoTooLargeError();
    const stored = await this.storage.get(key);
    if (stored === null) throw new PhotoNotUploadedError();
    if (stored.bytes.length > PHOTO_MAX_BYTES) throw new PhotoTooLargeError();
    const contentType = detectPhotoType(stored.bytes);
    if (contentType === null) throw new UnsupportedPhotoTypeError();
    return { bytes: stored.bytes, contentType };
  }

  /** Deletes the photos; never throws (failures are logged), since the sweeper deletes anything left. */
  async discardPhotos(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        if (!isUploadKey(key)) {
          this.logger.warn({ key }, 'Not deleting a key that is not an uploaded photo');
          return;
        }
        try {
          await this.storage.delete(key);
        } catch (error) {
          this.logger.warn({ err: error, key }, 'Could not delete an uploaded photo; the sweeper will');
        }
      }),
    );
  }

  /** Deletes every uploaded photo and upload receipt older than the lifetime; returns the deleted keys. */
  async sweepExpired(now: Date = this.clock.now()): Promise<string[]> {
    const cutoff = new Date(now.getTime() - PHOTO_UPLOAD_LIFETIME_MS);
    const deleted: string[] = [];
    for (const prefix of [PHOTO_UPLOAD_PREFIX, UPLOAD_RECEIPT_PREFIX]) {
      deleted.push(...(await this.storage.deleteOlderThan(cutoff, prefix)));
    }
    if (deleted.length > 0) this.logger.log({ deleted: deleted.length }, 'Deleted expired photo uploads');
    return deleted;
  }
}
