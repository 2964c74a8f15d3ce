import { randomUUID } from 'node:crypto';
import { AI_PLAN_PDF_FILE_NAME, type AiPlan, type AiPlanStatus, type UserStats } from '@fitness/contracts';
import { analyze } from '@fitness/engine';
import { strictFake } from '../../../../../test/support/strict-fake';
import { validUserStats } from '../../../../../test/support/factories';
import { completeAnswers } from '../../../../../test/support/questionnaire-answers';
import type { Clock } from '../../../../common/clock';
import type { ApiError } from '../../../../common/errors/api-error';
import { type AiCoachPort, AiCoachUnavailableError } from '../../../../infra/ai-coach/ai-coach.port';
import type { PdfRendererPort } from '../../../../infra/pdf/pdf-renderer.port';
import type { QueuePort } from '../../../../infra/queue/queue.port';
import type { FileStoragePort } from '../../../../infra/storage/file-storage.port';
import { aiPlanPdfKey } from '../../../../infra/storage/person-files';
import { JobName } from '../../../../jobs/job-names';
import { AnalysisNotFoundError } from '../../../analysis/analysis.errors';
import type { AnalysisService } from '../../../analysis/analysis.service';
import type { AiPlanJobEntity } from '../ai-plan-job.entity';
import type { AiPlanJobsRepository, NewAiPlanJob } from '../ai-plan-jobs.repository';
import { AiPlanWriterService } from '../ai-plan-writer.service';
import { AiPlansService, generateJobId, pdfJobId } from '../ai-plans.service';
import type { AiPlanStateDto } from '../dto/ai-plan.dto';
import { aiPlanNotFound, aiPlanPdfNotReady } from '../../plans.errors';
import type { QuestionnaireEntity } from '../../questionnaire/questionnaire.entity';
import type { QuestionnairesRepository } from '../../questionnaire/questionnaires.repository';

// The paid AI plan's rules without a database: one plan per payment, who may follow it and download its PDF, and
// how its job moves queued → generating → rendering → ready. Every port is a strict fake.

const VISITOR = randomUUID();
const PERSON = randomUUID();

function answer(error: ApiError) {
  return { status: error.getStatus(), code: error.code, details: error.details };
}

function planJob(overrides: Partial<AiPlanJobEntity> = {}): AiPlanJobEntity {
  return {
    id: randomUUID(),
    userId: PERSON,
    analysisId: randomUUID(),
    questionnaireId: randomUUID(),
    paymentId: randomUUID(),
    status: 'queued',
    generator: null,
    failureReason: null,
    attempts: 0,
    pdfStorageKey: null,
    pdfBytes: null,
    createdAt: new Date('2026-11-20T10:00:00.000Z'),
    updatedAt: new Date('2026-11-20T10:00:00.000Z'),
    completedAt: null,
    ...overrides,
  };
}

/** Plan jobs kept by id, one per payment (the table's unique key), and the changes made to them. */
function jobsTable(initial: AiPlanJobEntity[] = []) {
  const rows = new Map(initial.map((job) => [job.id, job]));
  const latest = (analysisId: string) => [...rows.values()].filter((job) => job.analysisId === analysisId).at(-1) ?? null;
  const fake = strictFake<AiPlanJobsRepository>('AiPlanJobsRepository', {
    insertOnce: (job: NewAiPlanJob) => {
      const existing = [...rows.values()].find((row) => row.paymentId === job.paymentId);
      if (existing) return Promise.resolve({ job: existing, created: false });
      const made = planJob(job);
      rows.set(made.id, made);
      return Promise.resolve({ job: made, created: true });
    },
    findById: (id: string) => Promise.resolve(rows.get(id) ?? null),
    latestForAnalysis: (analysisId: string) => Promise.resolve(latest(analysisId)),
    update: (id: string, changes: Partial<AiPlanJobEntity>) => {
      rows.set(id, { ...rows.get(id)!, ...changes });
      return Promise.resolve();
    },
    countAttempt: (id: string) => {
      const job = rows.get(id)!;
      rows.set(id, { ...job, attempts: job.attempts + 1 });
      return Promise.resolve();
    },
  });
  return { fake, rows };
}

