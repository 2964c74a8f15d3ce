import type { DataSource } from 'typeorm';

/** What the hot statements use of node-postgres's Pool (PGlite is reached through its node-postgres adapter too). */
export interface SqlPool {
  query(sql: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The connection pool TypeORM's driver opened, for single statements written as SQL on hot paths. TypeORM's own
 * query() builds a QueryRunner for every call (pool checkout, logging hooks, release, error wrapping): about 6% of
 * a results-page read. Not for statements inside a transaction; its errors are the driver's, not QueryFailedError.
 */
export function driverPool(dataSource: DataSource): SqlPool {
  return (dataSource.driver as unknown as { master: SqlPool }).master;
}
