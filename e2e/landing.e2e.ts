import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

// The landing page as a visitor sees it (spec §2 "/"): the rotating headline, the notice after a redirect,
// reduced motion, the theme surviving a reload, and no serious accessibility problem.

const PHRASES = [
  'find out my bf%?',
  'get abs?',
  'grow my arms?',
  'grow my legs?',
  'create a meal plan?',
  'get more muscular?',
  'get toned?',
  'create a workout plan?',
];
const PHRASE_MS = 2500;

/** Fake timers that only move when the test says so, installed before the page loads. */
async function freezeClock(page: Page) {
  const start = new Date('2026-01-05T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

const headline = (page: Page) => page.getByRole('heading', { level: 1 });

test('the landing shows its content, title and description', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Fitness - AI-Powered Fitness Analysis');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Upload a photo and get instant fitness insights: body composition analysis in seconds.',
  );
  await expect(headline(page)).toHaveText(`How do I ${PHRASES[0]}`);
  await expect(page.getByRole('link', { name: 'Try now' })).toHaveAttribute('href', '/free-analysis');
  await expect(page.getByText('Swipe to explore features')).toBeVisible();
  await expect(
    page.getByText('Private & secure — your photos are kept only until they are measured, then deleted.'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the landing loads no remote and no antd', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().includes('/mf/')) scripts.push(request.url());
  });
  await page.goto('/');
  await expect(headline(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('/mf/'))).toEqual([]);
});

test('the headline phrase changes every 2.5 s through all 8 phrases and wraps around', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  await expect(headline(page)).toHaveText(`How do I ${PHRASES[0]}`);

  await page.clock.runFor(PHRASE_MS - 100);
  await expect(headline(page)).toHaveText(`How do I ${PHRASES[0]}`);
  for (let step = 1; step <= PHRASES.length; step += 1) {
    await page.clock.runFor(step === 1 ? 100 : PHRASE_MS);
    await expect(headline(page)).toHaveText(`How do I ${PHRASES[step % PHRASES.length]}`);
  }
});

test('with reduced motion the headline stays still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freezeClock(page);
  await page.goto('/');
  await expect(headline(page)).toHaveText(`How do I ${PHRASES[0]}`);
  await page.clock.runFor(PHRASE_MS * 3);
  await expect(headline(page)).toHaveText(`How do I ${PHRASES[0]}`);
  const animation = await page
    .getByTestId('headline-phrase')
    .evaluate((element) => getComputedStyle(element).animationName);
  expect(animation).toBe('none');
});

test('after a redirect with message=upload-photos-first the landing says an analysis is needed first', async ({
  page,
}) => {
  await page.goto('/?message=upload-photos-first');
  const notice = page.getByRole('status').filter({ hasText: 'Start with a free analysis' });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Start your free analysis' }).click();
  await expect(page).toHaveURL(/\/free-analysis$/);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
});

test('the theme chosen in the menu survives a reload', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Toggle theme' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('menuitem', { name: 'Light' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('an unknown path shows the 404 without a serious accessibility problem', async ({ page }) => {
  await page.goto('/definitely-not-a-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

// The feature carousel.

const AUTOPLAY_MS = 4000;
const FEATURE_TITLES = [
  'Body Fat Analysis',
  'Fitness Score & Body Composition',
  'Customized Workout Plan',
  'Personalized Diet Plan',
  'AI Training Expert',
];

const dot = (page: Page, slide: number) =>
  page.getByRole('button', { name: `Go to slide ${slide}: ${FEATURE_TITLES[slide - 1]}` });
const currentSlide = (page: Page) => page.locator('.features__slide:not([aria-hidden="true"])');

async function expectCurrentSlide(page: Page, slide: number) {
  await expect(dot(page, slide)).toHaveAttribute('aria-current', 'true');
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `${slide} of ${FEATURE_TITLES.length}`);
}

test('the carousel holds the 5 feature cards, each image linking to the free analysis', async ({ page }) => {
  await page.goto('/');
  for (const [index, title] of FEATURE_TITLES.entries()) {
    const link = page.getByRole('link', { name: `${title}: start your free analysis`, includeHidden: true });
    await expect(link).toHaveAttribute('href', '/free-analysis');
    await expect(page.locator(`#feature-description-${index}`)).toBeHidden();
  }
  await expect(page.locator('.feature-card__image svg')).toHaveCount(FEATURE_TITLES.length);
});

test('the carousel autoplays every 4 s and loops', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  await expectCurrentSlide(page, 1);
  await page.clock.runFor(AUTOPLAY_MS - 100);
  await expectCurrentSlide(page, 1);
  await page.clock.runFor(100);
  await expectCurrentSlide(page, 2);
  for (const slide of [3, 4, 5, 1]) {
    await page.clock.runFor(AUTOPLAY_MS);
    await expectCurrentSlide(page, slide);
  }
});

// Tagged @hover: the phone project leaves it out (a touch screen has no hover); the drag test below covers phones.
test('autoplay pauses while the mouse is over the carousel and resumes when it leaves @hover', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  await expectCurrentSlide(page, 1);
  await page.getByTestId('feature-carousel').hover();
  await page.clock.runFor(AUTOPLAY_MS * 3);
  await expectCurrentSlide(page, 1);

  await page.mouse.move(1, 1);
  await page.clock.runFor(AUTOPLAY_MS);
  await expectCurrentSlide(page, 2);
});

test('the dots jump to a slide, also from the keyboard', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  await dot(page, 4).click();
  await expectCurrentSlide(page, 4);
  await expect(currentSlide(page).getByRole('button', { name: FEATURE_TITLES[3] })).toBeVisible();

  await dot(page, 2).focus();
  await page.keyboard.press('Enter');
  await expectCurrentSlide(page, 2);
});

test('an open description collapses when the slide changes', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  const toggle = currentSlide(page).getByRole('button', { name: FEATURE_TITLES[0] });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Get an estimate of your body fat percentage')).toBeVisible();

  await dot(page, 2).click();
  await expectCurrentSlide(page, 2);
  await dot(page, 1).click();
  await expectCurrentSlide(page, 1);
  await expect(currentSlide(page).getByRole('button', { name: FEATURE_TITLES[0] })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByText('Get an estimate of your body fat percentage')).toBeHidden();
});

test('dragging a card changes the slide without following its link; a plain click does', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay to race with
  await page.goto('/');
  await expectCurrentSlide(page, 1);
  const image = currentSlide(page).locator('.feature-card__image');
  const box = await image.boundingBox();
  if (!box) throw new Error('the card image has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), y);
  await page.mouse.up();

  await expectCurrentSlide(page, 2);
  await expect(page).toHaveURL(/\/$/);

  await currentSlide(page).locator('.feature-card__image').click();
  await expect(page).toHaveURL(/\/free-analysis$/);
});

test('autoplay pauses while a drag is held and resumes after it is released', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  await expectCurrentSlide(page, 1);
  const box = await currentSlide(page).locator('.feature-card__image').boundingBox();
  if (!box) throw new Error('the card image has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.5, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.45, y);
  await page.clock.runFor(AUTOPLAY_MS * 3);
  await expectCurrentSlide(page, 1);

  await page.mouse.move(box.x + box.width * 0.5, y);
  await page.mouse.up();
  await page.mouse.move(1, 1);
  await page.clock.runFor(AUTOPLAY_MS);
  await expectCurrentSlide(page, 2);
});

test('with reduced motion the carousel does not autoplay', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freezeClock(page);
  await page.goto('/');
  await expectCurrentSlide(page, 1);
  await page.clock.runFor(AUTOPLAY_MS * 3);
  await expectCurrentSlide(page, 1);
});
