import { mkdtempSync, readdirSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { AppConfig } from '../../src/config/app-config';
import { ALL_QUEUE_NAMES, QueueName } from '../../src/jobs/job-names';
import { type BuiltProcess, type Exit, startBuilt, stopBuilt } from '../support/built-process';
import { until } from '../support/eventually';
import { freePort } from '../support/free-port';
import { testRun } from '../support/test-run';

// PostgreSQL and Redis going away and coming back, as a restart or a network cut looks from the API and the worker:
// each runs behind a TCP proxy on loopback that the test cuts (every connection dropped, new ones refused) and
// restores. The built API and worker (backend/dist) run as in production.

const run = testRun();
/** The processes' own limit on a graceful stop (SHUTDOWN_TIMEOUT_MS), and the test's, with a margin for a slow machine. */
const SHUTDOWN_TIMEOUT_MS = 5_000;
const STOP_WITHIN_MS = SHUTDOWN_TIMEOUT_MS + 10_000;
/**
 * How long Redis stays cut: longer than a worker's blocking wait for a job (BullMQ's drainDelay, 5 s, and a 1 s
 * margin), past which a worker could stay parked on a queue for good (taskforcesh/bullmq#4585).
 */
const OUTAGE_MS = 7_000;
/**
 * How long after Redis comes back every queued job has run. Most finish within a second. But a cut can drop Redis's
 * answer to the worker's claim of a job (BullMQ's moveToActive, already done in Redis): that job then sits active under
 * a lock nobody renews until the lock expires and a stall check hands it back, each JOB_LOCK_DURATION_MS (30 s, kept
 * as in production). In a loop of 12 such cuts outside the app, 2 jobs came back 53 s after Redis did, each run once.
 * Twice the lock, with a margin for a slow machine.
 */
const JOBS_RECOVERED_WITHIN_MS = 2 * new AppConfig().JOB_LOCK_DURATION_MS + 20_000;

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
    LOG_LEVEL: 'fatal',
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    PORT: String(port),
    DATA_DIR: path.join(dir, 'data'),
    STORAGE_DIR: path.join(dir, 'uploads'),
    FRONTEND_DIST_DIR: path.join(dir, 'frontend'),
    RATE_LIMIT_USERS_PER_MINUTE: '100000',
    RATE_LIMIT_EMAIL_PER_MINUTE: '100000',
  };
}

