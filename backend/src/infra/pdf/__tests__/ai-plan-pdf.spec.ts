import type { AiPlan, QuestionnaireAnswers } from '@fitness/contracts';
import { analyze, generateTwelveWeekPlan } from '@fitness/engine';
import type { AiPlanPdfDocument } from '../ai-plan-document';
import { renderAiPlanPdf } from '../ai-plan-pdf';
import { ChromiumPdfRenderer } from '../chromium-pdf-renderer';
import { renderAiPlanHtml } from '../render-ai-plan-html';

// The AI plan's PDF: Handlebars (every text escaped) rendered by the system Chromium, one warm browser per process.

const STATS = { age: 29, gender: 'female', height: '168', weight: '74', goal: 'lose_fat', activityLevel: 'lightly_active' } as const;
const ANSWERS: QuestionnaireAnswers = {
  name: '<script>alert(1)</script> Jo',
  email: 'jo@example.com',
  age: '25-34',
  gender: 'female',
  fitnessLevel: 'beginner',
  workoutFrequency: '1-2-times',
  primaryGoal: 'lose-weight',
  equipmentAccess: 'home-gym',
  timeCommitment: '30-45-min',
  cookingFrequency: 'daily',
  mealPrepTime: '1-hour',
  workSchedule: 'flexible',
  sleepHours: '7-8-hours',
};

function documentFor(plan: AiPlan): AiPlanPdfDocument {
  const results = analyze({ stats: STATS });
  return {
    plan,
    person: { name: ANSWERS.name },
    numbers: { bodyFatPercentage: results.bodyFatPercentage, bodyFatRange: results.bodyFatRange, fitnessAge: results.fitnessAge, weightKg: 74, heightCm: 168 },
    generatedOn: '25 November 2026',
  };
}

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: true });
  return { pages: totalPages, text };
}

describe('the AI plan PDF', () => {
  const plan = generateTwelveWeekPlan(ANSWERS, { stats: STATS, results: analyze({ stats: STATS }) });
  const doc = documentFor(plan);
  const renderer = new ChromiumPdfRenderer({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', maxConcurrentPages: 1 });

  afterAll(() => renderer.close());

  it('escapes what the person typed and holds no script or outside address', () => {
    const html = renderAiPlanHtml(doc);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Jo');
    expect(html).not.toMatch(/(src|href)=["']https?:/);
    expect(html).toContain('data:font/woff2;base64,');
  });

  it('says a meal slot the plan has no meal for is coming soon', () => {
    const withoutSnacks: AiPlan = {
      ...plan,
      nutritionPlan: {
        ...plan.nutritionPlan,
        phases: plan.nutritionPlan.phases.map((phase) => ({ ...phase, sampleMeals: phase.sampleMeals.filter((meal) => meal.meal !== 'snack') })),
      },
    };
    const html = renderAiPlanHtml(documentFor(withoutSnacks));
    expect(html.match(/Snack plan coming soon/g)).toHaveLength(3);
  });

  it('renders a paged A4 document with the person, their numbers, every phase and page numbers', async () => {
    const pdf = await renderAiPlanPdf(renderer, doc);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBeGreaterThan(5);
    expect(text).toContain('<script>alert(1)</script> Jo');
    expect(text).toContain(`${plan.nutritionPlan.targetCalories.toLocaleString('en-US')} kcal`);
    expect(text).toContain(`${doc.numbers.bodyFatPercentage.toFixed(1)}%`);
    expect(text).toContain('Phase 3');
    expect(text).toContain(`Page 1 of ${pages}`);
  }, 60_000);

  it('is warmed ahead of a render, and gives its browser back after a while with no page open', async () => {
    const idle = new ChromiumPdfRenderer({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', maxConcurrentPages: 1, idleCloseMs: 300 });
    try {
      idle.warm();
      expect(idle.isWarm()).toBe(true);
      const pdf = await idle.renderPdf('<p>warm</p>', { headerTemplate: '<span></span>', footerTemplate: '<span></span>' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      for (let waited = 0; idle.isWarm() && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(idle.isWarm()).toBe(false);
      // The next PDF launches it again.
      await idle.renderPdf('<p>again</p>', { headerTemplate: '<span></span>', footerTemplate: '<span></span>' });
    } finally {
      await idle.close();
    }
  });

  it('renders with Chromium sandboxed where it can, and falls back to no sandbox where Chromium refuses it', async () => {
    const root = process.getuid?.() === 0;
    expect(renderer.isSandboxed()).toBe(!root);
    // Asked to try the sandbox anyway: as root Chromium refuses it, and the PDF is still made without.
    const trying = new ChromiumPdfRenderer({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', maxConcurrentPages: 1, trySandbox: true });
    try {
      const pdf = await trying.renderPdf('<p>sandbox</p>', { headerTemplate: '<span></span>', footerTemplate: '<span></span>' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(trying.isSandboxed()).toBe(!root);
    } finally {
      await trying.close();
    }
  });

  it('queues renders beyond its page limit on one warm browser, and relaunches after close', async () => {
    const [first, second] = await Promise.all([renderAiPlanPdf(renderer, doc), renderAiPlanPdf(renderer, doc)]);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(second.subarray(0, 5).toString()).toBe('%PDF-');
    expect(renderer.isWarm()).toBe(true);
    await renderer.close();
    expect(renderer.isWarm()).toBe(false);
    expect((await renderAiPlanPdf(renderer, doc)).subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);
});
