import { expect, test, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { REMOTE_PRELOADS_ELEMENT_ID, WEEKLY_PLAN_STORAGE_KEY } from '@fitness/contracts';
import { expectNoSeriousAxeViolations } from './axe';
import { createAnalysis } from './visitor';

// The foundation, as a visitor sees it: the shell, one route of each remote, the 404, a remote that cannot be
// reached, and the theme surviving a reload.

test('the shell opens with the product title and its header', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Fitness - AI-Powered Fitness Analysis');
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try now' })).toHaveAttribute('href', '/free-analysis');
  // The header's links (behind the Menu button on a phone; e2e/navigation.e2e.ts follows them) and the footer's.
  const header = page.getByRole('navigation', { name: 'Main' });
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  for (const nav of [header, footer]) {
    await expect(nav.getByRole('link', { name: 'Coaching', includeHidden: true })).toHaveAttribute('href', '/coaching');
    await expect(nav.getByRole('link', { name: 'Plans', includeHidden: true })).toHaveAttribute('href', '/#pricing');
  }
});

test('/questionnaire is marked noindex while it is shown, and only then', async ({ page }) => {
  await page.goto('/questionnaire');
  await expect(page.getByText(/Step 1 of 7/)).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Coaching' }).click();
  await expect(page).toHaveURL(/\/coaching$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('the landing page arrives prerendered and styled, so it shows before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('How do I');
    await expect(page.getByRole('link', { name: 'Try now' })).toHaveAttribute('href', '/free-analysis');
    // Styled from the first paint: the call to action already wears the brand colour.
    await expect(page.getByRole('link', { name: 'Try now' })).toHaveCSS('background-color', 'rgb(4, 120, 87)');
  } finally {
    await context.close();
  }
});

test('the free analysis arrives prerendered and styled in either theme, inert until its remote has loaded', async ({
  browser,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme });
    try {
      const page = await context.newPage();
      // No bundle runs (the inline theme script does): what shows is what the server sent.
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto('/free-analysis');
      const prerendered = page.locator('.remote-mount__prerendered');
      await expect(prerendered.getByRole('heading', { name: 'Upload Your Photos', includeHidden: true })).toBeVisible();
      await expect(prerendered.getByText('Step 1 of 3')).toBeVisible();
      await expect(prerendered).toHaveAttribute('inert', '');
      // Its styles came with it, in the visitor's theme (the live page's colours): antd's brand button, and our photo
      // zone.
      const dark = colorScheme === 'dark';
      await expect(prerendered.getByText('Add Photo').first().locator('xpath=ancestor::button')).toHaveCSS(
        'background-color',
        dark ? 'rgb(6, 105, 77)' : 'rgb(4, 120, 87)',
      );
      await expect(prerendered.locator('.free-analysis-zone').first()).toHaveCSS(
        'background-color',
        dark ? 'rgb(11, 15, 20)' : 'rgb(255, 255, 255)',
      );
      // The header's theme icon too, though the frame was rendered without knowing the theme.
      await expect(page.locator(dark ? '.theme-menu__icon--dark' : '.theme-menu__icon--light')).toBeVisible();
      await expect(page.locator(dark ? '.theme-menu__icon--light' : '.theme-menu__icon--dark')).toBeHidden();

      // With its scripts, the live page takes its place, and works.
      await page.unroute(/\.js(\?|$)/);
      await page.reload();
      await expect(page.locator('.remote-mount__prerendered')).toHaveCount(0);
      await page
        .getByRole('group', { name: 'Front Photo' })
        .getByRole('button', { name: /Photo$/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Add Front Photo' })).toBeVisible();
    } finally {
      await context.close();
    }
  }
});

const SCRIPTS = /\.js(\?|$)/;

/** Opens a page with its scripts blocked: only what the server sent shows. */
async function openWithoutScripts(page: Page, url: string): Promise<void> {
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto(url);
  await page.unroute(SCRIPTS);
}

/**
 * A prerendered page: opened without scripts it shows its first view, with its heading (visually hidden on some) and
 * `first`, inert; opened again, the live page (`live` shows) replaces it with no console error.
 */
async function expectPrerenderedThenLive(
  page: Page,
  { url, heading, first, live }: { url: string; heading: string; first: string; live: Locator },
): Promise<void> {
  await openWithoutScripts(page, url);
  const prerendered = page.locator('.remote-mount__prerendered');
  await expect(prerendered.getByRole('heading', { level: 1, name: heading, includeHidden: true })).toBeAttached();
  await expect(prerendered.getByText(first, { exact: true })).toBeVisible();
  await expect(prerendered).toHaveAttribute('inert', '');

  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  page.on('console', onConsole);
  try {
    await page.reload();
    await expect(prerendered).toHaveCount(0);
    await expect(live).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    page.off('console', onConsole);
  }
}

// The other pages whose first paint is the same for everyone come prerendered too, each from its own remote.
const PRERENDERED_PAGES = [
  { url: '/coaching', heading: '1:1 Personal Coaching' },
  // Only the query that picks the variant matters: an analysisId does not change the first paint.
  {
    url: '/coming-soon?type=coaching&analysisId=00000000-0000-4000-8000-000000000000',
    heading: '1:1 Personal Training Coming Soon!',
  },
  { url: '/coming-soon', heading: 'Premium Fitness Plans Coming Soon!' },
  { url: '/questionnaire-complete', heading: 'Thank You!' },
] as const;

test('the coaching, coming-soon and thank-you pages arrive prerendered, inert until their remote has loaded', async ({
  page,
}) => {
  for (const { url, heading } of PRERENDERED_PAGES) {
    const live = page.getByRole('heading', { level: 1, name: heading });
    await expectPrerenderedThenLive(page, { url, heading, first: heading, live });
  }
  // The thank-you variant of a coming-soon page paints another heading: it is rendered in the browser only.
  await openWithoutScripts(page, '/coming-soon?type=coaching&submitted=true');
  await expect(page.locator('#root')).not.toContainText('Coming Soon!');
});

// /weekly-plan first paints "No Plan Found" in a tab with no saved plan. A tab that saved one (session storage) must
// never see that view: the page's inline script marks the page before the view is parsed, its stylesheet hides it
// there, and the live page shows the plan.
test('the weekly plan arrives prerendered as "No Plan Found", which a tab with a saved plan never sees', async ({
  page,
}) => {
  await expectPrerenderedThenLive(page, {
    url: '/weekly-plan',
    heading: 'No Plan Found',
    first: 'Please generate a plan first.',
    live: page.getByRole('heading', { level: 1, name: 'No Plan Found' }),
  });

  const { userId } = await createAnalysis(page.request);
  const saved = { type: 'workout', plan: '<h2>Monday</h2><p>Goblet squats</p>', userId };
  await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), {
    key: WEEKLY_PLAN_STORAGE_KEY,
    value: JSON.stringify(saved),
  });
  // Every heading laid out on screen at each frame, from the document's start.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
    const onFrame = () => {
      document.querySelectorAll('h1').forEach((heading) => {
        const shown = heading.getClientRects().length > 0;
        if (shown && !seen.includes(heading.textContent ?? '')) seen.push(heading.textContent ?? '');
      });
      requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
  });
  await openWithoutScripts(page, '/weekly-plan');
  await expect(page.locator('.remote-mount__prerendered h1')).toBeAttached();
  await expect(page.locator('.remote-mount__prerendered h1')).toBeHidden();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Personalized Workout Plan' })).toBeVisible();
  await expect(page.getByText('Goblet squats')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen)).toEqual([
    'Your Personalized Workout Plan',
  ]);
  expect(errors).toEqual([]);
});

