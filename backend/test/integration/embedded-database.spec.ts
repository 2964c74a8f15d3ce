import fs from 'node:fs';
import { mkdir, mkdtemp, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config/load-config';
import { DataSource } from 'typeorm';
import { buildEmbeddedTemplate } from '../../src/cli/build-embedded-template';
import { buildDataSourceOptions } from '../../src/database/data-source-options';
import { EmbeddedDatabaseLockedError, EmbeddedPostgres } from '../../src/database/embedded-postgres';
import { MIGRATIONS } from '../../src/database/migrations';

// The embedded database (PGlite) is one folder that one process may write at a time, and what it promises about
// durability is what its file system honours.

async function freshDataDir(): Promise<string> {
  return path.join(await mkdtemp(path.join(tmpdir(), 'fitness-pglite-')), 'pglite');
}

describe('embedded database: one writer per folder', () => {
  it('refuses a second opener at once, naming the folder and what to do, while the first keeps working', async () => {
    const config = loadConfig({ PGLITE_DATA_DIR: await freshDataDir() });
    const first = await EmbeddedPostgres.open(config);
    try {
      const started = Date.now();
      const second = EmbeddedPostgres.open(config);
      await expect(second).rejects.toBeInstanceOf(EmbeddedDatabaseLockedError);
      await expect(second).rejects.toThrow(config.PGLITE_DATA_DIR);
      await expect(second).rejects.toThrow(/DATABASE_URL/);
      expect(Date.now() - started).toBeLessThan(1_000);
      await first.pglite!.exec('CREATE TABLE still_mine (x int); INSERT INTO still_mine VALUES (1)');
      expect((await first.pglite!.query('SELECT count(*)::int AS n FROM still_mine')).rows).toEqual([{ n: 1 }]);
    } finally {
      await first.close();
    }
  });

  it('runs with a 2 MB buffer pool and room for one connection, not what initdb writes (it is all resident)', async () => {
    const database = await EmbeddedPostgres.open(loadConfig({ PGLITE_DATA_DIR: await freshDataDir() }));
    try {
      const show = async (name: string) =>
        Object.values((await database.pglite!.query(`SHOW ${name}`)).rows[0] as object)[0];
      expect(await show('shared_buffers')).toBe('2MB');
      expect(await show('max_connections')).toBe('4');
      expect(await show('max_wal_senders')).toBe('0');
      // 12 MB with the 8 MB pool this had before, 15 MB with initdb's other settings and that pool.
      expect(await show('shared_memory_size')).toBe('5MB');
      // PGlite's own start settings are kept alongside it.
      expect((await database.pglite!.query('SHOW search_path')).rows).toEqual([{ search_path: 'public' }]);
    } finally {
      await database.close();
    }
  });

  it('opens a folder made while pgcrypto was loaded, and gives its new rows ids, without loading it', async () => {
    // What earlier versions left: the extension in the catalog, tables whose ids default to gen_random_uuid().
    const dataDir = await freshDataDir();
    const { PGlite } = await import('@electric-sql/pglite');
    const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto');
    const earlier = await PGlite.create(dataDir, { extensions: { pgcrypto } });
    await earlier.exec(
      'CREATE EXTENSION pgcrypto; CREATE TABLE made_earlier (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), n int)',
    );
    await earlier.close();

    const database = await EmbeddedPostgres.open(loadConfig({ PGLITE_DATA_DIR: dataDir }));
    try {
      await database.pglite!.exec('INSERT INTO made_earlier (n) VALUES (1), (2)');
      const { rows } = await database.pglite!.query<{ id: string }>('SELECT id FROM made_earlier');
      expect(rows).toHaveLength(2);
      for (const { id } of rows)
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      // The extension itself is not loaded: its own functions are unavailable, and nothing here needs them.
      await expect(database.pglite!.query(`SELECT digest('x', 'sha256')`)).rejects.toThrow(/pgcrypto/);
    } finally {
      await database.close();
    }
  });

  it('opens again once the first process has closed it, with what it wrote', async () => {
    const config = loadConfig({ PGLITE_DATA_DIR: await freshDataDir() });
    const first = await EmbeddedPostgres.open(config);
    await first.pglite!.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
    await first.close();
    const again = await EmbeddedPostgres.open(config);
    try {
      await expect(again.pglite!.query('SELECT n FROM kept')).resolves.toMatchObject({ rows: [{ n: 7 }] });
    } finally {
      await again.close();
    }
  });

  it('takes over the lock a killed process left behind, without anyone removing it', async () => {
    const dataDir = await freshDataDir();
    const config = loadConfig({ PGLITE_DATA_DIR: dataDir });
    await (await EmbeddedPostgres.open(config)).close();
    // What kill -9 leaves: the lock folder, no longer refreshed.
    await mkdir(`${dataDir}.lock`);
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(`${dataDir}.lock`, longAgo, longAgo);
    const reopened = await EmbeddedPostgres.open(config);
    try {
      await expect(reopened.pglite!.query('SELECT 1 AS answered')).resolves.toMatchObject({ rows: [{ answered: 1 }] });
    } finally {
      await reopened.close();
    }
  });

  it('keeps the folder and every file in it for this account only', async () => {
    const dataDir = await freshDataDir();
    const umask = process.umask(0);
    try {
      const database = await EmbeddedPostgres.open(loadConfig({ PGLITE_DATA_DIR: dataDir }));
      await database.close();
    } finally {
      process.umask(umask);
    }
    const open: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
        const entryPath = path.join(dir, entry.name);
        if ((await stat(entryPath)).mode & 0o077) open.push(entryPath);
        if (entry.isDirectory()) await walk(entryPath);
      }
    };
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    await walk(dataDir);
    expect(open).toEqual([]);
  });
});

