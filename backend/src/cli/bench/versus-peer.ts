// Part 1 of bench:api: the API on PostgreSQL against the bare NestJS peer (bare-peer.ts), interleaved A B A B.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { SAMPLE_USER_STATS } from '@fitness/contracts';
import { seedVisitor } from './api-visitor';
import { localPostmaster } from './cpu-time';
import { cpuText, type Load, load, loadText, mean } from './load';
import { startServer, stop, UNLIMITED } from './server-process';

export async function versusPeer(settings: { databaseUrl: string; seconds: number; rounds: number }): Promise<void> {
  const { databaseUrl, seconds, rounds } = settings;
  const schema = `bench_${process.pid}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  const postmaster = await localPostmaster(admin);
  const work = mkdtempSync(path.join(tmpdir(), 'fitness-bench-api-'));
  const api = await startServer('main.js', 3201, {
    ...UNLIMITED,
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    PAYMENT_PROVIDER: 'test',
    DATA_DIR: path.join(work, 'data'),
    STORAGE_DIR: path.join(work, 'uploads'),
  });
  try {
    const seeded = await seedVisitor(api.url);
    const resultsFile = path.join(work, 'analysis-results.json');
    writeFileSync(resultsFile, JSON.stringify((seeded.analysis as { analysisResults: unknown }).analysisResults));
    const peer = await startServer('cli/bench/bare-peer.js', 3202, {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      BENCH_VISITOR_ID: seeded.visitorId,
      BENCH_ANALYSIS_RESULTS_FILE: resultsFile,
    });
    try {
      const calls = [
        {
          name: 'GET /api/analysis/{userId}',
          path: `/api/analysis/${seeded.userId}`,
          method: 'GET' as const,
          body: undefined,
        },
        {
          name: 'POST /api/analysis, stats only',
          path: '/api/analysis',
          method: 'POST' as const,
          body: { userId: seeded.userId, userStats: SAMPLE_USER_STATS },
        },
      ];
      console.log(
        `\n1. API on PostgreSQL vs bare NestJS peer (same SQL, pool of 10): 50 connections, ${seconds} s runs, A B × ${rounds}`,
      );
      for (const call of calls) {
        const options = { seconds, connections: 50, method: call.method, body: call.body, cookie: seeded.cookie };
        await load(`${api.url}${call.path}`, { ...options }); // warm-up, both sides
        await load(`${peer.url}${call.path}`, { ...options });
        const app: Load[] = [];
        const bare: Load[] = [];
        for (let round = 0; round < rounds; round += 1) {
          app.push(await load(`${api.url}${call.path}`, { ...options, cpu: { server: api.process, postmaster } }));
          bare.push(await load(`${peer.url}${call.path}`, { ...options, cpu: { server: peer.process, postmaster } }));
        }
        const a = mean(app);
        const b = mean(bare);
        console.log(`  ${call.name}`);
        console.log(`    app   ${loadText(a)}${cpuText(a)}`);
        console.log(`    peer  ${loadText(b)}${cpuText(b)}`);
        console.log(
          `    ratio req/s ${(a.reqPerSec / b.reqPerSec).toFixed(2)}   p99 app/peer ${(a.p99 / b.p99).toFixed(2)}` +
            `   (req/s ratio per round: ${app.map((run, i) => (run.reqPerSec / bare[i].reqPerSec).toFixed(2)).join(', ')})`,
        );
      }
    } finally {
      await stop(peer);
    }
  } finally {
    await stop(api);
    await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
    await admin.end();
  }
}
