import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ACCESS_LINK_REQUESTED_MESSAGE } from '@fitness/contracts';
import { createApp } from '../../src/bootstrap/create-app';
import { VISITOR_COOKIE } from '../../src/common/visitor/visitor-session';
import type { AppConfig } from '../../src/config/app-config';
import { InProcessQueueAdapter } from '../../src/infra/queue/in-process-queue.adapter';
import { AnalyticsService } from '../../src/modules/analytics/analytics.service';
import { AccessLinksService } from '../../src/modules/users/access-links.service';
import { comparable, expectErrorBody } from '../support/api-assertions';
import { uniqueEmail, uniquePaymentIntentId, validUserStats } from '../support/factories';
import { testConfig } from '../support/test-config';
import { newVisitor, type VisitorAgent } from '../support/visitor';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const WORKOUT_ANSWERS = {
  goal: 'fat-loss',
  experienceLevel: 'beginner',
  daysPerWeek: '3',
  equipmentAccess: 'bodyweight',
  limitations: '',
};

interface Person {
  visitor: VisitorAgent;
  email: string;
  userId: string;
  analysisId: string;
}

/** The body as a mail program shows it: soft line breaks joined, =XX escapes decoded (RFC 2045 §6.7). */
function decodeQuotedPrintable(message: string): string {
  return message
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}


