import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap/create-app';
import { expectErrorBody } from '../support/api-assertions';
import { uniqueEmail, validUserStats } from '../support/factories';
import { testConfig } from '../support/test-config';
import { asVisitor, newVisitor } from '../support/visitor';
import { AnalyticsService } from '../../src/modules/analytics/analytics.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface AnalysisBody {
  id: string;
  userId: string;
  analysisResults: Record<string, unknown> & { bodyFatPercentage: number; bodyFatRange: { low: number; high: number } };
  userStats: Record<string, unknown>;
  createdAt: string;
}

describe('users and analyses (API)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const http = () => asVisitor(app);

  beforeAll(async () => {
    ({ app } = await createApp(testConfig({ useRedisIfAvailable: false })));
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  async function newUser(): Promise<string> {
    const response = await http().post('/api/users').send({ email: uniqueEmail() }).expect(201);
    return (response.body as { id: string }).id;
  }

  async function countRows(table: string, userId: string): Promise<number> {
    const rows: Array<{ count: string }> = await db.query(`SELECT count(*) FROM ${table} WHERE "userId" = $1`, [
      userId,
    ]);
    return Number(rows[0].count);
  }

  describe('POST /api/users', () => {
    it('creates a user and answers 201 with its id', async () => {
      const response = await http().post('/api/users').send({ email: uniqueEmail() }).expect(201);
      expect(response.body).toEqual({ id: expect.stringMatching(UUID) });
    });

    it('returns the existing id for a known email in any letter case, with the same 201 as a new one', async () => {
      const email = uniqueEmail('Case');
      const first = await http().post('/api/users').send({ email }).expect(201);
      const again = await http()
        .post('/api/users')
        .send({ email: `  ${email.toUpperCase()} ` })
        .expect(201);
      expect(again.body).toEqual(first.body);
    });

    it('makes one user of a new email sent by several visitors at the same moment, each of them only a claimant', async () => {
      const email = uniqueEmail('Race');
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => newVisitor(app).post('/api/users').send({ email })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
      const ids = new Set(answers.map((answer) => (answer.body as { id: string }).id));
      expect(ids.size).toBe(1);
      const grants: unknown[] = await db.query(
        `SELECT "access", count(*)::int AS count FROM visitor_users WHERE "userId" = $1 GROUP BY "access" ORDER BY "access"`,
        [[...ids][0]],
      );
      // Typing an email proves nothing, so none of them owns the person (an emailed link makes an owner).
      expect(grants).toEqual([{ access: 'claimant', count: 4 }]);
    });

    it('keeps the username sent by the questionnaire', async () => {
      const response = await http()
        .post('/api/users')
        .send({ email: uniqueEmail(), username: 'Alex Morgan' })
        .expect(201);
      const rows: Array<{ username: string }> = await db.query('SELECT username FROM users WHERE id = $1', [
        (response.body as { id: string }).id,
      ]);
      expect(rows[0].username).toBe('Alex Morgan');
    });

    it.each([
      ['an address without @', { email: 'alex.example.com' }],
      ['an empty email', { email: '' }],
      ['no email at all', {}],
    ])('rejects %s with 400 and the email reason', async (_label, body) => {
      const response = await http().post('/api/users').send(body);
      const error = expectErrorBody(response, 400, 'VALIDATION_FAILED');
      expect(error.details?.email).toContain('Please enter a valid email address.');
    });

    it('rejects fields it does not know', async () => {
      const response = await http().post('/api/users').send({ email: uniqueEmail(), isAdmin: true });
      expect(expectErrorBody(response, 400, 'VALIDATION_FAILED').details).toHaveProperty('isAdmin');
    });
  });

  describe('POST /api/analysis without photos', () => {
    it('stores and returns the analysis with its range, and records an analytics event with address and agent', async () => {
      const userId = await newUser();
      const response = await http()
        .post('/api/analysis')
        .set('User-Agent', 'FitnessTest/1.0')
        .send({ userId, userStats: validUserStats({ waistCm: 78, restingHeartRate: 58 }) })
        .expect(201);
      // Written around the results' stored JSON text (json-serialised-once.ts), with the headers res.json gives.
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const analysis = response.body as AnalysisBody;
      expect(analysis).toMatchObject({ id: expect.stringMatching(UUID), userId, createdAt: expect.any(String) });
      const { bodyFatPercentage, bodyFatRange } = analysis.analysisResults;
      expect(bodyFatRange.low).toBeLessThan(bodyFatPercentage);
      expect(bodyFatRange.high).toBeGreaterThan(bodyFatPercentage);
      expect(analysis.analysisResults).toMatchObject({
        overallScore: expect.any(Number),
        fitnessAge: expect.any(Number),
        percentileRank: expect.any(Number),
        insights: expect.any(Array),
        percentileMetrics: {
          bodyFat: { percentile: expect.any(Number), description: expect.any(String) },
          muscle: { percentile: expect.any(Number), description: expect.any(String) },
          posture: { percentile: expect.any(Number), description: expect.any(String) },
          overall: { percentile: expect.any(Number), description: expect.any(String) },
        },
        measurements: { waist: { valueCm: 78, source: 'tape' } },
      });
      expect(analysis.userStats).toEqual(validUserStats({ waistCm: 78, restingHeartRate: 58 }));

      await app.get(AnalyticsService).whenIdle();
      const events: Array<{
        actionType: string;
        actionData: Record<string, unknown>;
        ipAddress: string;
        userAgent: string;
      }> = await db.query(
        'SELECT "actionType", "actionData", "ipAddress", "userAgent" FROM user_analytics WHERE "userId" = $1',
        [userId],
      );
      expect(events).toEqual([
        {
          actionType: 'analysis_completed',
          actionData: expect.objectContaining({ analysisId: analysis.id, withPhotos: false }),
          // Stored only to its network: 127.0.0.1 as 127.0.0.0 (IPv4 /24), ::1 as 0:0:0:: (IPv6 /48).
          ipAddress: expect.stringMatching(/^(127\.0\.0\.0|0:0:0::)$/),
          userAgent: 'FitnessTest/1.0',
        },
      ]);
      const rows: Array<{ frontPhotoPath: string | null; sidePhotoPath: string | null }> = await db.query(
        'SELECT "frontPhotoPath", "sidePhotoPath" FROM fitness_analyses WHERE id = $1',
        [analysis.id],
      );
      expect(rows).toEqual([{ frontPhotoPath: null, sidePhotoPath: null }]);
    });

    it('accepts imperial height and weight as typed', async () => {
      const userId = await newUser();
      const metric = await http()
        .post('/api/analysis')
        .send({ userId, userStats: validUserStats({ height: '175', weight: '70' }) });
      const imperial = await http()
        .post('/api/analysis')
        .send({ userId, userStats: validUserStats({ height: `5'9"`, weight: '154 lb' }) })
        .expect(201);
      const metricFat = (metric.body as AnalysisBody).analysisResults.bodyFatPercentage;
      // 5'9" = 175.3 cm and 154 lb = 69.9 kg: the same person within rounding.
      expect((imperial.body as AnalysisBody).analysisResults.bodyFatPercentage).toBeCloseTo(metricFat, 0);
    });

    it.each([
      ['age below 16', { age: 15 }, 'userStats.age', 'age must be at least 16'],
      ['age above 100', { age: 101 }, 'userStats.age', 'age must be at most 100'],
      ['age as text', { age: 'thirty' }, 'userStats.age', 'age must be a number'],
      ['an unknown gender', { gender: 'robot' }, 'userStats.gender', 'gender must be one of: male, female, other'],
      [
        'an unknown goal',
        { goal: 'fly' },
        'userStats.goal',
        'goal must be one of: lose_fat, build_muscle, get_toned, general_fitness',
      ],
      [
        'an unknown activity level',
        { activityLevel: 'extreme' },
        'userStats.activityLevel',
        'activityLevel must be one of: sedentary, lightly_active, moderately_active, very_active',
      ],
      ['body fat below 5', { bfPercent: 4 }, 'userStats.bfPercent', 'bfPercent must be at least 5'],
      ['body fat above 50', { bfPercent: 51 }, 'userStats.bfPercent', 'bfPercent must be at most 50'],
      [
        'an unknown athlete level',
        { athleteLevel: 'legend' },
        'userStats.athleteLevel',
        'athleteLevel must be one of: beginner, intermediate, advanced, elite',
      ],
      ['height as a number', { height: 175 }, 'userStats.height', 'height must be a string'],
      ['a missing weight', { weight: undefined }, 'userStats.weight', 'weight is required'],
      ['a waist of 20 cm', { waistCm: 20 }, 'userStats.waistCm', 'waistCm must be at least 40'],
      [
        'a resting heart rate of 250',
        { restingHeartRate: 250 },
        'userStats.restingHeartRate',
        'restingHeartRate must be at most 130',
      ],
    ])('rejects %s with a 400 naming the field', async (_label, change, field, reason) => {
      const userId = await newUser();
      const response = await http()
        .post('/api/analysis')
        .send({ userId, userStats: validUserStats(change) });
      const error = expectErrorBody(response, 400, 'VALIDATION_FAILED');
      expect(error.details?.[field]).toContain(reason);
      expect(await countRows('fitness_analyses', userId)).toBe(0);
    });

    it('refuses a height it cannot read (VALIDATION_FAILED) and a readable body that cannot exist (IMPLAUSIBLE_STATS)', async () => {
      const userId = await newUser();
      const unreadable = await http()
        .post('/api/analysis')
        .send({ userId, userStats: validUserStats({ height: 'tall' }) });
      expect(expectErrorBody(unreadable, 400, 'VALIDATION_FAILED').details).toHaveProperty(['userStats.height']);
      const impossible = await http()
        .post('/api/analysis')
        .send({ userId, userStats: validUserStats({ height: '200', weight: '35 kg' }) }); // BMI 8.8: below survival
      expect(Object.keys(expectErrorBody(impossible, 400, 'IMPLAUSIBLE_STATS').details ?? {})).toEqual(
        expect.arrayContaining([expect.stringMatching(/^userStats\./)]),
      );
      expect(await countRows('fitness_analyses', userId)).toBe(0);
    });

    it('rejects a missing or malformed userId and missing stats', async () => {
      const noUser = await http().post('/api/analysis').send({ userStats: validUserStats() });
      expect(expectErrorBody(noUser, 400, 'VALIDATION_FAILED').details).toHaveProperty('userId');
      const badUser = await http().post('/api/analysis').send({ userId: 'abc', userStats: validUserStats() });
      expect(expectErrorBody(badUser, 400, 'VALIDATION_FAILED').details?.userId).toContain('userId must be a UUID');
      const noStats = await http().post('/api/analysis').send({ userId: UNKNOWN_ID });
      expect(expectErrorBody(noStats, 400, 'VALIDATION_FAILED').details?.userStats).toContain('userStats is required');
    });

    it('rejects stats sent as a list and a number too large for JSON to hold with 400, not 500', async () => {
      const userId = await newUser();
      const asList = await http()
        .post('/api/analysis')
        .send({ userId, userStats: [validUserStats()] });
      expect(expectErrorBody(asList, 400, 'VALIDATION_FAILED').details?.userStats).toContain(
        'userStats must be an object',
      );
      const huge = await http()
        .post('/api/analysis')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ userId, userStats: validUserStats() }).replace('"age":34', '"age":1e999'));
      expect(expectErrorBody(huge, 400, 'VALIDATION_FAILED').details?.['userStats.age']).toContain(
        'age must be a number',
      );
    });

    it('answers 404 for an unknown user and stores nothing', async () => {
      const response = await http().post('/api/analysis').send({ userId: UNKNOWN_ID, userStats: validUserStats() });
      expectErrorBody(response, 404, 'USER_NOT_FOUND');
      expect(await countRows('fitness_analyses', UNKNOWN_ID)).toBe(0);
      expect(await countRows('user_analytics', UNKNOWN_ID)).toBe(0);
    });
  });

  describe('reading analyses', () => {
    it('GET /api/analysis/{userId} returns the latest analysis and /api/analysis-by-id/{id} that one', async () => {
      const userId = await newUser();
      const first = (
        await http()
          .post('/api/analysis')
          .send({ userId, userStats: validUserStats({ age: 30 }) })
          .expect(201)
      ).body as AnalysisBody;
      const second = (
        await http()
          .post('/api/analysis')
          .send({ userId, userStats: validUserStats({ age: 31 }) })
          .expect(201)
      ).body as AnalysisBody;

      const latest = await http().get(`/api/analysis/${userId}`).expect(200);
      expect(latest.body).toEqual(second);
      const byId = await http().get(`/api/analysis-by-id/${first.id}`).expect(200);
      expect(byId.body).toEqual({ ...first, aiGeneratedPlan: null });
      expect(second).toHaveProperty('aiGeneratedPlan', null);
    });

    it('answers an analysis sent with the user id in capitals as it is read back later, in lower case', async () => {
      const userId = await newUser();
      const created = (
        await http()
          .post('/api/analysis')
          .send({ userId: userId.toUpperCase(), userStats: validUserStats() })
          .expect(201)
      ).body as AnalysisBody;
      expect(created.userId).toBe(userId);
      const latest = await http().get(`/api/analysis/${userId}`).expect(200);
      expect(latest.body).toEqual(created);
    });

    it('answers 404 for unknown ids and 400 for malformed ones, in the error shape', async () => {
      expectErrorBody(await http().get(`/api/analysis/${UNKNOWN_ID}`), 404, 'ANALYSIS_NOT_FOUND');
      expectErrorBody(await http().get(`/api/analysis-by-id/${UNKNOWN_ID}`), 404, 'ANALYSIS_NOT_FOUND');
      const malformed = await http().get('/api/analysis/not-a-uuid');
      expect(expectErrorBody(malformed, 400, 'VALIDATION_FAILED').details?.userId).toContain('userId must be a UUID');
      const malformedId = await http().get('/api/analysis-by-id/42');
      expect(expectErrorBody(malformedId, 400, 'VALIDATION_FAILED').details?.analysisId).toContain(
        'analysisId must be a UUID',
      );
    });
  });
});
