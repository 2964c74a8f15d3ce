import { Injectable, StreamableFile } from '@nestjs/common';
import { AI_PLAN_PDF_FILE_NAME } from '@fitness/contracts';
import { QueuePort } from '../../../infra/queue/queue.port';
import { FileStoragePort } from '../../../infra/storage/file-storage.port';
import { JobName } from '../../../jobs/job-names';
import { AnalysisService } from '../../analysis/analysis.service';
import type { AiPlanJobEntity } from './ai-plan-job.entity';
import { AiPlanJobsRepository } from './ai-plan-jobs.repository';
import type { AiPlanStateDto } from './dto/ai-plan.dto';
import { aiPlanNotFound, aiPlanPdfNotReady } from '../plans.errors';

/** BullMQ job ids of a plan job's two steps: a second enqueue of either is ignored. */
export const generateJobId = (planJobId: string) => `ai-plan-${planJobId}`;
export const pdfJobId = (planJobId: string) => `ai-plan-pdf-${planJobId}`;

/** The paid AI plan: started once per payment by fulfilment, followed by the page, its PDF downloaded. */
@Injectable()
export class AiPlansService {
  constructor(
    private readonly analysis: AnalysisService,
    private readonly jobs: AiPlanJobsRepository,
    private readonly queue: QueuePort,
    private readonly storage: FileStoragePort,
  ) {}

  /**
   * Starts the plan a fulfilled $5 order paid for, once per payment (unique key): a second call for the same payment
   * (the webhook and the return page at once, a retry) finds the same job and never starts a second plan. Also when
   * the row existed but its job never reached the queue (Redis was down): the job id makes the enqueue safe.
   */
  async startPlan(paid: { userId: string; analysisId: string; questionnaireId: string; paymentId: string }): Promise<AiPlanJobEntity> {
    const { job } = await this.jobs.insertOnce(paid);
    if (job.status === 'queued') await this.queue.enqueue(JobName.GenerateAiPlan, { planJobId: job.id }, { jobId: generateJobId(job.id) });
    return job;
  }

  /** The plan job a payment paid for, if it was started. */
  jobOfPayment(paymentId: string): Promise<AiPlanJobEntity | null> {
    return this.jobs.findByPaymentId(paymentId);
  }

  /** A ready plan's PDF bytes (for its email), or null while it is not made. */
  async pdfBytes(job: AiPlanJobEntity): Promise<Buffer | null> {
    if (job.status !== 'ready' || job.pdfStorageKey === null) return null;
    return (await this.storage.get(job.pdfStorageKey))?.bytes ?? null;
  }

  /** The job's state as the page shows it. */
  stateOf(job: AiPlanJobEntity): AiPlanStateDto {
    return toState(job);
  }

  /** The latest plan of this analysis, `none` before one was asked for; 404 when the analysis is not this visitor's. */
  async state(analysisId: string, visitorId: string | undefined): Promise<AiPlanStateDto> {
    await this.analysis.requireVisible(analysisId, visitorId);
    const job = await this.jobs.latestForAnalysis(analysisId);
    if (job === null) return { analysisId, status: 'none', hasPlan: false, pdfReady: false };
    return toState(job);
  }

  /**
   * Follows the analysis's plan for a page: calls `send` with the state at once, then with each change, until a
   * final state (ready with its PDF, failed, or none bought), `signal` aborts (the page left) or `maxMs` pass. The
   * state is read from the database every `everyMs`, so it works whichever process (API or worker) runs the jobs;
   * one read by primary key per open page per tick. Throws the 404 of an unknown analysis before sending anything.
   */
  async followState(
    analysisId: string,
    visitorId: string | undefined,
    send: (state: AiPlanStateDto) => void,
    options: { signal: AbortSignal; everyMs?: number; maxMs?: number },
  ): Promise<void> {
    await this.analysis.requireVisible(analysisId, visitorId);
    const deadline = Date.now() + (options.maxMs ?? 3 * 60_000);
    let last = '';
    while (!options.signal.aborted) {
      const job = await this.jobs.latestForAnalysis(analysisId);
      const state: AiPlanStateDto = job === null ? { analysisId, status: 'none', hasPlan: false, pdfReady: false } : toState(job);
      const text = JSON.stringify(state);
      if (text !== last) {
        send(state);
        last = text;
      }
      if (isFinal(state) || Date.now() >= deadline) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.everyMs ?? 200);
        options.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      });
    }
  }

  /** The plan's PDF as an attachment with the product's file name; 404 until it is made. */
  async pdf(analysisId: string, visitorId: string | undefined): Promise<StreamableFile> {
    await this.analysis.requireVisible(analysisId, visitorId);
    const job = await this.jobs.latestForAnalysis(analysisId);
    if (job === null) throw aiPlanNotFound();
    const stored = job.status === 'ready' && job.pdfStorageKey !== null ? await this.storage.get(job.pdfStorageKey) : null;
    if (stored === null) throw aiPlanPdfNotReady();
    return new StreamableFile(stored.bytes, {
      type: 'application/pdf',
      disposition: `attachment; filename="${AI_PLAN_PDF_FILE_NAME}"`,
      length: stored.bytes.length,
    });
  }
}

/** Nothing more will change: the plan and its PDF are ready, the job failed, or no plan was bought. */
function isFinal(state: AiPlanStateDto): boolean {
  return state.status === 'none' || state.status === 'failed' || (state.status === 'ready' && state.pdfReady);
}

function toState(job: AiPlanJobEntity): AiPlanStateDto {
  return {
    analysisId: job.analysisId,
    status: job.status,
    hasPlan: job.generator !== null,
    pdfReady: job.status === 'ready',
    ...(job.generator === 'built-in' || job.generator === 'openai' ? { generator: job.generator } : {}),
  };
}