/** A queue that keeps one job per job id, as BullMQ does with a pending id. */
function queueLog() {
  const jobs = new Map<string, { name: string; payload: unknown }>();
  const fake = strictFake<QueuePort>('QueuePort', {
    enqueue: (name: string, payload: unknown, options?: { jobId?: string }) => {
      const jobId = options?.jobId ?? randomUUID();
      if (!jobs.has(jobId)) jobs.set(jobId, { name, payload });
      return Promise.resolve();
    },
  });
  return { fake, jobs };
}

function storageOf(objects: Record<string, Buffer> = {}) {
  const stored = new Map(Object.entries(objects));
  const fake = strictFake<FileStoragePort>('FileStoragePort', {
    get: (key: string) => {
      const bytes = stored.get(key);
      return Promise.resolve(bytes === undefined ? null : { key, bytes, contentType: 'application/pdf' });
    },
    put: (key: string, bytes: Buffer) => {
      stored.set(key, bytes);
      return Promise.resolve();
    },
  });
  return { fake, stored };
}

/** The visitor sees only the analyses listed. */
function analysesVisibleTo(visible: string[]) {
  return strictFake<AnalysisService>('AnalysisService', {
    requireVisible: (analysisId: string, visitorId: string | undefined) =>
      visitorId === VISITOR && visible.includes(analysisId)
        ? Promise.resolve({ id: analysisId, userId: PERSON, hasExpertPlan: false, hasAiPlan: true })
        : Promise.reject(new AnalysisNotFoundError('analysisId')),
  });
}

function plansService(ports: { analysis?: AnalysisService; jobs?: AiPlanJobsRepository; queue?: QueuePort; storage?: FileStoragePort }) {
  return new AiPlansService(
    ports.analysis ?? strictFake<AnalysisService>('AnalysisService', {}),
    ports.jobs ?? strictFake<AiPlanJobsRepository>('AiPlanJobsRepository', {}),
    ports.queue ?? strictFake<QueuePort>('QueuePort', {}),
    ports.storage ?? strictFake<FileStoragePort>('FileStoragePort', {}),
  );
}

