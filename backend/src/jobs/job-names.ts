import type { PhotoScan } from '@fitness/contracts';

// Every queue and job of the backend, with the payload each job carries. Producers and processors import from here only.

export const QueueName = {
  Maintenance: 'maintenance',
  Email: 'email',
  /** The 12-week AI plan and its PDF: CPU and Chromium work, kept apart from quick jobs. */
  Plans: 'plans',
  /** Photo measurements an analysis is waiting for: CPU work kept off the API's event loop. */
  Scans: 'scans',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const JobName = {
  /** Deletes uploaded photos older than the upload lifetime ("your photos are never stored"). */
  SweepExpiredUploads: 'sweep-expired-uploads',
  /** Emails a single-use link to a person's results, if the email belongs to someone (the caller never learns). */
  SendAccessLink: 'send-access-link',
  /** Writes a paid AI plan (model or built-in generator), saves it on the analysis, then asks for its PDF. */
  GenerateAiPlan: 'generate-ai-plan',
  /** Renders a saved AI plan to PDF with Chromium and stores it once. */
  RenderAiPlanPdf: 'render-ai-plan-pdf',
  /** The emails of a paid plan order: expert order confirmed, expert plan delivered. */
  SendPlanEmail: 'send-plan-email',
  /** Confirms a coaching booking request to the visitor by email. */
  SendBookingEmail: 'send-booking-email',
  /** Deletes analytics events past their retention period. */
  PurgeExpiredAnalytics: 'purge-expired-analytics',
  /** Measures the body on an analysis's two photos; the analysis awaits the result (QueuePort.request). */
  ScanPhotos: 'scan-photos',
} as const;
export type JobName = (typeof JobName)[keyof typeof JobName];

export interface JobPayloads {
  [JobName.SweepExpiredUploads]: { reason: 'schedule' | 'on-demand' };
  [JobName.SendAccessLink]: { email: string };
  [JobName.GenerateAiPlan]: { planJobId: string };
  [JobName.RenderAiPlanPdf]: { planJobId: string };
  [JobName.SendPlanEmail]: { kind: PlanEmailKind; questionnaireId: string; note?: string };
  [JobName.SendBookingEmail]: { sessionId: string; kind: 'requested' | 'scheduled' };
  [JobName.PurgeExpiredAnalytics]: { reason: 'schedule' | 'on-demand' };
  /** Storage keys of the two uploads; `deadlineAt` (epoch ms): past it the caller has gone on without the result. */
  [JobName.ScanPhotos]: { frontKey: string; sideKey: string; heightCm: number; deadlineAt: number };
}

/** What a job answers, for the jobs a caller waits for. */
export interface JobResults {
  [JobName.ScanPhotos]: PhotoMeasurement;
}
export type RequestJobName = keyof JobResults;

export type PhotoMeasurement = { ok: true; scan: PhotoScan } | { ok: false; reason: string };

export const PLAN_EMAIL_KINDS = ['expert-order-confirmed', 'expert-plan-delivered'] as const;
export type PlanEmailKind = (typeof PLAN_EMAIL_KINDS)[number];

/** Which queue carries each job. */
export const JOB_QUEUE: { readonly [N in JobName]: QueueName } = {
  [JobName.SweepExpiredUploads]: QueueName.Maintenance,
  [JobName.SendAccessLink]: QueueName.Email,
  [JobName.GenerateAiPlan]: QueueName.Plans,
  [JobName.RenderAiPlanPdf]: QueueName.Plans,
  [JobName.SendPlanEmail]: QueueName.Email,
  [JobName.SendBookingEmail]: QueueName.Email,
  [JobName.PurgeExpiredAnalytics]: QueueName.Maintenance,
  [JobName.ScanPhotos]: QueueName.Scans,
};

export const ALL_JOB_NAMES: readonly JobName[] = Object.values(JobName);
export const ALL_QUEUE_NAMES: readonly QueueName[] = Object.values(QueueName);

/** Jobs that repeat on their own, with the payload each run gets. */
export const JOB_SCHEDULES: ReadonlyArray<
  { [N in JobName]: { job: N; everyMs: number; payload: JobPayloads[N] } }[JobName]
> = [
  { job: JobName.SweepExpiredUploads, everyMs: 60_000, payload: { reason: 'schedule' } },
  { job: JobName.PurgeExpiredAnalytics, everyMs: 6 * 60 * 60_000, payload: { reason: 'schedule' } },
];
