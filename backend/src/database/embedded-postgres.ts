import { execFile } from 'node:child_process';
import { readFile, rmdir, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { promisify } from 'node:util';
import { Logger } from '@nestjs/common';
// PGlite is ESM: take its types from the same (import) entry the runtime import() loads.
import type { PGlite } from '@electric-sql/pglite' with { 'resolution-mode': 'import' };
import lockfile from 'proper-lockfile';
import { ensurePrivateDir, restrictToOwner } from '../common/files/private-files';
import type { AppConfig } from '../config/app-config';
import { EMBEDDED_TEMPLATE_DIR, copyTemplateInto, holdsDataFolder } from './embedded-template';
import { EventLoopTimeSlice } from './event-loop-time-slice';

// One process at a time may write an embedded database folder: two PGlite instances on one folder silently lose rows.
// The holder refreshes its lock every LOCK_UPDATE_MS; a lock untouched for LOCK_STALE_MS belongs to a process that
// was killed, and is taken over without anyone's help.
const LOCK_UPDATE_MS = 2_000;
const LOCK_STALE_MS = 10_000;

// PostgreSQL's shared memory sits inside PGlite's WebAssembly memory, which never shrinks, and most of it is touched
// from the start, so its size is resident memory of the API. The embedded database is a small, single-process one
// (development and trials), sized for that:
// - the buffer pool at 2 MB (256 pages), not initdb's 128 MB. A burst of writes fills any pool, and every page it
//   touches stays resident: 16 MB took the API down by about 110 MB, 8 MB another ~8 MB, and 2 MB another 6 MiB (the
//   WebAssembly memory's resident part 14 MiB against 20 right after `npm run bench:api` part 2; the API 271-280 MiB
//   against 276-284). Stats-only POSTs and the latest-analysis GET were no slower: medians 1.02x and 0.98x the 8 MB
//   pool's requests per second over 22 rounds of two live APIs loaded in turn (single rounds 0.56-1.57x: a noisy
//   day). What the pool does not hold, PGlite reads through the operating system's page cache;
// - room for the one connection PGlite serves and no replication, where initdb's defaults provide for 100
//   connections and 10 WAL senders (with an 8 MB pool, shared memory 12 MB in all against 15; 5 MB now).
const EMBEDDED_POSTGRES_SETTINGS = {
  shared_buffers: '2MB',
  max_connections: '4',
  max_wal_senders: '0',
  max_replication_slots: '0',
} as const;

// PGlite runs each statement synchronously in this process, and node-postgres chains one request's statements after
// another's through promises: under load the chain never lets the event loop turn, and new connections waited
// seconds to be accepted (at 50 connections the slowest stats-only analysis took 5-6 s while no handler took more
// than 70 ms). Statements run in slices of this length, with a turn of the event loop between slices.
const STATEMENT_SLICE_MS = 5;

/** Another live process holds the embedded database folder. */
export class EmbeddedDatabaseLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by another running Fitness process (an API, a second ` +
        '`npm start`, or a tool). Stop that process, or set DATABASE_URL to use PostgreSQL, which many processes can share.',
    );
    this.name = 'EmbeddedDatabaseLockedError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
}

/** Whether a process of this machine is still running (signal 0 checks without signalling). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process recorded as holding the lock, beside the lock folder (proper-lockfile removes only an empty one). */
async function lockOwner(dataDir: string): Promise<LockOwner | null> {
  try {
    return JSON.parse(await readFile(`${dataDir}.lock-owner`, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

async function acquire(dataDir: string, retries: lockfile.LockOptions['retries']): Promise<() => Promise<void>> {
  const release = await lockfile.lock(dataDir, {
    stale: LOCK_STALE_MS,
    update: LOCK_UPDATE_MS,
    realpath: false,
    retries,
  });
  const owner: LockOwner = { pid: process.pid, host: hostname() };
  await writeFile(`${dataDir}.lock-owner`, JSON.stringify(owner), { mode: 0o600 });
  return release;
}

async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await acquire(dataDir, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
  }
  // Held by a process of this machine that no longer runs (killed, crashed): its lock is taken over at once.
  const owner = await lockOwner(dataDir);
  if (owner !== null && owner.host === hostname() && owner.pid !== process.pid && !isRunning(owner.pid)) {
    new Logger('EmbeddedPostgres').warn({ dataDir, deadPid: owner.pid }, 'Taking over the lock of a stopped process');
    await rmdir(`${dataDir}.lock`).catch(() => undefined);
    try {
      return await acquire(dataDir, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new EmbeddedDatabaseLockedError(dataDir);
      throw error;
    }
  }
  // Otherwise held: by a live process (its lock was refreshed moments ago), or by one elsewhere that left it stale.
  const lockAgeMs = Date.now() - (await stat(`${dataDir}.lock`)).mtimeMs;
  if (lockAgeMs < 2 * LOCK_UPDATE_MS) throw new EmbeddedDatabaseLockedError(dataDir);
  new Logger('EmbeddedPostgres').warn({ dataDir, lockAgeMs }, 'Waiting for the lock a stopped process left behind');
  try {
    return await acquire(dataDir, { retries: 12, minTimeout: 1_000, maxTimeout: 1_000 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new EmbeddedDatabaseLockedError(dataDir);
    throw error;
  }
}

// Run by a child Node process: PGlite creates (initdb) the folder given as the first argument, then closes it.
const INITIALIZE_DATA_DIR = `const { PGlite } = await import('@electric-sql/pglite');
await (await PGlite.create(process.argv[1])).close();`;

/**
 * A new data folder is made by PostgreSQL's initdb, which PGlite runs inside the WebAssembly memory the database then
 * keeps using, and that memory never shrinks: a process that created its folder held about 330 MB, one that reopened
 * it about 160 MB. So a new folder is a copy of the build's migrated template or, without one (a run from source),
 * made by a short-lived child process; this one only opens it.
 */
async function initializeDataDirApart(dataDir: string, templateDir: string | null): Promise<void> {
  if (holdsDataFolder(dataDir)) return;
  if (templateDir !== null && (await copyTemplateInto(dataDir, templateDir))) return;
  // The child resolves PGlite from here, as this module does.
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', INITIALIZE_DATA_DIR, dataDir], {
    cwd: __dirname,
  });
}

function once(release: () => Promise<void>): () => Promise<void> {
  let released: Promise<void> | undefined;
  return () => (released ??= release());
}

/**
 * The embedded PostgreSQL (PGlite) used when no DATABASE_URL is set; `null` handle when a real server is used.
 * Loaded with import(): PGlite is ESM and a CommonJS require with a data-dir string fails to find its files.
 *
 * Durability: every acknowledged write has reached the operating system, so killing the process loses nothing. PGlite
 * on Node cannot force it to the disk (its file system drops fsync; test/integration/embedded-database.spec.ts proves
 * it), so a power cut or an operating-system crash may lose the last writes: use PostgreSQL for anything that must
 * survive one.
 */
export class EmbeddedPostgres {
  private constructor(
    readonly pglite: PGlite | null,
    private readonly releaseLock: () => Promise<void> = () => Promise.resolve(),
  ) {}

  /** `templateDir`: the migrated folder a new data folder starts from (embedded-template.ts); null runs initdb. */
  static async open(
    config: AppConfig,
    { templateDir = EMBEDDED_TEMPLATE_DIR }: { templateDir?: string | null } = {},
  ): Promise<EmbeddedPostgres> {
    if (config.databaseDriver === 'postgres') return new EmbeddedPostgres(null);
    const dataDir = config.PGLITE_DATA_DIR;
    if (dataDir.startsWith('memory://')) return new EmbeddedPostgres(await EmbeddedPostgres.create(dataDir));

    await ensurePrivateDir(dataDir);
    const releaseLock = once(await lockDataDir(dataDir));
    try {
      await initializeDataDirApart(dataDir, templateDir);
      const pglite = await EmbeddedPostgres.create(dataDir);
      // Files an earlier version (or PGlite's own 0666 defaults) left readable by others are closed now.
      await restrictToOwner(dataDir);
      return new EmbeddedPostgres(pglite, releaseLock);
    } catch (error) {
      await releaseLock();
      throw error;
    }
  }

  /**
   * No extension is loaded: the ids' gen_random_uuid() is built into PostgreSQL since 13. PGlite's pgcrypto (OpenSSL
   * compiled to WebAssembly, linked at start) cost the API ~60 MB resident and ~12 MB of V8 heap for nothing.
   * Folders made while it was loaded keep it in their catalog; their column defaults name the built-in function, so
   * they open and take rows as before (test/integration/embedded-database.spec.ts).
   */
  private static async create(dataDir: string): Promise<PGlite> {
    const { PGlite } = await import('@electric-sql/pglite');
    return PGlite.create(dataDir, {
      startParams: [
        ...PGlite.defaultStartParams,
        ...Object.entries(EMBEDDED_POSTGRES_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ],
    });
  }

  /** node-postgres settings that route TypeORM's pool to this PGlite: one connection, never recycled. */
  async poolSettings(): Promise<Record<string, unknown>> {
    if (this.pglite === null) throw new Error('No embedded database is open');
    const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
    const pglite = this.pglite;
    const slice = new EventLoopTimeSlice(STATEMENT_SLICE_MS);
    // What the node-postgres connection uses of PGlite, with each protocol message waiting for its slice.
    const slicedPglite: Pick<PGlite, 'waitReady' | 'execProtocolStream'> = {
      waitReady: pglite.waitReady,
      execProtocolStream: async (message, options) => {
        await slice.beforeWork();
        return pglite.execProtocolStream(message, options);
      },
    };
    return { ...createPgConfig(slicedPglite as PGlite), max: 1, idleTimeoutMillis: 0 };
  }

  async close(): Promise<void> {
    if (this.pglite !== null && !this.pglite.closed) await this.pglite.close();
    await this.releaseLock();
  }
}
