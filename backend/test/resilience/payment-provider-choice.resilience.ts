import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { testRun } from '../support/test-run';

// A deployment must never take test payments by accident: on PostgreSQL with no Stripe keys, the built API and the
// worker refuse to start, naming PAYMENT_PROVIDER; PAYMENT_PROVIDER=test starts them knowingly. Runs the built
// processes (backend/dist), as `npm start` and `npm run start:worker` do.

const run = testRun();
const DIST = path.resolve(__dirname, '..', '..', 'dist');
/** The PostgreSQL `.ci/run` starts on this machine (trust auth). */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** Starts a built entry point; resolves with its exit code and what it wrote to stderr, or 'running' after `waitMs`. */
function startAndWatch(
  entry: 'main.js' | 'worker.js',
  env: Record<string, string>,
  ready: (port: number) => Promise<boolean>,
): Promise<{ outcome: 'exited'; code: number | null; stderr: string } | { outcome: 'ready' }> {
  return new Promise((resolve, reject) => {
    void freePort().then((port) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'fitness-provider-choice-'));
      const child = spawn(process.execPath, [path.join(DIST, entry)], {
        env: {
          PATH: process.env.PATH ?? '',
          LOG_LEVEL: 'error',
          HOST: '127.0.0.1',
          PORT: String(port),
          JOB_SCHEDULES_ENABLED: 'false',
          DATA_DIR: path.join(dir, 'data'),
          FRONTEND_DIST_DIR: path.join(dir, 'frontend'),
          // The refusal comes from the settings alone; starting needs a real server (the run's, else this machine's).
          DATABASE_URL: run.databaseUrl ?? LOCAL_POSTGRES,
          ...(run.databaseUrl === undefined ? {} : { DATABASE_SCHEMA: run.databaseSchema }),
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const deadline = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`${entry} neither exited nor became ready in 60 s; stderr: ${stderr}`));
      }, 60_000);
      child.once('exit', (code) => {
        clearTimeout(deadline);
        resolve({ outcome: 'exited', code, stderr });
      });
      const poll = async (): Promise<void> => {
        if (child.exitCode !== null) return;
        if (await ready(port).catch(() => false)) {
          clearTimeout(deadline);
          child.removeAllListeners('exit');
          child.kill('SIGTERM');
          resolve({ outcome: 'ready' });
          return;
        }
        setTimeout(() => void poll(), 200);
      };
      void poll();
    });
  });
}

const apiReady = async (port: number) => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
// The worker has no HTTP server: alive after a few seconds means it got past its configuration.
const aliveAfter = (ms: number) => {
  const started = Date.now();
  return () => Promise.resolve(Date.now() - started > ms);
};

describe('the payment provider of a deployment (PostgreSQL)', () => {
  it.each([
    ['the API', 'main.js' as const],
    ['the worker', 'worker.js' as const],
  ])('%s refuses to start with no Stripe keys and no PAYMENT_PROVIDER, naming it and the Stripe settings', async (_label, entry) => {
    const result = await startAndWatch(entry, run.redisUrl ? { REDIS_URL: run.redisUrl } : {}, entry === 'main.js' ? apiReady : aliveAfter(5_000));
    expect(result.outcome).toBe('exited');
    if (result.outcome !== 'exited') return;
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PAYMENT_PROVIDER');
    expect(result.stderr).toContain('STRIPE_SECRET_KEY');
  }, 90_000);

  it('starts the API with PAYMENT_PROVIDER=test, the explicit choice of the built-in test provider', async () => {
    const result = await startAndWatch('main.js', { PAYMENT_PROVIDER: 'test' }, apiReady);
    expect(result).toEqual({ outcome: 'ready' });
  }, 90_000);
});
