// The servers a benchmark runs: started as child processes of this one, stopped, and their memory read.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** This build's dist folder (this file runs from dist/cli/bench). */
export const DIST = path.join(__dirname, '..', '..');
/** What `npm start` and the Docker image run Node with: its memory settings (the script says which and why). */
const NODE_WITH_MEMORY_SETTINGS = path.join(DIST, '..', 'bin', 'node-with-memory-settings.sh');

/** Rate limits lifted, so the API answers every benchmark call instead of refusing most with 429. */
export const UNLIMITED = Object.fromEntries(
  ['AI', 'ANALYSIS', 'EMAIL', 'USERS', 'UPLOADS', 'READS'].map((family) => [
    `RATE_LIMIT_${family}_PER_MINUTE`,
    '100000000',
  ]),
);

export interface Server {
  url: string;
  process: ChildProcess;
}

/** Starts a server with this process's environment plus `env`, minus the variables named in `unset`. */
export async function startServer(
  script: string,
  port: number,
  env: Record<string, string>,
  unset: string[] = [],
  dist: string = DIST,
): Promise<Server> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port) };
  for (const name of unset) delete childEnv[name];
  // Started as `npm start` starts the API, the peer too; the script hands its process over to Node (same pid).
  const child = spawn('sh', [NODE_WITH_MEMORY_SETTINGS, path.join(dist, script)], {
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    // Nest listens only once the app is up, so any answer at all means it is ready.
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return { url, process: child };
    await sleep(50);
  }
  throw new Error(`${script} did not start`);
}

/** The API of the build in `dist` on the embedded database and in-process jobs, in a new data folder under /tmp. */
export async function startEmbeddedApi(port: number, folderPrefix: string, dist: string = DIST): Promise<Server> {
  const work = mkdtempSync(path.join(tmpdir(), folderPrefix));
  return startServer(
    'main.js',
    port,
    {
      ...UNLIMITED,
      DATA_DIR: path.join(work, 'data'),
      STORAGE_DIR: path.join(work, 'uploads'),
      PGLITE_DATA_DIR: path.join(work, 'pglite'),
      // The embedded defaults even when the shell that runs the bench points at a real database or Redis (with
      // REDIS_URL, scans would wait for a worker process that this bench does not start).
    },
    ['DATABASE_URL', 'REDIS_URL'],
    dist,
  );
}

export async function stop(server: Server): Promise<void> {
  server.process.kill('SIGTERM');
  await new Promise((resolve) => server.process.once('exit', resolve));
}

/** A process's resident memory, MiB, from Linux's /proc. */
export function residentMiB(pid: number): number {
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}
