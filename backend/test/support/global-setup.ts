import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/load-config';
import { buildDataSourceOptions } from '../../src/database/data-source-options';
import { EmbeddedPostgres } from '../../src/database/embedded-postgres';
import { describeTestRun, runSql, testRun } from './test-run';

// Runs once per `jest` run: migrations are applied here, once, to the run's database.
export default async function globalSetup(): Promise<void> {
  process.env.FITNESS_TEST_RUN_ID = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const run = testRun();
  mkdirSync(run.workDir, { recursive: true });

  let env: Record<string, string>;
  if (run.databaseUrl !== undefined) {
    await runSql(run.databaseUrl, `CREATE SCHEMA "${run.databaseSchema}"`);
    env = { DATABASE_URL: run.databaseUrl, DATABASE_SCHEMA: run.databaseSchema, PAYMENT_PROVIDER: 'test' };
  } else {
    env = { PGLITE_DATA_DIR: run.pgliteTemplateDir };
  }
  const config = loadConfig(env);
  const embedded = await EmbeddedPostgres.open(config);
  const dataSource = new DataSource(await buildDataSourceOptions(config, embedded));
  const started = Date.now();
  await dataSource.initialize(); // migrationsRun: true
  const applied = (await dataSource.query(`SELECT name FROM "${config.DATABASE_SCHEMA}"."migrations" ORDER BY id`)) as unknown[];
  await dataSource.destroy();
  await embedded.close();
  process.stdout.write(`\n${describeTestRun(run)}; ${applied.length} migrations applied in ${Date.now() - started} ms\n`);
}
