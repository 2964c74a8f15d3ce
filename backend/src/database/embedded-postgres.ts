import { mkdir } from 'node:fs/promises';
// PGlite is ESM: take its types from the same (import) entry the runtime import() loads.
import type { PGlite } from '@electric-sql/pglite' with { 'resolution-mode': 'import' };
import type { AppConfig } from '../config/app-config';

/**
 * The embedded PostgreSQL (PGlite) used when no DATABASE_URL is set; `null` handle when a real server is used.
 * Loaded with import(): PGlite is ESM and a CommonJS require with a data-dir string fails to find its files.
 */
export class EmbeddedPostgres {
  private constructor(readonly pglite: PGlite | null) {}

  static async open(config: AppConfig): Promise<EmbeddedPostgres> {
    if (config.databaseDriver === 'postgres') return new EmbeddedPostgres(null);
    const dataDir = config.PGLITE_DATA_DIR;
    if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto');
    const pglite = await PGlite.create(dataDir, { extensions: { pgcrypto } });
    return new EmbeddedPostgres(pglite);
  }

  /** node-postgres settings that route TypeORM's pool to this PGlite: one connection, never recycled. */
  async poolSettings(): Promise<Record<string, unknown>> {
    if (this.pglite === null) throw new Error('No embedded database is open');
    const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
    return { ...createPgConfig(this.pglite), max: 1, idleTimeoutMillis: 0 };
  }

  async close(): Promise<void> {
    if (this.pglite !== null && !this.pglite.closed) await this.pglite.close();
  }
}
