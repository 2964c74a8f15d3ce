import { SetMetadata } from '@nestjs/common';
import type { JobName, JobPayloads, JobResults } from './job-names';

export const JOB_PROCESSOR_METADATA = 'fitness:job-processor';

/** What handling job N answers: its result for the jobs a caller waits for, nothing for the others. */
export type JobOutcome<N extends JobName> = N extends keyof JobResults ? JobResults[N] : void;

/** A thin class that handles one job by calling a service. */
export interface JobHandler<N extends JobName = JobName> {
  handle(payload: JobPayloads[N]): Promise<JobOutcome<N>>;
  /** Called once when the last attempt has failed, so the outcome can be recorded where people see it. */
  onFinalFailure?(payload: JobPayloads[N], error: unknown): Promise<void>;
}

/** Marks a provider as the processor of `job`; the registry finds it at boot. */
export const ProcessesJob = (job: JobName): ClassDecorator => SetMetadata(JOB_PROCESSOR_METADATA, job);
