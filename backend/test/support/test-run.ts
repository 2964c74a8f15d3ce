import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';

// What the whole test run shares, decided once in global-setup and handed to workers through the environment.
// Test code (not the app) reads process.env here: TEST_DATABASE_URL and REDIS_URL pick the real services.

export interface TestRun {
  id: string;
  /** Real PostgreSQL when TEST_DATABASE_URL is set; tables live in a schema of their own, dropped at the end. */
  databaseUrl: string | undefined;
  databaseSchema: string;
  /** Embedded PGlite otherwise: a migrated template folder each test file copies. */
  pgliteTemplateDir: string;
  /** BullMQ when REDIS_URL is set, with a key prefix unique to this run. */
  redisUrl: string | undefined;
  bullmqPrefix: string;
  workDir: string;
}

export function describeTestRun(run: TestRun): string {
  const database = run.databaseUrl === undefined ? 'pglite (embedded, migrated template per run)' : `postgres (schema ${run.databaseSchema})`;
  const queue = run.redisUrl === undefined ? 'in-process (set REDIS_URL for BullMQ)' : `bullmq (prefix ${run.bullmqPrefix})`;
  return `Backend tests: database=${database}; queue=${queue}`;
}

export function testRun(): TestRun {
  const id = process.env.FITNESS_TEST_RUN_ID;
  if (id === undefined) throw new Error('FITNESS_TEST_RUN_ID is not set: run the tests through jest (global-setup sets it)');
  const workDir = path.join(tmpdir(), `fitness-backend-test-${id}`);
  return {
    id,
    databaseUrl: nonEmpty(process.env.TEST_DATABASE_URL),
    databaseSchema: `fitness_test_${id}`,
    pgliteTemplateDir: path.join(workDir, 'pglite-template'),
    redisUrl: nonEmpty(process.env.REDIS_URL),
    bullmqPrefix: `fitness-test-${id}`,
    workDir,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** Runs one statement on the real PostgreSQL outside any app (schema setup and teardown). */
export async function runSql(databaseUrl: string, sql: string): Promise<void> {
  const dataSource = new DataSource({ type: 'postgres', url: databaseUrl });
  await dataSource.initialize();
  try {
    await dataSource.query(sql);
  } finally {
    await dataSource.destroy();
  }
}