describe('visitor privacy (API): a person’s data answers only to the visitor who made it', () => {
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

  async function newPerson(email = uniqueEmail()): Promise<Person> {
    const visitor = newVisitor(app);
    const user = await visitor.post('/api/users').send({ email }).expect(201);
    const userId = (user.body as { id: string }).id;
    const analysis = await visitor.post('/api/analysis').send({ userId, userStats: validUserStats() }).expect(201);
    return { visitor, email, userId, analysisId: (analysis.body as { id: string }).id };
  }

  /** Every per-person call of the API, as `visitor` would make it. */
  function perPersonCalls(visitor: VisitorAgent, person: { userId: string; analysisId: string }) {
    return {
      latest: () => visitor.get(`/api/analysis/${person.userId}`),
      byId: () => visitor.get(`/api/analysis-by-id/${person.analysisId}`),
      history: () => visitor.get(`/api/users/${person.userId}/analyses`),
      askExpert: () =>
        visitor.post('/api/ask-expert').send({ question: 'How do I get abs?', analysisId: person.analysisId }),
      weeklyPlan: () =>
        visitor
          .post('/api/generate-weekly-plan')
          .send({ type: 'workout', analysisId: person.analysisId, answers: WORKOUT_ANSWERS }),
    };
  }

  async function outbox(): Promise<string[]> {
    try {
      return (await readdir(config.emailOutboxDir)).filter((name) => name.endsWith('.eml')).sort();
    } catch {
      return [];
    }
  }

  async function emailsTo(email: string): Promise<string[]> {
    const messages = await Promise.all((await outbox()).map((name) => readFile(path.join(config.emailOutboxDir, name), 'utf8')));
    return messages.filter((message) => message.includes(`To: ${email}`));
  }

  /** Asks for a link as `visitor` and returns the token from the email once the job has sent it. */
  async function emailedToken(visitor: VisitorAgent, email: string): Promise<string> {
    await visitor.post('/api/access-links').send({ email }).expect(202);
    await app.get(InProcessQueueAdapter).whenIdle();
    const messages = await emailsTo(email);
    const token = /\?access=([A-Za-z0-9_-]{43})/.exec(decodeQuotedPrintable(messages[messages.length - 1]))?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  describe('the owner', () => {
    it('gets the analysis, the expert and the weekly plans', async () => {
      const person = await newPerson();
      const calls = perPersonCalls(person.visitor, person);
      expect((await calls.latest().expect(200)).body).toMatchObject({ id: person.analysisId, userId: person.userId });
      await calls.byId().expect(200);
      await calls.history().expect(200);
      await calls.askExpert().expect(200);
      await calls.weeklyPlan().expect(200);
    });

    it('gets a signed, HttpOnly, SameSite=Lax session cookie on the first call that creates data', async () => {
      const response = await request(app.getHttpServer()).post('/api/users').send({ email: uniqueEmail() }).expect(201);
      const cookie = (response.headers['set-cookie'] as unknown as string[]).find((line) => line.startsWith(`${VISITOR_COOKIE}=`));
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=s%3A[0-9a-f-]{36}\\.`));
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/; Secure/);
    });

    it('keeps one session: a second call that creates data issues no new cookie', async () => {
      const person = await newPerson();
      const again = await person.visitor.post('/api/users').send({ email: uniqueEmail() }).expect(201);
      expect(again.headers['set-cookie']).toBeUndefined();
    });

    it('reads per-person answers with Cache-Control: no-store', async () => {
      const person = await newPerson();
      const response = await perPersonCalls(person.visitor, person).latest().expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('anyone else', () => {
    it('gets the same 404 as for an unknown id on every per-person call', async () => {
      const person = await newPerson();
      const stranger = newVisitor(app);
      await stranger.post('/api/users').send({ email: uniqueEmail() }).expect(201); // a session of its own
      const theirs = perPersonCalls(stranger, person);
      const unknown = perPersonCalls(stranger, { userId: UNKNOWN_ID, analysisId: UNKNOWN_ID });
      for (const call of ['latest', 'byId', 'history', 'askExpert', 'weeklyPlan'] as const) {
        const [notYours, notThere] = [await theirs[call](), await unknown[call]()];
        expect(notYours.status).toBe(404);
        expect(comparable(notYours)).toEqual(comparable(notThere));
      }
    });

    it('gets 404 with no session cookie at all, and with a forged one', async () => {
      const person = await newPerson();
      const anonymous = request(app.getHttpServer());
      expectErrorBody(await anonymous.get(`/api/analysis/${person.userId}`), 404, 'ANALYSIS_NOT_FOUND');
      const forged = `${VISITOR_COOKIE}=s%3A${UNKNOWN_ID}.not-our-signature`;
      const withForged = await request(app.getHttpServer()).get(`/api/analysis-by-id/${person.analysisId}`).set('Cookie', forged);
      expectErrorBody(withForged, 404, 'ANALYSIS_NOT_FOUND');
    });

    it("is not fooled by the owner's visitor id sent without its signature, however often the cookie comes", async () => {
      const server = request(app.getHttpServer());
      const created = await server.post('/api/users').send({ email: uniqueEmail() }).expect(201);
      const signedCookie = String(created.headers['set-cookie']).split(';')[0];
      const userId = (created.body as { id: string }).id;
      await server.post('/api/analysis').set('Cookie', signedCookie).send({ userId, userStats: validUserStats() }).expect(201);
      const ownerVisitorId = /^fitness_visitor=s%3A([0-9a-f-]{36})\./.exec(signedCookie)?.[1];
      expect(ownerVisitorId).toBeDefined();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        // The signed cookie is remembered once verified; the unsigned id never passes, first time or later.
        await server.get(`/api/analysis/${userId}`).set('Cookie', signedCookie).expect(200);
        const unsigned = await server.get(`/api/analysis/${userId}`).set('Cookie', `${VISITOR_COOKIE}=${ownerVisitorId}`);
        expectErrorBody(unsigned, 404, 'ANALYSIS_NOT_FOUND');
      }
    });

    it('learns the id from POST /api/users with the same email, and it unlocks nothing', async () => {
      const person = await newPerson();
      const stranger = newVisitor(app);
      const claimed = await stranger.post('/api/users').send({ email: ` ${person.email.toUpperCase()}` }).expect(201);
      expect((claimed.body as { id: string }).id).toBe(person.userId);
      const calls = perPersonCalls(stranger, person);
      for (const call of [calls.latest, calls.byId, calls.history, calls.askExpert, calls.weeklyPlan]) {
        expectErrorBody(await call(), 404, 'ANALYSIS_NOT_FOUND');
      }
      // Its "delete my data" deletes what it made (nothing here), not the person.
      await stranger.delete(`/api/users/${person.userId}`).expect(204);
      await perPersonCalls(person.visitor, person).latest().expect(200);
    });

    it('may add its own analysis under a known email and sees only that one; the person’s creator does not see it', async () => {
      const person = await newPerson();
      const stranger = newVisitor(app);
      await stranger.post('/api/users').send({ email: person.email }).expect(201);
      const own = await stranger
        .post('/api/analysis')
        .send({ userId: person.userId, userStats: validUserStats({ age: 61 }) })
        .expect(201);
      const strangersLatest = await stranger.get(`/api/analysis/${person.userId}`).expect(200);
      expect((strangersLatest.body as { id: string }).id).toBe((own.body as { id: string }).id);
      const ownersLatest = await person.visitor.get(`/api/analysis/${person.userId}`).expect(200);
      expect((ownersLatest.body as { id: string }).id).toBe(person.analysisId);
    });

    it('cannot add an analysis under a user id it never named (same 404 as an unknown user)', async () => {
      const person = await newPerson();
      const stranger = newVisitor(app);
      const response = await stranger.post('/api/analysis').send({ userId: person.userId, userStats: validUserStats() });
      expectErrorBody(response, 404, 'USER_NOT_FOUND');
      const stored = (await db.query('SELECT count(*)::int AS count FROM fitness_analyses WHERE "userId" = $1', [
        person.userId,
      ])) as Array<{ count: number }>;
      expect(stored[0].count).toBe(1); // the owner's own analysis only
    });
  });

  describe('the emailed link', () => {
    it('answers "email me a link" identically whether or not the email is known, and mails only a known one', async () => {
      const person = await newPerson();
      const stranger = newVisitor(app);
      const before = (await outbox()).length;
      const known = await stranger.post('/api/access-links').send({ email: person.email.toUpperCase() }).expect(202);
      const unknownEmail = uniqueEmail('nobody');
      const unknown = await stranger.post('/api/access-links').send({ email: unknownEmail }).expect(202);
      expect(known.body).toEqual(unknown.body);
      expect(known.body).toEqual({ message: ACCESS_LINK_REQUESTED_MESSAGE });
      await app.get(InProcessQueueAdapter).whenIdle();
      expect((await outbox()).length).toBe(before + 1);
      expect(await emailsTo(unknownEmail)).toEqual([]);
    });

    it('opens the results in the browser that follows it, once', async () => {
      const person = await newPerson();
      const otherDevice = newVisitor(app);
      await perPersonCalls(otherDevice, person).latest().expect(404);
      const token = await emailedToken(otherDevice, person.email);

      const redeemed = await otherDevice.post('/api/access-links/redeem').send({ token }).expect(200);
      expect(redeemed.body).toEqual({ userId: person.userId });
      const calls = perPersonCalls(otherDevice, person);
      await calls.latest().expect(200);
      await calls.byId().expect(200);
      await calls.history().expect(200);
      await calls.askExpert().expect(200);

      const replay = await newVisitor(app).post('/api/access-links/redeem').send({ token });
      expectErrorBody(replay, 410, 'ACCESS_LINK_EXPIRED');
    });

    it('gives the first to type an email nothing of the person who proves it later', async () => {
      const squatter = newVisitor(app);
      const email = uniqueEmail('victim');
      const userId = ((await squatter.post('/api/users').send({ email }).expect(201)).body as { id: string }).id;
      await squatter.post('/api/analysis').send({ userId, userStats: validUserStats({ age: 61 }) }).expect(201);

      const victim = newVisitor(app);
      await victim.post('/api/users').send({ email }).expect(201);
      const analysis = await victim
        .post('/api/analysis')
        .send({ userId, userStats: validUserStats({ age: 33, weight: '71.5' }) })
        .expect(201);
      const victimsAnalysisId = (analysis.body as { id: string }).id;
      // The free analysis stays frictionless: the victim sees its own results at once.
      expect(((await victim.get(`/api/analysis/${userId}`).expect(200)).body as { id: string }).id).toBe(victimsAnalysisId);
      const token = await emailedToken(victim, email);
      await victim.post('/api/access-links/redeem').send({ token }).expect(200);

      const squatters = perPersonCalls(squatter, { userId, analysisId: victimsAnalysisId });
      expectErrorBody(await squatters.byId(), 404, 'ANALYSIS_NOT_FOUND');
      // The squatter still sees what it made itself, and only that.
      const latest = (await squatters.latest().expect(200)).body as { id: string; userStats: { age: number } };
      expect(latest.id).not.toBe(victimsAnalysisId);
      expect(latest.userStats.age).toBe(61);

      await squatter.delete(`/api/users/${userId}`).expect(204);
      const victimsLatest = (await victim.get(`/api/analysis/${userId}`).expect(200)).body as { id: string };
      expect(victimsLatest.id).toBe(victimsAnalysisId);
    });

    it('refuses a link past its 30 minutes', async () => {
      const person = await newPerson();
      const token = await emailedToken(newVisitor(app), person.email);
      await db.query(`UPDATE access_links SET "expiresAt" = now() - interval '1 second' WHERE "userId" = $1`, [person.userId]);
      expectErrorBody(await newVisitor(app).post('/api/access-links/redeem').send({ token }), 410, 'ACCESS_LINK_EXPIRED');
    });

    it('refuses a token that was never sent, and a malformed one with a field reason', async () => {
      const visitor = newVisitor(app);
      expectErrorBody(await visitor.post('/api/access-links/redeem').send({ token: 'A'.repeat(43) }), 410, 'ACCESS_LINK_EXPIRED');
      const malformed = expectErrorBody(await visitor.post('/api/access-links/redeem').send({ token: 'short' }), 400, 'VALIDATION_FAILED');
      expect(malformed.details?.token).toBeDefined();
    });

    it('stores only a hash of the token, and writes the email readable by this account only', async () => {
      const person = await newPerson();
      const token = await emailedToken(newVisitor(app), person.email);
      const stored: Array<{ tokenHash: string }> = await db.query(`SELECT "tokenHash" FROM access_links WHERE "userId" = $1`, [
        person.userId,
      ]);
      expect(stored.map((row) => row.tokenHash)).not.toContain(token);
      const [newest] = (await outbox()).slice(-1);
      expect((await stat(path.join(config.emailOutboxDir, newest))).mode & 0o777).toBe(0o600);
      expect((await stat(config.emailOutboxDir)).mode & 0o777).toBe(0o700);
    });

    it('sends at most three links per person in 15 minutes, whoever asks', async () => {
      const person = await newPerson();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await newVisitor(app).post('/api/access-links').send({ email: person.email }).expect(202);
      }
      await app.get(InProcessQueueAdapter).whenIdle();
      expect(await emailsTo(person.email)).toHaveLength(3);
    });

    it('counts links asked for at the same moment one after another, so still three', async () => {
      const person = await newPerson();
      const links = app.get(AccessLinksService);
      await Promise.all(Array.from({ length: 6 }, () => links.sendLink(person.email)));
      expect(await emailsTo(person.email)).toHaveLength(3);
    });
  });

  describe('deleting everything', () => {
    /** Every table that can name a person, found from the schema so a new table is covered without editing this test. */
    async function rowsNaming(userId: string, email: string): Promise<Record<string, number>> {
      const columns: Array<{ table_name: string; column_name: string }> = await db.query(
        `SELECT table_name, column_name FROM information_schema.columns
         WHERE table_schema = $1 AND column_name IN ('userId', 'email')`,
        [config.DATABASE_SCHEMA],
      );
      const counts: Record<string, number> = {};
      for (const { table_name: table, column_name: column } of columns) {
        const where = column === 'email' ? `lower("email") = lower($1)` : `"userId" = $1`;
        const rows: Array<{ count: string }> = await db.query(`SELECT count(*) FROM "${table}" WHERE ${where}`, [
          column === 'email' ? email : userId,
        ]);
        counts[`${table}.${column}`] = Number(rows[0].count);
      }
      return counts;
    }

    /** Rows in every table a person's data can live in, as the paid features will write them. */
    async function fillEveryTable(person: Person): Promise<void> {
      const [payment]: Array<{ id: string }> = await db.query(
        `INSERT INTO payments ("userId", "stripePaymentIntentId", amount, status, "planType", metadata)
         VALUES ($1, $2, 5.00, 'succeeded', 'ai', $3) RETURNING id`,
        [person.userId, uniquePaymentIntentId(), JSON.stringify({ analysisId: person.analysisId })],
      );
      await db.query(`INSERT INTO questionnaires ("userId", responses, "paymentId") VALUES ($1, $2, $3)`, [
        person.userId,
        JSON.stringify({ email: person.email }),
        payment.id,
      ]);
      await db.query(
        `INSERT INTO coaching_sessions ("userId", "trainerId", "scheduledAt") SELECT $1, id, now() + interval '1 day' FROM trainers LIMIT 1`,
        [person.userId],
      );
      await db.query(`INSERT INTO interest_registrations (email, "planType") VALUES ($1, 'daily_tracking')`, [
        person.email.toUpperCase(),
      ]);
      await emailedToken(person.visitor, person.email); // an access link
      await person.visitor
        .post('/api/create-payment-intent')
        .send({ amount: 2000, analysisId: person.analysisId })
        .expect(201); // the built-in provider's intent
      await app.get(AnalyticsService).whenIdle(); // events are written in batches, a moment after they happen
    }

    it('deletes every row that names the person, in every table, for a visitor that proved the email', async () => {
      const person = await newPerson();
      await fillEveryTable(person);
      const token = await emailedToken(person.visitor, person.email);
      await person.visitor.post('/api/access-links/redeem').send({ token }).expect(200);
      const before = await rowsNaming(person.userId, person.email);
      for (const table of ['fitness_analyses', 'payments', 'questionnaires', 'coaching_sessions', 'user_analytics', 'visitor_users', 'access_links', 'embedded_payment_intents']) {
        expect(before[`${table}.userId`]).toBeGreaterThan(0);
      }
      expect(before['interest_registrations.email']).toBe(1);

      await person.visitor.delete(`/api/users/${person.userId}`).expect(204);

      const after = await rowsNaming(person.userId, person.email);
      expect(Object.values(after).every((count) => count === 0)).toBe(true);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      await perPersonCalls(person.visitor, person).latest().expect(404);
    });

    // Tables that hold nothing about a person: the trainers, the migrations, and the ids of provider events already
    // processed (an event id and type, no person, no amount).
    const PERSONLESS_TABLES = ['migrations', 'trainers', 'payment_webhook_events'];

    it('covers every table: each one but the personless ones names a person by userId or email', async () => {
      const tables: Array<{ table_name: string }> = await db.query(
        `SELECT t.table_name FROM information_schema.tables t
         WHERE t.table_schema = $1 AND t.table_type = 'BASE TABLE' AND NOT (t.table_name = ANY($2))
           AND NOT EXISTS (SELECT 1 FROM information_schema.columns c
                           WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name
                             AND c.column_name IN ('userId', 'email'))`,
        [config.DATABASE_SCHEMA, PERSONLESS_TABLES],
      );
      expect(tables).toEqual([]);
    });

    it("deletes only a claimant's own rows, answering as it does for an email nobody else used", async () => {
      const person = await newPerson();
      const stranger = newVisitor(app);
      await stranger.post('/api/users').send({ email: person.email }).expect(201);
      await stranger.post('/api/analysis').send({ userId: person.userId, userStats: validUserStats({ age: 61 }) }).expect(201);
      const strangersOwn = newVisitor(app);
      const fresh = (await strangersOwn.post('/api/users').send({ email: uniqueEmail() }).expect(201)).body as { id: string };

      const onKnownEmail = await stranger.delete(`/api/users/${person.userId}`);
      const onFreshEmail = await strangersOwn.delete(`/api/users/${fresh.id}`);
      expect(onKnownEmail.status).toBe(204);
      expect(onFreshEmail.status).toBe(204);
      expect(onKnownEmail.body).toEqual(onFreshEmail.body);

      // The person's own analysis stays; the stranger's is gone, and so is its claim.
      await perPersonCalls(person.visitor, person).latest().expect(200);
      const left: Array<{ visitorCount: number; analyses: number }> = await db.query(
        `SELECT (SELECT count(*)::int FROM visitor_users WHERE "userId" = $1) AS "visitorCount",
                (SELECT count(*)::int FROM fitness_analyses WHERE "userId" = $1) AS analyses`,
        [person.userId],
      );
      expect(left).toEqual([{ visitorCount: 1, analyses: 1 }]);
      expectErrorBody(await stranger.get(`/api/analysis/${person.userId}`), 404, 'ANALYSIS_NOT_FOUND');
    });

    it('is answered with the 404 of an unknown id to a visitor that never named the person, and deletes nothing', async () => {
      const person = await newPerson();
      const stranger = newVisitor(app);
      const refused = await stranger.delete(`/api/users/${person.userId}`);
      const unknown = await stranger.delete(`/api/users/${UNKNOWN_ID}`);
      expect(comparable(refused)).toEqual(comparable(unknown));
      expectErrorBody(refused, 404, 'USER_NOT_FOUND');
      await perPersonCalls(person.visitor, person).latest().expect(200);
    });

    it("deletes a new person's free analysis and the person itself at once, with no proof asked", async () => {
      const person = await newPerson();
      await person.visitor
        .post('/api/generate-weekly-plan')
        .send({ type: 'workout', analysisId: person.analysisId, answers: WORKOUT_ANSWERS })
        .expect(200);
      await app.get(AnalyticsService).whenIdle();
      await person.visitor.delete(`/api/users/${person.userId}`).expect(204);
      const after = await rowsNaming(person.userId, person.email);
      expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([]);
    });

    it('is open to a browser that opened an emailed link', async () => {
      const person = await newPerson();
      const otherDevice = newVisitor(app);
      const token = await emailedToken(otherDevice, person.email);
      await otherDevice.post('/api/access-links/redeem').send({ token }).expect(200);
      await otherDevice.delete(`/api/users/${person.userId}`).expect(204);
      await perPersonCalls(person.visitor, person).latest().expect(404);
    });
  });
});

describe('visitor privacy behind an HTTPS proxy', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    ({ app } = await createApp(testConfig({ useRedisIfAvailable: false, env: { TRUST_PROXY: 'loopback' } })));
  });

  afterAll(async () => {
    await app.close();
  });

  it('marks the session cookie Secure when the visitor came over HTTPS', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/users')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: uniqueEmail() })
      .expect(201);
    expect((response.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(/; Secure/);
  });
});

describe('rate limits on sending email and creating users', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    ({ app } = await createApp(
      testConfig({ useRedisIfAvailable: false, env: { RATE_LIMIT_EMAIL_PER_MINUTE: '2', RATE_LIMIT_USERS_PER_MINUTE: '3' } }),
    ));
  });

  it('limits a burst of user creation from one address, whatever the browser, with a standard Retry-After', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await newVisitor(app).post('/api/users').send({ email: uniqueEmail() }).expect(201);
    }
    const limited = await newVisitor(app).post('/api/users').send({ email: uniqueEmail() });
    expectErrorBody(limited, 429, 'TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Object.keys(limited.headers).filter((name) => name.startsWith('retry-after-'))).toEqual([]);
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers 429 past the per-minute limit of an address', async () => {
    const ask = () => request(app.getHttpServer()).post('/api/access-links').send({ email: uniqueEmail() });
    await ask().expect(202);
    await ask().expect(202);
    expectErrorBody(await ask(), 429, 'TOO_MANY_REQUESTS');
  });
});
