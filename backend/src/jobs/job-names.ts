// Every queue and job of the backend, with the payload each job carries. Producers and processors import from here only.

export const QueueName = {
  Maintenance: 'maintenance',
  Email: 'email',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const JobName = {
  /** Deletes uploaded photos older than the upload lifetime ("your photos are never stored"). */
  SweepExpiredUploads: 'sweep-expired-uploads',
  /** Emails a single-use link to a person's results, if the email belongs to someone (the caller never learns). */
  SendAccessLink: 'send-access-link',
} as const;
export type JobName = (typeof JobName)[keyof typeof JobName];

export interface JobPayloads {
  [JobName.SweepExpiredUploads]: { reason: 'schedule' | 'on-demand' };
  [JobName.SendAccessLink]: { email: string };
}

/** Which queue carries each job. */
export const JOB_QUEUE: { readonly [N in JobName]: QueueName } = {
  [JobName.SweepExpiredUploads]: QueueName.Maintenance,
  [JobName.SendAccessLink]: QueueName.Email,
};

export const ALL_JOB_NAMES: readonly JobName[] = Object.values(JobName);
export const ALL_QUEUE_NAMES: readonly QueueName[] = Object.values(QueueName);

/** Jobs that repeat on their own, with the payload each run gets. */
export const JOB_SCHEDULES: ReadonlyArray<{ [N in JobName]: { job: N; everyMs: number; payload: JobPayloads[N] } }[JobName]> = [
  { job: JobName.SweepExpiredUploads, everyMs: 60_000, payload: { reason: 'schedule' } },
];
