import type { JobName, JobPayloads, JobResults, RequestJobName } from '../../jobs/job-names';

export interface EnqueueOptions {
  /** Same id, same job: a second enqueue with an id still pending is ignored (e.g. `pdf-<analysisId>`; no colons). */
  jobId?: string;
  delayMs?: number;
}

/**
 * Where producers hand work off. BullMQ when REDIS_URL is set (consumed by the worker process),
 * otherwise the in-process adapter runs the same processors inside the API.
 */
export abstract class QueuePort {
  abstract readonly driver: 'bullmq' | 'in-process';

  abstract enqueue<N extends JobName>(job: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void>;

  /**
   * Runs `job` once (no retries: the caller is waiting) and answers its result, or rejects after `timeoutMs`, when
   * no worker takes it in time, or when the job fails.
   */
  abstract request<N extends RequestJobName>(
    job: N,
    payload: JobPayloads[N],
    timeoutMs: number,
  ): Promise<JobResults[N]>;

  /** True when jobs can be accepted right now. */
  abstract isHealthy(): Promise<boolean>;
}
