import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { Response } from 'supertest';
import { createApp } from '../../src/bootstrap/create-app';
import { uniqueEmail, validUserStats } from '../support/factories';
import { testConfig } from '../support/test-config';
import { asVisitor } from '../support/visitor';
import { componentResolver, type ContractOperation, contractOperations, SchemaValidator } from './openapi-contract';

// The contract suite: every operation of the live document, now and as new ones land, gets requests that
// json-schema-faker draws from its documented schemas. Such a request must be accepted, unless the answer is a
// documented business refusal; every answer must carry a documented status and match its documented schema.

const SAMPLES_PER_OPERATION = 12;
/** json-schema-faker does not honour every keyword (not, nested anyOf): draws that break the schema are redrawn. */
const MAX_DRAWS = 50;
const MIN_ACCEPTED_RATIO = 0.9;
const ADMIN_TOKEN = 'contract-admin-token-0123456789abcdef0123456789';

/**
 * Answers that refuse a well-formed request for a reason of the business, not of form: payment missing (402),
 * nothing of that id for this visitor (404), a state conflict (409), a link used or expired (410), or a documented
 * 400 whose code names a rule the schema cannot state (an upload that never happened, a slot in the past). A
 * VALIDATION_FAILED is never one: a schema-valid request the validator refuses means the document is missing a rule.
 */
function isBusinessRefusal(response: Response): boolean {
  if ([402, 404, 409, 410].includes(response.status)) return true;
  const code = (response.body as { code?: unknown } | undefined)?.code;
  return response.status === 400 && typeof code === 'string' && !FORM_ERROR_CODES.has(code);
}

const FORM_ERROR_CODES = new Set(['VALIDATION_FAILED', 'MALFORMED_JSON', 'JSON_TOO_DEEP', 'INVALID_UNICODE']);

interface Fixtures {
  [name: string]: string;
}

interface Tally {
  sent: number;
  accepted: number;
  business: number;
  statuses: Record<string, number>;
}

