import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { JOB_PROCESSOR_METADATA, type JobHandler, type JobOutcome } from './job-processor';
import { ALL_JOB_NAMES, type JobName, type JobPayloads } from './job-names';

export class JobRegistryError extends Error {
  constructor(
    readonly missing: readonly string[],
    readonly duplicated: readonly string[],
  ) {
    const parts: string[] = [];
    if (missing.length > 0) parts.push(`no processor for job(s): ${missing.join(', ')}`);
    if (duplicated.length > 0) parts.push(`more than one processor for job(s): ${duplicated.join(', ')}`);
    super(`Job processors are incomplete: ${parts.join('; ')}`);
    this.name = 'JobRegistryError';
  }
}

export interface RegisteredProcessor {
  job: string;
  handler: JobHandler;
}

/** Builds job -> handler; throws naming every job without exactly one processor. */
export function buildHandlerMap(
  processors: readonly RegisteredProcessor[],
  expectedJobs: readonly string[] = ALL_JOB_NAMES,
): Map<string, JobHandler> {
  const handlers = new Map<string, JobHandler>();
  const duplicated = new Set<string>();
  for (const { job, handler } of processors) {
    if (handlers.has(job)) duplicated.add(job);
    handlers.set(job, handler);
  }
  const missing = expectedJobs.filter((job) => !handlers.has(job));
  const unknown = [...handlers.keys()].filter((job) => !expectedJobs.includes(job));
  if (missing.length > 0 || duplicated.size > 0 || unknown.length > 0) {
    throw new JobRegistryError(
      [...missing, ...unknown.map((job) => `${job} (not declared in job-names.ts)`)],
      [...duplicated],
    );
  }
  return handlers;
}

/** Finds every @ProcessesJob provider where jobs are consumed (the worker, or the API without Redis). */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly logger = new Logger('JobRegistry');
  private handlers = new Map<string, JobHandler>();

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const processors: RegisteredProcessor[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const { instance, metatype } = wrapper;
      if (instance === null || instance === undefined || typeof metatype !== 'function') continue;
      const job = Reflect.getMetadata(JOB_PROCESSOR_METADATA, metatype) as string | undefined;
      if (job !== undefined) processors.push({ job, handler: instance as JobHandler });
    }
    this.handlers = buildHandlerMap(processors);
  }

  async dispatch<N extends JobName>(job: N, payload: JobPayloads[N]): Promise<JobOutcome<N>> {
    const handler = this.handlers.get(job) as JobHandler<N> | undefined;
    if (handler === undefined) throw new JobRegistryError([job], []);
    return handler.handle(payload);
  }

  /** The job has used its last attempt: lets its processor record the failure. Never throws. */
  async finalFailure<N extends JobName>(job: N, payload: JobPayloads[N], error: unknown): Promise<void> {
    const handler = this.handlers.get(job) as JobHandler<N> | undefined;
    try {
      await handler?.onFinalFailure?.(payload, error);
    } catch (hookError) {
      this.logger.error({ err: hookError, job }, 'Recording a failed job failed');
    }
  }
}
