import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/bootstrap/create-app';
import { comparable, expectErrorBody } from '../support/api-assertions';
import { uniqueEmail, validUserStats } from '../support/factories';
import { testConfig } from '../support/test-config';
import { newVisitor, type VisitorAgent } from '../support/visitor';

// GET /api/users/{userId}/analyses: a person's analyses over time, and whether the latest change is real.

interface History {
  entries: Array<{
    analysisId: string;
    bodyFatPercentage: number;
    bodyFatRange?: { low: number; high: number };
    weightKg: number;
    waistCm?: number;
  }>;
  sincePrevious?: {
    fromAnalysisId: string;
    toAnalysisId: string;
    verdict: string;
    changes: Array<{ quantity: string; change: number; real: boolean }>;
    narrowWith: string[];
  };
  sinceFirst?: {
    fromAnalysisId: string;
    toAnalysisId: string;
    verdict: string;
    changes: Array<{ quantity: string; change: number; real: boolean }>;
  };
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /api/users/{userId}/analyses', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    ({ app } = await createApp(testConfig({ useRedisIfAvailable: false })));
  });

  afterAll(async () => {
    await app.close();
  });

  async function newPerson(visitor: VisitorAgent, email = uniqueEmail('history')): Promise<string> {
    return ((await visitor.post('/api/users').send({ email }).expect(201)).body as { id: string }).id;
  }

  async function analyse(visitor: VisitorAgent, userId: string, weight: string, waistCm?: number): Promise<string> {
    const userStats = validUserStats({ gender: 'male', height: '180', weight, ...(waistCm ? { waistCm } : {}) });
    return ((await visitor.post('/api/analysis').send({ userId, userStats }).expect(201)).body as { id: string }).id;
  }

  it('lists every analysis oldest first, and judges the latest change and the change since the first', async () => {
    const visitor = newVisitor(app);
    const userId = await newPerson(visitor);
    const ids = [
      await analyse(visitor, userId, '90 kg', 100),
      await analyse(visitor, userId, '82', 90),
      await analyse(visitor, userId, '180.1 lb', 90),
    ];

    const response = await visitor.get(`/api/users/${userId}/analyses`).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const history = response.body as History;
    expect(history.entries.map((entry) => entry.analysisId)).toEqual(ids);
    expect(history.entries.map((entry) => entry.weightKg)).toEqual([90, 82, expect.closeTo(81.7, 1)]);
    expect(history.entries.map((entry) => entry.waistCm)).toEqual([100, 90, 90]);
    for (const entry of history.entries) {
      expect(entry.bodyFatRange!.low).toBeLessThan(entry.bodyFatPercentage);
      expect(entry.bodyFatRange!.high).toBeGreaterThan(entry.bodyFatPercentage);
    }

    // 0.3 kg since the one before: within the methods' error. 8 kg and 10 cm since the first: real.
    expect(history.sincePrevious).toMatchObject({
      fromAnalysisId: ids[1],
      toAnalysisId: ids[2],
      verdict: 'within-error',
    });
    expect(history.sincePrevious!.changes.every((change) => !change.real)).toBe(true);
    expect(history.sincePrevious!.narrowWith).toEqual(['photos', 'same-time-of-day']);
    expect(history.sinceFirst).toMatchObject({ fromAnalysisId: ids[0], toAnalysisId: ids[2], verdict: 'real' });
    const sinceFirst = Object.fromEntries(history.sinceFirst!.changes.map((change) => [change.quantity, change]));
    expect(sinceFirst.weight).toMatchObject({ change: -8.3, real: true });
    expect(sinceFirst.waist).toMatchObject({ change: -10, real: true });
  });

  it('has no verdict with one analysis, and no change since the first with two', async () => {
    const visitor = newVisitor(app);
    const userId = await newPerson(visitor);
    await analyse(visitor, userId, '70');
    const one = (await visitor.get(`/api/users/${userId}/analyses`).expect(200)).body as History;
    expect(one.entries).toHaveLength(1);
    expect(one).not.toHaveProperty('sincePrevious');
    await analyse(visitor, userId, '70');
    const two = (await visitor.get(`/api/users/${userId}/analyses`).expect(200)).body as History;
    expect(two.sincePrevious?.verdict).toBe('within-error');
    expect(two).not.toHaveProperty('sinceFirst');
  });

  it('shows a claimant only its own analyses of a person, and anyone else the 404 of an unknown user', async () => {
    const creator = newVisitor(app);
    const email = uniqueEmail('shared');
    const userId = await newPerson(creator, email);
    await analyse(creator, userId, '70');
    const claimant = newVisitor(app);
    await newPerson(claimant, email);
    expectErrorBody(await claimant.get(`/api/users/${userId}/analyses`), 404, 'ANALYSIS_NOT_FOUND');
    const own = await analyse(claimant, userId, '71');
    const seen = (await claimant.get(`/api/users/${userId}/analyses`).expect(200)).body as History;
    expect(seen.entries.map((entry) => entry.analysisId)).toEqual([own]);

    const stranger = newVisitor(app);
    await newPerson(stranger);
    const notYours = await stranger.get(`/api/users/${userId}/analyses`);
    const notThere = await stranger.get(`/api/users/${UNKNOWN_ID}/analyses`);
    expectErrorBody(notYours, 404, 'ANALYSIS_NOT_FOUND');
    expect(comparable(notYours)).toEqual(comparable(notThere));
  });

  it('refuses an id that is no UUID with a 400 naming userId', async () => {
    const response = await newVisitor(app).get('/api/users/not-a-uuid/analyses');
    const error = expectErrorBody(response, 400, 'VALIDATION_FAILED');
    expect(Object.keys(error.details ?? {})).toContain('userId');
  });
});
