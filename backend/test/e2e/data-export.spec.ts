import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { analysesCsvFileName, personDataFileName } from '@fitness/contracts';
import { createApp } from '../../src/bootstrap/create-app';
import type { AppConfig } from '../../src/config/app-config';
import { InProcessQueueAdapter } from '../../src/infra/queue/in-process-queue.adapter';
import { AnalyticsService } from '../../src/modules/analytics/analytics.service';
import { comparable, expectErrorBody } from '../support/api-assertions';
import { uniqueEmail, validUserStats } from '../support/factories';
import { completeAnswers } from '../support/questionnaire-answers';
import { testConfig } from '../support/test-config';
import { newVisitor, type VisitorAgent } from '../support/visitor';

// "Download my data" (GDPR art. 20): the same split as "Delete my data". A browser that proved the email gets all of
// the person, one that only typed it gets what it made, anyone else the 404 of an unknown id; never a secret.

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const NEXT_YEAR = (new Date().getUTCFullYear() + 1) % 100;
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: NEXT_YEAR, cvc: '123' };
const CSV_HEADER = [
  'Date (UTC)',
  'Body fat %',
  'Body fat 90% range low',
  'Body fat 90% range high',
  'Weight (kg)',
  'Height (cm)',
  'Fitness score',
  'Fitness age',
  'Percentile rank',
  'Body fat method',
].join(',');

interface ExportBody {
  scope: string;
  person: Record<string, unknown>;
  analyses: Array<{
    id: string;
    createdAt: string;
    userStats: { age: number };
    analysisResults: { bodyFatPercentage: number };
  }>;
  questionnaires: Array<{ id: string; responses: Record<string, unknown> }>;
  payments: Array<Record<string, unknown>>;
  orders: Array<Record<string, unknown>>;
  interestRegistrations: Array<{ email: string; planType: string }>;
  analyticsEvents: Array<{ actionType: string }>;
}


function csvLines(response: request.Response): string[] {
  return response.text.split('\r\n').filter((line) => line !== '');
}

