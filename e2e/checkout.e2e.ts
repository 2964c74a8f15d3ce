import { expect, test, type Page } from '@playwright/test';
import {
  CARD_ERROR_MESSAGES,
  CHECKOUT_TEXTS,
  EXPERT_PLAN_OFFER_TEXTS,
  QUESTIONNAIRE_TEXTS,
  TEST_CARD_FORM_TEXTS,
  TEST_CARDS,
  TOASTS,
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
} from './plans';
import { createAnalysis, type CreatedAnalysis } from './visitor';

// Expert-plan checkout on the built-in test provider (the app's default): from the results page's offer to a paid
// plan whose order the server makes at once; the page then asks for the answers the coach needs (the intake), which
// the buyer can also give later from the emailed link. And a declined card that buys nothing.

test.setTimeout(90_000);

const INTAKE = QUESTIONNAIRE_TEXTS.intake;

async function openCheckoutFromResults(page: Page): Promise<CreatedAnalysis> {
  const person = await createAnalysis(page.request);
  await page.goto(`/analysis/${person.userId}`);
  await page.getByRole('link', { name: EXPERT_PLAN_OFFER_TEXTS.expert.action }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?analysisId=${person.analysisId}&amount=2000$`));
  await expect(page.getByRole('heading', { level: 1, name: CHECKOUT_TEXTS.title })).toBeVisible();
  await expect(page.getByText('$20.00')).toBeVisible();
  await expect(page.getByLabel(TEST_CARD_FORM_TEXTS.cardNumber)).toBeVisible();
  return person;
}

/** The intake right after paying: six steps, no payment, the $20 badge and the lead. */
async function expectIntakeAfterCheckout(page: Page, person: CreatedAnalysis): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/questionnaire\\?planType=expert&analysisId=${person.analysisId}&paymentIntentId=pi_\\w+$`));
  await expect(page.getByText(TOASTS.paymentSuccessful.description)).toBeVisible();
  await expect(page.getByText(INTAKE.lead)).toBeVisible();
  await expect(page.getByText(QUESTIONNAIRE_TEXTS.badge.expert)).toBeVisible();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  // The toast covers the top of a phone screen.
  const toastClose = page.getByRole('button', { name: 'Close notification' });
  if (await toastClose.isVisible()) await toastClose.click();
}

test('paying $20 opens the intake; the answers reach the coach’s orders and the buyer gets the confirmation', async ({ page }) => {
  const person = await openCheckoutFromResults(page);
  await expect(page.getByText(TEST_CARD_FORM_TEXTS.testMode)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  await payWithTestCard(page, CHECKOUT_TEXTS.pay);
  await expectIntakeAfterCheckout(page, person);
  await answerQuestionnaire(page, person.email, 6);
  await expect(page.getByText(INTAKE.reviewLead)).toBeVisible();
  await expect(page.getByRole('button', { name: QUESTIONNAIRE_TEXTS.proceedToPayment })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: INTAKE.send }).click();

  await expect(page).toHaveURL(new RegExp(`/analysis/${person.analysisId}\\?payment=success$`));
  await expect(page.getByText(TOASTS.questionnaireSubmitted.description)).toBeVisible();
  await expect(page.getByText(EXPERT_PLAN_OFFER_TEXTS.purchased(person.email))).toBeVisible();
  const order = await expertOrder(page.request, 'open', (candidate) => candidate.analysis?.id === person.analysisId);
  expect(order.answers).toMatchObject({ email: person.email, name: ANSWERS.name, previousInjuries: ANSWERS.previousInjuries });
  await emailTo(person.email, 'Your 12-week expert plan is on its way');

  // On every later visit too, and the offer is gone.
  await page.goto(`/analysis/${person.userId}`);
  await expect(page.getByText(EXPERT_PLAN_OFFER_TEXTS.purchased(person.email))).toBeVisible();
  await expect(page.getByRole('link', { name: EXPERT_PLAN_OFFER_TEXTS.expert.action })).toHaveCount(0);
});

test('closing the tab after paying leaves an order awaiting its answers, which the emailed link then sends once', async ({
  page,
  context,
  browser,
}) => {
  const person = await openCheckoutFromResults(page);
  const viewport = page.viewportSize();
  const { closed } = await closeTabOnceCardConfirmed(page);
  await payWithTestCard(page, CHECKOUT_TEXTS.pay);
  await closed;

  const waiting = await expertOrder(context.request, 'awaiting_intake', (candidate) => candidate.analysis?.id === person.analysisId);
  expect(waiting.answers).toBeNull();
  const email = await emailTo(person.email, 'Your expert plan: one step left');

  // The link works in any browser: one that has never seen the analysis.
  const link = linkIn(email, '/questionnaire');
  expect(link).toMatch(/^\/questionnaire\?planType=expert&intake=[A-Za-z0-9_-]{43}$/);
  const elsewhere = await browser.newContext({ viewport });
  const other = await elsewhere.newPage();
  await other.goto(link);
  await expect(other.getByText(INTAKE.lead)).toBeVisible();
  await answerQuestionnaire(other, person.email, 6);
  await other.getByRole('button', { name: INTAKE.send }).click();
  await expect(other.getByRole('heading', { level: 1, name: INTAKE.sent.title })).toBeVisible();
  await expect(other.getByText(INTAKE.sent.text(person.email))).toBeVisible();
  await expectNoSeriousAxeViolations(other);
  const order = await expertOrder(context.request, 'open', (candidate) => candidate.analysis?.id === person.analysisId);
  expect(order.orderId).toBe(waiting.orderId);
  expect(order.answers).toMatchObject({ name: ANSWERS.name, previousInjuries: ANSWERS.previousInjuries });
  await emailTo(person.email, 'Your 12-week expert plan is on its way');

  // Used once: answering again from the same link says the coach already has the answers.
  await other.goto(link);
  await answerQuestionnaire(other, person.email, 6);
  await other.getByRole('button', { name: INTAKE.send }).click();
  await expect(other.getByRole('heading', { level: 1, name: INTAKE.linkUsed.title })).toBeVisible();
  await expect(other.getByText(INTAKE.linkUsed.text)).toBeVisible();
  await expectNoHorizontalOverflow(other);
  await elsewhere.close();
});

test('a declined card shows Payment Failed with the provider’s message and buys nothing', async ({ page }) => {
  const person = await openCheckoutFromResults(page);
  await payWithTestCard(page, CHECKOUT_TEXTS.pay, TEST_CARDS.genericDecline);
  await expect(page.getByText('Payment Failed')).toBeVisible();
  await expect(page.getByText(CARD_ERROR_MESSAGES.declined)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?/);
  const analysis = await page.request.get(`/api/analysis-by-id/${person.analysisId}`);
  expect(((await analysis.json()) as { hasExpertPlan: boolean }).hasExpertPlan).toBe(false);

  // The same form takes a good card afterwards.
  await page.getByLabel(TEST_CARD_FORM_TEXTS.cardNumber).fill(TEST_CARDS.succeeds);
  await page.getByRole('button', { name: CHECKOUT_TEXTS.pay }).click();
  await expectIntakeAfterCheckout(page, person);
});
