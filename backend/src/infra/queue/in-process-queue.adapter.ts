import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { JOB_DEFAULTS, retryDelayMs } from '../../jobs/job-defaults';
import { withTimeout } from '../../common/with-timeout';
import {
  JOB_SCHEDULES,
  type JobName,
  type JobPayloads,
  type JobResults,
  type RequestJobName,
} from '../../jobs/job-names';
import { JobRegistry } from '../../jobs/job-registry';
import { type EnqueueOptions, QueuePort } from './queue.port';

/** Runs jobs inside the API process with the same processors, retries and schedules as the worker. */
@Injectable()
export class InProcessQueueAdapter extends QueuePort implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly driver = 'in-process' as const;
  private readonly logger = new Logger('InProcessQueue');
  private readonly pending = new Map<string, Promise<void>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private stopping = false;

  constructor(
    private readonly registry: JobRegistry,
    private readonly config: AppConfig,
  ) {
    super();
  }

  enqueue<N extends JobName>(job: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<void> {
    if (this.stopping) return Promise.reject(new Error('The job queue is shutting down'));
    const jobId = options.jobId ?? `${job}-${randomUUID()}`;
    if (this.pending.has(jobId)) return Promise.resolve();
    const run = this.runWithRetries(job, payload, jobId, options.delayMs ?? 0).finally(() =>
      this.pending.delete(jobId),
    );
    this.pending.set(jobId, run);
    return Promise.resolve();
  }

  request<N extends RequestJobName>(job: N, payload: JobPayloads[N], timeoutMs: number): Promise<JobResults[N]> {
    if (this.stopping) return Promise.reject(new Error('The job queue is shutting down'));
    return withTimeout(this.registry.dispatch(job, payload) as Promise<JobResults[N]>, timeoutMs);
  }

  isHealthy(): Promise<boolean> {
    return Promise.resolve(!this.stopping);
  }

  /** Resolves once every job accepted so far has finished (successfully or not). */
  async whenIdle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending.values()]);
  }

  onApplicationBootstrap(): void {
    if (!this.config.JOB_SCHEDULES_ENABLED) return;
    for (const schedule of JOB_SCHEDULES) {
      const timer = setInterval(() => {
        // A fixed id per schedule: a slow run is never overlapped by the next tick.
        void this.enqueue(schedule.job, schedule.payload, { jobId: `schedule-${schedule.job}` });
      }, schedule.everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.whenIdle();
  }

  private async runWithRetries<N extends JobName>(
    job: N,
    payload: JobPayloads[N],
    jobId: string,
    delayMs: number,
  ): Promise<void> {
    if (delayMs > 0) await sleep(delayMs);
    for (let attempt = 1; attempt <= JOB_DEFAULTS.attempts; attempt += 1) {
      try {
        await this.registry.dispatch(job, payload);
        return;
      } catch (error) {
        const final = attempt === JOB_DEFAULTS.attempts || this.stopping;
        this.logger.error(
          { err: error, job, jobId, attempt, final },
          final ? 'Job failed for good' : 'Job failed, will retry',
        );
        if (final) {
          await this.registry.finalFailure(job, payload, error);
          return;
        }
        await sleep(retryDelayMs(attempt));
      }
    }
  }
}
