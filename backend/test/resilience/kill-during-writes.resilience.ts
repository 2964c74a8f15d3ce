import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { signalBuilt, startBuilt, stopBuilt } from '../support/built-process';
import { freePort } from '../support/free-port';
import { testRun } from '../support/test-run';

// kill -9 of the API while it acknowledges writes: after a restart on the same data, every write it acknowledged is
// there, and no write it was cut off in is half done (on PostgreSQL, where the test can look at the tables: no user
// without the visitor's grant that created it). On the embedded database (PGlite), and on PostgreSQL when the run has one. Runs the built API
// (backend/dist), as `npm start` does.

const run = testRun();

async function waitHealthy(base: string, child: ChildProcess): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API did not start within 60 s');
}

async function createUser(base: string, email: string): Promise<string | null> {
  try {
    const response = await fetch(`${base}/api/users`, {
      method: 'POST',
      signal: AbortSignal.timeout(10_000),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    return response.status === 201 ? ((await response.json()) as { id: string }).id : null;
  } catch {
    return null; // cut off by the kill: not acknowledged
  }
}

/** Users this test created that have no grant (no visitor may reach them); null on the embedded database, which the API holds locked. */
async function ownerlessUsers(databaseEnv: Record<string, string>): Promise<number | null> {
  if (databaseEnv.DATABASE_URL === undefined) return null;
  const client = new Client({ connectionString: databaseEnv.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM "${databaseEnv.DATABASE_SCHEMA}".users u WHERE u.email LIKE 'kill-%' AND NOT EXISTS
         (SELECT 1 FROM "${databaseEnv.DATABASE_SCHEMA}".visitor_users g WHERE g."userId" = u.id)`,
    );
    return Number(rows[0].count);
  } finally {
    await client.end();
  }
}

const databases: Array<[string, Record<string, string> | null]> = [
  ['the embedded database', {}],
  [
    'PostgreSQL',
    run.databaseUrl === undefined
      ? null
      : { DATABASE_URL: run.databaseUrl, DATABASE_SCHEMA: run.databaseSchema, PAYMENT_PROVIDER: 'test' },
  ],
];

describe.each(databases.filter(([, env]) => env !== null))('kill -9 of the API during writes, on %s', (label, databaseEnv) => {
  it('loses nothing it acknowledged, and restarts by itself on the same data', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fitness-kill-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...databaseEnv!,
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      STORAGE_DIR: path.join(dir, 'uploads'),
      FRONTEND_DIST_DIR: path.join(dir, 'frontend'),
      RATE_LIMIT_USERS_PER_MINUTE: '100000',
      ...(databaseEnv!.DATABASE_URL === undefined ? { PGLITE_DATA_DIR: path.join(dir, 'pglite') } : {}),
    };

    const first = startBuilt('main.js', env);
    await waitHealthy(base, first.child).catch((error: unknown) => {
      signalBuilt(first, 'SIGKILL');
      throw error;
    });
    const acknowledged = new Map<string, string>();
    // Killed once this many writes were acknowledged, with the writers still going: mid-writes and with a real sample
    // however fast the machine, where a fixed time could end before the first or long after enough.
    const killAfter = 40;
    let enoughAcknowledged: () => void = () => undefined;
    const acknowledgedEnough = new Promise<void>((resolve) => (enoughAcknowledged = resolve));
    let stop = false;
    const writers = Array.from({ length: 8 }, async (_unused, writer) => {
      for (let index = 0; !stop; index += 1) {
        const email = `kill-${writer}-${index}-${Date.now()}@example.test`;
        const id = await createUser(base, email);
        if (id === null) continue;
        acknowledged.set(email, id);
        if (acknowledged.size >= killAfter) enoughAcknowledged();
      }
    });
    // The API exiting on its own ends the wait too, and fails the count below.
    await Promise.race([acknowledgedEnough, first.exited]);
    signalBuilt(first, 'SIGKILL');
    stop = true;
    await first.exited;
    await Promise.all(writers);
    expect(acknowledged.size).toBeGreaterThanOrEqual(killAfter);

    const second = startBuilt('main.js', env);
    try {
      const restartMs = await waitHealthy(base, second.child);
      let lost = 0;
      for (const [email, id] of acknowledged) {
        if ((await createUser(base, email)) !== id) lost += 1;
      }
      const ownerless = await ownerlessUsers(databaseEnv!);
      process.stdout.write(
        `\nkill -9 on ${label}: ${acknowledged.size} writes acknowledged, ${lost} lost` +
          `${ownerless === null ? '' : `, ${ownerless} created users no visitor may reach`}; restarted in ${restartMs} ms\n`,
      );
      expect(lost).toBe(0);
      expect(ownerless ?? 0).toBe(0);
    } finally {
      await stopBuilt(second);
    }
  }, 180_000);
});
