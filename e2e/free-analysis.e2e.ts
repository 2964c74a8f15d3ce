import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type FileChooser, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

// The free analysis as a visitor goes through it (spec §2 "/free-analysis", §4, §5, §8), against the real API on
// its embedded defaults: without photos, with a front and a side photo, and a refused file.

// A small CG full-body figure (from @vladmandic/human); used as both photos, since no real side view exists here.
const SAMPLE_PHOTO = join(__dirname, '..', 'models', 'samples', 'samples.jpg');
const RESULTS_URL = /\/analysis\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SKIP_TEXT = 'Prefer not to upload photos? Continue without photos (slightly less precise)';

type Zone = 'Front Photo' | 'Side Photo';

function uniqueEmail(testInfo: TestInfo): string {
  return `free-analysis-${testInfo.project.name}-${Date.now()}@example.com`;
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function expectToast(page: Page, title: string, description: string) {
  await expect(toasts(page).getByText(description)).toBeVisible();
  await expect(toasts(page).getByText(title, { exact: true })).toBeVisible();
}

/** The page never scrolls sideways, down to the 360 px phone. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Opens the zone's dialog and picks files through the 'Choose from Gallery' button's file chooser. */
async function chooseFromGallery(page: Page, zone: Zone, files: Parameters<FileChooser['setFiles']>[0]) {
  await page
    .getByRole('group', { name: zone })
    .getByRole('button', { name: /Photo$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: zone === 'Front Photo' ? 'Add Front Photo' : 'Add Side Photo' });
  await expect(dialog).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose from Gallery' }).click();
  await (await chooser).setFiles(files);
  return dialog;
}

async function expectResultsPage(page: Page) {
  await expect(page).toHaveURL(RESULTS_URL, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
  await expect(page.getByText('Analysis Complete')).toBeVisible();
}

/** The photos uploaded by the server's visitors; "your photos are never stored" means none is left. */
async function storedPhotos(): Promise<string[]> {
  const storageDir = join(process.env.E2E_DATA_DIR!, 'uploads');
  // The server's storage folder itself must be there (it keeps a receipt per used upload address), or this check
  // would be looking in the wrong place.
  expect(await readdir(storageDir)).toContain('upload-receipts');
  return readdir(join(storageDir, 'uploads')).catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? [] : Promise.reject(error),
  );
}

test('without photos: stats with a body-fat estimate, then email, then the results', async ({ page }, testInfo) => {
  await page.goto('/free-analysis');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByText('33%')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Your Photos' })).toBeVisible();
  await expect(page.getByText('Stand straight, arms at sides')).toBeVisible();
  await expect(page.getByText('Turn 90° to the side')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Photo' })).toHaveCount(2);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: SKIP_TEXT }).click();
  const statsHeading = page.getByRole('heading', { name: 'Tell Us About Yourself' });
  await expect(statsHeading).toBeFocused();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByText('67%')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Estimated body fat' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Fitness level' })).toBeVisible();

  // Keyboard only: type to narrow the age list, Enter picks; arrow keys move between radio buttons.
  const age = page.getByRole('combobox', { name: 'Age' });
  await age.focus();
  await page.keyboard.type('34');
  // Enter picks the active option: wait until the narrowed list has made '34' the active one (a busy machine may
  // still be filtering), as a person waits to see it highlighted.
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toHaveText('34');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Age' }) })).toContainText(
    '34',
  );
  // antd draws radio buttons over a hidden input: the visible label is what a pointer clicks.
  await page.getByText('Imperial (ft/in, lb)', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Imperial (ft/in, lb)' })).toBeChecked();
  await expect(
    page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Height' }) }),
  ).toContainText(`5'9"`);
  await page.getByRole('button', { name: /More precise \(optional\)/ }).click();
  await page.getByRole('spinbutton', { name: 'Waist (in)' }).fill('33');
  await expect(page.getByText('Around your navel, standing relaxed, after breathing out.')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Continue to Email' }).click();
  await expect(page.getByRole('heading', { name: 'Get Your Analysis!' })).toBeFocused();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByText('100%')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Get My Analysis' }).click();
  await expectToast(page, 'Invalid Email', 'Please enter a valid email address.');

  const analysisRequest = page.waitForRequest((request) => request.url().endsWith('/api/analysis'));
  await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail(testInfo));
  await page.getByRole('button', { name: 'Get My Analysis' }).click();
  await expect(page.getByRole('heading', { name: 'Analyzing Your Stats' })).toBeVisible();
  // Without photos the analysis can finish before this check: then the note already says it is done.
  await expect(page.getByText(/^(This may take up to 30 seconds\.|Your analysis is ready\. .*)$/)).toBeVisible();
  const sent = (await analysisRequest).postDataJSON() as Record<string, unknown>;
  expect(sent).not.toHaveProperty('frontPhotoURL');
  expect(sent.userStats).toEqual(
    expect.objectContaining({ age: 34, height: `5'9"`, weight: '154 lb', waistCm: 83.8, bfPercent: 20 }),
  );

  await expectResultsPage(page);
});

