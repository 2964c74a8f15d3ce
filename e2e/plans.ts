import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { QUESTIONNAIRE_TEXTS, TEST_CARD_FORM_TEXTS, TEST_CARDS } from '@fitness/contracts';
import { adminHeaders } from './admin';
import { expectNoSeriousAxeViolations } from './axe';
import { outboxDir } from './visitor';

// What the paid-plan suites share: the questionnaire answered as a person would, the test card, the emails in the
// server's outbox, and the expert-plan orders as operations see them.

export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function choose(page: Page, question: string, answer: string): Promise<void> {
  await page.getByRole('group', { name: question }).getByLabel(answer, { exact: true }).check();
}

const nextStep = (page: Page) => page.getByRole('button', { name: QUESTIONNAIRE_TEXTS.next });

/** The answers every test gives, so an order's saved answers can be recognised. */
export const ANSWERS = { name: 'Robin Vale', previousInjuries: 'Sore left shoulder from swimming' } as const;

/**
 * Answers steps 1-5 as a person would, checking the step gates on the way; ends on step 6. `totalSteps` is 7 with the
 * payment, 6 for the intake of a plan already paid.
 */
export async function answerQuestionnaire(page: Page, email: string, totalSteps: 6 | 7 = 7): Promise<void> {
  await expect(page.getByText(`Step 1 of ${totalSteps}`)).toBeVisible();
  await expect(nextStep(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: QUESTIONNAIRE_TEXTS.previous })).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full Name').fill(ANSWERS.name);
  await choose(page, 'Age Range', '25-34');
  await choose(page, 'Gender', 'Male');
  await expectNoSeriousAxeViolations(page);
  await nextStep(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Fitness & Goals' })).toBeVisible();
  await choose(page, 'Fitness Level', 'Intermediate (2-3 times per week)');
  await choose(page, 'How often do you work out now?', '3-4 times per week');
  await choose(page, 'Primary Goal', 'Build muscle');
  await page.getByLabel(/Previous injuries/).fill(ANSWERS.previousInjuries);
  await nextStep(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Equipment & Time' })).toBeVisible();
  await choose(page, 'Equipment Access', 'Full gym');
  await choose(page, 'Time per workout', '45-60 minutes');
  await nextStep(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Nutrition Preferences' })).toBeVisible();
  await choose(page, 'How often do you cook?', 'A few times a week');
  await choose(page, 'Time for meal prep', '30 minutes');
  await page.getByRole('group', { name: 'Dietary restrictions' }).getByLabel('Vegetarian').check();
  await nextStep(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Lifestyle & Schedule' })).toBeVisible();
  await expect(nextStep(page)).toBeDisabled();
  await choose(page, 'Work schedule', '9-5 weekdays');
  await choose(page, 'Sleep per night', '7-8 hours');
  await nextStep(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Ready for Your Plan!' })).toBeVisible();
  await expect(page.getByText(`Step 6 of ${totalSteps}`)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Vegetarian')).toBeVisible();
}

/** Fills the built-in provider's card form with a card (4242 by default) and presses its button. */
export async function payWithTestCard(page: Page, button: string, cardNumber: string = TEST_CARDS.succeeds): Promise<void> {
  await page.getByLabel(TEST_CARD_FORM_TEXTS.cardNumber).fill(cardNumber);
  await page.getByLabel(TEST_CARD_FORM_TEXTS.expiry).fill('12 / 34');
  await page.getByLabel(TEST_CARD_FORM_TEXTS.cvc).fill('123');
  await page.getByRole('button', { name: button }).click();
}

/**
 * Lets the test provider confirm the card on the server, then closes the tab before the page hears the answer: the
 * server alone must make the order. Call before pressing the pay button; `closed` settles once the tab is closed.
 */
export async function closeTabOnceCardConfirmed(page: Page): Promise<{ closed: Promise<void> }> {
  let confirmed!: () => void;
  const closed = new Promise<void>((resolve) => (confirmed = resolve));
  await page.route('**/api/test-payments/*/confirm', async (route) => {
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    await page.close();
    confirmed();
  });
  return { closed };
}

/** Every API request the page makes, in order ("METHOD /path"), with its JSON body. */
export function recordApiRequests(page: Page): Array<{ key: string; body: unknown }> {
  const requests: Array<{ key: string; body: unknown }> = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    let body: unknown;
    try {
      body = request.postDataJSON() as unknown;
    } catch {
      body = undefined;
    }
    requests.push({ key: `${request.method()} ${url.pathname}`, body });
  });
  return requests;
}

/** The body as a mail program shows it: soft line breaks joined, =XX escapes decoded (RFC 2045 §6.7). */
function decodeQuotedPrintable(message: string): string {
  return message
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the email to `to` with this subject in the outbox, and returns it decoded. */
export async function emailTo(to: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outboxDir()).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
        for (const name of names) {
          const message = decodeQuotedPrintable(await readFile(join(outboxDir(), name), 'utf8'));
          if (message.includes(`To: ${to}`) && message.includes(`Subject: ${subject}`)) found = message;
        }
        return found !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link to this site's `path` in an email, as the visitor would click it (path and query). */
export function linkIn(message: string, path: string): string {
  const link = new RegExp(`https?://[^\\s/]+(${path.replace(/[.?]/g, '\\$&')}\\?[^\\s]+)`).exec(message);
  expect(link, `a link to ${path} in the email`).not.toBeNull();
  return link![1]!;
}

export interface ExpertOrder {
  orderId: string;
  status: 'awaiting_intake' | 'open' | 'delivered';
  email: string;
  paymentIntentId: string;
  questionnaireId: string | null;
  answers: Record<string, unknown> | null;
  analysis: { id: string } | null;
}

/** The expert-plan order `which` picks, as operations list it under `status`, once it is there. */
export async function expertOrder(
  request: APIRequestContext,
  status: ExpertOrder['status'],
  which: (order: ExpertOrder) => boolean,
): Promise<ExpertOrder> {
  let order: ExpertOrder | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/admin/expert-plan-orders?status=${status}&limit=200`, { headers: adminHeaders });
      expect(response.status()).toBe(200);
      const { orders } = (await response.json()) as { orders: ExpertOrder[] };
      order = orders.find(which);
      return order?.status;
    })
    .toBe(status);
  return order!;
}
