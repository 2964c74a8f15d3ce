import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  AI_PLAN_PDF_FILE_NAME,
  AI_PLAN_TEXTS,
  EXPERT_PLAN_OFFER_TEXTS,
  QUESTIONNAIRE_TEXTS,
  TEST_CARD_FORM_TEXTS,
  TEST_CARDS,
  TOASTS,
} from '@fitness/contracts';
import { expectNoSeriousAxeViolations } from './axe';
import { createAnalysis, outboxDir } from './visitor';

// The paid half on the embedded defaults, in a real browser against the real API: the 7-step questionnaire, a $5
// payment with the test card, the AI plan made by the jobs and its PDF; and the $20 expert order with its email.

test.setTimeout(120_000);

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function choose(page: Page, question: string, answer: string): Promise<void> {
  await page.getByRole('group', { name: question }).getByLabel(answer, { exact: true }).check();
}

const nextStep = (page: Page) => page.getByRole('button', { name: QUESTIONNAIRE_TEXTS.next });

/** Answers steps 1-5 as a person would, checking the step gates on the way; ends on step 6. */
async function answerQuestionnaire(page: Page, email: string): Promise<void> {
  await expect(page.getByText('Step 1 of 7')).toBeVisible();
  await expect(nextStep(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: QUESTIONNAIRE_TEXTS.previous })).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full Name').fill('Robin Vale');
  await choose(page, 'Age Range', '25-34');
  await choose(page, 'Gender', 'Male');
  await expectNoSeriousAxeViolations(page);
  await nextStep(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Fitness & Goals' })).toBeVisible();
  await choose(page, 'Fitness Level', 'Intermediate (2-3 times per week)');
  await choose(page, 'How often do you work out now?', '3-4 times per week');
  await choose(page, 'Primary Goal', 'Build muscle');
  await page.getByLabel(/Previous injuries/).fill('Sore left shoulder from swimming');
  await nextStep(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Equipment & Time' })).toBeVisible();
  await choose(page, 'Equipment Access', 'Full gym');
  await choose(page, 'Time per workout', '45-60 minutes');
  await nextStep(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Nutrition Preferences' })).toBeVisible();
  await choose(page, 'How often do you cook?', 'A few times a week');
  await choose(page, 'Time for meal prep', '30 minutes');
  await page.getByRole('group', { name: 'Dietary restrictions' }).getByLabel('Vegetarian').check();
  await nextStep(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Lifestyle & Schedule' })).toBeVisible();
  await expect(nextStep(page)).toBeDisabled();
  await choose(page, 'Work schedule', '9-5 weekdays');
  await choose(page, 'Sleep per night', '7-8 hours');
  await nextStep(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Ready for Your Plan!' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Vegetarian')).toBeVisible();
}

async function payWithTestCard(page: Page, button: string): Promise<void> {
  await page.getByLabel(TEST_CARD_FORM_TEXTS.cardNumber).fill(TEST_CARDS.succeeds);
  await page.getByLabel(TEST_CARD_FORM_TEXTS.expiry).fill('12 / 34');
  await page.getByLabel(TEST_CARD_FORM_TEXTS.cvc).fill('123');
  await page.getByRole('button', { name: button }).click();
}

test('the $5 AI plan: questionnaire, payment, the plan on the page and a PDF with the person’s numbers', async ({ page }) => {
  const person = await createAnalysis(page.request);
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
  await expectNoSeriousAxeViolations(page);
  await payWithTestCard(page, QUESTIONNAIRE_TEXTS.pay.ai);

  await expect(page).toHaveURL(new RegExp(`/ai-plan-results\\?analysisId=${person.analysisId}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Personalized Summary' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(TOASTS.aiPlanGenerated.description)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/82\.0 kg/).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '12-Week Workout Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Phase 3 · Weeks 9-12/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nutrition Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Progress Tracking' })).toBeVisible();
  const download = page.getByRole('button', { name: AI_PLAN_TEXTS.download });
  await expect(download).toBeEnabled({ timeout: 60_000 });
  // The 'Success!' toast covers the top of a phone screen; checked, then closed so the page under it can be checked.
  const toastClose = page.getByRole('button', { name: 'Close notification' });
  if (await toastClose.isVisible()) await toastClose.click();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(AI_PLAN_PDF_FILE_NAME);
  const pdf = await readFile((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  expect(text).toContain('Robin Vale');
  expect(text).toContain('82.0 kg');
  expect(text).toMatch(/Page 1 of \d+/);
});

test('the $20 expert plan: questionnaire, payment, its success view and the confirmation email', async ({ page }) => {
  const email = `expert-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await page.goto('/questionnaire');
  await expect(page.getByText(QUESTIONNAIRE_TEXTS.badge.expert)).toBeVisible();
  await answerQuestionnaire(page, email);
  await page.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment }).click();
  await expect(page.getByText(QUESTIONNAIRE_TEXTS.pitch.expert.title)).toBeVisible();
  await payWithTestCard(page, QUESTIONNAIRE_TEXTS.pay.expert);

  await expect(page.getByRole('heading', { level: 1, name: QUESTIONNAIRE_TEXTS.expertSuccess.title })).toBeVisible();
  await expect(page.getByText(QUESTIONNAIRE_TEXTS.expertSuccess.text(email))).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expect
    .poll(async () => {
      const names = (await readdir(outboxDir()).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
      const messages = await Promise.all(names.map((name) => readFile(join(outboxDir(), name), 'utf8')));
      return messages.some((message) => message.includes(`To: ${email}`) && message.includes('on its way'));
    })
    .toBe(true);
});
