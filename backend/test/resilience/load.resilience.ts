import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuilt, stopBuilt } from '../support/built-process';
import { freePort } from '../support/free-port';
import { testRun } from '../support/test-run';

// Load: 200 connections for 60 s (LOAD_SECONDS) against the built API on the run's real adapters, mixing the read
// paths a results page makes with a stats-only analysis. Every answer must be a success; the figures are printed.

const run = testRun();
const CONNECTIONS = 200;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);

const STATS = { age: 37, gender: 'female', height: '165', weight: '68', goal: 'general_fitness', activityLevel: 'moderately_active' };

describe(`load: ${CONNECTIONS} connections for ${SECONDS} s`, () => {
  it('answers every read and stats-only analysis with a success, and prints the latency percentiles', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fitness-load-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const limit = '100000000';
    const env: Record<string, string> = {
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      STORAGE_DIR: path.join(dir, 'uploads'),
      FRONTEND_DIST_DIR: path.join(dir, 'frontend'),
      RATE_LIMIT_READS_PER_MINUTE: limit,
      RATE_LIMIT_ANALYSIS_PER_MINUTE: limit,
      RATE_LIMIT_USERS_PER_MINUTE: limit,
      ...(run.databaseUrl === undefined
        ? { PGLITE_DATA_DIR: path.join(dir, 'pglite') }
        : { DATABASE_URL: run.databaseUrl, DATABASE_SCHEMA: run.databaseSchema, PAYMENT_PROVIDER: 'test' }),
      ...(run.redisUrl === undefined ? {} : { REDIS_URL: run.redisUrl, BULLMQ_PREFIX: `${run.bullmqPrefix}-load` }),
    };
    const api = startBuilt('main.js', env);
    try {
      for (let tries = 0; ; tries++) {
        if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
        if (tries > 600) throw new Error('the API did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const created = await fetch(`${base}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `load-${Date.now()}@example.test` }),
      });
      const cookie = created.headers.get('set-cookie')!.split(';')[0];
      const { id: userId } = (await created.json()) as { id: string };
      const headers = { cookie, 'content-type': 'application/json' };
      const analysis = await fetch(`${base}/api/analysis`, { method: 'POST', headers, body: JSON.stringify({ userId, userStats: STATS }) });
      const { id: analysisId } = (await analysis.json()) as { id: string };

      const result = await autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
        requests: [
          { method: 'GET', path: `/api/analysis-by-id/${analysisId}` },
          { method: 'GET', path: `/api/analysis/${userId}` },
          { method: 'GET', path: '/api/trainers' },
          { method: 'POST', path: '/api/analysis', body: JSON.stringify({ userId, userStats: STATS }) },
        ],
      });
      const statuses = { '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'], errors: result.errors, timeouts: result.timeouts };
      process.stdout.write(
        `\nload ${CONNECTIONS} connections × ${SECONDS} s (reads + stats-only analysis): ${result.requests.total} requests, ` +
          `${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
          `max ${result.latency.max} ms; ${JSON.stringify(statuses)}\n`,
      );
      expect(result.requests.total).toBeGreaterThan(CONNECTIONS);
      expect(statuses).toEqual({ '2xx': result.requests.total, '4xx': 0, '5xx': 0, errors: 0, timeouts: 0 });
    } finally {
      await stopBuilt(api);
    }
  }, (SECONDS + 120) * 1000);
});
