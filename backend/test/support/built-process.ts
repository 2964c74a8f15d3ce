import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { AppConfig } from '../../src/config/app-config';

const DIST = path.resolve(__dirname, '..', '..', 'dist');
/** SHUTDOWN_TIMEOUT_MS's default (the processes' own limit on a graceful stop), with a margin for a slow machine. */
const DEFAULT_STOP_WITHIN_MS = new AppConfig().SHUTDOWN_TIMEOUT_MS + 10_000;

/** How a process ended: its exit code, or the signal that ended it. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The built API (`main.js`) or worker (`worker.js`) as `npm start` and `npm run start:worker` run them. */
export interface BuiltProcess {
  readonly entry: string;
  readonly child: ChildProcess;
  readonly ownGroup: boolean;
  readonly exited: Promise<Exit>;
}

/**
 * Starts a built entry point of backend/dist with only the settings given (and quiet logs). `ownGroup` puts it in a
 * process group of its own, so a kill reaches its Chromium too, as when a container dies.
 */
export function startBuilt(
  entry: 'main.js' | 'worker.js',
  env: Record<string, string>,
  { ownGroup = false }: { ownGroup?: boolean } = {},
): BuiltProcess {
  const child = spawn(process.execPath, [path.join(DIST, entry)], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'error', HOST: '127.0.0.1', JOB_SCHEDULES_ENABLED: 'false', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: ownGroup,
  });
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { entry, child, ownGroup, exited };
}

/** Sends `signal` to the process, or to its whole group when it has one. */
export function signalBuilt(built: BuiltProcess, signal: NodeJS.Signals): void {
  try {
    if (built.ownGroup) process.kill(-built.child.pid!, signal);
    else built.child.kill(signal);
  } catch {
    // already gone
  }
}

/**
 * Asks the process to stop (SIGTERM) and waits for it. One still running after `withinMs` is killed (-9) and the
 * call rejects, naming it: a test must never leave a process behind, nor wait for ever on one that hangs.
 */
export async function stopBuilt(built: BuiltProcess, withinMs = DEFAULT_STOP_WITHIN_MS): Promise<Exit> {
  signalBuilt(built, 'SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), withinMs)));
  const outcome = await Promise.race([built.exited, timedOut]);
  clearTimeout(timer);
  if (outcome !== 'timed out') return outcome;
  signalBuilt(built, 'SIGKILL');
  await built.exited;
  throw new Error(`${built.entry} was still running ${withinMs} ms after SIGTERM (killed)`);
}
