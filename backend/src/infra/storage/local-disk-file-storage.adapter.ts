import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertValidKey,
  FileStoragePort,
  type StoredObject,
  type StoredObjectInfo,
  type UploadUrlValidity,
} from './file-storage.port';
import type { UploadUrlSigner } from './upload-url-signer';

const META_SUFFIX = '.meta.json';

interface ObjectMeta {
  contentType: string;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

function alreadyExists(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EEXIST';
}

/**
 * Stores objects as files under a root folder; the content type sits in a `<key>.meta.json` sidecar.
 * Browsers upload through our own API, at addresses signed by `uploadUrls`.
 */
export class LocalDiskFileStorage extends FileStoragePort {
  readonly driver = 'local' as const;

  constructor(
    private readonly rootDir: string,
    private readonly uploadUrls: UploadUrlSigner,
  ) {
    super();
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const meta: ObjectMeta = { contentType };
    // Meta first: a listed object always has its content type.
    await writeFile(file + META_SUFFIX, JSON.stringify(meta));
    await writeFile(file, bytes);
  }

  async putFile(key: string, sourceFile: string, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const meta: ObjectMeta = { contentType };
    await writeFile(file + META_SUFFIX, JSON.stringify(meta));
    try {
      await rename(sourceFile, file);
    } catch (error) {
      // Another file system (a temporary folder elsewhere): copy, then remove.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(sourceFile, file);
      await rm(sourceFile, { force: true });
    }
  }

  async putIfAbsent(key: string, bytes: Buffer, contentType: string): Promise<boolean> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Claimed by creating the data file exclusively (O_EXCL), so of two racing writers exactly one wins.
    // Until its sidecar exists a claimed object reads as missing; a crash leaves a data file the sweeper still finds.
    let handle;
    try {
      handle = await open(file, 'wx');
    } catch (error) {
      if (alreadyExists(error)) return false;
      throw error;
    }
    try {
      const meta: ObjectMeta = { contentType };
      await writeFile(file + META_SUFFIX, JSON.stringify(meta));
      await handle.writeFile(bytes);
    } finally {
      await handle.close();
    }
    return true;
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { key, size: info.size, storedAt: info.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const [bytes, metaText] = await Promise.all([readFile(file), readFile(file + META_SUFFIX, 'utf8')]);
      const meta = JSON.parse(metaText) as ObjectMeta;
      return { key, bytes, contentType: meta.contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<boolean> {
    const file = this.pathOf(key);
    const existed = await stat(file).then(
      () => true,
      (error: unknown) => {
        if (isMissing(error)) return false;
        throw error;
      },
    );
    await rm(file, { force: true });
    await rm(file + META_SUFFIX, { force: true });
    return existed;
  }

  async list(prefix = ''): Promise<StoredObjectInfo[]> {
    const objects: StoredObjectInfo[] = [];
    await this.walk(this.rootDir, objects);
    return objects.filter((object) => object.key.startsWith(prefix)).sort((a, b) => a.key.localeCompare(b.key));
  }

  async deleteOlderThan(cutoff: Date, prefix = ''): Promise<string[]> {
    const expired = (await this.list(prefix)).filter((object) => object.storedAt.getTime() < cutoff.getTime());
    const deleted: string[] = [];
    for (const object of expired) {
      if (await this.delete(object.key)) deleted.push(object.key);
    }
    return deleted;
  }

  createUploadUrl(key: string, validity: UploadUrlValidity): Promise<string> {
    return Promise.resolve(this.uploadUrls.urlFor(key, validity.expiresAt));
  }

  keyOfUploadUrl(reference: string): string | null {
    return this.uploadUrls.keyOf(reference);
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.rootDir, ...key.split('/'));
  }

  private async walk(dir: string, into: StoredObjectInfo[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        await this.walk(full, into);
      } else if (entry.isFile() && !entry.name.endsWith(META_SUFFIX)) {
        try {
          const info = await stat(full);
          into.push({ key: path.relative(this.rootDir, full).split(path.sep).join('/'), size: info.size, storedAt: info.mtime });
        } catch (error) {
          // Deleted between readdir and stat (a concurrent sweep): not an object any more.
          if (!isMissing(error)) throw error;
        }
      }
    }
  }
}
