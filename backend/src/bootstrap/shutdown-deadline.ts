import { Logger } from '@nestjs/common';

/** The signals Nest's shutdown hooks answer (`enableShutdownHooks()` with no list) that a person or an orchestrator sends. */
const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

/** What the deadline needs of the process; `process` itself in production. */
export interface StoppableProcess {
  once(signal: NodeJS.Signals, listener: () => void): unknown;
  exit(code: number): never;
  getActiveResourcesInfo(): string[];
}

/**
 * A graceful stop with a deadline. On SIGTERM or SIGINT Nest closes the app: running jobs finish, queues and pools
 * close, Chromium quits. Any of those waits on something outside the process, and one that never answers would keep
 * the process up for ever: BullMQ's `Worker.close()` never resolves while a blocking Redis client is parked in
 * "reconnecting" (taskforcesh/bullmq#4656), and a wedged Chromium may not answer `browser.close()`. So `deadlineMs`
 * after the signal the process logs what it was still waiting on and exits 1.
 *
 * Stopping early is safe: a job cut off mid-run keeps its lock only until `JOB_LOCK_DURATION_MS`, then another worker
 * runs it again (test/resilience/kill-worker-during-plan). The deadline is shorter than the grace an orchestrator
 * gives before SIGKILL (docker-compose.yml sets 30 s; Kubernetes' default is 30 s), so the log line says why.
 */
export function exitIfStopOutlasts(deadlineMs: number, target: StoppableProcess = process): void {
  const logger = new Logger('Shutdown');
  let armed = false;
  const arm = (): void => {
    if (armed) return;
    armed = true;
    // Unreferenced: a stop that finishes lets the process exit without waiting for this timer.
    setTimeout(() => {
      logger.error(
        { deadlineMs, waitingOn: target.getActiveResourcesInfo() },
        `Graceful stop did not finish within ${deadlineMs} ms; exiting`,
      );
      target.exit(1);
    }, deadlineMs).unref();
  };
  for (const signal of STOP_SIGNALS) target.once(signal, arm);
}
