import { randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { PHOTO_MAX_BYTES } from '@fitness/contracts';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { FileStoragePort } from '../../infra/storage/file-storage.port';
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
import { INCOMING_UPLOAD_FILE, type ReceivedUpload } from './incoming-upload';
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

/**
 * One small object per upload address naming the visitor who asked for it: a photo can be used (and discarded) only
 * by that visitor. Swept with the uploads.
 */
export const UPLOAD_OWNER_PREFIX = 'upload-owners/';

/** A photo body streamed to a temporary file in `incomingDir` by the upload middleware, never held in memory. */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOAD_KEY = new RegExp(`^${PHOTO_UPLOAD_PREFIX}${UUID}$`);

/** The first bytes of a file: enough for every image signature detectPhotoType knows. */
async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function isUploadKey(key: string): boolean {
  return UPLOAD_KEY.test(key);
}

@Injectable()
export class PhotoUploadsService {
  private readonly logger = new Logger(PhotoUploadsService.name);

  /** The only folder whose files this service reads, moves or deletes: where the upload middleware streams bodies. */
  readonly incomingDir: string;

  constructor(
    private readonly storage: FileStoragePort,
    private readonly uploadUrls: UploadUrlSigner,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.incomingDir = path.resolve(config.DATA_DIR, 'incoming');
  }

  /**
   * A fresh address to PUT one photo to, for `uploads/<uuid>`, valid for PHOTO_UPLOAD_LIFETIME_MS, that only this
   * visitor's analysis may use.
   */
  async createUploadUrl(visitorId: string): Promise<string> {
    const issuedAt = this.clock.now();
    const expiresAt = new Date(issuedAt.getTime() + PHOTO_UPLOAD_LIFETIME_MS);
    const id = randomUUID();
    await this.storage.put(`${UPLOAD_OWNER_PREFIX}${id}`, Buffer.from(visitorId), 'text/plain');
    return this.storage.createUploadUrl(`${PHOTO_UPLOAD_PREFIX}${id}`, { issuedAt, expiresAt });
  }

  /**
   * Checks a local upload address from its URL alone (signature, expiry, not used before), so a forged, expired or
   * spent one is refused before a byte of its body is read.
   */
  async checkUploadAddress(id: string, query: SignedUploadQuery): Promise<void> {
    if (this.storage.driver !== 'local') throw new NotFoundException('Photos are uploaded to the storage bucket');
    switch (this.uploadUrls.check('PUT', `${PHOTO_UPLOAD_PREFIX}${id}`, query, this.clock.now())) {
      case 'missing':
      case 'expired':
        throw new UploadUrlExpiredError();
      case 'invalid':
        throw new UploadSignatureInvalidError();
      case 'valid':
        break;
    }
    if ((await this.storage.stat(`${UPLOAD_RECEIPT_PREFIX}${id}`)) !== null) throw new UploadUrlAlreadyUsedError();
  }

  /** Throws UnknownPhotoReferenceError (as for an address that is not ours) unless `visitorId` asked for the upload. */
  async assertOwnedBy(key: string, visitorId: string | undefined, field?: string): Promise<void> {
    const owner = await this.storage.get(`${UPLOAD_OWNER_PREFIX}${key.slice(PHOTO_UPLOAD_PREFIX.length)}`);
    if (owner === null || visitorId === undefined || owner.bytes.toString() !== visitorId) {
      throw new UnknownPhotoReferenceError(field);
    }
  }

  /**
   * Deletes the photos a refused analysis named, when they are this visitor's (any other photo is left alone: a
   * stranger's request must not delete someone's upload). Never throws.
   */
  async discardNamedPhotos(references: unknown[], visitorId: string | undefined): Promise<void> {
    const keys: string[] = [];
    for (const reference of references) {
      if (typeof reference !== 'string') continue;
      try {
        const key = this.keyForReference(reference);
        await this.assertOwnedBy(key, visitorId);
        keys.push(key);
      } catch {
        // Not one of ours, or not this visitor's: nothing to delete.
      }
    }
    await this.discardPhotos(keys);
  }

  /**
   * Stores a photo PUT to one of our local upload addresses (`id` already checked to be a UUID), after checking the
   * address (signed by us, not expired, not used before) and the bytes (not empty, at most 10 MB, really an image).
   * With a storage bucket browsers upload to the bucket, so this address does not exist.
   */
  async receiveUpload(id: string, query: SignedUploadQuery, upload: ReceivedUpload | undefined): Promise<void> {
    if (upload !== undefined && !this.isIncomingFile(upload.file)) {
      // Only the middleware makes these; anything else naming a file is refused without touching it.
      this.logger.error({ file: upload.file }, 'Refusing an upload whose file is not in the incoming folder');
      throw new EmptyPhotoError();
    }
    try {
      // The middleware checked the address before reading the body; checked again for a use that raced it.
      await this.checkUploadAddress(id, query);
      if (upload === undefined || upload.size === 0) throw new EmptyPhotoError();
      if (upload.size > PHOTO_MAX_BYTES) throw new PhotoTooLargeError();
      const contentType = detectPhotoType(await readHead(upload.file));
      if (contentType === null) throw new UnsupportedPhotoTypeError();

      // A refused file does not use the address up; of two racing uploads only one claims it.
      const receiptKey = `${UPLOAD_RECEIPT_PREFIX}${id}`;
      if (!(await this.storage.putIfAbsent(receiptKey, Buffer.alloc(0), 'application/octet-stream'))) {
        throw new UploadUrlAlreadyUsedError();
      }
      await this.storage.putFile(`${PHOTO_UPLOAD_PREFIX}${id}`, upload.file, contentType);
    } finally {
      if (upload !== undefined) await rm(upload.file, { force: true });
    }
  }

  /** Whether `file` is one the upload middleware streamed: directly inside incomingDir, with the name it gives. */
  private isIncomingFile(file: string): boolean {
    const resolved = path.resolve(file);
    return path.dirname(resolved) === this.incomingDir && INCOMING_UPLOAD_FILE.test(path.basename(resolved));
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
    for (const prefix of [PHOTO_UPLOAD_PREFIX, UPLOAD_RECEIPT_PREFIX, UPLOAD_OWNER_PREFIX]) {
      deleted.push(...(await this.storage.deleteOlderThan(cutoff, prefix)));
    }
    if (deleted.length > 0) this.logger.log({ deleted: deleted.length }, 'Deleted expired photo uploads');
    return deleted;
  }
}