// The pages of a person's results, payment or plan first paint their loading view (the questionnaire its first
// step), the same for everyone: that comes prerendered, and the live page then fetches what is the visitor's.
test("the results, checkout, questionnaire and AI plan pages arrive as their first view, then load the visitor's", async ({
  page,
}) => {
  const { userId, analysisId } = await createAnalysis(page.request);
  const pages = [
    {
      url: `/analysis/${userId}`,
      heading: 'Your Fitness Analysis',
      first: 'Analyzing your fitness photos...',
      live: page.getByText('Analysis Complete'),
    },
    {
      url: `/checkout?analysisId=${analysisId}`,
      heading: 'Complete Your Purchase',
      first: 'Preparing secure checkout...',
      live: page.getByRole('button', { name: 'Complete Payment' }),
    },
    {
      url: `/questionnaire?planType=ai&analysisId=${analysisId}`,
      heading: 'Personal Information',
      first: '$5 AI Plan',
      live: page.getByRole('textbox', { name: 'Email' }),
    },
    {
      // This analysis has no AI plan.
      url: `/ai-plan-results?analysisId=${analysisId}`,
      heading: 'Your AI Fitness Plan',
      first: 'Loading your plan...',
      live: page.getByRole('heading', { level: 1, name: 'Plan Not Found' }),
    },
  ];
  for (const view of pages) await expectPrerenderedThenLive(page, view);
  // Opening an emailed link says so from its first paint: that page is rendered in the browser only.
  await openWithoutScripts(page, `/analysis/${userId}?access=not-a-real-link`);
  await expect(page.locator('#root')).not.toContainText('Analyzing your fitness photos...');
});