describe('download my data (API)', () => {
  let app: NestExpressApplication;
  let config: AppConfig;
  let db: DataSource;

  beforeAll(async () => {
    config = testConfig({ useRedisIfAvailable: false });
    ({ app } = await createApp(config));
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  const exportOf = (visitor: VisitorAgent, userId: string) => visitor.get(`/api/users/${userId}/export`);
  const csvOf = (visitor: VisitorAgent, userId: string) => visitor.get(`/api/users/${userId}/export/analyses.csv`);

  async function analysisBy(visitor: VisitorAgent, userId: string, age: number): Promise<string> {
    const response = await visitor
      .post('/api/analysis')
      .send({ userId, userStats: validUserStats({ age }) })
      .expect(201);
    return (response.body as { id: string }).id;
  }

  /** Asks for a link as `visitor`, opens it in the same browser: the visitor becomes an owner of the person. */
  async function proveEmail(visitor: VisitorAgent, email: string): Promise<void> {
    await visitor.post('/api/access-links').send({ email }).expect(202);
    await app.get(InProcessQueueAdapter).whenIdle();
    const names = (await readdir(config.emailOutboxDir)).filter((name) => name.endsWith('.eml')).sort();
    const messages = await Promise.all(names.map((name) => readFile(path.join(config.emailOutboxDir, name), 'utf8')));
    const mine = messages.filter((message) => message.includes(`To: ${email}`)).at(-1) ?? '';
    const token = /\?access=([A-Za-z0-9_-]{43})/.exec(mine.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];
    expect(token).toBeDefined();
    await visitor.post('/api/access-links/redeem').send({ token }).expect(200);
  }

  /**
   * One person, two browsers: the first typed the email, made an analysis and bought an expert plan without its
   * answers (an order awaiting its intake, with an emailed intake link); the second typed the same email, made an
   * analysis and filled in a questionnaire. Then the first opens an emailed link: it is now an owner.
   */
  async function personOfTwoBrowsers() {
    const email = uniqueEmail('export');
    const owner = newVisitor(app);
    const userId = ((await owner.post('/api/users').send({ email }).expect(201)).body as { id: string }).id;
    const ownersAnalysis = await analysisBy(owner, userId, 41);
    const paid = (
      await owner.post('/api/create-payment-intent').send({ amount: 2000, analysisId: ownersAnalysis }).expect(201)
    ).body as { paymentIntentId: string; clientSecret: string };
    await owner
      .post(`/api/test-payments/${paid.paymentIntentId}/confirm`)
      .send({ clientSecret: paid.clientSecret, ...GOOD_CARD })
      .expect(200);
    await owner.post('/api/interest').send({ email: email.toUpperCase(), planType: 'daily_tracking' }).expect(200);

    const claimant = newVisitor(app);
    await claimant.post('/api/users').send({ email }).expect(201);
    const claimantsAnalysis = await analysisBy(claimant, userId, 62);
    const questionnaire = await claimant
      .post('/api/questionnaire')
      .send(completeAnswers({ analysisId: claimantsAnalysis, email, motivation: 'Climb Kilimanjaro' }))
      .expect(201);

    await proveEmail(owner, email);
    await app.get(InProcessQueueAdapter).whenIdle();
    await app.get(AnalyticsService).whenIdle();
    return {
      email,
      userId,
      owner,
      claimant,
      ownersAnalysis,
      claimantsAnalysis,
      questionnaireId: (questionnaire.body as { questionnaireId: string }).questionnaireId,
      clientSecret: paid.clientSecret,
    };
  }

  it("gives a browser that proved the email all of the person's analyses and records, as a JSON download", async () => {
    const person = await personOfTwoBrowsers();
    const response = await exportOf(person.owner, person.userId).expect(200);

    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${personDataFileName(new Date())}"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body as ExportBody;
    expect(body.scope).toBe('person');
    expect(body.person).toEqual({
      id: person.userId,
      email: person.email,
      username: 'Alex Morgan',
      createdAt: expect.any(String),
    });
    expect(body.analyses.map((analysis) => [analysis.id, analysis.userStats.age])).toEqual([
      [person.ownersAnalysis, 41],
      [person.claimantsAnalysis, 62],
    ]);
    expect(body.questionnaires.map((questionnaire) => questionnaire.id)).toEqual([person.questionnaireId]);
    expect(body.questionnaires[0].responses).toMatchObject({ motivation: 'Climb Kilimanjaro' });
    expect(body.payments).toEqual([
      expect.objectContaining({
        amount: '20.00',
        currency: 'usd',
        status: 'succeeded',
        planType: 'expert',
        analysisId: person.ownersAnalysis,
      }),
    ]);
    expect(body.orders).toEqual([
      expect.objectContaining({
        planType: 'expert',
        analysisId: person.ownersAnalysis,
        questionnaireId: null,
        intakeAt: null,
      }),
    ]);
    expect(body.interestRegistrations).toEqual([
      expect.objectContaining({ email: person.email.toUpperCase(), planType: 'daily_tracking' }),
    ]);
    expect(body.analyticsEvents.map((event) => event.actionType)).toEqual(
      expect.arrayContaining(['analysis_completed']),
    );
  });

  it('never puts a secret, a card or a session id in the download', async () => {
    const person = await personOfTwoBrowsers();
    const text = (await exportOf(person.owner, person.userId).expect(200)).text;

    const [order] = (await db.query(`SELECT "intakeTokenHash" FROM orders WHERE "userId" = $1`, [
      person.userId,
    ])) as Array<{
      intakeTokenHash: string | null;
    }>;
    expect(order.intakeTokenHash).not.toBeNull(); // the order awaits its answers: there is a hash to leak
    const sessions = (await db.query(`SELECT "visitorId" FROM visitor_users WHERE "userId" = $1`, [
      person.userId,
    ])) as Array<{
      visitorId: string;
    }>;
    expect(sessions).toHaveLength(2);
    const [intent] = (await db.query(
      `SELECT "idempotencyKey", "cardLast4" FROM embedded_payment_intents WHERE "userId" = $1`,
      [person.userId],
    )) as Array<{ idempotencyKey: string; cardLast4: string }>;
    expect(intent.cardLast4).toBe('4242');

    const secrets = [
      person.clientSecret,
      order.intakeTokenHash!,
      intent.idempotencyKey,
      ...sessions.map((row) => row.visitorId),
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
    for (const field of [
      'clientSecret',
      'intakeTokenHash',
      'tokenHash',
      'cardLast4',
      'idempotencyKey',
      'stripePaymentIntentId',
      'visitorId',
      '4242 4242',
    ]) {
      expect(text).not.toContain(field);
    }
  });

  it('gives the same analyses as CSV: a header row, then one row per analysis, oldest first', async () => {
    const person = await personOfTwoBrowsers();
    const response = await csvOf(person.owner, person.userId).expect(200);

    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${analysesCsvFileName(new Date())}"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = csvLines(response);
    expect(header).toBe(CSV_HEADER);
    expect(rows).toHaveLength(2);
    const exported = (await exportOf(person.owner, person.userId).expect(200)).body as ExportBody;
    for (const [index, row] of rows.entries()) {
      const cells = row.split(',');
      const analysis = exported.analyses[index];
      expect(cells[0]).toBe(analysis.createdAt);
      expect(Number(cells[1])).toBe(analysis.analysisResults.bodyFatPercentage);
      expect(cells.slice(4, 6).map(Number)).toEqual([64, 168]); // validUserStats: 64 kg, 168 cm
    }
  });

  it('gives a browser that only typed the email what it made itself, and nothing else of the person', async () => {
    const person = await personOfTwoBrowsers();
    const body = (await exportOf(person.claimant, person.userId).expect(200)).body as ExportBody;

    expect(body.scope).toBe('this-browser');
    expect(body.person).toEqual({ id: person.userId });
    expect(body.analyses.map((analysis) => analysis.id)).toEqual([person.claimantsAnalysis]);
    expect(body.questionnaires.map((questionnaire) => questionnaire.id)).toEqual([person.questionnaireId]);
    expect(body.payments).toEqual([]);
    expect(body.orders).toEqual([]);
    expect(body.interestRegistrations).toEqual([]);
    expect(body.analyticsEvents).toEqual([]);

    const [header, ...rows] = csvLines(await csvOf(person.claimant, person.userId).expect(200));
    expect(header).toBe(CSV_HEADER);
    expect(rows).toHaveLength(1);
    expect(rows[0].startsWith(`${body.analyses[0].createdAt},`)).toBe(true);
  });

  it('answers anyone else with the 404 of an unknown id, for both downloads', async () => {
    const person = await personOfTwoBrowsers();
    const stranger = newVisitor(app);
    await stranger.post('/api/users').send({ email: uniqueEmail() }).expect(201); // a session of its own
    for (const download of [exportOf, csvOf]) {
      const notYours = await download(stranger, person.userId);
      const notThere = await download(stranger, UNKNOWN_ID);
      expectErrorBody(notYours, 404, 'USER_NOT_FOUND');
      expect(comparable(notYours)).toEqual(comparable(notThere));
      expect(notYours.text).not.toContain(person.email);
      const noSession = await download(request.agent(app.getHttpServer()), person.userId);
      expect(comparable(noSession)).toEqual(comparable(notThere));
    }
  });

  it('refuses an id that is not a UUID, naming the parameter', async () => {
    const visitor = newVisitor(app);
    const refused = expectErrorBody(await exportOf(visitor, 'not-a-uuid'), 400, 'VALIDATION_FAILED');
    expect(refused.details).toEqual({ userId: ['userId must be a UUID'] });
    expectErrorBody(await csvOf(visitor, 'not-a-uuid'), 400, 'VALIDATION_FAILED');
  });
});