test('with a front and a side photo: both uploaded, stats, email, then the results', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/free-analysis');

  await chooseFromGallery(page, 'Front Photo', SAMPLE_PHOTO);
  await expectToast(page, 'Photo Uploaded', 'Front photo uploaded successfully!');
  const front = page.getByRole('group', { name: 'Front Photo' });
  await expect(front.getByRole('button', { name: 'Replace Photo' })).toBeVisible();
  await expect(front.getByRole('img', { name: 'Your front photo' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue to Questions' })).toHaveCount(0);

  await chooseFromGallery(page, 'Side Photo', SAMPLE_PHOTO);
  await expectToast(page, 'Photo Uploaded', 'Side photo uploaded successfully!');
  await expect(page.getByText('Both photos uploaded! Ready to continue with your stats.')).toBeVisible();
  // One continue button at a time: inline on a desktop, fixed to the bottom on a phone.
  const continueButton = page.getByRole('button', { name: 'Continue to Questions' });
  await expect(continueButton).toHaveCount(1);
  await expect(continueButton).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);

  await continueButton.click();
  await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Estimated body fat' })).toHaveCount(0);
  // The fixed bar belongs to step 1 only; it must not cover the stats form.
  await expect(page.locator('.free-analysis__fixed-continue')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Continue to Email' }).click();
  await expect(page.getByRole('heading', { name: 'Get Your Analysis!' })).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  // The results page is its own chunk: the visitor goes from the analysing screen straight to the results, never
  // through the shell's generic loading state.
  await page.evaluate(() => {
    const seen = document.createElement('output');
    seen.id = 'e2e-loading-seen';
    seen.hidden = true;
    document.body.append(seen);
    new MutationObserver(() => {
      if (document.querySelector('.remote-mount__loading')) seen.value = 'yes';
    }).observe(document.body, { childList: true, subtree: true });
  });
  const analysisRequest = page.waitForRequest((request) => request.url().endsWith('/api/analysis'));
  await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail(testInfo));
  await page.getByRole('button', { name: 'Get My Analysis' }).click();
  await expect(page.getByRole('heading', { name: 'Analyzing Your Photos' })).toBeVisible();
  const sent = (await analysisRequest).postDataJSON() as Record<string, string>;
  expect(sent.frontPhotoURL).toMatch(/\/api\/photos\/uploads\/[0-9a-f-]{36}$/);
  expect(sent.sidePhotoURL).toMatch(/\/api\/photos\/uploads\/[0-9a-f-]{36}$/);
  expect(sent.sidePhotoURL).not.toBe(sent.frontPhotoURL);

  await expectResultsPage(page);
  expect(await page.locator('#e2e-loading-seen').evaluate((seen: HTMLOutputElement) => seen.value)).toBe('');
  expect(await storedPhotos()).toEqual([]);

  // The journey goes on from the results: the estimation panel says what the photos could and could not show,
  // and the AI expert answers an example prompt.
  await page.getByRole('button', { name: /How we estimated this/ }).click();
  const panel = page.locator('.results-estimation-panel');
  await expect(panel.getByText('Notes', { exact: true })).toBeVisible();
  await expect(panel).toContainText(/photo/i);
  const chat = page.getByRole('region', { name: 'Ask AI Expert' });
  await chat.getByRole('button', { name: 'How can I get visible abs?' }).click();
  await expect(chat.locator('.results-chat__message--assistant')).toContainText('body fat', { timeout: 30_000 });
});

test('a gallery file that is not an image is refused with a toast and the dialog stays open', async ({ page }) => {
  await page.goto('/free-analysis');

  const dialog = await chooseFromGallery(page, 'Front Photo', {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });

  await expectToast(page, 'Invalid File', 'Please select an image file.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Take Photo' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('group', { name: 'Front Photo' }).getByRole('button', { name: 'Add Photo' }),
  ).toBeFocused();
});
