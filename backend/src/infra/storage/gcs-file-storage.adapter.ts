import { rm } from 'node:fs/promises';
import { type Bucket, type File, type FileMetadata, Storage } from '@google-cloud/storage';
import { UPLOAD_SIZE_RANGE, UPLOAD_SIZE_RANGE_HEADER } from '@fitness/contracts';
import { GCS_DEFAULT_ENDPOINT } from './gcs-endpoint';
import {
  assertValidKey,
  isValidKey,
  FileStoragePort,
  type StoredObject,
  type StoredObjectInfo,
  type UploadUrlValidity,
} from './file-storage.port';

export interface GcsFileStorageOptions {
  bucket: string;
  projectId: string;
  clientEmail: string;
  /** PEM; `\n` written literally (as in a one-line environment variable) is read as a newline. */
  privateKey: string;
  /** Another JSON API endpoint (a local fake); requests to it are sent without credentials. */
  apiEndpoint?: string;
}

function statusOf(error: unknown): unknown {
  return (error as { code?: unknown } | undefined)?.code;
}

function infoOf(key: string, metadata: FileMetadata): StoredObjectInfo {
  return { key, size: Number(metadata.size ?? 0), storedAt: new Date(metadata.timeCreated ?? 0) };
}

/**
 * Photos in a Google Cloud Storage bucket (JSON API through @google-cloud/storage). Browsers upload with V4 signed
 * URLs made offline from the service account key. Nothing checks the bytes at upload, so readers must check them.
 */
export class GcsFileStorage extends FileStoragePort {
  readonly driver = 'gcs' as const;
  private readonly bucket: Bucket;
  /** Signed URLs are path-style: `<endpoint>/<bucket>/<key>`. */
  private readonly uploadUrlPrefix: URL;

  constructor(options: GcsFileStorageOptions) {
    super();
    const storage = new Storage({
      projectId: options.projectId,
      credentials: { client_email: options.clientEmail, private_key: options.privateKey.replace(/\\n/g, '\n') },
      apiEndpoint: options.apiEndpoint ?? GCS_DEFAULT_ENDPOINT,
    });
    this.bucket = storage.bucket(options.bucket);
    this.uploadUrlPrefix = new URL(`/${options.bucket}/`, storage.apiEndpoint);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.file(key).save(bytes, { resumable: false, contentType, metadata: { contentType } });
  }

  async putFile(key: string, sourceFile: string, contentType: string): Promise<void> {
    await this.bucket.upload(sourceFile, {
      destination: key,
      resumable: false,
      contentType,
      metadata: { contentType },
    });
    await rm(sourceFile, { force: true });
  }

  async putIfAbsent(key: string, bytes: Buffer, contentType: string): Promise<boolean> {
    try {
      // Generation 0 means "no live object": the bucket refuses the write with 412 if one exists.
      await this.file(key).save(bytes, {
        resumable: false,
        contentType,
        metadata: { contentType },
        preconditionOpts: { ifGenerationMatch: 0 },
      });
      return true;
    } catch (error) {
      if (statusOf(error) === 412) return false;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    const metadata = await this.metadataOf(this.file(key));
    return metadata === null ? null : infoOf(key, metadata);
  }

  async get(key: string): Promise<StoredObject | null> {
    const metadata = await this.metadataOf(this.file(key));
    if (metadata === null) return null;
    try {
      // Pinned to the generation just described, so bytes and content type belong to the same upload.
      const [bytes] = await this.bucket.file(key, { generation: metadata.generation }).download();
      return { key, bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<boolean> {
    try {
      await this.file(key).delete();
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  async list(prefix = ''): Promise<StoredObjectInfo[]> {
    const [files] = await this.bucket.getFiles({ prefix, autoPaginate: true });
    return files.map((file) => infoOf(file.name, file.metadata)).sort((a, b) => a.key.localeCompare(b.key));
  }

  async deleteOlderThan(cutoff: Date, prefix = ''): Promise<string[]> {
    const expired = (await this.list(prefix)).filter((object) => object.storedAt.getTime() < cutoff.getTime());
    const deleted: string[] = [];
    for (const object of expired) {
      if (await this.delete(object.key)) deleted.push(object.key);
    }
    return deleted;
  }

  async createUploadUrl(key: string, validity: UploadUrlValidity): Promise<string> {
    // The size limit is part of the signature: the bucket refuses a body outside the range, and the browser sends the
    // same header with every upload (UPLOAD_SIZE_RANGE_HEADER). The type is read from the bytes when the photo is used.
    const [url] = await this.file(key).getSignedUrl({
      version: 'v4',
      action: 'write',
      accessibleAt: validity.issuedAt,
      expires: validity.expiresAt,
      extensionHeaders: { [UPLOAD_SIZE_RANGE_HEADER]: UPLOAD_SIZE_RANGE },
    });
    return url;
  }

  keyOfUploadUrl(reference: string): string | null {
    let url: URL;
    try {
      url = new URL(reference);
    } catch {
      return null;
    }
    if (url.origin !== this.uploadUrlPrefix.origin || !url.pathname.startsWith(this.uploadUrlPrefix.pathname))
      return null;
    const key = url.pathname.slice(this.uploadUrlPrefix.pathname.length);
    return isValidKey(key) ? key : null;
  }

  private file(key: string): File {
    assertValidKey(key);
    return this.bucket.file(key);
  }

  private async metadataOf(file: File): Promise<FileMetadata | null> {
    try {
      const [metadata] = await file.getMetadata();
      return metadata;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }
}
