import { rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import { runSql, testRun } from './test-run';

// Leaves the shared PostgreSQL `test` database and Redis as they were found.
export default async function globalTeardown(): Promise<void> {
  const run = testRun();
  if (run.databaseUrl !== undefined) {
    await runSql(run.databaseUrl, `DROP SCHEMA IF EXISTS "${run.databaseSchema}" CASCADE`);
  }
  if (run.redisUrl !== undefined) {
    const redis = new Redis(run.redisUrl);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${run.bullmqPrefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    await redis.quit();
  }
  rmSync(run.workDir, { recursive: true, force: true });
}