describe('AiPlansService (strict fakes, no database)', () => {
  it('starts one plan job per payment, however often fulfilment asks', async () => {
    const table = jobsTable();
    const queue = queueLog();
    const service = plansService({ jobs: table.fake, queue: queue.fake });
    const paid = { userId: PERSON, analysisId: randomUUID(), questionnaireId: randomUUID(), paymentId: randomUUID() };

    const [first, second] = await Promise.all([service.startPlan(paid), service.startPlan(paid)]);
    await service.startPlan(paid);

    expect(second.id).toBe(first.id);
    expect(table.rows.size).toBe(1);
    expect([...queue.jobs.entries()]).toEqual([
      [generateJobId(first.id), { name: JobName.GenerateAiPlan, payload: { planJobId: first.id } }],
    ]);
  });

  it('does not queue the plan again once its job has moved past queued', async () => {
    const running = planJob({ status: 'generating' });
    const queue = queueLog();
    const service = plansService({ jobs: jobsTable([running]).fake, queue: queue.fake });

    await service.startPlan(running);

    expect(queue.jobs.size).toBe(0);
  });

  it("answers 'none' for an analysis with no plan bought, and the job's state once there is one", async () => {
    const analysisId = randomUUID();
    const ready = planJob({ analysisId, status: 'ready', generator: 'openai', pdfStorageKey: 'people/x/plan.pdf' });
    const before = plansService({ analysis: analysesVisibleTo([analysisId]), jobs: jobsTable().fake });
    const after = plansService({ analysis: analysesVisibleTo([analysisId]), jobs: jobsTable([ready]).fake });

    await expect(before.state(analysisId, VISITOR)).resolves.toEqual({ analysisId, status: 'none', hasPlan: false, pdfReady: false });
    await expect(after.state(analysisId, VISITOR)).resolves.toEqual({
      analysisId,
      status: 'ready',
      hasPlan: true,
      pdfReady: true,
      generator: 'openai',
    });
  });

  it("answers the analysis's 404 to a visitor who may not see it, before reading any plan", async () => {
    const analysisId = randomUUID();
    // No jobs repository is given: reading a plan for this visitor would fail this test.
    const service = plansService({ analysis: analysesVisibleTo([]) });
    const notFound = answer(new AnalysisNotFoundError('analysisId'));

    await expect(service.state(analysisId, VISITOR)).rejects.toMatchObject(notFound);
    await expect(service.pdf(analysisId, VISITOR)).rejects.toMatchObject(notFound);
    const sent: AiPlanStateDto[] = [];
    await expect(
      service.followState(analysisId, VISITOR, (state) => sent.push(state), { signal: new AbortController().signal }),
    ).rejects.toMatchObject(notFound);
    expect(sent).toEqual([]);
  });

  it('serves the PDF under the product file name once ready; AI_PLAN_NOT_FOUND before a plan, AI_PLAN_PDF_NOT_READY while it is made', async () => {
    const analysisId = randomUUID();
    const pdf = Buffer.from('%PDF-1.7 plan');
    const rendering = planJob({ analysisId, status: 'rendering', generator: 'built-in' });
    const ready = { ...rendering, status: 'ready' as const, pdfStorageKey: 'people/p/plan.pdf' };
    const storage = storageOf({ 'people/p/plan.pdf': pdf });

    const none = plansService({ analysis: analysesVisibleTo([analysisId]), jobs: jobsTable().fake });
    await expect(none.pdf(analysisId, VISITOR)).rejects.toMatchObject(answer(aiPlanNotFound()));
    const making = plansService({ analysis: analysesVisibleTo([analysisId]), jobs: jobsTable([rendering]).fake });
    await expect(making.pdf(analysisId, VISITOR)).rejects.toMatchObject(answer(aiPlanPdfNotReady()));

    const done = plansService({ analysis: analysesVisibleTo([analysisId]), jobs: jobsTable([ready]).fake, storage: storage.fake });
    const file = await done.pdf(analysisId, VISITOR);
    expect(file.getHeaders()).toMatchObject({
      type: 'application/pdf',
      disposition: `attachment; filename="${AI_PLAN_PDF_FILE_NAME}"`,
      length: pdf.length,
    });
  });

  it('sends the state at once and then each change, and stops at the final one', async () => {
    const analysisId = randomUUID();
    const job = planJob({ analysisId });
    const steps: Array<Partial<AiPlanJobEntity>> = [
      {},
      {},
      { status: 'generating' },
      { status: 'rendering', generator: 'built-in' },
      { status: 'ready', pdfStorageKey: 'k' },
    ];
    // Each read finds the job one step further; the same state twice is sent once.
    const jobs = strictFake<AiPlanJobsRepository>('AiPlanJobsRepository', {
      latestForAnalysis: () => Promise.resolve({ ...job, ...(steps.shift() ?? { status: 'failed' as AiPlanStatus }) }),
    });
    const service = plansService({ analysis: analysesVisibleTo([analysisId]), jobs });
    const sent: AiPlanStateDto[] = [];

    await service.followState(analysisId, VISITOR, (state) => sent.push(state), {
      signal: new AbortController().signal,
      everyMs: 0,
    });

    expect(sent.map((state) => [state.status, state.pdfReady])).toEqual([
      ['queued', false],
      ['generating', false],
      ['rendering', false],
      ['ready', true],
    ]);
    expect(steps).toEqual([]);
  });

  it('stops following when the page leaves', async () => {
    const analysisId = randomUUID();
    const controller = new AbortController();
    let reads = 0;
    const jobs = strictFake<AiPlanJobsRepository>('AiPlanJobsRepository', {
      latestForAnalysis: () => {
        reads += 1;
        return Promise.resolve(planJob({ analysisId }));
      },
    });
    const service = plansService({ analysis: analysesVisibleTo([analysisId]), jobs });

    // The first state is sent, then the page leaves while the loop waits a minute for its next read.
    const leave = () => queueMicrotask(() => controller.abort());
    await service.followState(analysisId, VISITOR, leave, { signal: controller.signal, everyMs: 60_000 });

    expect(reads).toBe(1);
  }, 5_000);
});

