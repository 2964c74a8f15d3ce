import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { ROUTES, THEME_STORAGE_KEY } from '@fitness/contracts';
import { createAnalysis } from './visitor';

// Every route, in light and in dark mode, without a console error or an uncaught exception: a CSP violation, a React
// warning promoted to an error, a failed chunk. The only errors allowed are the browser's own network lines for API
// calls that a page makes on purpose and that answer 404 (a not-found view), listed per route.

interface Route {
  path: (ids: { userId: string; analysisId: string }) => string;
  /** A visible text proving the page rendered. */
  shows: string | RegExp;
  /** API paths this page asks for and that answer 404 by design. */
  expected404s?: RegExp;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const ROUTES_TO_VISIT: Route[] = [
  { path: () => ROUTES.home, shows: 'How do I' },
  { path: () => '/?message=upload-photos-first', shows: 'Start with a free analysis' },
  { path: () => ROUTES.freeAnalysis, shows: 'Upload Your Photos' },
  { path: ({ userId }) => ROUTES.analysis(userId), shows: 'Analysis Complete' },
  {
    path: () => ROUTES.analysis(UNKNOWN_ID),
    shows: 'Analysis Not Found',
    expected404s: /\/api\/analysis(-by-id)?\/0{8}-/,
  },
  { path: () => ROUTES.weeklyPlan, shows: 'No Plan Found' },
  // Spec §2: without a payment to prepare (no analysis named) the spinner stays; with one, the page follows.
  { path: () => '/checkout', shows: 'Preparing secure checkout...' },
  { path: ({ analysisId }) => `/checkout?analysisId=${analysisId}&amount=2000`, shows: 'Complete Your Purchase' },
  { path: () => ROUTES.coaching, shows: '1:1 Personal Coaching' },
  { path: () => '/coming-soon', shows: 'Premium Fitness Plans Coming Soon!' },
  { path: () => '/coming-soon?type=coaching&submitted=true', shows: 'Thank You for Your Interest!' },
  { path: () => '/questionnaire', shows: /Step 1 of 7/ },
  { path: () => '/questionnaire-complete', shows: /./ },
  { path: () => '/ai-plan-results', shows: 'How do I' },
  { path: ({ analysisId }) => `/questionnaire?planType=ai&analysisId=${analysisId}`, shows: '$5 AI Plan' },
  // No plan was bought for this analysis: the page says so from a 200 answer, without a failed request.
  { path: ({ analysisId }) => `/ai-plan-results?analysisId=${analysisId}`, shows: 'Plan Not Found' },
  { path: () => '/no-such-page', shows: '404 Page Not Found' },
];

function collectErrors(page: Page, expected404s: RegExp | undefined): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    const expected = expected404s !== undefined && message.text().includes('404') && expected404s.test(url);
    if (!expected) errors.push(`${message.text()} (${url})`);
  });
  return errors;
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} mode`, () => {
    test.use({ colorScheme: theme });

    for (const route of ROUTES_TO_VISIT) {
      test(`${route.path({ userId: ':userId', analysisId: ':analysisId' })} logs no console error`, async ({ page }) => {
        const { userId, analysisId } = await createAnalysis(page.request);
        const errors = collectErrors(page, route.expected404s);
        await page.goto(route.path({ userId, analysisId }));
        await expect(page.getByText(route.shows).first()).toBeVisible();
        // The theme script ran before the app: <html> carries the mode (the system's, nothing saved).
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
        await page.waitForLoadState('networkidle');
        expect(errors).toEqual([]);
      });
    }
  });
}
