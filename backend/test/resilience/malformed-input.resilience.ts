import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap/create-app';
import { AnalyticsService } from '../../src/modules/analytics/analytics.service';
import { uniqueEmail, validUserStats } from '../support/factories';
import { testConfig } from '../support/test-config';
import { newVisitor } from '../support/visitor';

// Malformed input across every operation of the live OpenAPI document: wrong types, missing and extra fields, huge
// and deep bodies, wrong content types, path-parameter junk and Unicode oddities. No answer may be a 500, and the
// refusals must change nothing: every table has the same row count before and after.

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  method: Method;
  route: string;
  hasBody: boolean;
}

interface SentRequest {
  method: Method;
  url: string;
  contentType: string;
  body: string | undefined;
}

const MIN_REQUESTS = 2_000;

const PATH_JUNK = [
  'not-a-uuid',
  '00000000-0000-4000-8000-000000000000',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%92%A9',
  '%ED%A0%80',
  'a'.repeat(5_000),
  "1'%20OR%20'1'='1",
  '-1',
  'pi_%27%3B',
  'null',
  'undefined',
  '0',
  '6EC0BD7F-11C0-43DA-975E-2A8AD9EBAE0B',
  '%7B6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b%7D',
];

const VALUE_JUNK: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  -1e308,
  3.14159,
  '',
  ' ',
  'x'.repeat(100_000),
  '\u202e\u200b\ufeff',
  '😀'.repeat(1000),
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  [],
  [1, 2, 3],
  {},
  { nested: { deeper: [null] } },
  '2026-13-45T99:99:99Z',
  'NaN',
  '-0',
  '1e999',
  Number.MAX_SAFE_INTEGER + 2,
  '00000000-0000-4000-8000-000000000000',
  'not-a-uuid',
  'a@b',
  '@',
  'ＡＢＣ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  '\u0007\u001b[31m',
  '%00%0d%0a',
  '\r\nSet-Cookie: x=1',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  Array.from({ length: 1000 }, (_unused, index) => index),
  [{ a: 1 }, { b: [2] }],
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
  'e'.repeat(254) + '@example.com',
  'pi_' + 'A'.repeat(200),
  '\ud83d\ude00'.repeat(5),
];

