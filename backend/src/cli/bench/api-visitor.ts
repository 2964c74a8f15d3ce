// What a benchmark sends the API as a visitor would: the stats it analyses, a seeded visitor and JSON posts.
import { SAMPLE_USER_STATS } from '@fitness/contracts';

/** A visitor with a person and one stats-only analysis: its cookie, ids and the analysis the API stored. */
export async function seedVisitor(
  apiUrl: string,
): Promise<{ cookie: string; visitorId: string; userId: string; analysis: unknown }> {
  const user = await fetch(`${apiUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench.${Date.now()}@example.test` }),
  });
  const cookie = (user.headers.get('set-cookie') ?? '').split(';')[0];
  const userId = ((await user.json()) as { id: string }).id;
  const analysis = await postJson(`${apiUrl}/api/analysis`, { userId, userStats: SAMPLE_USER_STATS }, cookie);
  const visitorId = decodeURIComponent(cookie.split('=')[1]).replace(/^s:/, '').split('.')[0];
  return { cookie, visitorId, userId, analysis };
}

export async function postJson(url: string, body: unknown, cookie: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}
