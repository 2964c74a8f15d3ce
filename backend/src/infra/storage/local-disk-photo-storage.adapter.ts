import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, PhotoStoragePort, type StoredObject, type StoredObjectInfo } from './photo-storage.port';

const META_SUFFIX = '.meta.json';

interface ObjectMeta {
  contentType: string;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** Stores objects as files under a root folder; the content type sits in a `<key>.meta.json` sidecar. */
export class LocalDiskPhotoStorage extends PhotoStoragePort {
  readonly driver = 'local' as const;

  constructor(private readonly rootDir: string) {
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
