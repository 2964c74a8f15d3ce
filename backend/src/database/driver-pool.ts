import type { DataSource } from 'typeorm';

/** What the hot statements use of node-postgres's Pool (PGlite is reached through its node-postgres adapter too). */
export interface SqlPool {
  query(statement: PreparedStatement): Promise<{ rows: unknown[] }>;
}

/** node-postgres's named statement: parsed and planned once per connection, then only executed. */
export interface PreparedStatement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * The connection pool TypeORM's driver opened, for single statements written as SQL on hot paths. TypeORM's own
 * query() builds a QueryRunner for every call (pool checkout, logging hooks, release, error wrapping): about 6% of
 * a results-page read. Not for statements inside a transaction; its errors are the driver's, not QueryFailedError.
 */
export function driverPool(dataSource: DataSource): SqlPool {
  return (dataSource.driver as unknown as { master: SqlPool }).master;
}

/**
 * A statement the driver prepares once per connection under `name`, for the hottest statements, whose text is fixed
 * when the app starts. Sent unnamed, PostgreSQL parses, analyses and plans it again on every call: prepared, the
 * results page's SELECT took about half the database CPU per call (about 110 µs against 230 µs, bench:api at 50
 * connections). Each name must always carry the same text: node-postgres refuses a second text under a name it has
 * prepared on a connection. The statements list their columns, so a column added later does not invalidate them.
 * Behind PgBouncer in transaction mode, named statements need PgBouncer 1.21 or later with max_prepared_statements set.
 */
export function preparedStatement(name: string, text: string): (values: unknown[]) => PreparedStatement {
  return (values) => ({ name, text, values });
}
