import type { PhotoScan } from '@fitness/contracts';

// Every queue and job of the backend, with the payload each job carries. Producers and processors import from here only.

export const QueueName = {
  Maintenance: 'maintenance',
  Email: 'email',
  /** Fulfilment of paid orders: quick database work that must not wait behind plans being written. */
  Orders: 'orders',
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
  /** Fulfils a payment the provider confirmed (the built-in provider's stand-in for Stripe's webhook). */
  FulfilPayment: 'fulfil-payment',
  /** One email of a paid order, sent once: confirmed, intake needed, AI plan ready, expert plan delivered. */
  SendOrderEmail: 'send-order-email',
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
  [JobName.FulfilPayment]: { paymentIntentId: string };
  /** The order is found by the payment it fulfils (unique): what a plan job knows of it. */
  [JobName.SendOrderEmail]: { kind: OrderEmailKind; paymentId: string; note?: string };
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

/** Why a photo named by an analysis cannot be scanned: answered to the caller as that API error (400, 413, 415). */
export type PhotoRefusal = 'PHOTO_NOT_UPLOADED' | 'PHOTO_TOO_LARGE' | 'UNSUPPORTED_PHOTO_TYPE';

/**
 * A scan's answer: the measurements; or why the photos could not be measured (the analysis goes on with the stats
 * and says so); or a photo refused, by the request field that named it (the analysis is refused).
 */
export type PhotoMeasurement = { ok: true; scan: PhotoScan } | { ok: false; reason: string } | RefusedPhoto;

/** A photo an analysis named that cannot be scanned, by the request field that named it. */
export interface RefusedPhoto {
  ok: false;
  refused: PhotoRefusal;
  field: 'frontPhotoURL' | 'sidePhotoURL';
}

export const ORDER_EMAIL_KINDS = ['expert-order-confirmed', 'expert-intake-needed', 'ai-plan-ready', 'expert-plan-delivered'] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

/** Which queue carries each job. */
export const JOB_QUEUE: { readonly [N in JobName]: QueueName } = {
  [JobName.SweepExpiredUploads]: QueueName.Maintenance,
  [JobName.SendAccessLink]: QueueName.Email,
  [JobName.GenerateAiPlan]: QueueName.Plans,
  [JobName.RenderAiPlanPdf]: QueueName.Plans,
  [JobName.FulfilPayment]: QueueName.Orders,
  [JobName.SendOrderEmail]: QueueName.Email,
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
