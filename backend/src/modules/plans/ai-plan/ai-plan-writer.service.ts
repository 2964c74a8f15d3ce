import { Injectable, Logger } from '@nestjs/common';
import type { AiPlan, QuestionnaireAnswers } from '@fitness/contracts';
import { type CoachContext, generateTwelveWeekPlan, validateStats } from '@fitness/engine';
import { Clock } from '../../../common/clock';
import { AiCoachPort, AiCoachUnavailableError } from '../../../infra/ai-coach/ai-coach.port';
import { aiPlanProblems } from '../../../infra/ai-coach/ai-plan-schema';
import { renderAiPlanPdf } from '../../../infra/pdf/ai-plan-pdf';
import type { AiPlanPdfDocument } from '../../../infra/pdf/ai-plan-document';
import { PdfRendererPort } from '../../../infra/pdf/pdf-renderer.port';
import { QueuePort } from '../../../infra/queue/queue.port';
import { FileStoragePort } from '../../../infra/storage/file-storage.port';
import { aiPlanPdfKey } from '../../../infra/storage/person-files';
import { JobName } from '../../../jobs/job-names';
import { AnalysisService } from '../../analysis/analysis.service';
import { AiPlanJobsRepository } from './ai-plan-jobs.repository';
import { pdfJobId } from './ai-plans.service';
import { QuestionnairesRepository } from '../questionnaire/questionnaires.repository';
import { answersOf } from '../questionnaire/questionnaires.service';

/**
 * The two steps of a paid AI plan, run as jobs (the worker with Redis, the API process without). Each step reads
 * where the job is before acting, so a retry after a crash at any point finishes the work and never repeats it:
 * one plan saved on the analysis, one PDF stored per job.
 */
@Injectable()
export class AiPlanWriterService {
  private readonly logger = new Logger(AiPlanWriterService.name);

  constructor(
    private readonly jobs: AiPlanJobsRepository,
    private readonly questionnaires: QuestionnairesRepository,
    private readonly analysis: AnalysisService,
    private readonly coach: AiCoachPort,
    private readonly pdfRenderer: PdfRendererPort,
    private readonly storage: FileStoragePort,
    private readonly queue: QueuePort,
    private readonly clock: Clock,
  ) {}

  /** Writes the plan (model, or built-in as fallback), saves it on the analysis, then asks for the PDF. */
  async writePlan(planJobId: string): Promise<void> {
    const job = await this.jobs.findById(planJobId);
    // Gone (the person deleted their data) or already past this step: nothing to do.
    if (job === null || job.status === 'ready' || job.status === 'failed') return;
    // The PDF comes right after the plan: Chromium starts while the plan is written.
    this.pdfRenderer.warm();
    if (job.status === 'queued' || job.status === 'generating') {
      const source = await this.analysis.forPlanJob(job.analysisId);
      const questionnaire = await this.questionnaires.findById(job.questionnaireId);
      if (source === null || questionnaire === null) return;
      await this.jobs.countAttempt(job.id);
      await this.jobs.update(job.id, { status: 'generating' });
      const { plan, generator } = await this.planFor(answersOf(questionnaire), source);
      await this.analysis.saveAiPlan(job.analysisId, plan);
      await this.jobs.update(job.id, { status: 'rendering', generator });
    }
    await this.queue.enqueue(JobName.RenderAiPlanPdf, { planJobId: job.id }, { jobId: pdfJobId(job.id) });
  }

  /** Renders the saved plan to PDF and stores it under the job's one key (a retry overwrites the same object). */
  async renderPdf(planJobId: string): Promise<void> {
    const job = await this.jobs.findById(planJobId);
    if (job === null || job.status !== 'rendering') return;
    const source = await this.analysis.forPlanJob(job.analysisId);
    const questionnaire = await this.questionnaires.findById(job.questionnaireId);
    if (source === null || questionnaire === null) return;
    if (source.aiPlan === null) throw new Error(`Plan job ${job.id} is rendering but its analysis holds no plan`);

    const pdf = await renderAiPlanPdf(this.pdfRenderer, this.pdfDocument(source.aiPlan, answersOf(questionnaire), source));
    const key = aiPlanPdfKey(job.userId, job.id);
    await this.storage.put(key, pdf, 'application/pdf');
    await this.jobs.update(job.id, { status: 'ready', pdfStorageKey: key, pdfBytes: pdf.length, completedAt: this.clock.now() });
    this.logger.log({ planJobId: job.id, pdfBytes: pdf.length }, 'AI plan ready');
    // The buyer hears of it by email (with the PDF and a link that opens the plan in any browser), once.
    await this.queue.enqueue(
      JobName.SendOrderEmail,
      { kind: 'ai-plan-ready', paymentId: job.paymentId },
      { jobId: `order-email-ai-plan-ready-${job.paymentId}` },
    );
  }

  /** The last attempt failed: the page shows the spec's "plan generation failed" message from this state. */
  async markFailed(planJobId: string, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    await this.jobs.update(planJobId, { status: 'failed', failureReason: reason.slice(0, 2000) });
  }

  /**
   * The configured writer's plan when it passes the plan schema; otherwise (model unreachable, or its answer still
   * wrong after one repair) the built-in generator's, so a paid plan is always delivered.
   */
  private async planFor(
    answers: QuestionnaireAnswers,
    context: CoachContext,
  ): Promise<{ plan: AiPlan; generator: 'built-in' | 'openai' }> {
    if (this.coach.provider === 'openai') {
      try {
        return { plan: checked(await this.coach.twelveWeekPlan(answers, context)), generator: 'openai' };
      } catch (error) {
        if (!(error instanceof AiCoachUnavailableError)) throw error;
        this.logger.warn({ err: error }, 'The model could not write the plan; using the built-in generator');
      }
    }
    return { plan: checked(generateTwelveWeekPlan(answers, context)), generator: 'built-in' };
  }

  private pdfDocument(plan: AiPlan, answers: QuestionnaireAnswers, context: CoachContext): AiPlanPdfDocument {
    const stats = validateStats(context.stats);
    const { results } = context;
    return {
      plan,
      person: { name: answers.name },
      numbers: {
        bodyFatPercentage: results.bodyFatPercentage,
        ...(results.bodyFatRange ? { bodyFatRange: results.bodyFatRange } : {}),
        fitnessAge: results.fitnessAge,
        overallScore: results.overallScore,
        weightKg: stats.weightKg,
        heightCm: stats.heightCm,
      },
      generatedOn: this.clock.now().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    };
  }
}

/** A plan that fails the schema is a bug in its writer: the job fails (and retries) rather than saving it. */
function checked(plan: AiPlan): AiPlan {
  const problems = aiPlanProblems(plan);
  if (problems.length > 0) throw new AiCoachUnavailableError(`The plan failed the plan schema: ${problems.join('; ')}`);
  return plan;
}
