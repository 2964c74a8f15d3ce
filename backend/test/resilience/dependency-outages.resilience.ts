import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QueueName } from '../../src/jobs/job-names';
import { testRun } from '../support/test-run';

// PostgreSQL and Redis going away and coming back, as a restart or a network cut looks from the API and the worker:
// each runs behind a TCP proxy on loopback that the test cuts (every connection dropped, new ones refused) and
// restores. The built API and worker (backend/dist) run as in production.

const run = testRun();
const DIST = path.resolve(__dirname, '..', '..', 'dist');

/** A loopback TCP proxy that can be cut and restored on the same port. */
class TcpProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server?.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

function target(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || (parsed.protocol.startsWith('redis') ? 6379 : 5432)) };
}

function viaProxy(url: string, proxy: TcpProxy): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(proxy.port);
  return parsed.toString();
}

function start(script: string, env: Record<string, string>): { child: ChildProcess; exited: Promise<unknown> } {
  const child = spawn(process.execPath, [path.join(DIST, script)], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'fatal', HOST: '127.0.0.1', JOB_SCHEDULES_ENABLED: 'false', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, everyMs = 100): Promise<T> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

async function status(url: string, init?: RequestInit): Promise<number> {
  try {
    return (await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) })).status;
  } catch {
    return 0;
  }
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

function baseEnv(dir: string, port: number): Record<string, string> {
  return {
    PORT: String(port),
    DATA_DIR: path.join(dir, 'data'),
    STORAGE_DIR: path.join(dir, 'uploads'),
    FRONTEND_DIST_DIR: path.join(dir, 'frontend'),
    RATE_LIMIT_USERS_PER_MINUTE: '100000',
    RATE_LIMIT_EMAIL_PER_MINUTE: '100000',
  };
}

async function freePort(): Promise<number> {
  const probe = new TcpProxy({ host: '127.0.0.1', port: 1 });
  await probe.start();
  const { port } = probe;
  await probe.cut();
  return port;
}

(run.databaseUrl === undefined ? describe.skip : describe)('a PostgreSQL outage', () => {
  it('shows in /api/ready (503) while liveness stays up, and the API recovers by itself', async () => {
    const proxy = new TcpProxy(target(run.databaseUrl!));
    await proxy.start();
    const dir = mkdtempSync(path.join(tmpdir(), 'fitness-pg-outage-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = start('main.js', {
      ...baseEnv(dir, port),
      DATABASE_URL: viaProxy(run.databaseUrl!, proxy),
      DATABASE_SCHEMA: run.databaseSchema,
      PAYMENT_PROVIDER: 'test',
    });
    try {
      await until('the API to be ready', async () => ((await status(`${base}/api/ready`)) === 200 ? true : undefined), 60_000);
      expect(await status(`${base}/api/users`, post({ email: `before-${Date.now()}@example.test` }))).toBe(201);

      await proxy.cut();
      const cutAt = Date.now();
      await until('/api/ready to report the outage', async () => ((await status(`${base}/api/ready`)) === 503 ? true : undefined), 20_000);
      const noticedMs = Date.now() - cutAt;
      expect(await status(`${base}/api/health`)).toBe(200);
      const during = await fetch(`${base}/api/users`, post({ email: `during-${Date.now()}@example.test` }));
      const duringOutage = during.status;
      expect(duringOutage).toBe(503);
      expect(during.headers.get('retry-after')).toBe('5');
      expect(((await during.json()) as { code: string }).code).toBe('SERVICE_UNAVAILABLE');

      await proxy.start();
      const restoredAt = Date.now();
      await until('/api/ready to recover', async () => ((await status(`${base}/api/ready`)) === 200 ? true : undefined), 30_000);
      const recoveredMs = Date.now() - restoredAt;
      expect(await status(`${base}/api/users`, post({ email: `after-${Date.now()}@example.test` }))).toBe(201);
      process.stdout.write(
        `\nPostgreSQL cut: /api/ready said 503 after ${noticedMs} ms (a write answered ${duringOutage}); ` +
          `ready again ${recoveredMs} ms after it came back\n`,
      );
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
      await proxy.cut();
    }
  }, 180_000);
});

(run.redisUrl === undefined ? describe.skip : describe)('a Redis outage with jobs queued', () => {
  it('the worker reconnects and finishes every queued job, once each', async () => {
    const proxy = new TcpProxy(target(run.redisUrl!));
    await proxy.start();
    const dir = mkdtempSync(path.join(tmpdir(), 'fitness-redis-outage-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      ...baseEnv(dir, port),
      PGLITE_DATA_DIR: path.join(dir, 'pglite'),
      REDIS_URL: viaProxy(run.redisUrl!, proxy),
      BULLMQ_PREFIX: `${run.bullmqPrefix}-outage`,
    };
    // PGlite is one process's database: the worker shares PostgreSQL instead when the run has one.
    if (run.databaseUrl !== undefined) {
      delete env.PGLITE_DATA_DIR;
      Object.assign(env, { DATABASE_URL: run.databaseUrl, DATABASE_SCHEMA: run.databaseSchema, PAYMENT_PROVIDER: 'test' });
    }
    const api = start('main.js', env);
    let worker: ReturnType<typeof start> | undefined;
    // The email queue as the test sees it, straight to Redis (not through the proxy it cuts).
    const connection = new Redis(run.redisUrl!, { maxRetriesPerRequest: null });
    const emailQueue = new Queue(QueueName.Email, { connection, prefix: env.BULLMQ_PREFIX });
    try {
      await until('the API to be ready', async () => ((await status(`${base}/api/ready`)) === 200 ? true : undefined), 60_000);
      // Jobs wait in Redis with no worker yet: one access-link email per person.
      const emails = Array.from({ length: 12 }, (_, index) => `outage-${index}-${Date.now()}@example.test`);
      for (const email of emails) expect(await status(`${base}/api/users`, post({ email }))).toBe(201);
      for (const email of emails) expect(await status(`${base}/api/access-links`, post({ email }))).toBe(202);

      worker = start('worker.js', env);
      await until('the worker to take the email queue', async () => ((await emailQueue.getWorkersCount()) > 0 ? true : undefined), 60_000);
      await proxy.cut();
      await until('/api/ready to report the outage', async () => ((await status(`${base}/api/ready`)) === 503 ? true : undefined), 20_000);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(worker.child.exitCode).toBeNull();
      await proxy.start();

      const outbox = path.join(env.DATA_DIR, 'outbox');
      const sent = await until(
        'every queued email',
        async () => {
          const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
          return files.length >= emails.length ? files : undefined;
        },
        60_000,
        250,
      );
      // A job whose email went out but whose completion was lost in the cut would run again: once no job is waiting,
      // running or retrying, none can send another, so the count below is final.
      await until(
        'the email queue to be idle',
        async () => {
          const counts = await emailQueue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'paused');
          return Object.values(counts).every((count) => count === 0) ? true : undefined;
        },
        60_000,
      );
      expect(readdirSync(outbox).filter((name) => name.endsWith('.eml'))).toHaveLength(emails.length);
      expect(worker.child.exitCode).toBeNull();
      expect(await status(`${base}/api/ready`)).toBe(200);
      process.stdout.write(`\nRedis cut for 3 s with ${emails.length} jobs queued: the worker sent ${sent.length}, once each\n`);
    } finally {
      worker?.child.kill('SIGTERM');
      api.child.kill('SIGTERM');
      await Promise.all([api.exited, worker?.exited]);
      await proxy.cut();
      await emailQueue.close();
      await connection.quit();
    }
  }, 180_000);
});
