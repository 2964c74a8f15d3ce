import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../src/config/app-config';
import { loadConfig } from '../../src/config/load-config';
import { testRun } from './test-run';

export interface TestConfigOptions {
  /** Use BullMQ when the run has Redis (default true); false forces the in-process queue. */
  useRedisIfAvailable?: boolean;
  env?: Record<string, string>;
}

/**
 * A config for one test app: the run's database (a private copy of the migrated PGlite template, or the run's
 * PostgreSQL schema), fresh storage and frontend folders, silent logs, no repeating schedules.
 */
export function testConfig(options: TestConfigOptions = {}): AppConfig {
  const run = testRun();
  const instanceDir = path.join(run.workDir, randomUUID());
  const env: Record<string, string> = {
    LOG_LEVEL: 'silent',
    JOB_SCHEDULES_ENABLED: 'false',
    STORAGE_DIR: path.join(instanceDir, 'uploads'),
    DATA_DIR: path.join(instanceDir, 'data'),
    FRONTEND_DIST_DIR: path.join(instanceDir, 'frontend'),
    PUBLIC_BASE_URL: 'http://fitness.test',
    // Suites send many requests from one address; the limits have tests of their own with low values.
    RATE_LIMIT_AI_PER_MINUTE: '10000',
    RATE_LIMIT_ANALYSIS_PER_MINUTE: '10000',
    RATE_LIMIT_EMAIL_PER_MINUTE: '10000',
    RATE_LIMIT_USERS_PER_MINUTE: '10000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '10000',
    RATE_LIMIT_READS_PER_MINUTE: '10000',
  };
  if (run.databaseUrl !== undefined) {
    env.DATABASE_URL = run.databaseUrl;
    env.DATABASE_SCHEMA = run.databaseSchema;
    // On PostgreSQL the built-in test provider is chosen explicitly, as a deployment would have to.
    if (options.env?.STRIPE_SECRET_KEY === undefined) env.PAYMENT_PROVIDER = 'test';
  } else {
    const dataDir = path.join(instanceDir, 'pglite');
    mkdirSync(instanceDir, { recursive: true });
    cpSync(run.pgliteTemplateDir, dataDir, { recursive: true });
    env.PGLITE_DATA_DIR = dataDir;
  }
  if (run.redisUrl !== undefined && options.useRedisIfAvailable !== false) {
    env.REDIS_URL = run.redisUrl;
    env.BULLMQ_PREFIX = run.bullmqPrefix;
  }
  return loadConfig({ ...env, ...options.env });
}
