import { utimes } from 'node:fs/promises';
import path from 'node:path';
import type { DynamicModule, INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { AppModule } from '../../src/app.module';
import type { AppConfig } from '../../src/config/app-config';
import { InProcessQueueAdapter } from '../../src/infra/queue/in-process-queue.adapter';
import { QueuePort } from '../../src/infra/queue/queue.port';
import { FileStoragePort } from '../../src/infra/storage/file-storage.port';
import { JobName, QueueName } from '../../src/jobs/job-names';
import { WorkerModule } from '../../src/worker.module';
import { testConfig } from '../support/test-config';
import { testRun } from '../support/test-run';

const SIXTEEN_MINUTES_MS = 16 * 60 * 1000;

async function bootContext(module: DynamicModule): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [module] }).compile();
  return moduleRef.init();
}

/** One photo uploaded 16 minutes ago, one just now, and an old file outside the uploads folder. */
async function seedStorage(config: AppConfig, storage: FileStoragePort): Promise<void> {
  await storage.put('uploads/expired-front.jpg', Buffer.from('old photo'), 'image/jpeg');
  await storage.put('uploads/fresh-side.jpg', Buffer.from('new photo'), 'image/jpeg');
  await storage.put('reports/old-plan.pdf', Buffer.from('%PDF'), 'application/pdf');
  const longAgo = new Date(Date.now() - SIXTEEN_MINUTES_MS);
  await utimes(path.join(config.STORAGE_DIR, 'uploads', 'expired-front.jpg'), longAgo, longAgo);
  await utimes(path.join(config.STORAGE_DIR, 'reports', 'old-plan.pdf'), longAgo, longAgo);
}

async function keys(storage: FileStoragePort): Promise<string[]> {
  return (await storage.list()).map((object) => object.key);
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('upload sweeper through the in-process queue', () => {
  let app: INestApplicationContext;
  let config: AppConfig;

  beforeAll(async () => {
    config = testConfig({ useRedisIfAvailable: false });
    app = await bootContext(AppModule.forRoot(config));
  });

  afterAll(async () => {
    await app.close();
  });

  it('deletes only uploads older than 15 minutes', async () => {
    const storage = app.get(FileStoragePort);
    await seedStorage(config, storage);
    const queue = app.get(QueuePort);
    expect(queue.driver).toBe('in-process');

    await queue.enqueue(JobName.SweepExpiredUploads, { reason: 'on-demand' });
    await (queue as InProcessQueueAdapter).whenIdle();

    expect(await keys(storage)).toEqual(['reports/old-plan.pdf', 'uploads/fresh-side.jpg']);
  });
});

const run = testRun();
const describeWithRedis = run.redisUrl === undefined ? describe.skip : describe;

describeWithRedis('upload sweeper through BullMQ and a separate worker', () => {
  let api: INestApplicationContext;
  let worker: INestApplicationContext;
  let apiConfig: AppConfig;

  beforeAll(async () => {
    apiConfig = testConfig();
    // The worker shares the API's photo folder, as both containers mount the same volume.
    // Schedules off here, so only the API's enqueue can trigger the sweep this test watches.
    const workerConfig = testConfig({ env: { STORAGE_DIR: apiConfig.STORAGE_DIR } });
    api = await bootContext(AppModule.forRoot(apiConfig));
    worker = await bootContext(WorkerModule.forRoot(workerConfig));
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  it('deletes only uploads older than 15 minutes when the API enqueues the sweep', async () => {
    const storage = api.get(FileStoragePort);
    await seedStorage(apiConfig, storage);
    const queue = api.get(QueuePort);
    expect(queue.driver).toBe('bullmq');

    await queue.enqueue(JobName.SweepExpiredUploads, { reason: 'on-demand' });

    await waitFor(async () => !(await keys(storage)).includes('uploads/expired-front.jpg'), 15_000);
    expect(await keys(storage)).toEqual(['reports/old-plan.pdf', 'uploads/fresh-side.jpg']);
  });

  it('registers the sweeper to repeat every minute when a worker starts with schedules on', async () => {
    const scheduling = await bootContext(WorkerModule.forRoot(testConfig({ env: { JOB_SCHEDULES_ENABLED: 'true' } })));
    await scheduling.close();
    const connection = new Redis(run.redisUrl!, { maxRetriesPerRequest: null });
    const queue = new Queue(QueueName.Maintenance, { connection, prefix: run.bullmqPrefix });
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers).toEqual(
        expect.arrayContaining([expect.objectContaining({ key: `schedule-${JobName.SweepExpiredUploads}`, every: 60_000 })]),
      );
    } finally {
      await queue.close();
      await connection.quit();
    }
  });
});
