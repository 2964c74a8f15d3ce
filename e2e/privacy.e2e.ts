import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  ACCESS_LINK_REQUESTED_MESSAGE,
  ANALYSIS_PAGE_TEXTS,
  analysesCsvFileName,
  DATA_EXPORT_TEXTS,
  personDataFileName,
  PRIVACY_TEXTS,
  VIEW_TEXTS,
} from '@fitness/contracts';
import { expectNoSeriousAxeViolations } from './axe';
import { createAnalysis, emailedLinkTo } from './visitor';

// Results are private to the browser that made them: another browser sees 'Analysis Not Found' with the way back (an
// emailed single-use link), and the visitor can download and delete everything.

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

test('a visitor downloads their data as JSON, holding the analysis, and their analyses as CSV', async ({ page }) => {
  const person = await createAnalysis(page.request);
  await page.goto(`/analysis/${person.userId}`);
  await expect(page.getByText(ANALYSIS_PAGE_TEXTS.completeBadge)).toBeVisible();

  const jsonButton = page.getByRole('button', { name: DATA_EXPORT_TEXTS.jsonAction });
  await jsonButton.scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: PRIVACY_TEXTS.deleteSection.action })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  const [json] = await Promise.all([page.waitForEvent('download'), jsonButton.click()]);
  const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
    exportedAt: string;
    person: { id: string };
    analyses: Array<{ id: string; userId: string; analysisResults: { bodyFatPercentage: number } }>;
  };
  expect(json.suggestedFilename()).toBe(personDataFileName(new Date(data.exportedAt)));
  expect(data.person.id).toBe(person.userId);
  expect(data.analyses.map((analysis) => analysis.id)).toEqual([person.analysisId]);
  expect(data.analyses[0].analysisResults.bodyFatPercentage).toEqual(expect.any(Number));

  // The CSV from the keyboard: focus the button, press Enter.
  const csvButton = page.getByRole('button', { name: DATA_EXPORT_TEXTS.csvAction });
  await csvButton.focus();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(csv.suggestedFilename()).toBe(analysesCsvFileName(new Date()));
  const lines = (await readFile((await csv.path())!, 'utf8')).split('\r\n').filter((line) => line !== '');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^Date \(UTC\),Body fat %,/);
  await expect(page.getByText(DATA_EXPORT_TEXTS.failed.title)).toHaveCount(0);
});

test('a failed download says so in a toast and keeps the results, with no console error of the page', async ({ page }) => {
  const person = await createAnalysis(page.request);
  // The browser's own line for the failed request is expected; anything the page logs is not.
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route(`**/api/users/${person.userId}/export`, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"code":"SERVICE_UNAVAILABLE"}' }),
  );
  await page.goto(`/analysis/${person.userId}`);
  await expect(page.getByText(ANALYSIS_PAGE_TEXTS.completeBadge)).toBeVisible();
  await page.getByRole('button', { name: DATA_EXPORT_TEXTS.jsonAction }).click();
  await expect(page.getByText(DATA_EXPORT_TEXTS.failed.title)).toBeVisible();
  await expect(page.getByText(ANALYSIS_PAGE_TEXTS.completeBadge)).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the data buttons and "Delete my data" are readable (no serious axe violation in the section)', async ({ page }) => {
    const person = await createAnalysis(page.request);
    await page.goto(`/analysis/${person.userId}`);
    const remove = page.getByRole('button', { name: PRIVACY_TEXTS.deleteSection.action });
    await remove.scrollIntoViewIfNeeded();
    await expect(remove).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoSeriousAxeViolations(page, { include: ['.results-your-data'] });
  });
});
