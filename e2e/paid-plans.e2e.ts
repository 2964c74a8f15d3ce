import { readFile } from 'node:fs/promises';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import {
  AI_PLAN_LINK_TEXTS,
  AI_PLAN_PDF_FILE_NAME,
  AI_PLAN_TEXTS,
  EXPERT_PLAN_OFFER_TEXTS,
  QUESTIONNAIRE_TEXTS,
  TEST_CARD_FORM_TEXTS,
  TOASTS,
  VIEW_TEXTS,
} from '@fitness/contracts';
import { expectNoSeriousAxeViolations } from './axe';
import {
  ANSWERS,
  answerQuestionnaire,
  closeTabOnceCardConfirmed,
  emailTo,
  expectNoHorizontalOverflow,
  expertOrder,
  linkIn,
  payWithTestCard,
  recordApiRequests,
} from './plans';
import { createAnalysis } from './visitor';

// The paid half on the embedded defaults, in a real browser against the real API: the 7-step questionnaire saves the
// answers before the payment, which the server turns into its order by itself; the $5 AI plan made by the jobs,
// followed live on its page, with its PDF and its email; and the $20 expert order with its email.

test.setTimeout(120_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Console errors and uncaught exceptions of a page; `allowed` names API paths answering an error by design. */
function collectConsoleErrors(page: Page, allowed?: RegExp): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (allowed === undefined || !allowed.test(url)) errors.push(`${message.text()} (${url})`);
  });
  return errors;
}

/** Closes the toast if it is showing: on a phone it covers the top of the page. */
async function closeToast(page: Page): Promise<void> {
  const toastClose = page.getByRole('button', { name: 'Close notification' });
  if (await toastClose.isVisible()) await toastClose.click();
}

/**
 * A GET by Playwright's request client, sent again if its connection is reset: the client reuses a pooled keep-alive
 * connection, and one idle for the server's 5 s keep-alive timeout can be closed just as the request goes out
 * (read ECONNRESET; it failed this test once in CI). A browser sends an idempotent request again in that case.
 */
async function getRetryingReset(page: Page, url: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await page.request.get(url);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('ECONNRESET')) throw error;
    }
  }
}

