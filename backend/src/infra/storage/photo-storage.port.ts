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

export function assertValidKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new InvalidStorageKeyError(key);
  }
}

/**
 * Where uploaded photos live until analysed; nothing stays longer than the upload lifetime (the sweeper job).
 * Local disk by default; a cloud bucket adapter implements the same port (plus signed upload addresses).
 */
export abstract class PhotoStoragePort {
  abstract readonly driver: 'local' | 'gcs';

  abstract put(key: string, bytes: Buffer, contentType: string): Promise<void>;

  /** The object, or null when it does not exist (or was swept). */
  abstract get(key: string): Promise<StoredObject | null>;

  /** True when something was deleted. */
  abstract delete(key: string): Promise<boolean>;

  /** Every stored object under `prefix` with its age. */
  abstract list(prefix?: string): Promise<StoredObjectInfo[]>;

  /** Deletes objects under `prefix` stored before `cutoff`; returns the deleted keys. */
  abstract deleteOlderThan(cutoff: Date, prefix?: string): Promise<string[]>;
}
