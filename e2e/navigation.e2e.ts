import { expect, test, type Page } from '@playwright/test';
import {
  BOOKING_TEXTS,
  COACHING_OFFER_TEXTS,
  COMING_SOON_TEXTS,
  PRICING_TEXTS,
  SITE_NAV_TEXTS,
} from '@fitness/contracts';
import { expectNoSeriousAxeViolations } from './axe';
import { createAnalysis } from './visitor';

// Issue 36: every product one click away. The header's links (a menu on phones), the footer, the landing's pricing,
// and the way back to the visitor's analysis after booking a coach. Runs on both projects: on 'phone' the menu is used.

const mainNav = (page: Page) => page.getByRole('navigation', { name: SITE_NAV_TEXTS.mainLabel });
const footerNav = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: SITE_NAV_TEXTS.footerLabel });
const menuButton = (page: Page) => mainNav(page).getByRole('button', { name: SITE_NAV_TEXTS.menuButton });

/** Shows the header's links as the visitor would: through the menu button when the screen shows one. */
async function showHeaderLinks(page: Page): Promise<void> {
  if (await menuButton(page).isVisible()) {
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  }
}

async function clickHeaderLink(page: Page, name: string): Promise<void> {
  await showHeaderLinks(page);
  await mainNav(page).getByRole('link', { name }).click();
}

test('from the landing page, clicking only, a visitor reaches the free analysis, coaching and the prices', async ({
  page,
}) => {
  await page.goto('/');
  await clickHeaderLink(page, SITE_NAV_TEXTS.links.freeAnalysis);
  await expect(page).toHaveURL(/\/free-analysis$/);
  await expect(page.getByRole('heading', { name: 'Upload Your Photos' })).toBeVisible();

  await clickHeaderLink(page, SITE_NAV_TEXTS.links.coaching);
  await expect(page).toHaveURL(/\/coaching$/);
  await expect(page.getByRole('heading', { level: 1, name: '1:1 Personal Coaching' })).toBeVisible();
  // The menu closed behind the visitor.
  if (await menuButton(page).isVisible()) await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

  await clickHeaderLink(page, SITE_NAV_TEXTS.links.plans);
  await expect(page).toHaveURL(/\/#pricing$/);
  const pricing = page.getByRole('region', { name: PRICING_TEXTS.heading });
  await expect(pricing.getByRole('heading', { level: 2 })).toBeInViewport();
  for (const offer of Object.values(PRICING_TEXTS.offers)) {
    await expect(pricing.getByRole('heading', { level: 3, name: offer.title })).toBeVisible();
    await expect(pricing.getByText(offer.price, { exact: true })).toBeVisible();
  }
  await pricing.getByRole('link', { name: new RegExp(PRICING_TEXTS.offers.coaching.title) }).click();
  await expect(page).toHaveURL(/\/coaching$/);
});

test('the 404 page links to the free analysis and coaching, in its header and its footer', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await showHeaderLinks(page);
  for (const nav of [mainNav(page), footerNav(page)]) {
    await expect(nav.getByRole('link', { name: SITE_NAV_TEXTS.links.freeAnalysis })).toHaveAttribute(
      'href',
      '/free-analysis',
    );
    await expect(nav.getByRole('link', { name: SITE_NAV_TEXTS.links.coaching })).toHaveAttribute('href', '/coaching');
  }
  await footerNav(page).getByRole('link', { name: SITE_NAV_TEXTS.links.coaching }).click();
  await expect(page).toHaveURL(/\/coaching$/);

  await page.goto('/no-such-page');
  await clickHeaderLink(page, SITE_NAV_TEXTS.links.freeAnalysis);
  await expect(page).toHaveURL(/\/free-analysis$/);
});

test('on a phone the links sit behind a labelled menu button that the keyboard opens and Escape closes', async ({
  page,
}) => {
  // Phone width on every project: the menu button shows at 576 px and less.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const button = menuButton(page);
  await expect(button).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: SITE_NAV_TEXTS.links.coaching })).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const firstLink = mainNav(page).getByRole('link', { name: SITE_NAV_TEXTS.links.freeAnalysis });
  await expect(firstLink).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(firstLink).toBeFocused();
  // Focus is visible: the focus ring is drawn.
  await expect(firstLink).toHaveCSS('outline-style', 'solid');

  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(button).toHaveCSS('outline-style', 'solid');
  await expect(firstLink).toBeHidden();
});

test('on a wide screen the links are a row and no menu button shows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(menuButton(page)).toBeHidden();
  for (const name of Object.values(SITE_NAV_TEXTS.links))
    await expect(mainNav(page).getByRole('link', { name })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the header, its menu and the footer have no serious accessibility violation in ${colorScheme} mode`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await expectNoSeriousAxeViolations(page);
    if (await menuButton(page).isVisible()) {
      await menuButton(page).click();
      await expect(mainNav(page).getByRole('link', { name: SITE_NAV_TEXTS.links.plans })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }
  });
}

test("the results page offers coaching, and after booking 'Back to Analysis' returns to that analysis", async ({
  page,
}) => {
  const { userId, analysisId } = await createAnalysis(page.request);
  await page.goto(`/analysis/${userId}`);
  await page.getByRole('link', { name: COACHING_OFFER_TEXTS.action }).click();
  await expect(page).toHaveURL(new RegExp(`/coaching\\?analysisId=${analysisId}$`));

  const book = page.getByRole('button', { name: /^Book Session with / }).first();
  const trainerName = ((await book.getAttribute('aria-label')) ?? '').replace('Book Session with ', '');
  await book.click();
  const dialog = page.getByRole('dialog', { name: BOOKING_TEXTS.title(trainerName) });
  await dialog.getByLabel(BOOKING_TEXTS.name).fill('Kai Rivers');
  await dialog.getByLabel(BOOKING_TEXTS.email).fill(`nav-${Date.now()}@example.com`);
  const at = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  at.setMinutes(30, 0, 0);
  await dialog
    .getByLabel(BOOKING_TEXTS.scheduledAt)
    .fill(new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16));
  await dialog.getByRole('button', { name: BOOKING_TEXTS.confirm }).click();

  await expect(page.getByRole('heading', { level: 1, name: COMING_SOON_TEXTS.thankYou.title })).toBeVisible();
  await page.getByRole('link', { name: COMING_SOON_TEXTS.back }).click();
  await expect(page).toHaveURL(new RegExp(`/analysis/${analysisId}$`));
  await expect(page.getByText('Analysis Complete')).toBeVisible();
});
