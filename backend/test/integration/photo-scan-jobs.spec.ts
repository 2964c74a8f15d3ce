import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { createApp } from '../../src/bootstrap/create-app';
import type { AppConfig } from '../../src/config/app-config';
import { QueuePort } from '../../src/infra/queue/queue.port';
import { FileStoragePort } from '../../src/infra/storage/file-storage.port';
import {
  MEASUREMENT_TIMED_OUT_NOTE,
  MEASUREMENT_UNAVAILABLE_NOTE,
  PHOTOS_UNREADABLE_NOTE,
} from '../../src/modules/analysis/photo-measurement.service';
import { PHOTO_UPLOAD_PREFIX } from '../../src/modules/analysis/photos.service';
import { WorkerModule } from '../../src/worker.module';
import { eventually } from '../support/eventually';
import { uniqueEmail, validUserStats } from '../support/factories';
import { testConfig } from '../support/test-config';
import { testRun } from '../support/test-run';
import { newVisitor, type VisitorAgent } from '../support/visitor';

// Photo measurement never runs on the API's event loop: it is a scan-photos job the analysis waits for, run on
// scan threads in the API (embedded default) or on a worker process (REDIS_URL). Past its time limit, or with no
// worker to take it, the analysis goes on with the stats and a note, and the photos are deleted all the same.

const SAMPLE_PHOTO = readFileSync(path.join(__dirname, '..', '..', '..', 'models', 'samples', 'samples.jpg'));

interface AnalysisBody {
  analysisResults: { notes: string[]; provenance: { measured: Record<string, boolean> } };
}

async function uploadPhoto(visitor: VisitorAgent): Promise<string> {
  const { uploadURL } = (await visitor.post('/api/photos/upload').expect(200)).body as { uploadURL: string };
  const url = new URL(uploadURL);
  await visitor.put(`${url.pathname}${url.search}`).set('Content-Type', 'image/jpeg').send(SAMPLE_PHOTO).expect(200);
  return `${url.origin}${url.pathname}`;
}

/** A two-photo analysis by a new visitor; answers the analysis the API returned. */
async function analyseWithPhotos(app: NestExpressApplication): Promise<AnalysisBody> {
  const visitor = newVisitor(app);
  const userId = ((await visitor.post('/api/users').send({ email: uniqueEmail() }).expect(201)).body as { id: string })
    .id;
  const [front, side] = [await uploadPhoto(visitor), await uploadPhoto(visitor)];
  const response = await visitor
    .post('/api/analysis')
    .send({ userId, userStats: validUserStats(), frontPhotoURL: front, sidePhotoURL: side })
    .expect(201);
  return response.body as AnalysisBody;
}

/** The scan answered: none of the notes that say the photos could not be used. */
function expectScanned(analysis: AnalysisBody): void {
  for (const note of [MEASUREMENT_TIMED_OUT_NOTE, MEASUREMENT_UNAVAILABLE_NOTE, PHOTOS_UNREADABLE_NOTE]) {
    expect(analysis.analysisResults.notes).not.toContain(note);
  }
}

/** The photos left once the analysis's answer went out and its photos were released (a moment after the answer). */
function photosLeftAfterRelease(app: NestExpressApplication) {
  const storage = app.get(FileStoragePort);
  return eventually(() => storage.list(PHOTO_UPLOAD_PREFIX), (photos) => photos.length === 0);
}

const measuredFromPhotos = (analysis: AnalysisBody) =>
  Object.values(analysis.analysisResults.provenance.measured).some(Boolean);

describe('photo scans on the embedded default (scan threads in the API)', () => {
  it('measures the photos through the in-process scan job', async () => {
    const { app } = await createApp(testConfig({ useRedisIfAvailable: false }));
    try {
      expect(app.get(QueuePort).driver).toBe('in-process');
      expectScanned(await analyseWithPhotos(app));
      expect(await photosLeftAfterRelease(app)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('goes on with the stats and says so when the scan passes its time limit, and deletes the photos', async () => {
    const { app } = await createApp(testConfig({ useRedisIfAvailable: false, env: { PHOTO_SCAN_TIMEOUT_MS: '1' } }));
    try {
      const analysis = await analyseWithPhotos(app);
      expect(analysis.analysisResults.notes).toContain(MEASUREMENT_TIMED_OUT_NOTE);
      expect(measuredFromPhotos(analysis)).toBe(false);
      expect(await photosLeftAfterRelease(app)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

const describeWithRedis = testRun().redisUrl === undefined ? describe.skip : describe;

describeWithRedis('photo scans with REDIS_URL (a BullMQ job on the worker processes)', () => {
  // Queues of their own: another test file's worker (same run, other photo folder) must not take these scans.
  const BULLMQ_PREFIX = `${testRun().bullmqPrefix}-scans`;
  const apps: NestExpressApplication[] = [];
  let worker: INestApplicationContext | undefined;

  async function apiWith(env: Record<string, string>): Promise<{ app: NestExpressApplication; config: AppConfig }> {
    const config = testConfig({ env });
    const { app } = await createApp(config);
    apps.push(app);
    return { app, config };
  }

  afterAll(async () => {
    await worker?.close();
    await Promise.all(apps.map((app) => app.close()));
  });

  it('without a worker to take the scan, answers within the time limit with the stats and a note', async () => {
    const { app } = await apiWith({ PHOTO_SCAN_TIMEOUT_MS: '2000', BULLMQ_PREFIX: `${BULLMQ_PREFIX}-idle` });
    expect(app.get(QueuePort).driver).toBe('bullmq');
    const analysis = await analyseWithPhotos(app);
    expect(analysis.analysisResults.notes).toContain(MEASUREMENT_TIMED_OUT_NOTE);
    expect(await photosLeftAfterRelease(app)).toEqual([]);
  });

  it('with a worker process, the scan runs there and the analysis is measured from the photos', async () => {
    // A worker that just started loads its models on its first scan, which took over 4 s on a busy CI machine: the
    // limit here only has to tell a scan that ran from one that never did.
    const { app, config } = await apiWith({ PHOTO_SCAN_TIMEOUT_MS: '30000', BULLMQ_PREFIX });
    // The worker shares the API's photo folder, as both containers mount the same volume.
    const moduleRef = await Test.createTestingModule({
      imports: [WorkerModule.forRoot(testConfig({ env: { STORAGE_DIR: config.STORAGE_DIR, BULLMQ_PREFIX } }))],
    }).compile();
    worker = await moduleRef.init();
    expectScanned(await analyseWithPhotos(app));
    expect(await photosLeftAfterRelease(app)).toEqual([]);
  }, 60_000);
});
