import { Injectable, StreamableFile } from '@nestjs/common';
import { AI_PLAN_PDF_FILE_NAME } from '@fitness/contracts';
import { QueuePort } from '../../infra/queue/queue.port';
import { PhotoStoragePort } from '../../infra/storage/photo-storage.port';
import { JobName } from '../../jobs/job-names';
import { AnalysisService } from '../analysis/analysis.service';
import { PaymentsService } from '../payments/payments.service';
import type { AiPlanJobEntity } from './ai-plan-job.entity';
import { AiPlanJobsRepository } from './ai-plan-jobs.repository';
import type { AiPlanStateDto, RequestAiPlanDto } from './dto/ai-plan.dto';
import { aiPlanNotFound, aiPlanPdfNotReady, questionnaireForAnotherAnalysis } from './plans.errors';
import { QuestionnairesRepository } from './questionnaires.repository';
import { QuestionnairesService } from './questionnaires.service';

/** BullMQ job ids of a plan job's two steps: a second enqueue of either is ignored. */
export const generateJobId = (planJobId: string) => `ai-plan-${planJobId}`;
export const pdfJobId = (planJobId: string) => `ai-plan-pdf-${planJobId}`;

/** The paid AI plan as the browser sees it: asking for it once per payment, following it, downloading its PDF. */
@Injectable()
export class AiPlansService {
  constructor(
    private readonly analysis: AnalysisService,
    private readonly payments: PaymentsService,
    private readonly questionnaireService: QuestionnairesService,
    private readonly questionnaires: QuestionnairesRepository,
    private readonly jobs: AiPlanJobsRepository,
    private readonly queue: QueuePort,
    private readonly storage: PhotoStoragePort,
  ) {}

  /**
   * Starts the plan of a succeeded $5 payment made for this analysis, once per payment: a second call (a retry, a
   * double click, another tab) answers with the same job's state and never starts a second plan.
   */
  async request(analysisId: string, request: RequestAiPlanDto, visitorId: string | undefined): Promise<AiPlanStateDto> {
    const analysis = await this.analysis.requireVisible(analysisId, visitorId);
    const questionnaire = await this.questionnaireService.requireOwn(request.questionnaireId, visitorId);
    if (questionnaire.analysisId !== null && questionnaire.analysisId !== analysisId) throw questionnaireForAnotherAnalysis();
    const payment = await this.payments.verify(
      request.paymentIntentId,
      { planType: 'ai', analysisId, userId: analysis.userId },
      visitorId,
    );

    // Bookkeeping only: answers already paid for by an earlier payment keep that link (buying twice is allowed).
    await this.questionnaires.linkPayment(questionnaire.id, visitorId, payment);
    const { job } = await this.jobs.insertOnce({
      userId: analysis.userId,
      analysisId,
      questionnaireId: questionnaire.id,
      paymentId: payment.paymentId,
    });
    // Also when the row existed but its job never reached the queue (Redis was down): the job id makes this safe.
    if (job.status === 'queued') await this.queue.enqueue(JobName.GenerateAiPlan, { planJobId: job.id }, { jobId: generateJobId(job.id) });
    return toState(job);
  }

  /** The latest plan of this analysis, `none` before one was asked for; 404 when the analysis is not this visitor's. */
  async state(analysisId: string, visitorId: string | undefined): Promise<AiPlanStateDto> {
    await this.analysis.requireVisible(analysisId, visitorId);
    const job = await this.jobs.latestForAnalysis(analysisId);
    if (job === null) return { analysisId, status: 'none', hasPlan: false, pdfReady: false };
    return toState(job);
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

function toState(job: AiPlanJobEntity): AiPlanStateDto {
  return {
    analysisId: job.analysisId,
    status: job.status,
    hasPlan: job.generator !== null,
    pdfReady: job.status === 'ready',
    ...(job.generator === 'built-in' || job.generator === 'openai' ? { generator: job.generator } : {}),
  };
}
