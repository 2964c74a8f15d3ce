import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

// What the browser tests share about a visitor: analyses made through the API in the visitor's own browser context
// (results answer only to the browser that made them), and the emails the server wrote to its outbox.

export interface CreatedAnalysis {
  userId: string;
  analysisId: string;
  email: string;
}

/** Creates a user and an analysis as the browser context owning `request` (pass `page.request`). */
export async function createAnalysis(request: APIRequestContext): Promise<CreatedAnalysis> {
  const email = `results-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const user = await request.post('/api/users', { data: { email } });
  expect(user.ok()).toBe(true);
  const { id: userId } = (await user.json()) as { id: string };
  const analysis = await request.post('/api/analysis', {
    data: {
      userId,
      userStats: {
        age: 30,
        gender: 'male',
        height: '180',
        weight: '82',
        goal: 'build_muscle',
        activityLevel: 'moderately_active',
        waistCm: 86,
      },
    },
  });
  expect(analysis.status()).toBe(201);
  const { id: analysisId } = (await analysis.json()) as { id: string };
  return { userId, analysisId, email };
}

/** The server's email outbox (the embedded email adapter), under the run's data folder set in playwright.config.ts. */
export function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir === undefined) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return join(dataDir, 'data', 'outbox');
}

/** The body as a mail program shows it: soft line breaks joined, =XX escapes decoded (RFC 2045 §6.7). */
function decodeQuotedPrintable(message: string): string {
  return message
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for an email to `to` and returns its first link to our site, as the visitor would click it. */
export async function emailedLinkTo(to: string): Promise<URL> {
  let link: URL | undefined;
  await expect
    .poll(async () => {
      const names = await readdir(outboxDir()).catch(() => [] as string[]);
      for (const name of names.filter((file) => file.endsWith('.eml'))) {
        const message = decodeQuotedPrintable(await readFile(join(outboxDir(), name), 'utf8'));
        if (!message.includes(`To: ${to}`)) continue;
        const found = /https?:\/\/\S+\?access=[A-Za-z0-9_-]+/.exec(message);
        if (found) link = new URL(found[0]);
      }
      return link?.href;
    })
    .toBeDefined();
  return link!;
}
