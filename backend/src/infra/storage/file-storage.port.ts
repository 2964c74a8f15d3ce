export interface StoredObject {
  key: string;
  bytes: Buffer;
  contentType: string;
}

export interface StoredObjectInfo {
  key: string;
  size: number;
  storedAt: Date;
}

/** Keys are relative paths of plain segments, e.g. `uploads/3f2c...-front.jpg`. */
export const STORAGE_KEY_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function isValidKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key) && !key.split('/').some((segment) => segment === '..' || segment === '.');
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidStorageKeyError(key);
}

/** When an upload address was handed out and when it stops working. */
export interface UploadUrlValidity {
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * The files we keep: uploaded photos until they are measured (never longer than the upload lifetime: the sweeper
 * job), and each person's own files, such as plan PDFs (person-files.ts, deleted with the person). Local disk by
 * default, a Google Cloud Storage bucket when configured. Browsers upload photos straight to an address this port
 * signs: our own API for local disk, a V4 signed URL for the bucket.
 */
export abstract class FileStoragePort {
  abstract readonly driver: 'local' | 'gcs';

  abstract put(key: string, bytes: Buffer, contentType: string): Promise<void>;

  /** Stores a file's contents under `key`, taking the file (it is gone afterwards): no photo passes through memory. */
  abstract putFile(key: string, sourceFile: string, contentType: string): Promise<void>;

  /** Stores only when nothing is stored under `key` yet, atomically; false (and nothing written) when something was. */
  abstract putIfAbsent(key: string, bytes: Buffer, contentType: string): Promise<boolean>;

  /** Size and age of one object without reading it, or null when it does not exist. */
  abstract stat(key: string): Promise<StoredObjectInfo | null>;

  /** The object, or null when it does not exist (or was swept). */
  abstract get(key: string): Promise<StoredObject | null>;

  /** True when something was deleted. */
  abstract delete(key: string): Promise<boolean>;

  /** Every stored object under `prefix` with its age. */
  abstract list(prefix?: string): Promise<StoredObjectInfo[]>;

  /** Deletes objects under `prefix` stored before `cutoff`; returns the deleted keys. */
  abstract deleteOlderThan(cutoff: Date, prefix?: string): Promise<string[]>;

  /** An address a browser can PUT one object to, until `expiresAt`; the bytes land under `key`. */
  abstract createUploadUrl(key: string, validity: UploadUrlValidity): Promise<string>;

  /**
   * The key behind an upload address this storage hands out, given without its query (absolute, or root-relative
   * where the storage is our own API); null when the address is not one of ours.
   */
  abstract keyOfUploadUrl(reference: string): string | null;
}
