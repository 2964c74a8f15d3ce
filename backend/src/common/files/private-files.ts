import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Everything we write about a person is for this account only, whatever the umask (health data, emails, secrets).
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * From now on this process creates files and folders for its own account only (0600/0700), including those that
 * libraries create (PGlite's database files, temporary files). Called first thing by the API and the worker.
 */
export function restrictNewFilesToOwner(): void {
  process.umask(0o077);
}

/** Closes a folder tree that earlier runs left open to others: folders 0700, files 0600. */
export async function restrictToOwner(dir: string): Promise<void> {
  await chmod(dir, PRIVATE_DIR_MODE);
  // All at once, not one after another: an embedded database folder holds about a thousand files, and a new API
  // waits for this before it answers.
  await Promise.all(
    (await readdir(dir, { withFileTypes: true })).map((entry) => {
      const entryPath = path.join(dir, entry.name);
      if (entry.isDirectory()) return restrictToOwner(entryPath);
      return entry.isFile() ? chmod(entryPath, PRIVATE_FILE_MODE) : undefined;
    }),
  );
}

/** Creates the folder (and parents) readable by this account only. */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // mkdir's mode is masked by the umask and not applied to a folder that already existed.
  await chmod(dir, PRIVATE_DIR_MODE);
}

/** Writes a file readable by this account only; written under a temporary name, then renamed, so it is never partial. */
export async function writePrivateFile(filePath: string, contents: string | Buffer): Promise<void> {
  await ensurePrivateDir(path.dirname(filePath));
  const temporary = `${filePath}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, contents, { mode: PRIVATE_FILE_MODE });
  await chmod(temporary, PRIVATE_FILE_MODE);
  await rename(temporary, filePath);
}

/**
 * The secret kept in `filePath`, created (random, 32 bytes) on first use. Synchronous: read once at boot.
 * Of two processes creating it at once, the first to write wins (`wx`) and both then read the same value.
 */
export function readOrCreateSecretFile(filePath: string): string {
  mkdirSync(path.dirname(filePath), { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    writeFileSync(filePath, randomBytes(32).toString('base64url'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(filePath, PRIVATE_FILE_MODE);
  return readFileSync(filePath, 'utf8').trim();
}