test("a remote's page has the browser fetch all the remote's code it runs, its scripts once it has painted, each file once", async ({
  page,
}) => {
  // Each request takes 150 ms more, so the page paints before the shell's scripts have come (as on a phone's
  // network; on this machine's loopback they can run before the first paint, and then the shell asks first).
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const response = await page.goto('/coaching');
  await expect(page.getByRole('heading', { level: 1, name: '1:1 Personal Coaching' })).toBeVisible();
  await expect(page.locator('.remote-mount__prerendered')).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  // The manifests come with the page (its Link header), the scripts once it has painted (its JSON block).
  const manifests = [...((await response?.headerValue('link')) ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1]);
  expect(manifests).toEqual(['/remotes.json', '/mf/coaching/mf-manifest.json']);
  const block = new RegExp(`<script type="application/json" id="${REMOTE_PRELOADS_ELEMENT_ID}">(.*?)</script>`).exec(
    (await response?.text()) ?? '',
  );
  const scripts = block ? (JSON.parse(block[1]) as string[]) : [];
  const timing = await page.evaluate((files) => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return files.map((file) => {
      const entry = performance.getEntriesByName(new URL(file, location.href).href)[0] as PerformanceResourceTiming;
      return { file, afterFirstPaint: entry.startTime >= firstPaint, preloaded: entry.initiatorType === 'link' };
    });
  }, scripts);
  expect(timing).toEqual(scripts.map((file) => ({ file, afterFirstPaint: true, preloaded: true })));
  const preloaded = [...manifests, ...scripts];
  // Each preload is the request the shell then makes (the same mode and credentials), never a second download.
  for (const file of preloaded) expect(requested.filter((pathname) => pathname === file)).toHaveLength(1);
  // And no script of the remote waits for another to run first: the shared modules only the remote brings and the
  // page's own chunks come with the page too.
  const remoteScripts = requested.filter(
    (pathname) => pathname.startsWith('/mf/coaching/') && pathname.endsWith('.js'),
  );
  expect(remoteScripts.filter((pathname) => !preloaded.includes(pathname))).toEqual([]);
  expect(scripts).toEqual(
    expect.arrayContaining([
      '/mf/coaching/remoteEntry.js',
      expect.stringMatching(/^\/mf\/coaching\/page-coaching\.\w+\.js$/),
    ]),
  );
});

