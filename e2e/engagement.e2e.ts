import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BOOKING_TEXTS, COMING_SOON_TEXTS, INTEREST_TEXTS } from '@fitness/contracts';
import { expectNoSeriousAxeViolations } from './axe';
import { adminHeaders as admin } from './admin';
import { createAnalysis, outboxDir } from './visitor';

// Coaching bookings, interest registration and the coming-soon reports, in a real browser against the real API.

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function funnelTotals(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get('/api/admin/analytics/funnel', { headers: admin });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { totals: Record<string, number> }).totals;
}

/** "2026-12-01T10:30" three days ahead, in the browser's local time (what a datetime-local input takes). */
function localTimeInDays(days: number): string {
  const at = new Date(Date.now() + days * 24 * 3600 * 1000);
  at.setMinutes(30, 0, 0);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

test('booking a session keeps it for the trainer, shows the thank-you page and emails a confirmation', async ({ page }) => {
  const email = `booking-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await page.goto('/coaching');
  const bookButtons = page.getByRole('button', { name: /^Book Session with / });
  await expect(bookButtons.first()).toBeVisible();
  const trainerName = ((await bookButtons.first().getAttribute('aria-label')) ?? '').replace('Book Session with ', '');
  await bookButtons.first().click();

  const dialog = page.getByRole('dialog', { name: BOOKING_TEXTS.title(trainerName) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(BOOKING_TEXTS.paymentNote)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await dialog.getByLabel(BOOKING_TEXTS.name).fill('Kai Rivers');
  await dialog.getByLabel(BOOKING_TEXTS.email).fill(email);
  const when = localTimeInDays(3);
  await dialog.getByLabel(BOOKING_TEXTS.scheduledAt).fill(when);
  await dialog.getByLabel(/Message/).fill('Mornings suit me best');
  await dialog.getByRole('button', { name: BOOKING_TEXTS.confirm }).click();

  await expect(page).toHaveURL(/\/coming-soon\?type=coaching&submitted=true$/);
  await expect(page.getByRole('heading', { level: 1, name: COMING_SOON_TEXTS.thankYou.title })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const sessions = await page.request.get('/api/admin/coaching-sessions?status=requested&limit=200', { headers: admin });
  const requested = (await sessions.json()) as Array<{ trainerName: string; scheduledAt: string; status: string }>;
  expect(requested).toContainEqual(
    expect.objectContaining({ trainerName, status: 'requested', scheduledAt: new Date(when).toISOString() }),
  );
  await expect
    .poll(async () => {
      const names = (await readdir(outboxDir()).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
      const messages = await Promise.all(names.map((name) => readFile(join(outboxDir(), name), 'utf8')));
      return messages.some((message) => message.includes(`To: ${email}`) && message.includes(trainerName));
    })
    .toBe(true);
});

test('registering interest twice keeps one registration; the modal says you are all set and closes', async ({ page }) => {
  const person = await createAnalysis(page.request);
  const email = `interest-${Date.now()}@example.com`;
  const before = await funnelTotals(page.request);
  await page.goto(`/analysis/${person.userId}`);
  for (const attempt of [1, 2]) {
    await page.getByRole('button', { name: INTEREST_TEXTS.open }).click();
    const dialog = page.getByRole('dialog', { name: INTEREST_TEXTS.title });
    await expect(dialog).toBeVisible();
    if (attempt === 1) await expectNoSeriousAxeViolations(page);
    await dialog.getByLabel(INTEREST_TEXTS.email).fill(`  ${email} `);
    await dialog.getByRole('button', { name: INTEREST_TEXTS.submit }).click();
    await expect(page.getByText(INTEREST_TEXTS.success)).toBeVisible();
    await expect(page.getByText(INTEREST_TEXTS.success)).toBeHidden({ timeout: 5000 });
  }
  const after = await funnelTotals(page.request);
  expect(after.interest_registered - before.interest_registered).toBe(1);
});

for (const variant of [
  { path: '/coming-soon', type: 'plan', title: COMING_SOON_TEXTS.plan.title },
  { path: '/coming-soon?type=coaching', type: 'coaching', title: COMING_SOON_TEXTS.coaching.title },
]) {
  test(`${variant.path} reports the view on load`, async ({ page }) => {
    const person = await createAnalysis(page.request);
    const reported = page.waitForRequest(
      (request) => request.url().endsWith('/api/track-interest') && request.method() === 'POST',
    );
    await page.goto(`${variant.path}${variant.path.includes('?') ? '&' : '?'}analysisId=${person.analysisId}`);
    await expect(page.getByRole('heading', { level: 1, name: variant.title })).toBeVisible();
    const body = (await reported).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ type: variant.type, analysisId: person.analysisId, timestamp: expect.any(String) });
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await expect(page.getByRole('link', { name: COMING_SOON_TEXTS.back })).toHaveAttribute('href', `/analysis/${person.analysisId}`);
  });
}
