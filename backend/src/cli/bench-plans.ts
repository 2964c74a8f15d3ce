import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AiPlan } from '@fitness/contracts';
import { createApp } from '../bootstrap/create-app';
import { loadConfig } from '../config/load-config';
import { renderAiPlanPdf } from '../infra/pdf/ai-plan-pdf';
import { PdfRenderer } from '../infra/pdf/pdf-renderer';
import { InProcessQueueAdapter } from '../infra/queue/in-process-queue.adapter';
import { median } from './bench/median';

// npm run bench:plans — the paid AI plan on the embedded defaults (PGlite, in-process jobs, built-in generator,
// system Chromium): payment verified → plan saved → PDF stored, end to end over HTTP; a warm PDF render alone; and
// the resident memory of the process that runs the jobs, Chromium included. Prints figures; asserts nothing.

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const NEXT_YEAR = (new Date().getUTCFullYear() + 1) % 100;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/**
 * Memory of this process and every process it started (Chromium's browser, GPU, renderers...), as proportional set
 * size: pages Chromium's processes share are counted once overall, not once per process as RSS would.
 */
function residentBytesWithChildren(): { self: number; children: number } {
  const parentOf = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const rollup = readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8');
      parentOf.set(Number(entry), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      rss.set(Number(entry), Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024);
    } catch {
      // exited meanwhile
    }
  }
  const descends = (pid: number): boolean => {
    for (let parent = parentOf.get(pid); parent !== undefined && parent > 1; parent = parentOf.get(parent)) {
      if (parent === process.pid) return true;
    }
    return false;
  };
  let children = 0;
  for (const [pid, bytes] of rss) if (descends(pid)) children += bytes;
  return { self: rss.get(process.pid) ?? process.memoryUsage().rss, children };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fitness-bench-plans-'));
  const config = loadConfig({
    LOG_LEVEL: 'error',
    JOB_SCHEDULES_ENABLED: 'false',
    PGLITE_DATA_DIR: path.join(dir, 'pglite'),
    DATA_DIR: path.join(dir, 'data'),
    STORAGE_DIR: path.join(dir, 'uploads'),
    FRONTEND_DIST_DIR: path.join(dir, 'frontend'),
    RATE_LIMIT_USERS_PER_MINUTE: '100000',
    RATE_LIMIT_ANALYSIS_PER_MINUTE: '100000',
    RATE_LIMIT_READS_PER_MINUTE: '100000',
    ...(process.env.CHROME_PATH ? { CHROME_PATH: process.env.CHROME_PATH } : {}),
  });
  const { app } = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const base = await app.getUrl();
  const queue = app.get(InProcessQueueAdapter);

  let cookie = '';
  const call = async (method: string, route: string, body?: unknown): Promise<Record<string, unknown>> => {
    const response = await fetch(`${base.replace('[::1]', '127.0.0.1')}${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    if (response.status >= 400) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };

  const endToEnd: number[] = [];
  let plan: AiPlan | undefined;
  for (let index = 0; index < RUNS + 1; index += 1) {
    const user = await call('POST', '/api/users', { email: `bench-${index}-${Date.now()}@example.test` });
    const analysis = await call('POST', '/api/analysis', {
      userId: user.id,
      userStats: { age: 30 + index, gender: index % 2 ? 'female' : 'male', height: '175', weight: '80', goal: 'lose_fat', activityLevel: 'moderately_active' },
    });
    const analysisId = analysis.id as string;
    const intent = await call('POST', '/api/create-ai-plan-payment-intent', { amount: 500, analysisId });
    await call('POST', `/api/test-payments/${intent.paymentIntentId as string}/confirm`, {
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: NEXT_YEAR,
      cvc: '123',
    });
    const questionnaire = await call('POST', '/api/questionnaire', {
      analysisId,
      email: `bench-q-${index}-${Date.now()}@example.test`,
      name: 'Bench Person',
      age: '25-34',
      gender: 'male',
      fitnessLevel: 'intermediate',
      workoutFrequency: '3-4-times',
      primaryGoal: 'lose-weight',
      equipmentAccess: 'full-gym',
      timeCommitment: '45-60-min',
      cookingFrequency: 'few-times-week',
      mealPrepTime: '30-min',
      workSchedule: '9-5-weekdays',
      sleepHours: '7-8-hours',
    });

    const started = performance.now();
    await call('POST', `/api/analysis/${analysisId}/ai-plan`, {
      paymentIntentId: intent.paymentIntentId,
      questionnaireId: questionnaire.questionnaireId,
    });
    await queue.whenIdle();
    const state = await call('GET', `/api/analysis/${analysisId}/ai-plan`);
    const elapsed = performance.now() - started;
    if (state.status !== 'ready') throw new Error(`run ${index} ended ${String(state.status)}`);
    // The first run also launches Chromium: reported apart, not in the median.
    if (index === 0) process.stdout.write(`first plan (Chromium cold start included): ${ms(elapsed)}\n`);
    else endToEnd.push(elapsed);
    plan ??= (await call('GET', `/api/analysis-by-id/${analysisId}`)).aiGeneratedPlan as AiPlan;
  }

  const renderer = app.get(PdfRenderer);
  const renders: number[] = [];
  let pages = 0;
  let bytes = 0;
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    const pdf = await renderAiPlanPdf(renderer, {
      plan: plan!,
      person: { name: 'Bench Person' },
      numbers: { bodyFatPercentage: 24.1, bodyFatRange: { low: 20.5, high: 27.7 }, fitnessAge: 38, overallScore: 64, weightKg: 80, heightCm: 175 },
      generatedOn: '24 November 2026',
    });
    renders.push(performance.now() - started);
    bytes = pdf.length;
    pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  }
  const memory = residentBytesWithChildren();

  process.stdout.write(
    [
      `payment verified → plan saved → PDF stored (built-in generator, ${RUNS} runs): median ${ms(median(endToEnd))}, ` +
        `min ${ms(Math.min(...endToEnd))}, max ${ms(Math.max(...endToEnd))}   (goal ≤ 2000 ms)`,
      `warm PDF render (${RUNS} runs, ${pages} pages, ${(bytes / 1024).toFixed(0)} KiB): median ${ms(median(renders))}, ` +
        `min ${ms(Math.min(...renders))}, max ${ms(Math.max(...renders))}   (goal ≤ 400 ms)`,
      `memory of the job process with Chromium up (PSS): ${mib(memory.self + memory.children)} ` +
        `(Node with embedded PGlite ${mib(memory.self)} + Chromium ${mib(memory.children)})`,
      '',
    ].join('\n'),
  );
  await app.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