describe('API contract (requests drawn from the live OpenAPI document)', () => {
  let app: NestExpressApplication;
  let document: OpenAPIObject;
  let fixtures: Fixtures;

  beforeAll(async () => {
    ({ app, openApiDocument: document } = await createApp(
      testConfig({ useRedisIfAvailable: false, env: { ADMIN_TOKEN } }),
    ));
    fixtures = await createFixtures(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it('accepts schema-valid requests on every operation and answers only documented statuses and shapes', async () => {
    const { createGenerator } = await import('json-schema-faker');
    const generator = createGenerator({
      seed: 20261125,
      refResolver: componentResolver(document),
      optionalsProbability: 0.5,
      maxDefaultItems: 3,
    });
    const validator = new SchemaValidator(document);
    const drawValid = async (schema: Record<string, unknown>): Promise<unknown> => {
      for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
        const value = await generator.generate(schema);
        if (validator.conforms(schema, value)) return value;
      }
      throw new Error(`json-schema-faker drew no valid value in ${MAX_DRAWS} tries for ${JSON.stringify(schema)}`);
    };
    const operations = contractOperations(document).sort(deletionsLast);
    expect(operations.length).toBeGreaterThanOrEqual(25);

    const tallies = new Map<string, Tally>();
    const undocumented: string[] = [];
    const violations: string[] = [];
    const refused: string[] = [];
    // 500 is documented on every operation (the error body), so it is caught here rather than as undocumented.
    const serverErrors: string[] = [];

    for (const operation of operations) {
      const tally: Tally = { sent: 0, accepted: 0, business: 0, statuses: {} };
      tallies.set(`${operation.method.toUpperCase()} ${operation.template}`, tally);
      for (let sample = 0; sample < SAMPLES_PER_OPERATION; sample += 1) {
        // Half the samples name the visitor's own records, so the happy paths run too, not only "not found".
        const own = sample % 2 === 0 ? fixtures : {};
        const url = await buildUrl(operation, own, sample, (schema) => drawValid(schema));
        const body =
          operation.bodySchema === undefined ? undefined : withOwn(await drawValid(operation.bodySchema), own);
        const response = await send(app, operation, url, body);
        const label = `${operation.method.toUpperCase()} ${url} → ${response.status}`;
        if (response.status >= 500) serverErrors.push(`${label} ${JSON.stringify(body)?.slice(0, 300)}`);
        tally.sent += 1;
        tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;

        const documented = operation.responses[String(response.status)] ?? operation.responses.default;
        if (documented === undefined) {
          undocumented.push(`${label} ${JSON.stringify(response.body).slice(0, 200)}`);
          continue;
        }
        const schema = documented.content?.['application/json']?.schema;
        if (schema !== undefined) {
          for (const violation of validator.violations(schema, response.body))
            violations.push(`${label}: ${violation}`);
        }
        if (response.status < 300) tally.accepted += 1;
        else if (isBusinessRefusal(response)) tally.business += 1;
        else refused.push(`${label} ${JSON.stringify({ sent: body, got: response.body }).slice(0, 400)}`);
      }
    }

    const all = [...tallies.values()];
    const sent = all.reduce((sum, tally) => sum + tally.sent, 0);
    const succeeded = all.reduce((sum, tally) => sum + tally.accepted, 0);
    const accepted = all.reduce((sum, tally) => sum + tally.accepted + tally.business, 0);
    console.log(
      [
        `contract: ${operations.length} operations, ${sent} requests, ${accepted} accepted ` +
          `(${((accepted / sent) * 100).toFixed(1)}%: ${succeeded} succeeded, ${accepted - succeeded} documented ` +
          `business refusals), ${undocumented.length} undocumented statuses, ` +
          `${violations.length} schema violations`,
        ...[...tallies].map(
          ([name, tally]) =>
            `  ${name}: ${tally.accepted} ok, ${tally.business} business, statuses ${JSON.stringify(tally.statuses)}`,
        ),
        ...refused.slice(0, 40).map((line) => `  refused: ${line}`),
      ].join('\n'),
    );
    expect(serverErrors).toEqual([]);
    expect(undocumented).toEqual([]);
    expect(violations).toEqual([]);
    expect(accepted / sent).toBeGreaterThanOrEqual(MIN_ACCEPTED_RATIO);
  });
});

/** A user, an analysis of theirs, a questionnaire and a payment intent, all of this test's visitor. */
async function createFixtures(app: NestExpressApplication): Promise<Fixtures> {
  const visitor = asVisitor(app);
  const email = uniqueEmail('contract');
  const user = await visitor.post('/api/users').send({ email }).expect(201);
  const userId = (user.body as { id: string }).id;
  const analysis = await visitor.post('/api/analysis').send({ userId, userStats: validUserStats() }).expect(201);
  const analysisId = (analysis.body as { id: string }).id;
  const trainers = await visitor.get('/api/trainers').expect(200);
  const trainerId = (trainers.body as Array<{ id: string }>)[0]!.id;
  return { userId, analysisId, trainerId, id: trainerId };
}

async function buildUrl(
  operation: ContractOperation,
  own: Fixtures,
  sample: number,
  draw: (schema: Record<string, unknown>) => Promise<unknown>,
): Promise<string> {
  let url = operation.template;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = own[parameter.name] ?? (await draw(parameter.schema ?? { type: 'string' }));
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query' && (parameter.required === true || sample % 3 !== 0)) {
      query.set(parameter.name, String(value));
    }
  }
  const search = query.toString();
  return search === '' ? url : `${url}?${search}`;
}

/** The drawn body with the visitor's own ids in place of drawn ones, where the body has such a field. */
function withOwn(body: unknown, own: Fixtures): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const replaced: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of ['userId', 'analysisId', 'trainerId']) {
    if (key in replaced && own[key] !== undefined) replaced[key] = own[key];
  }
  return replaced;
}

async function send(
  app: NestExpressApplication,
  operation: ContractOperation,
  url: string,
  body: unknown,
): Promise<Response> {
  let call = asVisitor(app)[operation.method](url);
  if (operation.securitySchemes.includes('admin')) call = call.set('Authorization', `Bearer ${ADMIN_TOKEN}`);
  return body === undefined ? call : call.set('content-type', 'application/json').send(JSON.stringify(body));
}

function deletionsLast(a: ContractOperation, b: ContractOperation): number {
  return Number(a.method === 'delete') - Number(b.method === 'delete');
}