const RAW_BODIES: Array<{ contentType: string; body: string }> = [
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json', body: '{' },
  { contentType: 'application/json', body: 'null' },
  { contentType: 'application/json', body: '[]' },
  { contentType: 'application/json', body: '"a string"' },
  { contentType: 'application/json', body: '12345' },
  { contentType: 'application/json', body: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
  { contentType: 'application/json', body: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}' },
  { contentType: 'application/json', body: '{"a":"\\ud800"}' },
  { contentType: 'application/json', body: '{"a":"\\u0000"}' },
  { contentType: 'application/json', body: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}` },
  { contentType: 'text/plain', body: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', body: 'email=a%40b.c&userId=1' },
  { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--' },
  { contentType: 'application/xml', body: '<a><b/></a>' },
  { contentType: 'application/json; charset=utf-16', body: '{"a":1}' },
  { contentType: 'application/json', body: '{"a":1,"a":2}' },
  { contentType: 'application/json', body: '\ufeff{"a":1}' },
  { contentType: 'application/json', body: '{"a":1} trailing' },
  { contentType: 'application/octet-stream', body: '\u0000\u0001\u0002' },
  { contentType: '', body: '{"a":1}' },
];

function operationsOf(document: OpenAPIObject): Operation[] {
  const operations: Operation[] = [];
  for (const [route, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (operation === undefined) continue;
      operations.push({ method, route, hasBody: operation.requestBody !== undefined });
    }
  }
  return operations;
}

/** A valid-looking body for each operation, to mutate one field at a time. */
function baseBody(route: string, ids: { userId: string; analysisId: string }): Record<string, unknown> {
  const byRoute: Record<string, Record<string, unknown>> = {
    '/api/users': { email: uniqueEmail('fuzz'), username: 'Fuzz' },
    '/api/analysis': { userId: ids.userId, userStats: validUserStats() },
    '/api/ask-expert': { question: 'How do I get abs?', analysisId: ids.analysisId },
    '/api/generate-weekly-plan': { type: 'workout', analysisId: ids.analysisId, answers: {} },
    '/api/access-links': { email: uniqueEmail('fuzz') },
    '/api/access-links/redeem': { token: 'A'.repeat(43) },
    '/api/create-payment-intent': { amount: 2000, analysisId: ids.analysisId },
    '/api/create-ai-plan-payment-intent': { amount: 500, userId: ids.userId },
    '/api/payment/success': { paymentIntentId: 'pi_0123456789', userId: ids.userId },
  };
  return byRoute[route] ?? { anything: 'value' };
}

function generate(operations: Operation[], ids: { userId: string; analysisId: string }): SentRequest[] {
  const requests: SentRequest[] = [];
  const json = (value: unknown) => JSON.stringify(value);
  for (const { method, route, hasBody } of operations) {
    const params = route.match(/\{[^}]+\}/g) ?? [];
    const urls = params.length === 0 ? [route] : PATH_JUNK.map((junk) => route.replace(/\{[^}]+\}/g, junk));
    for (const url of urls) requests.push({ method, url, contentType: 'application/json', body: hasBody ? json(baseBody(route, ids)) : undefined });
    const url = route.replace(/\{[^}]+\}/g, ids.analysisId);
    // Every method on every path (the wrong ones included).
    for (const other of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      requests.push({ method: other, url, contentType: 'application/json', body: '{}' });
    }
    for (const raw of RAW_BODIES) requests.push({ method, url, ...raw });
    if (!hasBody) continue;
    const base = baseBody(route, ids);
    for (const field of Object.keys(base)) {
      const { [field]: _missing, ...without } = base;
      requests.push({ method, url, contentType: 'application/json', body: json(without) });
      for (const junk of VALUE_JUNK) requests.push({ method, url, contentType: 'application/json', body: json({ ...base, [field]: junk }) });
    }
    for (const junk of VALUE_JUNK) {
      requests.push({ method, url, contentType: 'application/json', body: json({ ...base, unexpectedField: junk }) });
    }
    // Nested objects get the same treatment one level down (userStats, answers).
    for (const [field, value] of Object.entries(base)) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
      for (const inner of Object.keys(value)) {
        for (const junk of VALUE_JUNK) {
          requests.push({ method, url, contentType: 'application/json', body: json({ ...base, [field]: { ...value, [inner]: junk } }) });
        }
      }
    }
  }
  return requests;
}

describe('malformed input across the live OpenAPI document (resilience)', () => {
  let app: NestExpressApplication;
  let openApiDocument: OpenAPIObject;
  let db: DataSource;

  beforeAll(async () => {
    ({ app, openApiDocument } = await createApp(testConfig({ useRedisIfAvailable: false })));
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  async function rowCounts(): Promise<Record<string, number>> {
    // Analytics events are written in batches, shortly after the request: count them once they are in.
    await app.get(AnalyticsService).whenIdle();
    const tables: Array<{ table_name: string }> = await db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name: table } of tables) {
      const [row]: Array<{ count: string }> = await db.query(`SELECT count(*) FROM "${table}"`);
      counts[table] = Number(row.count);
    }
    return counts;
  }

  it(`answers at least ${MIN_REQUESTS} malformed requests without a 500, and changes no table`, async () => {
    // A real person and analysis, so ids in the requests can point at existing rows.
    const owner = newVisitor(app);
    const userId = ((await owner.post('/api/users').send({ email: uniqueEmail() }).expect(201)).body as { id: string }).id;
    const analysisId = ((await owner.post('/api/analysis').send({ userId, userStats: validUserStats() }).expect(201)).body as { id: string }).id;

    const requests = generate(operationsOf(openApiDocument), { userId, analysisId });
    expect(requests.length).toBeGreaterThanOrEqual(MIN_REQUESTS);
    // Valid-looking bodies for creating endpoints would add rows; they are sent by an anonymous caller whose ids point
    // at someone else's data, so every one of them must be refused.
    const before = await rowCounts();
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const server = app.getHttpServer();
    for (const sent of requests) {
      let call = request(server)[sent.method](sent.url).set('content-type', sent.contentType);
      if (sent.body !== undefined) call = call.send(sent.body);
      const response = await call;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) failures.push(`${sent.method.toUpperCase()} ${sent.url.slice(0, 80)} ${sent.body?.slice(0, 120)} -> ${response.status}`);
    }
    const after = await rowCounts();
    process.stdout.write(
      `\nmalformed input: ${requests.length} requests over ${operationsOf(openApiDocument).length} operations; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}\n`,
    );
    expect(failures).toEqual([]);
    // Creating a user from an email is the one write any caller may make, and it makes that caller a claimant of the
    // person; no other table may change, and no user is left that no visitor may reach.
    const { users: _usersBefore, visitor_users: _grantsBefore, ...restBefore } = before;
    const { users: _usersAfter, visitor_users: _grantsAfter, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    const unreachable: unknown[] = await db.query(
      `SELECT u.id FROM users u WHERE NOT EXISTS (SELECT 1 FROM visitor_users g WHERE g."userId" = u.id)`,
    );
    expect(unreachable).toEqual([]);
  }, 600_000);
});
