import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AiPlan } from '@fitness/contracts';
import { createApp } from '../bootstrap/create-app';
import { loadConfig } from '../config/load-config';
import { existsSync } from 'node:fs';
import { AI_PLAN_TEXTS } from '@fitness/contracts';
import { renderAiPlanPdf } from '../infra/pdf/ai-plan-pdf';
import { PdfRendererPort } from '../infra/pdf/pdf-renderer.port';
import { InProcessQueueAdapter } from '../infra/queue/in-process-queue.adapter';
import { median } from './bench/median';

// npm run bench:plans — the paid AI plan on the embedded defaults (PGlite, in-process jobs, built-in generator,
// system Chromium): from the card's confirmation to the PDF stored, over HTTP (the server fulfils the payment on its
// own); the same in Chromium, from "Complete Purchase" to the plan page showing its PDF ready (needs `npm run build`);
// a warm PDF render alone; and the resident memory of the process that runs the jobs, with Chromium up and after it
// was given back. Prints figures; asserts nothing.

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

  const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: NEXT_YEAR, cvc: '123' };
  /** A person with an analysis and the answers saved, and a $5 intent bound to them: all that comes before paying. */
  const readyToPay = async (index: number) => {
    const user = await call('POST', '/api/users', { email: `bench-${index}-${Date.now()}@example.test` });
    const analysis = await call('POST', '/api/analysis', {
      userId: user.id,
      userStats: { age: 30 + (index % 30), gender: index % 2 ? 'female' : 'male', height: '175', weight: '80', goal: 'lose_fat', activityLevel: 'moderately_active' },
    });
    const analysisId = analysis.id as string;
    const questionnaire = await call('POST', '/api/questionnaire', { ...ANSWERS, analysisId, email: `bench-q-${index}-${Date.now()}@example.test` });
    const intent = await call('POST', '/api/create-ai-plan-payment-intent', { amount: 500, analysisId, questionnaireId: questionnaire.questionnaireId });
    return {
      analysisId,
      questionnaireId: questionnaire.questionnaireId as string,
      paymentIntentId: intent.paymentIntentId as string,
      clientSecret: intent.clientSecret as string,
    };
  };

  const endToEnd: number[] = [];
  let plan: AiPlan | undefined;
  for (let index = 0; index < RUNS + 1; index += 1) {
    const { analysisId, paymentIntentId, clientSecret } = await readyToPay(index);
    const started = performance.now();
    // Only the card's confirmation: the server fulfils the payment by itself.
    await call('POST', `/api/test-payments/${paymentIntentId}/confirm`, { clientSecret, ...card });
    await queue.whenIdle();
    const state = await call('GET', `/api/analysis/${analysisId}/ai-plan`);
    const elapsed = performance.now() - started;
    if (state.status !== 'ready') throw new Error(`run ${index} ended ${String(state.status)}`);
    // The first run also launches Chromium: reported apart, not in the median.
    if (index === 0) process.stdout.write(`first plan (Chromium cold start included): ${ms(elapsed)}\n`);
    else endToEnd.push(elapsed);
    plan ??= (await call('GET', `/api/analysis-by-id/${analysisId}`)).aiGeneratedPlan as AiPlan;
  }
  const inBrowser = await paidToPdfReadyInChromium(base.replace('[::1]', '127.0.0.1'), cookie, readyToPay);

  const renderer = app.get(PdfRendererPort);
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
  await renderer.close(); // what the idle close gives back, 5 minutes after the last PDF
  const memoryAfterClose = residentBytesWithChildren();

  process.stdout.write(
    [
      `card confirmed → server fulfils → plan saved → PDF stored (built-in generator, ${RUNS} runs): median ${ms(median(endToEnd))}, ` +
        `min ${ms(Math.min(...endToEnd))}, max ${ms(Math.max(...endToEnd))}`,
      inBrowser === null
        ? 'in Chromium: skipped (build the frontends first: npm run build)'
        : `in Chromium, "Complete Purchase" → plan page with its PDF ready (${inBrowser.length} runs): median ${ms(median(inBrowser))}, ` +
          `min ${ms(Math.min(...inBrowser))}, max ${ms(Math.max(...inBrowser))}   (goal ≤ 2000 ms)`,
      `warm PDF render (${RUNS} runs, ${pages} pages, ${(bytes / 1024).toFixed(0)} KiB): median ${ms(median(renders))}, ` +
        `min ${ms(Math.min(...renders))}, max ${ms(Math.max(...renders))}   (goal ≤ 400 ms)`,
      `memory of the job process with Chromium up (PSS): ${mib(memory.self + memory.children)} ` +
        `(Node with embedded PGlite ${mib(memory.self)} + Chromium ${mib(memory.children)}); ` +
        `after the idle browser is closed: ${mib(memoryAfterClose.self + memoryAfterClose.children)}`,
      '',
    ].join('\n'),
  );
  await app.close();
}

const ANSWERS = {
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
};

/** Runs in the page (as text: the backend is compiled without the DOM's types). */
const PAY_THEN_WAIT_FOR_PDF = `async ({ analysisId, questionnaireId, paymentIntentId, clientSecret, card, download }) => {
  const started = performance.now();
  const post = (url, body) =>
    fetch(url, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/test-payments/' + paymentIntentId + '/confirm', { clientSecret, ...card });
  await post('/api/analysis/' + analysisId + '/ai-plan', { paymentIntentId, questionnaireId });
  // The app's router follows history: the plan page opens in the running app, as after a real payment.
  window.history.pushState({ usr: { fromPayment: true }, key: 'bench', idx: 1 }, '', '/ai-plan-results?analysisId=' + analysisId);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  await new Promise((resolve) => {
    const ready = () => [...document.querySelectorAll('button')].some((button) => button.textContent.includes(download) && !button.disabled);
    if (ready()) return resolve();
    const observer = new MutationObserver(() => {
      if (ready()) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return performance.now() - started;
}`;

/**
 * In the system Chromium, as a buyer: the plans remote is loaded (the questionnaire's payment step), then from the
 * moment "Complete Purchase" confirms the card, the page calls the return door and moves to the plan page (in the app,
 * without reloading it), which follows the plan as server-sent events; the clock stops when the page enables the PDF
 * download. Null when the frontends are not built.
 */
async function paidToPdfReadyInChromium(
  base: string,
  cookie: string,
  readyToPay: (index: number) => Promise<{ analysisId: string; questionnaireId: string; paymentIntentId: string; clientSecret: string }>,
): Promise<number[] | null> {
  if (!existsSync(path.resolve(__dirname, '..', '..', '..', 'frontend', 'shell', 'dist', 'index.html'))) return null;
  const { default: puppeteer } = await import('puppeteer');
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const [name, value] = cookie.split('=');
    await page.setCookie({ name, value, url: base });
    const times: number[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      const paying = await readyToPay(1000 + index);
      await page.goto(`${base}/questionnaire?planType=ai&analysisId=${paying.analysisId}`, { waitUntil: 'networkidle0' });
      const args = { ...paying, card: { cardNumber: '4242424242424242', expMonth: 12, expYear: NEXT_YEAR, cvc: '123' }, download: AI_PLAN_TEXTS.download };
      const elapsed = (await page.evaluate(`(${PAY_THEN_WAIT_FOR_PDF})(${JSON.stringify(args)})`)) as number;
      times.push(elapsed);
    }
    return times;
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