describe('AiPlanWriterService (strict fakes, no database)', () => {
  const userStats = validUserStats() as unknown as UserStats;
  const results = analyze({ stats: userStats });

  function writer(options: { job: AiPlanJobEntity; coach?: AiCoachPort; aiPlan?: AiPlan | null }) {
    const table = jobsTable([options.job]);
    const queue = queueLog();
    const storage = storageOf();
    const saved: AiPlan[] = [];
    let warmed = 0;
    const analysis = strictFake<AnalysisService>('AnalysisService', {
      forPlanJob: (analysisId: string) =>
        Promise.resolve(
          analysisId === options.job.analysisId
            ? { userId: PERSON, stats: userStats, results, aiPlan: saved.at(-1) ?? options.aiPlan ?? null }
            : null,
        ),
      saveAiPlan: (_analysisId: string, plan: AiPlan) => {
        saved.push(plan);
        return Promise.resolve();
      },
    });
    const questionnaire = { id: options.job.questionnaireId, responses: completeAnswers() } as unknown as QuestionnaireEntity;
    const questionnaires = strictFake<QuestionnairesRepository>('QuestionnairesRepository', {
      findById: (id: string) => Promise.resolve(id === questionnaire.id ? questionnaire : null),
    });
    const pdfRenderer = strictFake<PdfRendererPort>('PdfRendererPort', {
      warm: () => void (warmed += 1),
      renderPdf: () => Promise.resolve(Buffer.from('%PDF-1.7 rendered')),
    });
    const clock = strictFake<Clock>('Clock', { now: () => new Date('2026-11-21T12:00:00.000Z') });
    const service = new AiPlanWriterService(
      table.fake,
      questionnaires,
      analysis,
      options.coach ?? strictFake<AiCoachPort>('AiCoachPort', { provider: 'built-in' }),
      pdfRenderer,
      storage.fake,
      queue.fake,
      clock,
    );
    return { service, table, queue, storage, saved, warmed: () => warmed };
  }

  /** A plan as the first step saves it on the analysis. */
  async function writtenPlan(): Promise<AiPlan> {
    const job = planJob();
    const w = writer({ job });
    await w.service.writePlan(job.id);
    return w.saved[0];
  }

  it('writes the plan, saves it on the analysis, moves the job to rendering and asks for its PDF once', async () => {
    const job = planJob();
    const w = writer({ job });

    await w.service.writePlan(job.id);
    await w.service.writePlan(job.id);

    expect(w.saved).toHaveLength(1);
    expect(w.table.rows.get(job.id)).toMatchObject({ status: 'rendering', generator: 'built-in', attempts: 1 });
    expect([...w.queue.jobs.entries()]).toEqual([
      [pdfJobId(job.id), { name: JobName.RenderAiPlanPdf, payload: { planJobId: job.id } }],
    ]);
  });

  it('falls back to the built-in plan when the model cannot write one, so a paid plan is always delivered', async () => {
    const job = planJob();
    const coach = strictFake<AiCoachPort>('AiCoachPort', {
      provider: 'openai',
      twelveWeekPlan: () => Promise.reject(new AiCoachUnavailableError('model down')),
    });
    const w = writer({ job, coach });

    await w.service.writePlan(job.id);

    expect(w.saved).toHaveLength(1);
    expect(w.table.rows.get(job.id)).toMatchObject({ status: 'rendering', generator: 'built-in' });
  });

  it('does nothing for a job that is ready, failed or gone', async () => {
    for (const status of ['ready', 'failed'] as const) {
      const job = planJob({ status });
      const w = writer({ job });
      await w.service.writePlan(job.id);
      expect(w.table.rows.get(job.id)).toEqual(job);
      expect(w.queue.jobs.size + w.saved.length + w.warmed()).toBe(0);
    }
    const gone = writer({ job: planJob() });
    await gone.service.writePlan(randomUUID());
    expect(gone.queue.jobs.size + gone.saved.length).toBe(0);
  });

  it('stores the PDF under the person, marks the job ready and emails the buyer once', async () => {
    const job = planJob({ status: 'rendering', generator: 'built-in' });
    const rendering = writer({ job, aiPlan: await writtenPlan() });

    await rendering.service.renderPdf(job.id);
    await rendering.service.renderPdf(job.id);

    const key = aiPlanPdfKey(PERSON, job.id);
    expect(rendering.storage.stored.get(key)?.toString()).toBe('%PDF-1.7 rendered');
    expect(rendering.table.rows.get(job.id)).toMatchObject({ status: 'ready', pdfStorageKey: key });
    expect([...rendering.queue.jobs.values()]).toEqual([
      { name: JobName.SendOrderEmail, payload: { kind: 'ai-plan-ready', paymentId: job.paymentId } },
    ]);
  });

  it('records why the last attempt failed, cut to 2000 characters', async () => {
    const job = planJob({ status: 'generating' });
    const w = writer({ job });

    await w.service.markFailed(job.id, new Error('x'.repeat(5000)));

    expect(w.table.rows.get(job.id)).toMatchObject({ status: 'failed', failureReason: 'x'.repeat(2000) });
  });
});
