import { randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { PHOTO_MAX_BYTES } from '@fitness/contracts';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { FileStoragePort } from '../../infra/storage/file-storage.port';
import { type SignedUploadQuery, UploadUrlSigner } from '../../infra/storage/upload-url-signer';
import type { PhotoRefusal, RefusedPhoto } from '../../jobs/job-names';
import {
  EmptyPhotoError,
  PhotoNotUploadedError,
  PhotosIncompleteError,
  PhotoTooLargeError,
  UnknownPhotoReferenceError,
  UnsupportedPhotoTypeError,
  UploadSignatureInvalidError,
  UploadUrlAlreadyUsedError,
  UploadUrlExpiredError,
} from './analysis.errors';
import { INCOMING_UPLOAD_FILE, type ReceivedUpload } from './incoming-upload';
import { detectPhotoType } from './photo-type';

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
 * One small object per upload address naming the visitor who asked for it: a photo can be used (and deleted) only
 * by that visitor. Swept with the uploads.
 */
export const UPLOAD_OWNER_PREFIX = 'upload-owners/';

/**
 * One empty object per photo an analysis has taken: a photo is measured for one analysis only, even when two
 * analyses naming it arrive at once or the second arrives before the first's photos are deleted. Swept with the
 * uploads.
 */
export const UPLOAD_CLAIM_PREFIX = 'upload-claims/';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOAD_KEY = new RegExp(`^${PHOTO_UPLOAD_PREFIX}${UUID}$`);

/** The two photos of an analysis, by the request field that named each. */
export type PhotoField = RefusedPhoto['field'];
export type AnalysisPhotoKeys = Record<PhotoField, string>;

/** What an analysis request names; either may be missing, or not a string at all in a refused request. */
export type NamedPhotos = Partial<Record<PhotoField, unknown>>;

/** Whether an analysis request names any photo (then it must name both: PhotosService.keysOf). */
export function namesPhotos(named: NamedPhotos): boolean {
  return named.frontPhotoURL !== undefined || named.sidePhotoURL !== undefined;
}

/** Both photos' bytes for a scan, or why one of them cannot be scanned (answered to the caller as its API error). */
export type PhotosForScan = { ok: true; front: Buffer; side: Buffer } | RefusedPhoto;

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

const idOf = (key: string): string => key.slice(PHOTO_UPLOAD_PREFIX.length);

/** The API error a photo refusal is answered with (the scan job sends refusals back as codes). */
export function photoRefusalError(refused: PhotoRefusal, field: PhotoField): Error {
  switch (refused) {
    case 'PHOTO_NOT_UPLOADED':
      return new PhotoNotUploadedError(field);
    case 'PHOTO_TOO_LARGE':
      return new PhotoTooLargeError();
    case 'UNSUPPORTED_PHOTO_TYPE':
      return new UnsupportedPhotoTypeError();
  }
}

/**
 * The one owner of a photo's life, from its upload address to its deletion ("your photos are never stored"):
 * 1. `createUploadUrl`: a signed, expiring, single-use address for one photo, owned by the visitor who asked.
 * 2. `checkUploadAddress`, then `receiveUpload`: the upload middleware checks the address once, from the URL alone,
 *    before reading a byte; the bytes it streamed are checked (size, real type) and stored under `uploads/<id>`.
 * 3. `claimForAnalysis`: an analysis names both photos; they must be this visitor's, stored, and not taken by
 *    another analysis. Nothing is read.
 * 4. `readForScan`: the scan job reads the bytes, once, wherever it runs (the API or a worker).
 * 5. `releaseNamedPhotos`: when the analysis request is answered, whatever the answer (measured, refused anywhere,
 *    timed out, not measurable), the photos it named are deleted. This is the only place a named photo is deleted.
 * 6. `sweepExpired`: photos never named by an analysis, and the markers above, go once older than the lifetime.
 */
@Injectable()
export class PhotosService {
  private readonly logger = new Logger(PhotosService.name);

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
   * spent one is refused before a byte of its body is read. The upload middleware calls it once per PUT; two
   * uploads that race past it are settled by the receipt in receiveUpload.
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

  /**
   * Stores a photo the upload middleware received for an address it checked (`upload.id`), after checking the bytes
   * (not empty, at most 10 MB, really an image). With a storage bucket browsers upload to the bucket, so this
   * address does not exist.
   */
  async receiveUpload(upload: ReceivedUpload | undefined): Promise<void> {
    if (upload !== undefined && !this.isIncomingFile(upload.file)) {
      // Only the middleware makes these; anything else naming a file is refused without touching it.
      this.logger.error({ file: upload.file }, 'Refusing an upload whose file is not in the incoming folder');
      throw new EmptyPhotoError();
    }
    try {
      if (upload === undefined || upload.size === 0) throw new EmptyPhotoError();
      if (upload.size > PHOTO_MAX_BYTES) throw new PhotoTooLargeError();
      const contentType = detectPhotoType(await readHead(upload.file));
      if (contentType === null) throw new UnsupportedPhotoTypeError();

      // A refused file does not use the address up; of two racing uploads only one claims it.
      const receiptKey = `${UPLOAD_RECEIPT_PREFIX}${upload.id}`;
      if (!(await this.storage.putIfAbsent(receiptKey, Buffer.alloc(0), 'application/octet-stream'))) {
        throw new UploadUrlAlreadyUsedError();
      }
      await this.storage.putFile(`${PHOTO_UPLOAD_PREFIX}${upload.id}`, upload.file, contentType);
    } finally {
      if (upload !== undefined) await rm(upload.file, { force: true });
    }
  }

  /**
   * The storage keys of an analysis's two photos (it names at least one: namesPhotos), when both name uploads of
   * this visitor: a 400 for a lone photo (PHOTOS_INCOMPLETE) or an address that is not one of this visitor's uploads
   * (UNKNOWN_PHOTO_REFERENCE, naming the field).
   */
  async keysOf(named: NamedPhotos, visitorId: string): Promise<AnalysisPhotoKeys> {
    const keys: Partial<AnalysisPhotoKeys> = {};
    for (const field of ['frontPhotoURL', 'sidePhotoURL'] as const) {
      const reference = named[field];
      if (reference === undefined) throw new PhotosIncompleteError(field);
      const key = typeof reference === 'string' ? this.keyForReference(reference, field) : undefined;
      // Another visitor's upload is refused as if it were not ours, and left alone.
      if (key === undefined || !(await this.isOwnedBy(key, visitorId))) throw new UnknownPhotoReferenceError(field);
      keys[field] = key;
    }
    return keys as AnalysisPhotoKeys;
  }

  /**
   * Takes both photos for one analysis: each must still be stored, at most 10 MB, and not taken by another analysis
   * (400 PHOTO_NOT_UPLOADED, naming the field, or 413). Reads no bytes: the scan job does.
   */
  async claimForAnalysis(keys: AnalysisPhotoKeys): Promise<void> {
    for (const field of ['frontPhotoURL', 'sidePhotoURL'] as const) {
      const info = await this.storage.stat(keys[field]);
      if (info === null) throw new PhotoNotUploadedError(field);
      if (info.size > PHOTO_MAX_BYTES) throw new PhotoTooLargeError();
      const claim = `${UPLOAD_CLAIM_PREFIX}${idOf(keys[field])}`;
      if (!(await this.storage.putIfAbsent(claim, Buffer.alloc(0), 'application/octet-stream'))) {
        throw new PhotoNotUploadedError(field);
      }
    }
  }

  /**
   * Both photos' bytes, for the scan job: the one read of a photo. A photo deleted since it was claimed, too large
   * or not an image (possible only with a bucket, where nothing checked the bytes at upload) comes back as a refusal.
   */
  async readForScan(keys: AnalysisPhotoKeys): Promise<PhotosForScan> {
    const [front, side] = await Promise.all([this.read(keys.frontPhotoURL), this.read(keys.sidePhotoURL)]);
    if (typeof front === 'string') return { ok: false, refused: front, field: 'frontPhotoURL' };
    if (typeof side === 'string') return { ok: false, refused: side, field: 'sidePhotoURL' };
    return { ok: true, front, side };
  }

  /**
   * Deletes the photos an analysis request named, once it is answered, whatever the answer, when they are this
   * visitor's (a stranger's request must not delete someone's upload). Never throws: failures are logged, and the
   * sweeper deletes anything left.
   */
  async releaseNamedPhotos(named: NamedPhotos, visitorId: string | undefined): Promise<void> {
    if (visitorId === undefined) return;
    await Promise.all(
      Object.values(named).map(async (reference) => {
        if (typeof reference !== 'string') return;
        const key = this.storage.keyOfUploadUrl(reference);
        if (key === null || !isUploadKey(key)) return;
        try {
          if (await this.isOwnedBy(key, visitorId)) await this.storage.delete(key);
        } catch (error) {
          this.logger.warn({ err: error, key }, 'Could not delete an uploaded photo; the sweeper will');
        }
      }),
    );
  }

  /** Deletes every uploaded photo and upload marker older than the lifetime; returns the deleted keys. */
  async sweepExpired(now: Date = this.clock.now()): Promise<string[]> {
    const cutoff = new Date(now.getTime() - PHOTO_UPLOAD_LIFETIME_MS);
    const deleted: string[] = [];
    for (const prefix of [PHOTO_UPLOAD_PREFIX, UPLOAD_RECEIPT_PREFIX, UPLOAD_OWNER_PREFIX, UPLOAD_CLAIM_PREFIX]) {
      deleted.push(...(await this.storage.deleteOlderThan(cutoff, prefix)));
    }
    if (deleted.length > 0) this.logger.log({ deleted: deleted.length }, 'Deleted expired photo uploads');
    return deleted;
  }

  /**
   * Resolves a photo reference (the uploadURL without its query; absolute or root-relative) to its storage key;
   * throws UnknownPhotoReferenceError (400 UNKNOWN_PHOTO_REFERENCE, with `field` in its details when given) when it
   * is not one of our upload addresses.
   */
  keyForReference(reference: string, field?: PhotoField): string {
    const key = this.storage.keyOfUploadUrl(reference);
    if (key === null || !isUploadKey(key)) throw new UnknownPhotoReferenceError(field);
    return key;
  }

  private async isOwnedBy(key: string, visitorId: string): Promise<boolean> {
    const owner = await this.storage.get(`${UPLOAD_OWNER_PREFIX}${idOf(key)}`);
    return owner !== null && owner.bytes.toString() === visitorId;
  }

  /** One photo's bytes, or why it cannot be scanned. Size first: an oversized object is not fetched. */
  private async read(key: string): Promise<Buffer | PhotoRefusal> {
    if (!isUploadKey(key)) return 'PHOTO_NOT_UPLOADED';
    const info = await this.storage.stat(key);
    if (info === null) return 'PHOTO_NOT_UPLOADED';
    if (info.size > PHOTO_MAX_BYTES) return 'PHOTO_TOO_LARGE';
    const stored = await this.storage.get(key);
    if (stored === null) return 'PHOTO_NOT_UPLOADED';
    if (stored.bytes.length > PHOTO_MAX_BYTES) return 'PHOTO_TOO_LARGE';
    if (detectPhotoType(stored.bytes) === null) return 'UNSUPPORTED_PHOTO_TYPE';
    return stored.bytes;
  }

  /** Whether `file` is one the upload middleware streamed: directly inside incomingDir, with the name it gives. */
  private isIncomingFile(file: string): boolean {
    const resolved = path.resolve(file);
    return path.dirname(resolved) === this.incomingDir && INCOMING_UPLOAD_FILE.test(path.basename(resolved));
  }
}
