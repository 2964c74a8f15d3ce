import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/bootstrap/create-app';
import { RateLimitStorage } from '../../src/common/http/rate-limit-storage';
import { expectErrorBody } from '../support/api-assertions';
import { uniqueEmail } from '../support/factories';
import { testConfig } from '../support/test-config';
import { testRun } from '../support/test-run';
import { newVisitor } from '../support/visitor';

// With REDIS_URL, request limits hold across API replicas: two apps sharing one Redis count against one budget.
// (Without Redis each process counts alone; the per-process behaviour has its own tests in the API suites.)

const run = testRun();
const describeWithRedis = run.redisUrl === undefined ? describe.skip : describe;

describeWithRedis('rate limits shared through Redis', () => {
  const replicas: NestExpressApplication[] = [];

  beforeAll(async () => {
    for (let index = 0; index < 2; index += 1) {
      const config = testConfig({
        env: { RATE_LIMIT_USERS_PER_MINUTE: '3', BULLMQ_PREFIX: `${run.bullmqPrefix}-limits` },
      });
      replicas.push((await createApp(config)).app);
    }
  });

  afterAll(async () => {
    await Promise.all(replicas.map((app) => app.close()));
  });

  it('counts in Redis', () => {
    expect(replicas.map((app) => app.get(RateLimitStorage).store)).toEqual(['redis', 'redis']);
  });

  it('refuses the fourth user creation in a minute whichever replica gets it', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const replica = replicas[attempt % 2];
      const response = await newVisitor(replica).post('/api/users').send({ email: uniqueEmail() });
      statuses.push(response.status);
      if (attempt === 3) expectErrorBody(response, 429, 'TOO_MANY_REQUESTS');
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('rate limits when Redis is unreachable', () => {
  it('keeps counting, in memory, instead of failing requests', async () => {
    const storage = new RateLimitStorage(testConfig({ env: { REDIS_URL: 'redis://127.0.0.1:1' } }));
    try {
      // Started as the app starts it, against a Redis that refuses connections.
      await storage.onModuleInit();
      expect(storage.store).toBe('redis');
      const first = await storage.increment('visitor', 60_000, 2, 60_000, 'users');
      const third = await (async () => {
        await storage.increment('visitor', 60_000, 2, 60_000, 'users');
        return storage.increment('visitor', 60_000, 2, 60_000, 'users');
      })();
      expect(first).toMatchObject({ totalHits: 1, isBlocked: false });
      expect(third).toMatchObject({ totalHits: 3, isBlocked: true });
    } finally {
      storage.onApplicationShutdown();
    }
  });
});