test('the $5 AI plan: answers saved before paying, the plan followed live on its page, and a PDF with the person’s numbers', async ({
  page,
}) => {
  const person = await createAnalysis(page.request);
  const errors = collectConsoleErrors(page);
  const requests = recordApiRequests(page);
  await page.goto(`/analysis/${person.userId}`);
  await page.getByRole('link', { name: EXPERT_PLAN_OFFER_TEXTS.ai.action }).click();
  await expect(page).toHaveURL(new RegExp(`/questionnaire\\?planType=ai&analysisId=${person.analysisId}$`));
  await expect(page.getByText(QUESTIONNAIRE_TEXTS.badge.ai)).toBeVisible();

  await answerQuestionnaire(page, person.email);
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }).click();
  await expect(page.getByText('Step 7 of 7')).toBeVisible();
  await expect(page.getByText(QUESTIONNAIRE_TEXTS.pitch.ai.title)).toBeVisible();
  await expect(page.getByLabel(TEST_CARD_FORM_TEXTS.cardNumber)).toBeVisible();
  // The answers are saved first, and the payment is made for them.
  const posts = requests.filter((request) => request.key.startsWith('POST'));
  expect(posts.map((request) => request.key)).toEqual(['POST /api/users', 'POST /api/questionnaire', 'POST /api/create-ai-plan-payment-intent']);
  expect(posts[2]!.body).toMatchObject({ amount: 500, analysisId: person.analysisId, questionnaireId: expect.stringMatching(UUID) });
  await expectNoSeriousAxeViolations(page);
  await payWithTestCard(page, QUESTIONNAIRE_TEXTS.pay.ai);

  await expect(page).toHaveURL(new RegExp(`/ai-plan-results\\?analysisId=${person.analysisId}$`));
  // The server's own view of the plan, asked for every 100 ms, against the moment the page enables the PDF.
  const serverReady = (async () => {
    for (;;) {
      const state = (await (await getRetryingReset(page, `/api/analysis/${person.analysisId}/ai-plan`)).json()) as {
        status: string;
        pdfReady: boolean;
      };
      if (state.status === 'ready' && state.pdfReady) return Date.now();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const pageReady = page
    .waitForFunction(
      (label) => {
        const button = Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent?.includes(label));
        return button !== undefined && !button.disabled ? Date.now() : false;
      },
      AI_PLAN_TEXTS.download,
      { polling: 50, timeout: 90_000 },
    )
    .then(async (handle) => (await handle.jsonValue()) as number);
  const [serverAt, pageAt] = await Promise.all([serverReady, pageReady]);
  expect(pageAt - serverAt).toBeLessThan(1000);

  await expect(page.getByRole('heading', { level: 2, name: 'Personalized Summary' })).toBeVisible();
  await expect(page.getByText(TOASTS.aiPlanGenerated.description)).toBeVisible();
  await expect(page.getByText(/82\.0 kg/).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '12-Week Workout Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Phase 3 · Weeks 9-12/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nutrition Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Progress Tracking' })).toBeVisible();
  const download = page.getByRole('button', { name: AI_PLAN_TEXTS.download });
  await expect(download).toBeEnabled();
  // After the card, the page only asked for the plan's state: nothing saved again, the state once, then the stream.
  const afterCard = requests.slice(requests.findIndex((request) => request.key.endsWith('/confirm')) + 1).map((request) => request.key);
  expect(afterCard.filter((key) => key.startsWith('POST'))).toEqual([`POST /api/analysis/${person.analysisId}/ai-plan`]);
  expect(afterCard.filter((key) => key === `GET /api/analysis/${person.analysisId}/ai-plan`)).toHaveLength(1);
  expect(afterCard).toContain(`GET /api/analysis/${person.analysisId}/ai-plan/events`);
  // The 'Success!' toast covers the top of a phone screen; checked, then closed so the page under it can be checked.
  await closeToast(page);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(AI_PLAN_PDF_FILE_NAME);
  const pdf = await readFile((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  expect(text).toContain(ANSWERS.name);
  expect(text).toContain('82.0 kg');
  expect(text).toMatch(/Page 1 of \d+/);
  expect(errors).toEqual([]);
});

