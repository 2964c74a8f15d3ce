import { randomUUID } from 'node:crypto';
import { NEW_COACHING_SESSION_STATUS } from '@fitness/contracts';
import { Test, type TestingModule } from '@nestjs/testing';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { QueryFailedError, type DataSource } from 'typeorm';
import type { AppConfig } from '../../src/config/app-config';
import { AppConfigModule } from '../../src/config/config.module';
import { DatabaseModule } from '../../src/database/database.module';
import { TrainerEntity } from '../../src/modules/coaching/trainer.entity';
import { SEED_TRAINERS } from '../../src/modules/coaching/seed-trainers';
import { TrainersRepository } from '../../src/modules/coaching/trainers.repository';
import { decimalToCents } from '../../src/modules/payments/money';
import { PaymentEntity } from '../../src/modules/payments/payment.entity';
import { PaymentWebhookEventEntity } from '../../src/modules/payments/payment-webhook-event.entity';
import { PaymentsRepository } from '../../src/modules/payments/payments.repository';
import { MIGRATIONS } from '../../src/database/migrations';
import { AnalyticsRepository } from '../../src/modules/analytics/analytics.repository';
import { UserAnalyticsEventEntity } from '../../src/modules/analytics/user-analytics-event.entity';
import { UserEntity } from '../../src/modules/users/user.entity';
import { UsersRepository } from '../../src/modules/users/users.repository';
import { uniqueEmail, uniquePaymentIntentId } from '../support/factories';
import { testConfig } from '../support/test-config';

// The eight tables of spec §3, the visitor-privacy tables (access grants, emailed links) and the payment
// provider's (the built-in provider's intents, processed webhook events).
const TABLES = [
  'access_links',
  'ai_plan_jobs',
  'coaching_sessions',
  'embedded_payment_intents',
  'fitness_analyses',
  'interest_registrations',
  'orders',
  'payment_webhook_events',
  'payments',
  'questionnaires',
  'trainers',
  'user_analytics',
  'users',
  'visitor_users',
];

/** The PostgreSQL error code an insert failed with, or null when it succeeded. */
async function failureCode(attempt: Promise<unknown>): Promise<string | null> {
  try {
    await attempt;
    return null;
  } catch (error) {
    if (!(error instanceof QueryFailedError)) throw error;
    return (error.driverError as { code?: string }).code ?? 'unknown';
  }
}

const UNIQUE_VIOLATION = '23505';

