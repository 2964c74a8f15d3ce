import { expect, test, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { ANALYSIS_PAGE_TEXTS, PROGRESS_TEXTS } from '@fitness/contracts';
import { expectNoSeriousAxeViolations } from './axe';

// Progress over time on the results page (issue 39): a visitor with three analyses sees them as a chart, as a table
// with every body fat in text, and whether the changes are real; "Analyse again" adds a fourth for the same person.
// The analyses are made through the API in the visitor's own browser context (results answer only to it).

const STATS = { age: 30, gender: 'male', height: '180', goal: 'lose_fat', activityLevel: 'moderately_active' };
// 90 kg / 100 cm, then 82 kg / 90 cm, then 81.7 kg / 90 cm: the last step is inside the error of two weighings,
// the whole way from the first is far beyond it.
const VISITS = [
  { weight: '90', waistCm: 100 },
  { weight: '82', waistCm: 90 },
  { weight: '81.7', waistCm: 90 },
];

interface HistoryEntry {
  bodyFatPercentage: number;
  bodyFatRange?: { low: number; high: number };
}

async function createPersonWithAnalyses(request: APIRequestContext): Promise<string> {
  const email = `progress-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const user = await request.post('/api/users', { data: { email } });
  expect(user.ok()).toBe(true);
  const { id: userId } = (await user.json()) as { id: string };
  for (const visit of VISITS) {
    const analysis = await request.post('/api/analysis', { data: { userId, userStats: { ...STATS, ...visit } } });
    expect(analysis.status()).toBe(201);
  }
  return userId;
}

/** Console errors and uncaught exceptions, collected from here on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  return errors;
}

/** Nothing on the page is wider than the viewport (the phone project is 360 px wide). */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const theme of ['light', 'dark'] as const) {
  test(`a visitor with three analyses sees their progress, in text too, and whether each change is real (${theme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    const errors = collectErrors(page);
    const userId = await createPersonWithAnalyses(page.request);
    const history = (await (await page.request.get(`/api/users/${userId}/analyses`)).json()) as {
      entries: HistoryEntry[];
    };
    expect(history.entries).toHaveLength(3);

    await page.goto(`/analysis/${userId}`);
    await expect(page.getByText(ANALYSIS_PAGE_TEXTS.completeBadge)).toBeVisible();
    const section = page.getByRole('region', { name: PROGRESS_TEXTS.title });
    await expect(section).toBeVisible();

    await expect(section.getByRole('img', { name: /^Progress chart of 3 analyses/ })).toBeVisible();
    const table = section.getByRole('table', { name: PROGRESS_TEXTS.table.caption });
    await expect(table.getByRole('row')).toHaveCount(4);
    for (const [index, entry] of history.entries.entries()) {
      await expect(table.getByRole('row').nth(index + 1)).toContainText(
        PROGRESS_TEXTS.table.bodyFat(entry.bodyFatPercentage, entry.bodyFatRange),
      );
    }
    await expect(table.getByRole('row').nth(3)).toContainText('81.7 kg');

    const sincePrevious = section.locator('.results-progress__comparison').filter({
      has: page.getByRole('heading', { name: /^Since your previous analysis/ }),
    });
    await expect(sincePrevious.getByRole('listitem').filter({ hasText: /^Weight:/ })).toHaveText(
      /^Weight: −0\.3 kg since .+, within the method's error \(±\d+\.\d kg\)$/,
    );
    const sinceFirst = section.locator('.results-progress__comparison').filter({
      has: page.getByRole('heading', { name: /^Since your first analysis/ }),
    });
    await expect(sinceFirst.getByRole('listitem').filter({ hasText: /^Weight:/ })).toHaveText(
      /^Weight: −8\.3 kg since .+, a real change \(beyond ±\d+\.\d kg\)$/,
    );
    await expect(sinceFirst).toContainText('Overall: a real change');

    // The nav links the section.
    const nav = page.getByRole('navigation', { name: ANALYSIS_PAGE_TEXTS.navLabel });
    await nav.getByRole('link', { name: PROGRESS_TEXTS.title }).click();
    await expect(section).toBeFocused();

    await expectNoHorizontalOverflow(page);
    // Dark mode: this section and "Analyse again" only. Elsewhere on the page antd's danger button ("Delete my
    // data") has a contrast axe flags in dark mode, which is not this feature's.
    await expectNoSeriousAxeViolations(page, theme === 'dark' ? { include: ['#progress', '#overview'] } : {});
    expect(errors).toEqual([]);
  });
}

test('"Analyse again" starts a new analysis with the last stats, for the same person, without retyping the email', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  const userId = await createPersonWithAnalyses(page.request);
  await page.goto(`/analysis/${userId}`);
  await expect(page.getByText(ANALYSIS_PAGE_TEXTS.completeBadge)).toBeVisible();

  await page.getByRole('link', { name: PROGRESS_TEXTS.analyseAgain.action }).click();
  await expect(page).toHaveURL(/\/free-analysis$/);
  await page.getByRole('button', { name: /Continue without photos/ }).click();
  await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  // The last weight, to the form's whole kilograms.
  const weight = page.locator('.ant-form-item').filter({ has: page.getByRole('combobox', { name: 'Weight' }) });
  await expect(weight).toContainText('82 kg');
  await page.getByRole('button', { name: 'Continue to Email' }).click();

  const email = page.getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveJSProperty('readOnly', true);
  await expect(page.getByRole('button', { name: PROGRESS_TEXTS.knownPerson.change })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Get My Analysis' }).click();

  await expect(page).toHaveURL(new RegExp(`/analysis/${userId}$`), { timeout: 30_000 });
  const table = page.getByRole('table', { name: PROGRESS_TEXTS.table.caption });
  await expect(table.getByRole('row')).toHaveCount(5);
  expect(errors).toEqual([]);
});