test('index.html preloads exactly the chunks the shell needs before its first render, on every route', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/free-analysis')).text();
  const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1]);
  expect(preloaded.length).toBeGreaterThan(0);

  const shellScripts: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === 'script' && !pathname.startsWith('/mf/')) shellScripts.push(pathname);
  });
  // Chromium names a preload no request used, a few seconds after the page's load event.
  const unusedPreloads: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('preloaded using link preload but not used')) unusedPreloads.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Try now' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // No startup chunk is left out.
  expect(shellScripts.filter((script) => script !== '/main.js').sort()).toEqual([...preloaded].sort());
  // And nothing preloaded goes unused (a wasted download, and a console warning), here or on a remote's page, which
  // preloads that remote's code too once it has painted.
  await page.goto('/coaching');
  await expect(page.getByRole('heading', { level: 1, name: '1:1 Personal Coaching' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(4_000);
  expect(unusedPreloads).toEqual([]);
});

test('starting a page makes no Intl formatter: each is made when something is first formatted', async ({ page }) => {
  // Making the first Intl formatter in a page loads its locale data: 40-90 ms of main-thread time on this machine,
  // on every page whose startup made one (two date formats in @fitness/contracts did, until they were made lazy).
  await page.addInitScript(() => {
    const made: string[] = ((window as unknown as { intlFormattersMade: string[] }).intlFormattersMade = []);
    for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'Collator'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct(target, args) {
          made.push(name);
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args) {
          made.push(name);
          return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args) as object;
        },
      });
    }
  });
  const formattersMade = () =>
    page.evaluate(() => (window as unknown as { intlFormattersMade: string[] }).intlFormattersMade);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Try now' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await formattersMade()).toEqual([]);
  // A remote's page (a new document: the list starts again), once its live page has replaced the prerendered one.
  await page.goto('/free-analysis');
  await expect(page.getByRole('heading', { name: 'Upload Your Photos' })).toBeVisible();
  await expect(page.locator('.remote-mount__prerendered')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await formattersMade()).toEqual([]);
});

