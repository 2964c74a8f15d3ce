import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { ANALYTICS_ACTIONS, INTEREST_TEXTS } from '@fitness/contracts';
import { createApp } from '../../src/bootstrap/create-app';
import type { AppConfig } from '../../src/config/app-config';
import { InProcessQueueAdapter } from '../../src/infra/queue/in-process-queue.adapter';
import { QueuePort } from '../../src/infra/queue/queue.port';
import { JobName } from '../../src/jobs/job-names';
import { AnalyticsRepository } from '../../src/modules/analytics/analytics.repository';
import { AnalyticsService } from '../../src/modules/analytics/analytics.service';
import { expectErrorBody } from '../support/api-assertions';
import { parseInvite, readCalendarEmail } from '../support/calendar-invite';
import { uniqueEmail, validUserStats } from '../support/factories';
import { completeAnswers } from '../support/questionnaire-answers';
import { testConfig } from '../support/test-config';
import { newVisitor, type VisitorAgent } from '../support/visitor';

// Coaching bookings, interest registration, coming-soon views and the product funnel, on the embedded defaults.

const ADMIN_TOKEN = 'engagement-admin-token-0123456789abcdef01234567';
const HOUR_MS = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();
/** 10:00 UTC, two days or more from now: the same calendar day in UTC and in Berlin. */
const tenUtcInTwoDays = () => {
  const at = new Date(Date.now() + 3 * 24 * HOUR_MS);
  at.setUTCHours(10, 0, 0, 0);
  return at;
};