describe("embedded database: a new folder starts from the build's migrated template", () => {
  it('has every migration applied and nothing left to run, takes writes, and leaves the template as it was', async () => {
    const templateDir = path.join(await mkdtemp(path.join(tmpdir(), 'fitness-template-')), 'template');
    await buildEmbeddedTemplate(templateDir);
    const templateFiles = fs.readdirSync(templateDir, { recursive: true }).length;
    const config = loadConfig({ PGLITE_DATA_DIR: await freshDataDir() });
    const embedded = await EmbeddedPostgres.open(config, { templateDir });
    const dataSource = new DataSource(await buildDataSourceOptions(config, embedded));
    try {
      await dataSource.initialize();
      const applied = await dataSource.query<Array<{ name: string }>>('SELECT name FROM migrations ORDER BY id');
      expect(applied.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
      expect(await dataSource.showMigrations()).toBe(false);
      await dataSource.query(`INSERT INTO users (email) VALUES ('template@example.com')`);
      expect(await dataSource.query('SELECT email FROM users')).toEqual([{ email: 'template@example.com' }]);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded.close();
    }
    expect(fs.existsSync(path.join(templateDir, 'PG_VERSION'))).toBe(true);
    expect(fs.readdirSync(templateDir, { recursive: true })).toHaveLength(templateFiles);
  }, 120_000);
});

describe('embedded database: durability', () => {
  // Why the README says a power cut may lose the last writes on the embedded database: even with PostgreSQL's fsync
  // on, PGlite's Node file system never asks the operating system to flush. When a PGlite release changes that, this
  // test fails, and the README and embedded-postgres.ts can promise more.
  it('reaches the disk through no fsync, even with fsync on', async () => {
    const calls: string[] = [];
    const originals = {
      fsyncSync: fs.fsyncSync,
      fdatasyncSync: fs.fdatasyncSync,
      fsync: fs.fsync,
      fdatasync: fs.fdatasync,
    };
    for (const name of Object.keys(originals) as Array<keyof typeof originals>) {
      jest.spyOn(fs, name).mockImplementation(((...args: unknown[]) => {
        calls.push(name);
        return (originals[name] as (...inner: unknown[]) => unknown)(...args);
      }) as never);
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const durable = PGlite.defaultStartParams.filter((parameter: string) => parameter !== '-F');
    const pglite = await PGlite.create(await freshDataDir(), { startParams: durable });
    try {
      expect((await pglite.query<{ fsync: string }>('SHOW fsync')).rows[0].fsync).toBe('on');
      await pglite.exec('CREATE TABLE acknowledged (x int)');
      for (let row = 0; row < 10; row += 1) await pglite.exec(`INSERT INTO acknowledged VALUES (${row})`);
      expect(calls).toEqual([]);
    } finally {
      await pglite.close();
      jest.restoreAllMocks();
    }
  });
});
