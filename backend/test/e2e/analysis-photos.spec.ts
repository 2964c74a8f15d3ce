import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap/create-app';
import { AnalyticsService } from '../../src/modules/analytics/analytics.service';
import { FileStoragePort } from '../../src/infra/storage/file-storage.port';
import { PHOTO_UPLOAD_PREFIX } from '../../src/modules/analysis/photos.service';
import { expectErrorBody } from '../support/api-assertions';
import { eventually } from '../support/eventually';
import { uniqueEmail, validUserStats } from '../support/factories';
import { testConfig } from '../support/test-config';
import { asVisitor } from '../support/visitor';

// A small CG full-body figure shipped in @vladmandic/human's npm tarball (fetched by `npm run models`).
const SAMPLE_PHOTO = readFileSync(path.join(__dirname, '..', '..', '..', 'models', 'samples', 'samples.jpg'));
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface AnalysisBody {
  id: string;
  analysisResults: { notes: string[]; provenance: { measured: Record<string, boolean> } };
}

describe('analysis with photos (API): the photos are measured, then never kept', () => {
  let app: NestExpressApplication;
  let storage: FileStoragePort;
  const http = () => asVisitor(app);

  beforeAll(async () => {
    ({ app } = await createApp(testConfig({ useRedisIfAvailable: false })));
    storage = app.get(FileStoragePort);
  });

  afterAll(async () => {
    await app.close();
  });

  /** Uploads a photo as the browser does; returns its reference (the upload address without its query). */
  async function uploadPhoto(bytes: Buffer = SAMPLE_PHOTO): Promise<string> {
    const { uploadURL } = (await http().post('/api/photos/upload').expect(200)).body as { uploadURL: string };
    const url = new URL(uploadURL);
    await http().put(`${url.pathname}${url.search}`).set('Content-Type', 'image/jpeg').send(bytes).expect(200);
    return `${url.origin}${url.pathname}`;
  }

  async function newUser(): Promise<string> {
    return ((await http().post('/api/users').send({ email: uniqueEmail() }).expect(201)).body as { id: string }).id;
  }

  const storedPhotos = async () => storage.list(PHOTO_UPLOAD_PREFIX);
  /** The photos left once the request's answer went out and its photos were released (a moment after the answer). */
  const photosLeftAfterRelease = () => eventually(storedPhotos, (photos) => photos.length === 0);

  // "Your photos are never stored": whatever path a test took, no photo is left behind.
  afterEach(async () => {
    expect(await photosLeftAfterRelease()).toEqual([]);
  });

  it('measures both photos, stores the analysis without any photo reference, and deletes the photos', async () => {
    const userId = await newUser();
    const [front, side] = [await uploadPhoto(), await uploadPhoto()];
    expect(await storedPhotos()).toHaveLength(2);

    const response = await http()
      .post('/api/analysis')
      .send({ userId, userStats: validUserStats(), frontPhotoURL: front, sidePhotoURL: side })
      .expect(201);
    const analysis = response.body as AnalysisBody;
    // The sample is a figure, not a posed person: whatever the checks say, they are reported to the user.
    expect(analysis.analysisResults.notes.length).toBeGreaterThan(0);
    expect(await photosLeftAfterRelease()).toEqual([]);

    const rows: Array<Record<string, unknown>> = await app
      .get(DataSource)
      .query(
        'SELECT "frontPhotoPath", "sidePhotoPath", "analysisResults"::text AS results FROM fitness_analyses WHERE id = $1',
        [analysis.id],
      );
    expect(rows[0]).toMatchObject({ frontPhotoPath: null, sidePhotoPath: null });
    expect(rows[0].results).not.toContain(new URL(front).pathname);
    await app.get(AnalyticsService).whenIdle();
    const events: Array<{ actionData: Record<string, unknown> }> = await app
      .get(DataSource)
      .query('SELECT "actionData" FROM user_analytics WHERE "userId" = $1', [userId]);
    expect(events[0].actionData).toMatchObject({ withPhotos: true, photosMeasured: true });
  });

  it('goes on with the stats when the photos cannot be decoded, says so, and deletes them', async () => {
    // Starts like a JPEG, so the upload takes it; the scan cannot decode it.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 0x42)]);
    const [front, side] = [await uploadPhoto(broken), await uploadPhoto(broken)];
    const response = await http()
      .post('/api/analysis')
      .send({ userId: await newUser(), userStats: validUserStats(), frontPhotoURL: front, sidePhotoURL: side })
      .expect(201);
    const { notes, provenance } = (response.body as AnalysisBody).analysisResults;
    expect(notes.join(' ')).toMatch(/couldn't read the front photo/);
    expect(Object.values(provenance.measured).some(Boolean)).toBe(false);
    expect(await photosLeftAfterRelease()).toEqual([]);
  });

  it('a used photo reference cannot be analysed again', async () => {
    const userId = await newUser();
    const [front, side] = [await uploadPhoto(), await uploadPhoto()];
    await http()
      .post('/api/analysis')
      .send({ userId, userStats: validUserStats(), frontPhotoURL: front, sidePhotoURL: side })
      .expect(201);
    const again = await http()
      .post('/api/analysis')
      .send({ userId, userStats: validUserStats(), frontPhotoURL: front, sidePhotoURL: side });
    expectErrorBody(again, 400, 'PHOTO_NOT_UPLOADED');
  });

  it('deletes the photos when the analysis fails (unknown user, bad stats)', async () => {
    for (const body of [
      { userId: UNKNOWN_ID, userStats: validUserStats() },
      { userId: await newUser(), userStats: validUserStats({ height: 'tall' }) },
    ]) {
      const [front, side] = [await uploadPhoto(), await uploadPhoto()];
      const response = await http()
        .post('/api/analysis')
        .send({ ...body, frontPhotoURL: front, sidePhotoURL: side });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(await photosLeftAfterRelease()).toEqual([]);
    }
  });

  it('refuses a lone photo with 400 PHOTOS_INCOMPLETE and deletes it', async () => {
    const front = await uploadPhoto();
    const response = await http()
      .post('/api/analysis')
      .send({ userId: await newUser(), userStats: validUserStats(), frontPhotoURL: front });
    expect(expectErrorBody(response, 400, 'PHOTOS_INCOMPLETE').details).toHaveProperty('sidePhotoURL');
    expect(await photosLeftAfterRelease()).toEqual([]);
  });

  it('refuses addresses that are not our uploads, naming the field, and stores nothing', async () => {
    const userId = await newUser();
    const side = await uploadPhoto();
    for (const foreign of [
      'https://evil.example/uploads/x.jpg',
      'file:///etc/passwd',
      '/api/photos/uploads/../../etc/passwd',
    ]) {
      const response = await http()
        .post('/api/analysis')
        .send({ userId, userStats: validUserStats(), frontPhotoURL: foreign, sidePhotoURL: side });
      expect(expectErrorBody(response, 400, 'UNKNOWN_PHOTO_REFERENCE').details).toHaveProperty('frontPhotoURL');
    }
    const rows: Array<{ count: string }> = await app
      .get(DataSource)
      .query('SELECT count(*) FROM fitness_analyses WHERE "userId" = $1', [userId]);
    expect(rows[0].count).toBe('0');
  });

  it('refuses an address of ours that never received a photo', async () => {
    const { uploadURL } = (await http().post('/api/photos/upload').expect(200)).body as { uploadURL: string };
    const never = uploadURL.split('?')[0];
    const side = await uploadPhoto();
    const response = await http()
      .post('/api/analysis')
      .send({ userId: await newUser(), userStats: validUserStats(), frontPhotoURL: never, sidePhotoURL: side });
    expectErrorBody(response, 400, 'PHOTO_NOT_UPLOADED');
    expect(await photosLeftAfterRelease()).toEqual([]);
  });
});
