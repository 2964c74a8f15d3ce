import { readFile, stat } from 'node:fs/promises';

/** A built file's parsed content, and the version of the file it was read from. */
export interface BuiltFile<T> {
  version: string;
  value: T;
}

/**
 * Files of the frontend builds that the server reads (a page frame, a remote's routes or manifest), parsed once and
 * read again only when they change, so a build made while the server runs is picked up without a restart.
 */
export class BuiltFiles {
  private readonly files = new Map<string, BuiltFile<unknown>>();

  /**
   * The file, parsed; read again only when it has changed (another modification time, size or inode: a build that
   * keeps times, as `cp -p` or a reproducible build does, still writes new files). Null when it is missing.
   */
  async read<T>(file: string, parse: (text: string) => T): Promise<BuiltFile<T> | null> {
    const version = await stat(file).then(
      (stats) => `${stats.mtimeMs}:${stats.size}:${stats.ino}`,
      () => null,
    );
    if (version === null) return null;
    const cached = this.files.get(file) as BuiltFile<T> | undefined;
    if (cached && cached.version === version) return cached;
    const loaded = { version, value: parse(await readFile(file, 'utf8')) };
    this.files.set(file, loaded);
    return loaded;
  }
}
