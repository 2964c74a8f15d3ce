import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { type BuiltProcess, signalBuilt, startBuilt, stopBuilt } from '../support/built-process';
import { until } from '../support/eventually';
import { freePort } from '../support/free-port';
import { testRun } from '../support/test-run';

// kill -9 of the job worker (and its Chromium) while it works on a paid AI plan, on the real adapters (PostgreSQL,
// BullMQ on Redis): a second worker takes the job over once the dead one's lock lapses, and the result is exactly one
// plan job, one plan and one stored PDF. Runs the built API and worker (backend/dist) as `npm start` and
// `npm run start:worker` do.

const run = testRun();
const NEXT_YEAR = (new Date().getUTCFullYear() + 1) % 100;
const LOCK_MS = 2_000;

/** A browser of one: keeps the visitor cookie between calls. */
function visitor(base: string) {
  let cookie = '';
  return async (method: string, route: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    const text = await response.text();
    return { status: response.status, json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
}

const realAdapters = run.databaseUrl !== undefined && run.redisUrl !== undefined;

(realAdapters ? describe : describe.skip)('kill -9 of the worker during a paid AI plan (PostgreSQL + Redis)', () => {
  it('ends with exactly one plan and one PDF, made by the worker that took over', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fitness-kill-worker-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      DATABASE_URL: run.databaseUrl!,
      DATABASE_SCHEMA: run.databaseSchema,
      PAYMENT_PROVIDER: 'test',
      REDIS_URL: run.redisUrl!,
      BULLMQ_PREFIX: `${run.bullmqPrefix}-killworker`,
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      STORAGE_DIR: path.join(dir, 'uploads'),
      FRONTEND_DIST_DIR: path.join(dir, 'frontend'),
      JOB_LOCK_DURATION_MS: String(LOCK_MS),
    };
    const db = new Client({ connectionString: run.databaseUrl });
    await db.connect();
    await db.query(`SET search_path TO "${run.databaseSchema}"`);
    const api = startBuilt('main.js', env, { ownGroup: true });
    const worker = startBuilt('worker.js', env, { ownGroup: true });
    let replacement: BuiltProcess | undefined;
    try {
      const call = visitor(base);
      await until('the API', async () => ((await fetch(`${base}/api/health`).catch(() => null))?.ok ? true : undefined), 60_000, 200);
      const user = await call('POST', '/api/users', { email: `kill-worker-${Date.now()}@example.test` });
      const userId = user.json.id as string;
      const analysis = await call('POST', '/api/analysis', {
        userId,
        userStats: { age: 41, gender: 'male', height: '180', weight: '92', goal: 'lose_fat', activityLevel: 'lightly_active' },
      });
      const analysisId = analysis.json.id as string;
      const intent = await call('POST', '/api/create-ai-plan-payment-intent', { amount: 500, analysisId });
      const paymentIntentId = intent.json.paymentIntentId as string;
      const paid = await call('POST', `/api/test-payments/${paymentIntentId}/confirm`, {
        clientSecret: intent.json.clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: NEXT_YEAR,
        cvc: '123',
      });
      expect(paid.status).toBe(200);
      const questionnaire = await call('POST', '/api/questionnaire', {
        analysisId,
        email: `kill-worker-q-${Date.now()}@example.test`,
        name: 'Kim Lund',
        age: '35-44',
        gender: 'male',
        fitnessLevel: 'beginner',
        workoutFrequency: '1-2-times',
        primaryGoal: 'lose-weight',
        equipmentAccess: 'home-gym',
        timeCommitment: '30-45-min',
        cookingFrequency: 'daily',
        mealPrepTime: '1-hour',
        workSchedule: 'shift-work',
        sleepHours: '6-7-hours',
      });
      expect(questionnaire.status).toBe(201);
      const requested = await call('POST', `/api/analysis/${analysisId}/ai-plan`, {
        paymentIntentId,
        questionnaireId: questionnaire.json.questionnaireId,
      });
      expect(requested.status).toBe(202);

      // The moment the worker has the job in hand (writing the plan, or rendering its PDF), it dies.
      const killedDuring = await until(
        'the worker to start the job',
        async () => {
          const rows = (await db.query(`SELECT status FROM ai_plan_jobs WHERE "analysisId" = $1`, [analysisId])).rows as Array<{ status: string }>;
          const status = rows[0]?.status;
          return status === 'generating' || status === 'rendering' ? status : undefined;
        },
        60_000,
        5,
      );
      signalBuilt(worker, 'SIGKILL');
      await worker.exited;

      replacement = startBuilt('worker.js', env, { ownGroup: true });
      const finalState = await until(
        'the plan to be ready',
        async () => {
          const state = await call('GET', `/api/analysis/${analysisId}/ai-plan`);
          return state.json.status === 'ready' || state.json.status === 'failed' ? state.json : undefined;
        },
        90_000,
        250,
      );
      expect(finalState).toMatchObject({ status: 'ready', hasPlan: true, pdfReady: true });

      const jobs = (await db.query(`SELECT id, attempts FROM ai_plan_jobs WHERE "analysisId" = $1`, [analysisId])).rows;
      expect(jobs).toHaveLength(1);
      const pdfDir = path.join(env.STORAGE_DIR, 'people', userId, 'ai-plans');
      expect(readdirSync(pdfDir).filter((name) => name.endsWith('.pdf'))).toHaveLength(1);
      const stored = await call('GET', `/api/analysis-by-id/${analysisId}`);
      expect((stored.json.aiGeneratedPlan as { workoutPlan: { totalWeeks: number } }).workoutPlan.totalWeeks).toBe(12);
      const pdf = await fetch(`${base}/api/analysis/${analysisId}/ai-plan/pdf`, { headers: { cookie: '' } });
      expect(pdf.status).toBe(404); // another browser: not its plan
      process.stdout.write(
        `\nkill -9 of the worker while ${killedDuring}: one job (${jobs[0].attempts} plan attempt(s)), one plan, one PDF; ` +
          `taken over after the ${LOCK_MS} ms lock\n`,
      );
    } finally {
      signalBuilt(worker, 'SIGKILL');
      await Promise.all([stopBuilt(api), ...(replacement ? [stopBuilt(replacement)] : [])]);
      await db.end();
    }
  }, 240_000);
});
