import { expect, test, type Page } from '@playwright/test';
import { ACCESS_LINK_REQUESTED_MESSAGE, ANALYSIS_PAGE_TEXTS, PRIVACY_TEXTS, VIEW_TEXTS } from '@fitness/contracts';
import { expectNoSeriousAxeViolations } from './axe';
import { createAnalysis, emailedLinkTo } from './visitor';

// Results are private to the browser that made them: another browser sees 'Analysis Not Found' with the way back (an
// emailed single-use link), and the visitor can delete everything.

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('another browser sees Analysis Not Found, asks for the emailed link, and the link opens the results once', async ({
  page,
  browser,
}) => {
  // Three browsers, two accessibility scans and an email round trip: ~26 s on a quiet CI machine, so the default 30 s
  // left no room on a busy one. Every step still waits on what the user sees.
  test.slow();
  const person = await createAnalysis(page.request);
  await page.goto(`/analysis/${person.userId}`);
  await expect(page.getByText(ANALYSIS_PAGE_TEXTS.completeBadge)).toBeVisible();

  // A second browser: its own cookies, the same viewport as this project.
  const elsewhere = await browser.newContext({ viewport: page.viewportSize() });
  const other = await elsewhere.newPage();
  await other.goto(`/analysis/${person.userId}`);
  await expect(other.getByRole('heading', { level: 1, name: VIEW_TEXTS.analysisNotFound.title })).toBeVisible();
  await expect(other.getByText(PRIVACY_TEXTS.privateAnalysis)).toBeVisible();
  await expect(other.getByText(ANALYSIS_PAGE_TEXTS.completeBadge)).toHaveCount(0);
  await expectNoHorizontalOverflow(other);
  await expectNoSeriousAxeViolations(other);

  await other.getByLabel(PRIVACY_TEXTS.emailLinkLabel).fill(person.email);
  await other.getByRole('button', { name: PRIVACY_TEXTS.emailLinkAction }).click();
  await expect(other.getByText(ACCESS_LINK_REQUESTED_MESSAGE)).toBeVisible();

  const link = await emailedLinkTo(person.email);
  expect(link.pathname).toBe(`/analysis/${person.userId}`);
  await other.goto(`${link.pathname}${link.search}`);
  await expect(other.getByText(ANALYSIS_PAGE_TEXTS.completeBadge)).toBeVisible();
  await expect(other).toHaveURL(new RegExp(`/analysis/${person.userId}$`));

  // The link is used up: a third browser following it gets the expired notice and the form again.
  const third = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  await third.goto(`${link.pathname}${link.search}`);
  await expect(third.getByText(PRIVACY_TEXTS.linkExpired.title)).toBeVisible();
  await expect(third.getByRole('heading', { level: 1, name: VIEW_TEXTS.analysisNotFound.title })).toBeVisible();
  await expectNoSeriousAxeViolations(third);
  await elsewhere.close();
  await third.context().close();
});

test('a visitor deletes everything after confirming, and the results are gone', async ({ page }) => {
  const person = await createAnalysis(page.request);
  await page.goto(`/analysis/${person.userId}`);
  await expect(page.getByText(ANALYSIS_PAGE_TEXTS.completeBadge)).toBeVisible();

  await page.getByRole('button', { name: PRIVACY_TEXTS.deleteSection.action }).click();
  const dialog = page.getByRole('dialog', { name: PRIVACY_TEXTS.deleteConfirm.title });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: PRIVACY_TEXTS.deleteConfirm.ok }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(PRIVACY_TEXTS.deleted.title)).toBeVisible();
  expect((await page.request.get(`/api/analysis/${person.userId}`)).status()).toBe(404);
  await page.goto(`/analysis/${person.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: VIEW_TEXTS.analysisNotFound.title })).toBeVisible();
});