(run.databaseUrl === undefined ? describe.skip : describe)('a PostgreSQL outage', () => {
  it('shows in /api/ready (503) while liveness stays up, and the API recovers by itself', async () => {
    const proxy = new TcpProxy(target(run.databaseUrl!));
    await proxy.start();
    const dir = mkdtempSync(path.join(tmpdir(), 'fitness-pg-outage-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = startBuilt('main.js', {
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
      await stopBuilt(api, STOP_WITHIN_MS).finally(() => proxy.cut());
    }
  }, 180_000);
});

(run.redisUrl === undefined ? describe.skip : describe)('a Redis outage', () => {
  let proxy: TcpProxy;
  let base: string;
  let env: Record<string, string>;
  let api: BuiltProcess;
  let worker: BuiltProcess | undefined;
  // The queues as the test sees them, straight to Redis (not through the proxy it cuts).
  let connection: Redis;
  let queues: Map<QueueName, Queue>;

  beforeEach(async () => {
    proxy = new TcpProxy(target(run.redisUrl!));
    await proxy.start();
    const dir = mkdtempSync(path.join(tmpdir(), 'fitness-redis-outage-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      ...baseEnv(dir, port),
      PGLITE_DATA_DIR: path.join(dir, 'pglite'),
      REDIS_URL: viaProxy(run.redisUrl!, proxy),
      BULLMQ_PREFIX: `${run.bullmqPrefix}-outage-${port}`,
    };
    // PGlite is one process's database: the worker shares PostgreSQL instead when the run has one.
    if (run.databaseUrl !== undefined) {
      delete env.PGLITE_DATA_DIR;
      Object.assign(env, { DATABASE_URL: run.databaseUrl, DATABASE_SCHEMA: run.databaseSchema, PAYMENT_PROVIDER: 'test' });
    }
    connection = new Redis(run.redisUrl!, { maxRetriesPerRequest: null });
    queues = new Map(ALL_QUEUE_NAMES.map((name) => [name, new Queue(name, { connection, prefix: env.BULLMQ_PREFIX })]));
    api = startBuilt('main.js', env);
    worker = undefined;
    await until('the API to be ready', async () => ((await status(`${base}/api/ready`)) === 200 ? true : undefined), 60_000);
  }, 90_000);

  afterEach(async () => {
    // Every process is gone before the proxy and the queues close, even when one had to be killed (which fails the test).
    const stopped = await Promise.allSettled([stopBuilt(api, STOP_WITHIN_MS), ...(worker ? [stopBuilt(worker, STOP_WITHIN_MS)] : [])]);
    await proxy.cut();
    await Promise.all([...queues.values()].map((queue) => queue.close()));
    await connection.quit();
    for (const outcome of stopped) if (outcome.status === 'rejected') throw outcome.reason;
  }, 2 * STOP_WITHIN_MS + 10_000);

  /** Waits until each of the queues has a worker on it, as Redis sees its connections. */
  async function untilEveryQueueHasAWorker(what: string, timeoutMs: number): Promise<void> {
    await until(
      what,
      async () => {
        const counts = await Promise.all([...queues.values()].map((queue) => queue.getWorkersCount()));
        return counts.every((count) => count > 0) ? true : undefined;
      },
      timeoutMs,
    );
  }

  async function startWorker(): Promise<BuiltProcess> {
    const started = startBuilt('worker.js', env);
    worker = started;
    await untilEveryQueueHasAWorker('the worker to take every queue', 60_000);
    return started;
  }

  async function cutFor(ms: number): Promise<void> {
    await proxy.cut();
    await until('/api/ready to report the outage', async () => ((await status(`${base}/api/ready`)) === 503 ? true : undefined), 20_000);
    await new Promise((resolve) => setTimeout(resolve, ms));
  }

  it('with jobs queued: the worker reconnects, takes every queue again and finishes every job, once each', async () => {
    // Jobs wait in Redis with no worker yet: one access-link email per person.
    const emails = Array.from({ length: 12 }, (_, index) => `outage-${index}-${Date.now()}@example.test`);
    for (const email of emails) expect(await status(`${base}/api/users`, post({ email }))).toBe(201);
    for (const email of emails) expect(await status(`${base}/api/access-links`, post({ email }))).toBe(202);

    const running = await startWorker();
    await cutFor(OUTAGE_MS);
    expect(running.child.exitCode).toBeNull();
    await proxy.start();
    const restoredAt = Date.now();

    const outbox = path.join(env.DATA_DIR, 'outbox');
    const emailQueue = queues.get(QueueName.Email)!;
    const sent = await until(
      'every queued email',
      async () => {
        const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
        return files.length >= emails.length ? files : undefined;
      },
      JOBS_RECOVERED_WITHIN_MS,
      250,
    ).catch(async (error: Error) => {
      // Which state the missing jobs are in tells a parked worker (waiting) from a lost claim (active) or a failure.
      throw new Error(`${error.message}; the email queue holds ${JSON.stringify(await emailQueue.getJobCounts())}`);
    });
    const recoveredMs = Date.now() - restoredAt;
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
    // Not only the queue that had work: a queue whose blocking connection never came back would take no job again.
    await untilEveryQueueHasAWorker('every queue to have its worker back', 30_000);
    expect(running.child.exitCode).toBeNull();
    expect(await status(`${base}/api/ready`)).toBe(200);

    const stopAsked = Date.now();
    const exit = await stopBuilt(running, STOP_WITHIN_MS);
    process.stdout.write(
      `\nRedis cut for ${OUTAGE_MS / 1000} s with ${emails.length} jobs queued: the worker sent ${sent.length}, once each, ` +
        `the last ${recoveredMs} ms after Redis was back, and took all ${queues.size} queues again; ` +
        `asked to stop, it exited ${describeExit(exit)} in ${Date.now() - stopAsked} ms\n`,
    );
  }, 300_000);

  it('asked to stop while Redis is still down, the API and the worker exit by their own deadline', async () => {
    const running = await startWorker();
    await cutFor(OUTAGE_MS);

    // BullMQ's Worker.close() waits for ever on a blocking connection that is reconnecting (taskforcesh/bullmq#4656):
    // the processes' SHUTDOWN_TIMEOUT_MS ends the wait. stopBuilt kills, and fails, a process still up after a margin.
    const stopAsked = Date.now();
    const [apiExit, workerExit] = await Promise.all([stopBuilt(api, STOP_WITHIN_MS), stopBuilt(running, STOP_WITHIN_MS)]);
    const tookMs = Date.now() - stopAsked;
    process.stdout.write(
      `\nstop asked with Redis down: the API exited ${describeExit(apiExit)}, the worker ${describeExit(workerExit)}; ` +
        `both gone ${tookMs} ms after SIGTERM (deadline ${SHUTDOWN_TIMEOUT_MS} ms)\n`,
    );
    // The API has no blocking connection: its queues' failed closes are logged, and the rest of its stop (the
    // database's pool) still runs, so it ends as a clean stop does.
    expect(apiExit).toEqual({ code: null, signal: 'SIGTERM' });
  }, 120_000);
});

function describeExit(exit: Exit): string {
  if (exit.signal === 'SIGTERM') return 'cleanly';
  return exit.signal === null ? `with code ${exit.code}` : `on ${exit.signal}`;
}