test('the $5 AI plan is made and emailed when the tab closes right after the card, and its link opens it once elsewhere', async ({
  page,
  context,
  browser,
}) => {
  const person = await createAnalysis(page.request);
  const viewport = page.viewportSize();
  await page.goto(`/questionnaire?planType=ai&analysisId=${person.analysisId}`);
  await answerQuestionnaire(page, person.email);
  await page.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }).click();
  await expect(page.getByLabel(TEST_CARD_FORM_TEXTS.cardNumber)).toBeVisible();
  const { closed } = await closeTabOnceCardConfirmed(page);
  await payWithTestCard(page, QUESTIONNAIRE_TEXTS.pay.ai);
  await closed;

  // Nothing more came from the page: the server made the plan from the payment and the answers saved with it.
  await expect
    .poll(
      async () => {
        const response = await context.request.get(`/api/analysis/${person.analysisId}/ai-plan`);
        const state = (await response.json()) as { status: string; pdfReady: boolean };
        return `${state.status}${state.pdfReady ? ' with its PDF' : ''}`;
      },
      { timeout: 90_000 },
    )
    .toBe('ready with its PDF');
  const email = await emailTo(person.email, 'Your 12-week AI plan is ready');
  expect(email).toContain(`filename=${AI_PLAN_PDF_FILE_NAME}`);

  // A new tab in the same browser shows the plan.
  const again = await context.newPage();
  await again.goto(`/ai-plan-results?analysisId=${person.analysisId}`);
  await expect(again.getByRole('heading', { level: 2, name: 'Personalized Summary' })).toBeVisible();
  await expect(again.getByRole('button', { name: AI_PLAN_TEXTS.download })).toBeEnabled();

  // The emailed link opens it in another browser, and leaves the address without its token.
  const link = linkIn(email, '/ai-plan-results');
  expect(link).toMatch(new RegExp(`^/ai-plan-results\\?analysisId=${person.analysisId}&access=[A-Za-z0-9_-]{43}$`));
  const elsewhere = await browser.newContext({ viewport });
  const other = await elsewhere.newPage();
  const errors = collectConsoleErrors(other);
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 2, name: 'Personalized Summary' })).toBeVisible();
  await expect(other.getByRole('button', { name: AI_PLAN_TEXTS.download })).toBeEnabled();
  await expect(other).toHaveURL(new RegExp(`/ai-plan-results\\?analysisId=${person.analysisId}$`));
  expect(errors).toEqual([]);

  // The link works once: a third browser is told so, with the way to its results.
  const third = await (await browser.newContext({ viewport })).newPage();
  // Used up, the link answers 410 and the plan 404: the browser's own lines for those two requests only.
  const thirdErrors = collectConsoleErrors(third, /\/api\/(access-links\/redeem|analysis\/[0-9a-f-]+\/ai-plan)$/);
  await third.goto(link);
  await expect(third.getByRole('heading', { level: 1, name: VIEW_TEXTS.planNotFound.title })).toBeVisible();
  await expect(third.getByText(AI_PLAN_LINK_TEXTS.expired)).toBeVisible();
  await expect(third.getByRole('link', { name: AI_PLAN_LINK_TEXTS.results })).toHaveAttribute('href', `/analysis/${person.analysisId}`);
  await expectNoHorizontalOverflow(third);
  await expectNoSeriousAxeViolations(third);
  expect(thirdErrors).toEqual([]);
  await elsewhere.close();
  await third.context().close();
});

test('the $20 expert plan: answers saved before paying, its success view, the coach’s order and the confirmation email', async ({
  page,
}) => {
  const email = `expert-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const requests = recordApiRequests(page);
  await page.goto('/questionnaire');
  await expect(page.getByText(QUESTIONNAIRE_TEXTS.badge.expert)).toBeVisible();
  await answerQuestionnaire(page, email);
  await page.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }).click();
  await expect(page.getByText(QUESTIONNAIRE_TEXTS.pitch.expert.title)).toBeVisible();
  const intent = requests.find((request) => request.key === 'POST /api/create-payment-intent');
  expect(intent?.body).toMatchObject({ amount: 2000, userId: expect.stringMatching(UUID), questionnaireId: expect.stringMatching(UUID) });
  await payWithTestCard(page, QUESTIONNAIRE_TEXTS.pay.expert);

  await expect(page.getByRole('heading', { level: 1, name: QUESTIONNAIRE_TEXTS.expertSuccess.title })).toBeVisible();
  await expect(page.getByText(QUESTIONNAIRE_TEXTS.expertSuccess.text(email))).toBeVisible();
  await expect(page.getByText(TOASTS.questionnaireSubmitted.description)).toBeVisible();
  const afterCard = requests.slice(requests.findIndex((request) => request.key.endsWith('/confirm')) + 1);
  expect(afterCard.filter((request) => request.key.startsWith('POST')).map((request) => request.key)).toEqual(['POST /api/payment/success']);
  await closeToast(page);
  await expectNoSeriousAxeViolations(page);
  await emailTo(email, 'Your 12-week expert plan is on its way');
  const order = await expertOrder(page.request, 'open', (candidate) => candidate.email === email);
  expect(order.answers).toMatchObject({ email, name: ANSWERS.name, previousInjuries: ANSWERS.previousInjuries });
  expect(order.questionnaireId).toBe((intent?.body as { questionnaireId: string }).questionnaireId);
});