describe(`database (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let moduleRef: TestingModule;
  let config: AppConfig;
  let dataSource: DataSource;
  let users: UsersRepository;
  let payments: PaymentsRepository;

  beforeAll(async () => {
    config = testConfig();
    moduleRef = await Test.createTestingModule({
      imports: [
        AppConfigModule.forRoot(config),
        DatabaseModule,
        TypeOrmModule.forFeature([
          UserEntity,
          PaymentEntity,
          PaymentWebhookEventEntity,
          TrainerEntity,
          UserAnalyticsEventEntity,
        ]),
      ],
      providers: [UsersRepository, PaymentsRepository, TrainersRepository, AnalyticsRepository],
    }).compile();
    await moduleRef.init();
    dataSource = moduleRef.get<DataSource>(getDataSourceToken());
    users = moduleRef.get(UsersRepository, { strict: false });
    payments = moduleRef.get(PaymentsRepository, { strict: false });
  });

  afterAll(async () => {
    await moduleRef.close();
  });

  it('has every table of the spec and the privacy tables after the migrations', async () => {
    const rows: Array<{ table_name: string }> = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
      [config.DATABASE_SCHEMA],
    );
    expect(rows.map((row) => row.table_name).filter((name) => name !== 'migrations').sort()).toEqual(TABLES);
  });

  it('keeps camelCase column names, jsonb payloads and timestamptz dates as the spec names them', async () => {
    const columns: Array<{ column_name: string; data_type: string; is_nullable: string }> = await dataSource.query(
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'fitness_analyses'`,
      [config.DATABASE_SCHEMA],
    );
    const byName = Object.fromEntries(columns.map((column) => [column.column_name, column]));
    expect(byName.analysisResults).toMatchObject({ data_type: 'jsonb', is_nullable: 'NO' });
    expect(byName.userStats).toMatchObject({ data_type: 'jsonb', is_nullable: 'NO' });
    expect(byName.hasExpertPlan).toMatchObject({ data_type: 'boolean', is_nullable: 'NO' });
    expect(byName.createdAt).toMatchObject({ data_type: 'timestamp with time zone', is_nullable: 'NO' });
  });

  it('does not re-apply migrations when the app starts again', async () => {
    const applied: unknown[] = await dataSource.query(`SELECT name FROM "${config.DATABASE_SCHEMA}"."migrations"`);
    expect(applied).toHaveLength(MIGRATIONS.length);
    await expect(dataSource.showMigrations()).resolves.toBe(false);
  });

  it('creates a user with a generated id and creation time', async () => {
    const id = await users.insertClaimedBy({ email: uniqueEmail() }, randomUUID());
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await users.findById(id))?.createdAt).toBeInstanceOf(Date);
  });

  it("creates a user and its creator's claim together, or neither", async () => {
    const visitorId = randomUUID();
    const userId = await users.insertClaimedBy({ email: uniqueEmail('Claimed') }, visitorId);
    await expect(
      dataSource.query(`SELECT "access" FROM visitor_users WHERE "visitorId" = $1 AND "userId" = $2`, [visitorId, userId]),
    ).resolves.toEqual([{ access: 'claimant' }]);

    // The grant fails (a visitor id that is no UUID): the user row must not stay behind, claimed by nobody.
    const email = uniqueEmail('Unowned');
    await expect(users.insertClaimedBy({ email }, 'not-a-uuid')).rejects.toThrow();
    await expect(users.findByEmail(email)).resolves.toBeNull();
  });

  it('rejects a second user whose email differs only in letter case', async () => {
    const email = uniqueEmail('Case.Sensitive');
    await users.insertClaimedBy({ email }, randomUUID());
    await expect(failureCode(users.insertClaimedBy({ email: email.toUpperCase() }, randomUUID()))).resolves.toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('finds a user by email whatever the letter case', async () => {
    const email = uniqueEmail('Mixed');
    const created = await users.insertClaimedBy({ email, username: 'Mixed Case' }, randomUUID());
    const found = await users.findByEmail(`  ${email.toUpperCase()} `);
    expect(found?.id).toBe(created);
  });

  it('records a batch of analytics events in one insert: payloads, nulls and the times they happened kept', async () => {
    const personId = await users.insertClaimedBy({ email: uniqueEmail('Analytics') }, randomUUID());
    const marker = `batch-${Date.now()}`;
    const happenedAt = new Date('2026-03-04T05:06:07.089Z');
    // Quotes, a backslash, braces, commas and non-ASCII: the payloads travel inside a PostgreSQL array literal.
    const awkward = { marker, note: 'say "hi", {then} \\ leave', city: 'Zürich', steps: [1, { two: 2 }] };
    await moduleRef.get(AnalyticsRepository, { strict: false }).insertMany([
      {
        actionType: 'page_view',
        userId: personId,
        actionData: awkward,
        ipAddress: '203.0.113.0',
        userAgent: 'UA/1.0',
        createdAt: happenedAt,
      },
      { actionType: 'page_view', actionData: { marker } },
    ]);
    const rows: Array<Record<string, unknown>> = await dataSource.query(
      `SELECT "userId", "actionData", "ipAddress", "userAgent", "createdAt" FROM user_analytics
       WHERE "actionData"->>'marker' = $1 ORDER BY "createdAt"`,
      [marker],
    );
    expect(rows).toEqual([
      { userId: personId, actionData: awkward, ipAddress: '203.0.113.0', userAgent: 'UA/1.0', createdAt: happenedAt },
      { userId: null, actionData: { marker }, ipAddress: null, userAgent: null, createdAt: expect.any(Date) },
    ]);
    expect((rows[1].createdAt as Date).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('rejects recording the same payment intent twice', async () => {
    const intentId = uniquePaymentIntentId();
    await payments.insert({ stripePaymentIntentId: intentId, amountCents: 2000 });
    await expect(failureCode(payments.insert({ stripePaymentIntentId: intentId, amountCents: 500 }))).resolves.toBe(
      UNIQUE_VIOLATION,
    );
  });

  it.each([1, 500, 1999, 2000, 99_999_999_99])('stores %i cents exactly and reads them back', async (cents) => {
    const intentId = uniquePaymentIntentId();
    await payments.insert({ stripePaymentIntentId: intentId, amountCents: cents });
    const stored = await payments.findByIntentId(intentId);
    expect(decimalToCents(stored!.amount!)).toBe(cents);
    expect(stored!.currency).toBe('usd');
  });

  it('seeds the reference trainers once', async () => {
    const trainers = await moduleRef.get(TrainersRepository, { strict: false }).listAll();
    const seededIds = SEED_TRAINERS.map((trainer) => trainer.id);
    expect(trainers.filter((trainer) => seededIds.includes(trainer.id))).toHaveLength(SEED_TRAINERS.length);
  });

  it('starts a coaching session saved without a status as the booking flow does: requested, not yet scheduled', async () => {
    const [row]: Array<{ status: string }> = await dataSource.query(
      `INSERT INTO coaching_sessions ("trainerId", "scheduledAt") VALUES ($1, now() + interval '1 day') RETURNING status`,
      [SEED_TRAINERS[0].id],
    );
    expect(row.status).toBe(NEW_COACHING_SESSION_STATUS);
    expect(row.status).toBe('requested');
    await dataSource.query(`DELETE FROM coaching_sessions WHERE "trainerId" = $1 AND "visitorId" IS NULL`, [SEED_TRAINERS[0].id]);
  });
});
