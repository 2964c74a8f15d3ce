import { expect, test, type Page } from '@playwright/test';
import {
  CARD_ERROR_MESSAGES,
  CHECKOUT_TEXTS,
  EXPERT_PLAN_OFFER_TEXTS,
  TEST_CARD_FORM_TEXTS,
  TEST_CARDS,
} from '@fitness/contracts';
import { expectNoSeriousAxeViolations } from './axe';
import { createAnalysis } from './visitor';

// Expert-plan checkout on the built-in test provider (the app's default): from the results page's offer to a paid,
// unlocked plan, and a declined card that unlocks nothing.

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function openCheckoutFromResults(page: Page): Promise<{ userId: string; analysisId: string; email: string }> {
  const person = await createAnalysis(page.request);
  await page.goto(`/analysis/${person.userId}`);
  await page.getByRole('link', { name: EXPERT_PLAN_OFFER_TEXTS.expert.action }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?analysisId=${person.analysisId}&amount=2000$`));
  await expect(page.getByRole('heading', { level: 1, name: CHECKOUT_TEXTS.title })).toBeVisible();
  await expect(page.getByText('$20.00')).toBeVisible();
  await expect(page.getByLabel(TEST_CARD_FORM_TEXTS.cardNumber)).toBeVisible();
  return person;
}

async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel(TEST_CARD_FORM_TEXTS.cardNumber).fill(cardNumber);
  await page.getByLabel(TEST_CARD_FORM_TEXTS.expiry).fill('12 / 34');
  await page.getByLabel(TEST_CARD_FORM_TEXTS.cvc).fill('123');
  await page.getByRole('button', { name: CHECKOUT_TEXTS.pay }).click();
}

test('paying $20 with 4242 unlocks the expert plan and the results page says where it goes', async ({ page }) => {
  const person = await openCheckoutFromResults(page);
  await expect(page.getByText(TEST_CARD_FORM_TEXTS.testMode)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  await payWith(page, TEST_CARDS.succeeds);
  await expect(page).toHaveURL(new RegExp(`/analysis/${person.analysisId}\\?payment=success$`));
  await expect(page.getByText('Your expert plan is now unlocked!')).toBeVisible();
  await expect(page.getByText(EXPERT_PLAN_OFFER_TEXTS.purchased(person.email))).toBeVisible();

  // On every later visit too, and the offer is gone.
  await page.goto(`/analysis/${person.userId}`);
  await expect(page.getByText(EXPERT_PLAN_OFFER_TEXTS.purchased(person.email))).toBeVisible();
  await expect(page.getByRole('link', { name: EXPERT_PLAN_OFFER_TEXTS.expert.action })).toHaveCount(0);
});

test('a declined card shows Payment Failed with the provider’s message and unlocks nothing', async ({ page }) => {
  const person = await openCheckoutFromResults(page);
  await payWith(page, TEST_CARDS.genericDecline);
  await expect(page.getByText('Payment Failed')).toBeVisible();
  await expect(page.getByText(CARD_ERROR_MESSAGES.declined)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?/);
  const analysis = await page.request.get(`/api/analysis-by-id/${person.analysisId}`);
  expect(((await analysis.json()) as { hasExpertPlan: boolean }).hasExpertPlan).toBe(false);

  // The same form takes a good card afterwards.
  await page.getByLabel(TEST_CARD_FORM_TEXTS.cardNumber).fill(TEST_CARDS.succeeds);
  await page.getByRole('button', { name: CHECKOUT_TEXTS.pay }).click();
  await expect(page).toHaveURL(new RegExp(`/analysis/${person.analysisId}\\?payment=success$`));
});