describe('coaching bookings, interest and analytics (API)', () => {
  let app: NestExpressApplication;
  let config: AppConfig;
  let db: DataSource;
  let trainer: { id: string; name: string; hourlyRate: number };

  beforeAll(async () => {
    config = testConfig({ useRedisIfAvailable: false, env: { ADMIN_TOKEN, TRUST_PROXY: 'true' } });
    ({ app } = await createApp(config));
    db = app.get(DataSource);
    const trainers = await newVisitor(app).get('/api/trainers').expect(200);
    trainer = (trainers.body as Array<{ id: string; name: string; hourlyRate: number }>)[0];
  }, 60_000);

  afterAll(async () => {
    await app.close();
  });

  async function settled(): Promise<void> {
    await app.get(InProcessQueueAdapter).whenIdle();
    await app.get(AnalyticsService).whenIdle();
  }

  async function events(
    actionType: string,
    where: Record<string, string> = {},
  ): Promise<Array<Record<string, unknown>>> {
    await settled();
    const rows: Array<Record<string, unknown>> = await db.query(
      `SELECT * FROM user_analytics WHERE "actionType" = $1 ORDER BY "createdAt"`,
      [actionType],
    );
    return rows.filter((row) =>
      Object.entries(where).every(
        ([key, value]) => JSON.stringify(row.actionData ?? {}).includes(value) || row[key] === value,
      ),
    );
  }

  async function emailsTo(email: string): Promise<string[]> {
    await settled();
    const names = await readdir(config.emailOutboxDir).catch(() => [] as string[]);
    const messages = await Promise.all(names.map((name) => readFile(path.join(config.emailOutboxDir, name), 'utf8')));
    return messages.filter((message) => message.includes(`To: ${email}`));
  }

  function booking(overrides: Record<string, unknown> = {}) {
    return {
      type: 'coaching',
      trainerName: trainer.name,
      userEmail: uniqueEmail('booking'),
      userName: 'Kai Rivers',
      scheduledAt: inHours(48),
      message: 'Knee-friendly please',
      timestamp: new Date().toISOString(),
      ...overrides,
    };
  }

  describe('a coaching booking (POST /api/track-interest)', () => {
    it('is kept as a requested session for the person, confirmed by email, and counted in the funnel', async () => {
      const visitor = newVisitor(app);
      const body = booking();
      const response = await visitor.post('/api/track-interest').send(body).expect(200);
      expect(response.body).toEqual({
        recorded: true,
        booking: {
          id: expect.any(String),
          status: 'requested',
          trainerName: trainer.name,
          scheduledAt: new Date(body.scheduledAt).toISOString(),
          sessionCost: trainer.hourlyRate,
        },
      });
      const id = (response.body as { booking: { id: string } }).booking.id;
      const [row] = await db.query(
        `SELECT s.status, s."trainerId", s."sessionNotes", u.email, u.username FROM coaching_sessions s JOIN users u ON u.id = s."userId" WHERE s.id = $1`,
        [id],
      );
      expect(row).toEqual({
        status: 'requested',
        trainerId: trainer.id,
        sessionNotes: 'Knee-friendly please',
        email: body.userEmail,
        username: 'Kai Rivers',
      });
      const [email] = await emailsTo(body.userEmail);
      expect(email).toContain(`Your session request with ${trainer.name}`);
      expect(email).toContain(`$${trainer.hourlyRate}`);
      expect(await events('booking_requested', { sessionId: id })).toHaveLength(1);
    });

    it('also takes the trainer by id, as the form holds it', async () => {
      await newVisitor(app)
        .post('/api/track-interest')
        .send(booking({ trainerName: undefined, trainerId: trainer.id }))
        .expect(200);
    });

    it.each([
      ['a time in the past', { scheduledAt: inHours(-2) }, 'scheduledAt', 'BOOKING_TIME_OUT_OF_RANGE'],
      ['a time more than 90 days ahead', { scheduledAt: inHours(91 * 24) }, 'scheduledAt', 'BOOKING_TIME_OUT_OF_RANGE'],
      ['a time that is not a date', { scheduledAt: 'tomorrow at noon' }, 'scheduledAt', 'VALIDATION_FAILED'],
      ['an unknown trainer', { trainerName: 'Nobody Atall' }, 'trainerName', 'UNKNOWN_TRAINER'],
      [
        'an unknown trainer id',
        { trainerName: undefined, trainerId: '3f2c8d1e-0000-4000-8000-000000000000' },
        'trainerId',
        'UNKNOWN_TRAINER',
      ],
      ['a missing email', { userEmail: undefined }, 'userEmail', 'VALIDATION_FAILED'],
      ['an invalid email', { userEmail: 'not-an-email' }, 'userEmail', 'VALIDATION_FAILED'],
      ['a missing name', { userName: '  ' }, 'userName', 'VALIDATION_FAILED'],
      ['an overlong message', { message: 'x'.repeat(1001) }, 'message', 'VALIDATION_FAILED'],
      ['a booking that is not of type coaching', { type: 'plan' }, 'type', 'VALIDATION_FAILED'],
      ['a time zone Intl does not know', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'VALIDATION_FAILED'],
      ['a time zone that is not text', { timeZone: 60 }, 'timeZone', 'VALIDATION_FAILED'],
    ])('refuses %s with a 400 naming the field, and keeps nothing', async (_label, overrides, field, code) => {
      const before = Number((await db.query(`SELECT count(*) AS n FROM coaching_sessions`))[0].n);
      const response = await newVisitor(app).post('/api/track-interest').send(booking(overrides));
      const error = expectErrorBody(response, 400, code);
      expect(Object.keys(error.details ?? {})).toContain(field);
      expect(Number((await db.query(`SELECT count(*) AS n FROM coaching_sessions`))[0].n)).toBe(before);
    });

    it('sends a calendar invite for the booked hour, shown in the visitor’s time zone; confirming updates it', async () => {
      const at = tenUtcInTwoDays();
      const body = booking({ scheduledAt: at.toISOString(), timeZone: 'europe/berlin' });
      const created = await newVisitor(app).post('/api/track-interest').send(body).expect(200);
      const id = (created.body as { booking: { id: string } }).booking.id;
      const [row] = await db.query(`SELECT "timeZone" FROM coaching_sessions WHERE id = $1`, [id]);
      expect(row).toEqual({ timeZone: 'Europe/Berlin' });

      // What the visitor should read: Berlin's wall-clock time for the booked instant, then UTC.
      const berlin = Object.fromEntries(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Europe/Berlin',
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(at)
          .map((part) => [part.type, part.value]),
      );
      const when = `${berlin.weekday} ${berlin.day} ${berlin.month} ${berlin.year}, ${berlin.hour}:00 (Europe/Berlin) — 10:00 UTC`;

      const requested = await readCalendarEmail((await emailsTo(body.userEmail as string))[0]);
      expect(requested.subject).toBe(`Your session request with ${trainer.name}`);
      expect(requested.text).toContain(when);
      expect(requested.calendarPart?.method).toBe('REQUEST');
      expect(requested.icsFile?.filename).toMatch(/\.ics$/);
      const request = await parseInvite(requested.icsFile!.content);
      expect(request).toMatchObject({
        method: 'REQUEST',
        uid: `${id}@fitness`,
        sequence: 0,
        start: at.toISOString(),
        end: new Date(at.getTime() + HOUR_MS).toISOString(),
        utc: true,
        summary: expect.stringContaining(trainer.name),
        organizer: { name: trainer.name },
        attendees: [{ name: 'Kai Rivers', address: `mailto:${(body.userEmail as string).toLowerCase()}` }],
      });
      expect(await parseInvite(requested.calendarPart!.content)).toEqual(request);

      await newVisitor(app)
        .post(`/api/admin/coaching-sessions/${id}/confirm`)
        .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
        .expect(200);
      const emails = await Promise.all((await emailsTo(body.userEmail as string)).map(readCalendarEmail));
      const confirmation = emails.find((email) => email.subject.endsWith('is confirmed'));
      expect(confirmation?.text).toContain(when);
      const update = await parseInvite(confirmation!.icsFile!.content);
      expect(update).toMatchObject({
        method: 'REQUEST',
        uid: request.uid,
        sequence: 1,
        start: request.start,
        end: request.end,
      });
      expect(confirmation?.calendarPart?.method).toBe('REQUEST');
    });

    it('says why a time zone is refused', async () => {
      const response = await newVisitor(app)
        .post('/api/track-interest')
        .send(booking({ timeZone: 'Berlin' }));
      const error = expectErrorBody(response, 400, 'VALIDATION_FAILED');
      expect(error.details).toEqual({ timeZone: ['timeZone must be an IANA time zone such as Europe/Berlin'] });
    });

    it('shows the time in UTC only when the browser sent no time zone', async () => {
      const at = tenUtcInTwoDays();
      const body = booking({ scheduledAt: at.toISOString() });
      const created = await newVisitor(app).post('/api/track-interest').send(body).expect(200);
      const id = (created.body as { booking: { id: string } }).booking.id;
      expect(await db.query(`SELECT "timeZone" FROM coaching_sessions WHERE id = $1`, [id])).toEqual([
        { timeZone: null },
      ]);
      const email = await readCalendarEmail((await emailsTo(body.userEmail as string))[0]);
      expect(email.text).toMatch(/^ {2}\w+day \d{1,2} \w+ \d{4}, 10:00 UTC$/m);
      expect((await parseInvite(email.icsFile!.content)).start).toBe(at.toISOString());
    });

    it('refuses the same visitor asking for the same slot twice; another visitor may ask for it', async () => {
      const visitor = newVisitor(app);
      const body = booking();
      await visitor.post('/api/track-interest').send(body).expect(200);
      const again = await visitor.post('/api/track-interest').send({ ...body, message: 'second try' });
      const error = expectErrorBody(again, 400, 'DUPLICATE_BOOKING');
      expect(error.details?.scheduledAt).toBeDefined();
      await newVisitor(app)
        .post('/api/track-interest')
        .send({ ...body, userEmail: uniqueEmail('other') })
        .expect(200);
    });

    it('becomes scheduled when the trainer confirms (admin), with a second email, once', async () => {
      const body = booking();
      const created = await newVisitor(app).post('/api/track-interest').send(body).expect(200);
      const id = (created.body as { booking: { id: string } }).booking.id;
      const admin = (request: import('supertest').Test) => request.set('Authorization', `Bearer ${ADMIN_TOKEN}`);
      const waiting = await admin(newVisitor(app).get('/api/admin/coaching-sessions')).expect(200);
      expect((waiting.body as Array<{ id: string }>).map((item) => item.id)).toContain(id);
      const confirmed = await admin(newVisitor(app).post(`/api/admin/coaching-sessions/${id}/confirm`)).expect(200);
      expect(confirmed.body).toMatchObject({ id, status: 'scheduled' });
      await admin(newVisitor(app).post(`/api/admin/coaching-sessions/${id}/confirm`)).expect(200);
      const emails = await emailsTo(body.userEmail);
      expect(emails.filter((email) => email.includes('is confirmed'))).toHaveLength(1);
      expectErrorBody(
        await newVisitor(app).post(`/api/admin/coaching-sessions/${id}/confirm`),
        401,
        'ADMIN_TOKEN_REQUIRED',
      );
    });
  });

  describe('a coming-soon view (POST /api/track-interest)', () => {
    it('records a view, with the person only when the analysis is the visitor’s own', async () => {
      const visitor = newVisitor(app);
      const user = await visitor
        .post('/api/users')
        .send({ email: uniqueEmail('soon') })
        .expect(201);
      const userId = (user.body as { id: string }).id;
      const analysis = await visitor.post('/api/analysis').send({ userId, userStats: validUserStats() }).expect(201);
      const analysisId = (analysis.body as { id: string }).id;
      await visitor
        .post('/api/track-interest')
        .send({ type: 'plan', analysisId, timestamp: new Date().toISOString() })
        .expect(200, { recorded: true });
      await newVisitor(app)
        .post('/api/track-interest')
        .send({ type: 'coaching', analysisId })
        .expect(200, { recorded: true });
      const views = await events('coming_soon_viewed', { analysisId });
      expect(views.map((row) => [row.userId, (row.actionData as { type: string }).type])).toEqual([
        [userId, 'plan'],
        [null, 'coaching'],
      ]);
    });

    it('refuses an unknown type or a malformed analysis id', async () => {
      expectErrorBody(
        await newVisitor(app).post('/api/track-interest').send({ type: 'nap' }),
        400,
        'VALIDATION_FAILED',
      );
      expectErrorBody(
        await newVisitor(app).post('/api/track-interest').send({ type: 'plan', analysisId: 'abc' }),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('POST /api/interest', () => {
    it('keeps one registration per email and plan type, whatever the letter case, and answers success both times', async () => {
      const email = uniqueEmail('interest');
      const first = await newVisitor(app)
        .post('/api/interest')
        .send({ email: `  ${email}  `, name: 'Lee' })
        .expect(200);
      expect(first.body).toEqual({ message: INTEREST_TEXTS.serverMessage });
      await newVisitor(app).post('/api/interest').send({ email: email.toUpperCase() }).expect(200, first.body);
      const rows = await db.query(
        `SELECT email, name, "planType", source FROM interest_registrations WHERE lower(email) = lower($1)`,
        [email],
      );
      expect(rows).toEqual([{ email, name: 'Lee', planType: 'daily_tracking', source: 'analysis_page' }]);
      await newVisitor(app).post('/api/interest').send({ email, planType: 'coaching_updates' }).expect(200);
      expect(
        await db.query(`SELECT id FROM interest_registrations WHERE lower(email) = lower($1)`, [email]),
      ).toHaveLength(2);
    });

    it.each([
      ['an empty email', { email: '   ' }, 'Please enter your email address to register your interest.'],
      ['an invalid email', { email: 'nope' }, 'Please enter a valid email address.'],
    ])('refuses %s with the reason the modal shows', async (_label, body, reason) => {
      const error = expectErrorBody(await newVisitor(app).post('/api/interest').send(body), 400, 'VALIDATION_FAILED');
      expect(error.details?.email).toContain(reason);
    });
  });

  describe('the funnel', () => {
    it('records every step of a person’s way through the product, with a truncated address', async () => {
      const visitor: VisitorAgent = newVisitor(app);
      const forwarded = (request: import('supertest').Test) =>
        request.set('X-Forwarded-For', '203.0.113.77').set('User-Agent', 'FunnelTest/1.0');
      const user = await forwarded(visitor.post('/api/users'))
        .send({ email: uniqueEmail('funnel') })
        .expect(201);
      const userId = (user.body as { id: string }).id;
      const analysis = await forwarded(visitor.post('/api/analysis'))
        .send({ userId, userStats: validUserStats() })
        .expect(201);
      const analysisId = (analysis.body as { id: string }).id;
      await forwarded(visitor.post('/api/ask-expert')).send({ question: 'How much protein?', analysisId }).expect(200);
      await forwarded(visitor.post('/api/generate-weekly-plan'))
        .send({
          type: 'workout',
          analysisId,
          answers: { goal: 'fat-loss', experienceLevel: 'beginner', daysPerWeek: 3, equipmentAccess: 'bodyweight' },
        })
        .expect(200);
      const intent = await forwarded(visitor.post('/api/create-payment-intent'))
        .send({ amount: 2000, analysisId })
        .expect(201);
      const { paymentIntentId, clientSecret } = intent.body as { paymentIntentId: string; clientSecret: string };
      const card = {
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: (new Date().getUTCFullYear() + 1) % 100,
        cvc: '123',
      };
      await forwarded(visitor.post(`/api/test-payments/${paymentIntentId}/confirm`))
        .send({ clientSecret, ...card })
        .expect(200);
      await forwarded(visitor.post(`/api/analysis/${analysisId}/expert-plan`))
        .send({ paymentIntentId })
        .expect(200);
      await forwarded(visitor.post('/api/questionnaire')).send(completeAnswers({ analysisId })).expect(201);
      await forwarded(visitor.post('/api/track-interest')).send(booking()).expect(200);
      await forwarded(visitor.post('/api/interest'))
        .send({ email: uniqueEmail('funnel-interest') })
        .expect(200);
      await forwarded(visitor.post('/api/track-interest')).send({ type: 'plan', analysisId }).expect(200);
      await settled();

      const rows: Array<{ actionType: string; ipAddress: string; userAgent: string }> = await db.query(
        `SELECT "actionType", "ipAddress", "userAgent" FROM user_analytics WHERE "userAgent" = 'FunnelTest/1.0' ORDER BY "createdAt"`,
      );
      // The purchase is fulfilled by the server (a job, then the return page finding it done): no browser's address.
      const fulfilled: Array<{ actionType: string; ipAddress: string | null }> = await db.query(
        `SELECT "actionType", "ipAddress" FROM user_analytics WHERE "userId" = $1 AND "actionType" = 'purchase_fulfilled'`,
        [userId],
      );
      expect(fulfilled).toEqual([{ actionType: 'purchase_fulfilled', ipAddress: null }]);
      expect(new Set([...rows, ...fulfilled].map((row) => row.actionType))).toEqual(new Set(ANALYTICS_ACTIONS));
      expect(rows.filter((row) => row.actionType === 'payment_succeeded')).toHaveLength(1);
      expect(new Set(rows.map((row) => row.ipAddress))).toEqual(new Set(['203.0.113.0']));
    });

    it('never fails the person’s action when the analytics write fails', async () => {
      const insertMany = jest
        .spyOn(app.get(AnalyticsRepository), 'insertMany')
        .mockRejectedValue(new Error('analytics database down'));
      try {
        await newVisitor(app)
          .post('/api/interest')
          .send({ email: uniqueEmail('no-analytics') })
          .expect(200);
        await settled();
        expect(insertMany).toHaveBeenCalled();
      } finally {
        insertMany.mockRestore();
      }
    });

    it('deletes events past the retention period (180 days by default) and keeps the rest', async () => {
      await db.query(
        `INSERT INTO user_analytics ("actionType", "actionData", "createdAt") VALUES
           ('coming_soon_viewed', '{"marker":"old"}', now() - interval '181 days'),
           ('coming_soon_viewed', '{"marker":"recent"}', now() - interval '179 days')`,
      );
      await app.get(QueuePort).enqueue(JobName.PurgeExpiredAnalytics, { reason: 'on-demand' });
      await settled();
      const markers = await db.query(
        `SELECT "actionData"->>'marker' AS marker FROM user_analytics WHERE "actionData" ? 'marker'`,
      );
      expect(markers).toEqual([{ marker: 'recent' }]);
    });

    it('reports counts per day and conversion from analysis to the paid steps (admin)', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const response = await newVisitor(app)
        .get(`/api/admin/analytics/funnel?from=${today}&to=${today}`)
        .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
        .expect(200);
      const funnel = response.body as {
        days: Array<{ date: string; counts: Record<string, number> }>;
        totals: Record<string, number>;
        analysedPeople: number;
        conversion: Array<{ step: string; people: number; rate: number }>;
      };
      expect(funnel.days).toHaveLength(1);
      expect(funnel.days[0].date).toBe(today);
      expect(funnel.totals.analysis_completed).toBeGreaterThan(0);
      expect(funnel.days[0].counts).toEqual(funnel.totals);
      expect(funnel.conversion.map((item) => item.step)).toEqual([
        'checkout_opened',
        'payment_succeeded',
        'purchase_fulfilled',
        'questionnaire_completed',
        'booking_requested',
      ]);
      const paid = funnel.conversion.find((item) => item.step === 'payment_succeeded')!;
      expect(paid.people).toBeGreaterThanOrEqual(1);
      expect(paid.rate).toBeCloseTo(paid.people / funnel.analysedPeople, 2);
      const fulfilled = funnel.conversion.find((item) => item.step === 'purchase_fulfilled')!;
      expect(fulfilled.people).toBeGreaterThanOrEqual(1);

      expectErrorBody(
        await newVisitor(app)
          .get('/api/admin/analytics/funnel?from=2026-02-30')
          .set('Authorization', `Bearer ${ADMIN_TOKEN}`),
        400,
        'VALIDATION_FAILED',
      );
      expectErrorBody(
        await newVisitor(app)
          .get('/api/admin/analytics/funnel?from=2026-12-01&to=2026-11-01')
          .set('Authorization', `Bearer ${ADMIN_TOKEN}`),
        400,
        'INVALID_DATE_RANGE',
      );
      expectErrorBody(await newVisitor(app).get('/api/admin/analytics/funnel'), 401, 'ADMIN_TOKEN_REQUIRED');
    });
  });
});
