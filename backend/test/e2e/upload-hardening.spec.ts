import { readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { connect, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/bootstrap/create-app';
import type { AppConfig } from '../../src/config/app-config';
import { FileStoragePort } from '../../src/infra/storage/file-storage.port';
import { PHOTO_UPLOAD_PREFIX, PhotosService } from '../../src/modules/analysis/photos.service';
import { expectErrorBody } from '../support/api-assertions';
import { eventually, nextCallSettled } from '../support/eventually';
import { uniqueEmail, validUserStats } from '../support/factories';
import { testConfig } from '../support/test-config';
import { newVisitor, type VisitorAgent } from '../support/visitor';

// Storage safety of photo uploads: photos are gone after every refusal, belong to the visitor who asked for their
// address, cost nothing until their address is proven good, and stalled uploads are dropped.

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 1)]);
const IDLE_TIMEOUT_MS = 2_000;

describe('photo uploads: storage safety (API, listening on loopback)', () => {
  let app: NestExpressApplication;
  let config: AppConfig;
  let storage: FileStoragePort;
  let port: number;

  beforeAll(async () => {
    config = testConfig({
      useRedisIfAvailable: false,
      // A short idle timeout so the stalled-upload test runs in seconds; production uses 30 s.
      env: { HTTP_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS), RATE_LIMIT_ANALYSIS_PER_MINUTE: '10000' },
    });
    ({ app } = await createApp(config));
    await new Promise<void>((resolve) => app.getHttpServer().listen(0, '127.0.0.1', resolve));
    port = (app.getHttpServer().address() as AddressInfo).port;
    storage = app.get(FileStoragePort);
  });

  afterAll(async () => {
    await app.close();
  });

  async function upload(visitor: VisitorAgent): Promise<string> {
    const { uploadURL } = (await visitor.post('/api/photos/upload').expect(200)).body as { uploadURL: string };
    const url = new URL(uploadURL, 'http://fitness.test');
    await visitor.put(`${url.pathname}${url.search}`).set('content-type', 'image/jpeg').send(JPEG).expect(200);
    return uploadURL.split('?')[0];
  }

  async function storedPhotos(): Promise<string[]> {
    return (await storage.list(PHOTO_UPLOAD_PREFIX)).map((object) => object.key);
  }

  async function expectNoPhotoLeft(): Promise<void> {
    // The refusal answer goes out first; the photos are deleted as it does.
    expect(await eventually(storedPhotos, (keys) => keys.length === 0)).toEqual([]);
  }

  async function personWithPhotos(): Promise<{ visitor: VisitorAgent; userId: string; front: string; side: string }> {
    const visitor = newVisitor(app);
    const userId = ((await visitor.post('/api/users').send({ email: uniqueEmail() }).expect(201)).body as { id: string }).id;
    return { visitor, userId, front: await upload(visitor), side: await upload(visitor) };
  }

  describe('no photo is left after a refused analysis', () => {
    it.each([
      ['an invalid age (validation 400)', (userId: string) => ({ userId, userStats: validUserStats({ age: 12 }) })],
      ['stats the engine refuses (400)', (userId: string) => ({ userId, userStats: validUserStats({ height: 'tall' }) })],
      ['an unknown user (404)', () => ({ userId: '00000000-0000-4000-8000-000000000000', userStats: validUserStats() })],
      ['an unknown field (400)', (userId: string) => ({ userId, userStats: validUserStats(), extra: true })],
    ])('%s', async (_label, body) => {
      const person = await personWithPhotos();
      expect(await storedPhotos()).toHaveLength(2);
      const response = await person.visitor
        .post('/api/analysis')
        .send({ ...body(person.userId), frontPhotoURL: person.front, sidePhotoURL: person.side });
      expect(response.status).toBeGreaterThanOrEqual(400);
      await expectNoPhotoLeft();
    });

    it('over the rate limit (429)', async () => {
      const limited = await createApp(testConfig({ useRedisIfAvailable: false, env: { RATE_LIMIT_ANALYSIS_PER_MINUTE: '1' } }));
      try {
        const visitor = newVisitor(limited.app);
        const limitedStorage = limited.app.get(FileStoragePort);
        const userId = ((await visitor.post('/api/users').send({ email: uniqueEmail() }).expect(201)).body as { id: string }).id;
        const addresses: string[] = [];
        for (let index = 0; index < 2; index += 1) {
          const { uploadURL } = (await visitor.post('/api/photos/upload').expect(200)).body as { uploadURL: string };
          const url = new URL(uploadURL, 'http://fitness.test');
          await visitor.put(`${url.pathname}${url.search}`).set('content-type', 'image/jpeg').send(JPEG).expect(200);
          addresses.push(uploadURL.split('?')[0]);
        }
        await visitor.post('/api/analysis').send({ userId, userStats: validUserStats() }).expect(201);
        const response = await visitor
          .post('/api/analysis')
          .send({ userId, userStats: validUserStats(), frontPhotoURL: addresses[0], sidePhotoURL: addresses[1] });
        expectErrorBody(response, 429, 'TOO_MANY_REQUESTS');
        const left = await eventually(() => limitedStorage.list(PHOTO_UPLOAD_PREFIX), (objects) => objects.length === 0);
        expect(left).toEqual([]);
      } finally {
        await limited.app.close();
      }
    });

    it("never lets another visitor use (or delete) someone's photos", async () => {
      const owner = await personWithPhotos();
      const stranger = newVisitor(app);
      const strangerId = ((await stranger.post('/api/users').send({ email: uniqueEmail() }).expect(201)).body as { id: string }).id;
      // The release a request starts as its answer goes out: once it has run, whatever it would delete is gone.
      const refusalCleanedUp = nextCallSettled(app.get(PhotosService), 'releaseNamedPhotos');
      const stolen = await stranger
        .post('/api/analysis')
        .send({ userId: strangerId, userStats: validUserStats(), frontPhotoURL: owner.front, sidePhotoURL: owner.side });
      expectErrorBody(stolen, 400, 'UNKNOWN_PHOTO_REFERENCE');
      expect((await refusalCleanedUp)[0]).toEqual({ frontPhotoURL: owner.front, sidePhotoURL: owner.side });
      expect(await storedPhotos()).toHaveLength(2);
      // The owner still can.
      await owner.visitor
        .post('/api/analysis')
        .send({ userId: owner.userId, userStats: validUserStats(), frontPhotoURL: owner.front, sidePhotoURL: owner.side })
        .expect(201);
      await expectNoPhotoLeft();
    });
  });

  it('accepts an upload address made by another API instance sharing the data folder (replicas, or a restart)', async () => {
    const replica = await createApp(
      testConfig({ useRedisIfAvailable: false, env: { DATA_DIR: config.DATA_DIR, STORAGE_DIR: config.STORAGE_DIR } }),
    );
    try {
      const { uploadURL } = (await newVisitor(app).post('/api/photos/upload').expect(200)).body as { uploadURL: string };
      const url = new URL(uploadURL, 'http://fitness.test');
      await newVisitor(replica.app).put(`${url.pathname}${url.search}`).set('content-type', 'image/jpeg').send(JPEG).expect(200);
    } finally {
      await replica.app.close();
    }
  });

  it('stores photos readable by this account only', async () => {
    const person = await personWithPhotos();
    const files = await readdir(path.join(config.STORAGE_DIR, 'uploads'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      expect((await stat(path.join(config.STORAGE_DIR, 'uploads', name))).mode & 0o077).toBe(0);
    }
    await person.visitor
      .post('/api/analysis')
      .send({ userId: person.userId, userStats: validUserStats(), frontPhotoURL: person.front, sidePhotoURL: person.side });
  });

  /** Opens a raw connection and sends a PUT's headers and the first part of its body, then stalls. */
  // One body shared by every test connection, so the test's own buffers do not count in the server's memory.
  const BODY = Buffer.alloc(4_500_000, 0xff);

  function stalledPut(target: string, declaredBytes: number, sentBytes: number): Promise<{ socket: Socket; answer: Promise<string>; closed: Promise<number> }> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        const opened = Date.now();
        let received = '';
        const answer = new Promise<string>((done) => socket.on('data', (chunk) => done((received += chunk.toString()))));
        const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - opened)));
        socket.on('error', () => undefined);
        socket.write(`PUT ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/jpeg\r\nContent-Length: ${declaredBytes}\r\n\r\n`);
        socket.write(BODY.subarray(0, sentBytes));
        resolve({ socket, answer, closed });
      });
    });
  }

  it('answers a forged upload address before its body ends, and closes the connection', async () => {
    const forged = '/api/photos/uploads/00000000-0000-4000-8000-000000000001?expires=9999999999&signature=' + 'A'.repeat(43);
    const { answer, closed } = await stalledPut(forged, 9_000_000, 64 * 1024);
    expect(await answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(await answer).toMatch(/UPLOAD_SIGNATURE_INVALID/);
    expect(await closed).toBeLessThan(IDLE_TIMEOUT_MS);
  });

  it('drops a stalled upload to a good address after the idle timeout, keeping nothing of it', async () => {
    const { uploadURL } = (await newVisitor(app).post('/api/photos/upload').expect(200)).body as { uploadURL: string };
    const url = new URL(uploadURL, 'http://fitness.test');
    const { closed } = await stalledPut(`${url.pathname}${url.search}`, 5_000_000, 256 * 1024);
    const after = await closed;
    expect(after).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 200);
    expect(after).toBeLessThan(IDLE_TIMEOUT_MS + 3_000);
    // The part already streamed to a file is removed as the connection drops.
    const incomingFiles = () => readdir(path.join(config.DATA_DIR, 'incoming')).catch((): string[] => []);
    expect(await eventually(incomingFiles, (files) => files.length === 0)).toEqual([]);
  });

  it('does not grow by 30 MB under 40 forged uploads of 4.5 MB that then stall', async () => {
    const rssMb = () => Number(readFileSync('/proc/self/status', 'utf8').match(/VmRSS:\s+(\d+)/)![1]) / 1024;
    global.gc?.();
    const before = rssMb();
    const uploads = await Promise.all(
      Array.from({ length: 40 }, (_unused, index) =>
        stalledPut(
          `/api/photos/uploads/00000000-0000-4000-8000-${String(index).padStart(12, '0')}?expires=9999999999&signature=${'B'.repeat(43)}`,
          9_000_000,
          4_500_000,
        ),
      ),
    );
    const answers = await Promise.all(uploads.map((upload) => upload.answer));
    expect(answers.every((text) => text.startsWith('HTTP/1.1 403'))).toBe(true);
    await Promise.all(uploads.map((upload) => upload.closed));
    expect(rssMb() - before).toBeLessThan(30);
  });

  it('limits how many uploads one visitor sends at once', async () => {
    const visitor = newVisitor(app);
    await visitor.post('/api/users').send({ email: uniqueEmail() }).expect(201);
    const cookie = (visitor as unknown as { jar: { getCookies: (access: unknown) => Array<{ toValueString(): string }> } }).jar
      .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
      .map((entry) => entry.toValueString())
      .join('; ');
    const targets: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const { uploadURL } = (await visitor.post('/api/photos/upload').expect(200)).body as { uploadURL: string };
      const url = new URL(uploadURL, 'http://fitness.test');
      targets.push(`${url.pathname}${url.search}`);
    }
    const open = await Promise.all(
      targets.map(
        (target) =>
          new Promise<{ answer: Promise<string>; socket: Socket }>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => {
              const answer = new Promise<string>((done) => socket.on('data', (chunk) => done(chunk.toString())));
              socket.on('error', () => undefined);
              socket.write(`PUT ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: image/jpeg\r\nContent-Length: 100000\r\n\r\n`);
              socket.write(Buffer.alloc(1000, 0xff));
              resolve({ answer, socket });
            });
          }),
      ),
    );
    const first = await Promise.race(open.map((upload) => upload.answer));
    expect(first).toMatch(/^HTTP\/1\.1 429 /);
    expect(first).toMatch(/Retry-After: 5/i);
    for (const upload of open) upload.socket.destroy();
  });
});