test("every script a page runs carries V8's compile hint, so it is compiled while it streams in", async ({ page }) => {
  // frontend/compile-hints.js: without the hint each function is compiled on the main thread when first called, most of
  // the start's blocking time. A build step that dropped it (the minifier removes comments) would show only in bench:web.
  const scripts: { url: string; body: Promise<Buffer> }[] = [];
  page.on('response', (response) => {
    // main.js is served no-cache: the second page revalidates it (304, no body); its first fetch was checked.
    if (response.request().resourceType() === 'script' && response.status() === 200) {
      scripts.push({ url: response.url(), body: response.body() });
    }
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Try now' })).toBeVisible();
  await page.goto('/free-analysis');
  await expect(page.locator('.remote-mount__prerendered')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(scripts.some(({ url }) => url.includes('/mf/analysis/'))).toBe(true);
  const hint = '//# allFunctionsCalledOnLoad\n';
  for (const { url, body } of scripts) {
    expect({ url, start: (await body).subarray(0, hint.length).toString() }).toEqual({ url, start: hint });
  }
});

test('the analysis remote renders the free analysis inside the shell', async ({ page }) => {
  await page.goto('/free-analysis');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upload Your Photos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
});

test('the plans remote renders the plan coming-soon page inside the shell', async ({ page }) => {
  await page.goto('/coming-soon');
  await expect(page.getByRole('heading', { name: 'Premium Fitness Plans Coming Soon!' })).toBeVisible();
});

test('the coaching remote renders the coaching variant of coming-soon inside the shell', async ({ page }) => {
  await page.goto('/coming-soon?type=coaching');
  await expect(page.getByRole('heading', { name: '1:1 Personal Training Coming Soon!' })).toBeVisible();
  await page.goto('/coming-soon?type=coaching&submitted=true');
  await expect(page.getByRole('heading', { name: 'Thank You for Your Interest!' })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('a remote that cannot be reached shows a friendly message while the header keeps working', async ({ page }) => {
  await page.route('**/mf/plans/**', (route) => route.abort('connectionrefused'));
  await page.goto('/coming-soon');
  await expect(page.getByRole('alert')).toContainText('could not be loaded');
  await expect(page.getByRole('heading', { name: 'Premium Fitness Plans Coming Soon!' })).toHaveCount(0);

  // The rest of the shell still works: the theme menu opens and another remote's route still loads.
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.getByRole('menuitem', { name: 'Dark' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/coming-soon?type=coaching');
  await expect(page.getByRole('heading', { name: '1:1 Personal Training Coming Soon!' })).toBeVisible();
});

test('the chosen theme is applied to the page and survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('menuitem', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

// Each remote bundles its own antd (webpack.common.js: a shared antd would be loaded whole); the brand theme and the
// light/dark choice must still reach every remote's components, including after moving between remotes in one page.
/**
 * Waits until no prerendered page stands in for the route: a prerendered route (/free-analysis) shows its heading
 * before the remote's live page replaces it, and a check made during the swap would read nodes about to go.
 */
async function expectLivePage(page: Page) {
  await expect(page.locator('.remote-mount__prerendered')).toHaveCount(0);
}

test('every remote antd takes the brand theme and the dark mode, also after moving between remotes', async ({
  page,
}) => {
  const antdToken = (name: string) =>
    page
      .locator('main .ant-btn')
      .first()
      .evaluate((button, token) => getComputedStyle(button).getPropertyValue(token).trim(), name);
  const navigateInPage = (path: string) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);

  await page.goto('/free-analysis');
  await expect(page.getByRole('heading', { name: 'Upload Your Photos' })).toBeVisible();
  await expectLivePage(page);
  expect(await antdToken('--ant-color-primary')).toBe('#047857');

  await navigateInPage('/coaching');
  await expect(page.getByRole('heading', { name: '1:1 Personal Coaching' })).toBeVisible();
  expect(await antdToken('--ant-color-primary')).toBe('#047857');
  expect(await antdToken('--ant-color-bg-container')).toBe('#ffffff');

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await expect.poll(() => antdToken('--ant-color-bg-container')).toBe('#141414');
  // antd's dark algorithm derives its own shade of the brand colour; both remotes must show the same one.
  const darkPrimary = await antdToken('--ant-color-primary');
  expect(darkPrimary).not.toBe('');

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Upload Your Photos' })).toBeVisible();
  expect(await antdToken('--ant-color-bg-container')).toBe('#141414');
  expect(await antdToken('--ant-color-primary')).toBe(darkPrimary);
});

test('the API reports readiness of its database and queue on the same port', async ({ request }) => {
  const ready = await request.get('/api/ready');
  expect(ready.status()).toBe(200);
  const body = (await ready.json()) as {
    database: { name: string; ok: boolean };
    queue: { name: string; ok: boolean };
  };
  expect(body.database).toEqual(expect.objectContaining({ name: 'pglite', ok: true }));
  expect(body.queue).toEqual(expect.objectContaining({ name: 'in-process', ok: true }));
  const docs = await request.get('/api/docs');
  expect(docs.status()).toBe(200);
  expect(await docs.text()).toContain('swagger');
});

// Each route the remotes own, checked for accessibility inside the shell; new pages join this list.
const REMOTE_PAGES = [
  { path: '/free-analysis', heading: 'Upload Your Photos' },
  { path: '/weekly-plan', heading: 'No Plan Found' },
  { path: '/checkout', heading: null },
  { path: '/questionnaire-complete', heading: null },
  { path: '/coming-soon', heading: 'Premium Fitness Plans Coming Soon!' },
  { path: '/coaching', heading: null },
  { path: '/coming-soon?type=coaching', heading: '1:1 Personal Training Coming Soon!' },
];

for (const { path, heading } of REMOTE_PAGES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    else await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await expectLivePage(page);
    await expectNoSeriousAxeViolations(page);
  });
}
