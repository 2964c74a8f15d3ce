import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import sharp from 'sharp';
import request from 'supertest';
import { type ApiErrorBody, PHOTO_MAX_BYTES } from '@fitness/contracts';
import { createApp } from '../../src/bootstrap/create-app';
import { Clock } from '../../src/common/clock';
import type { AppConfig } from '../../src/config/app-config';
import { FileStoragePort } from '../../src/infra/storage/file-storage.port';
import { UnknownPhotoReferenceError } from '../../src/modules/analysis/analysis.errors';
import { PHOTO_UPLOAD_LIFETIME_MS, PhotosService } from '../../src/modules/analysis/photos.service';
import { expectErrorBody } from '../support/api-assertions';
import { testConfig } from '../support/test-config';
import { asVisitor } from '../support/visitor';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOAD_URL = new RegExp(
  `^http://fitness\\.test/api/photos/uploads/(${UUID})\\?expires=(\\d+)&signature=([A-Za-z0-9_-]{43})$`,
);

interface IssuedUpload {
  /** As handed out: absolute, since the test config sets PUBLIC_BASE_URL=http://fitness.test */
  uploadURL: string;
  /** Path and query, what supertest requests */
  target: string;
  /** The photo reference the client keeps: the uploadURL without its query */
  reference: string;
  id: string;
  expires: number;
  signature: string;
}

async function image(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 120, b: 80 } } })
    .toFormat(format)
    .toBuffer();
}

/** Every file under `dir` (relative paths), skipping the embedded database. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('pglite'))
    .sort();
}

describe('photo uploads (local storage, bootstrapped as in production)', () => {
  let app: NestExpressApplication;
  let config: AppConfig;
  let openApiDocument: OpenAPIObject;
  let clock: Clock;
  let photoUploads: PhotosService;
  let storage: FileStoragePort;

  const http = () => asVisitor(app);

  async function issueUpload(): Promise<IssuedUpload> {
    const response = await http().post('/api/photos/upload').expect(200);
    const uploadURL = (response.body as { uploadURL: string }).uploadURL;
    const [, id, expires, signature] = UPLOAD_URL.exec(uploadURL) ?? [];
    expect(id).toBeDefined();
    const url = new URL(uploadURL);
    return {
      uploadURL,
      target: url.pathname + url.search,
      reference: uploadURL.split('?')[0]!,
      id: id!,
      expires: Number(expires),
      signature: signature!,
    };
  }

  /**
   * A PUT sent as a browser or a script would, bytes as they are (no Content-Length unless given: chunked). Resolves
   * with the answer when it arrives, even if the server cuts the connection while the body is still being sent.
   */
  function rawPut(
    target: string,
    body: Iterable<Buffer>,
    headers: Record<string, string>,
  ): Promise<{ status: number; body: string }> {
    const { port } = app.getHttpServer().address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, method: 'PUT', path: target, headers }, (response) => {
        const received: Buffer[] = [];
        response.on('data', (chunk: Buffer) => received.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(received).toString() }),
        );
      });
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        // The server may cut an oversized upload off; the answer it sent first is what counts.
        if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
      });
      const source = Readable.from(body);
      source.on('error', reject);
      source.pipe(outgoing);
      outgoing.on('close', () => source.destroy());
    });
  }

  function put(target: string, bytes: Buffer, contentType = 'image/jpeg'): request.Test {
    return http().put(target).set('content-type', contentType).send(bytes);
  }

  beforeAll(async () => {
    config = testConfig();
    ({ app, openApiDocument } = await createApp(config));
    // Listening, so some tests can send bytes exactly as a browser would (see rawPut); supertest reuses it.
    await new Promise<void>((resolve) => app.getHttpServer().listen(0, '127.0.0.1', resolve));
    clock = app.get(Clock);
    photoUploads = app.get(PhotosService);
    storage = app.get(FileStoragePort);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/photos/upload', () => {
    it('hands out a fresh signed address under /api/photos/uploads/ that expires 15 minutes later', async () => {
      const now = new Date('2031-05-06T07:08:09Z');
      jest.spyOn(clock, 'now').mockReturnValue(now);

      const first = await issueUpload();
      const second = await issueUpload();

      expect(first.expires).toBe((now.getTime() + PHOTO_UPLOAD_LIFETIME_MS) / 1000);
      expect(PHOTO_UPLOAD_LIFETIME_MS).toBe(15 * 60 * 1000);
      expect(second.id).not.toBe(first.id);
    });

    it('is documented as createPhotoUpload under the analysis tag; the PUT address is not', () => {
      const operation = openApiDocument.paths['/api/photos/upload']?.post;
      expect(operation?.operationId).toBe('createPhotoUpload');
      expect(operation?.tags).toEqual(['analysis']);
      expect(operation?.responses?.['200']).toBeDefined();
      expect(Object.keys(openApiDocument.paths).filter((route) => route.startsWith('/api/photos/uploads'))).toEqual([]);
    });
  });

  describe('PUT to the upload address', () => {
    it.each(['jpeg', 'png', 'webp'] as const)('stores a %s photo and answers 200', async (format) => {
      const upload = await issueUpload();
      const bytes = await image(format);

      const response = await put(upload.target, bytes, `image/${format}`);

      expect(response.status).toBe(200);
      const key = photoUploads.keyForReference(upload.reference);
      await expect(storage.get(key)).resolves.toMatchObject({ bytes, contentType: `image/${format}` });
    });

    it('stores the type the bytes really have, whatever type was declared, and ignores a JSON content type', async () => {
      const upload = await issueUpload();
      const png = await image('png');

      // supertest would turn a Buffer into JSON for a JSON content type; a browser sends the file's bytes.
      const answer = await rawPut(upload.target, [png], {
        'content-type': 'application/json',
        'content-length': String(png.length),
      });

      expect(answer.status).toBe(200);
      const stored = await storage.get(photoUploads.keyForReference(upload.reference));
      expect(stored).toMatchObject({ bytes: png, contentType: 'image/png' });
    });

    it('answers 415 UNSUPPORTED_PHOTO_TYPE for text sent as image/jpeg, and the address stays usable', async () => {
      const upload = await issueUpload();

      const refused = await put(upload.target, Buffer.from('just text, saved as selfie.jpg'), 'image/jpeg');

      expectErrorBody(refused, 415, 'UNSUPPORTED_PHOTO_TYPE');
      await expect(storage.stat(`uploads/${upload.id}`)).resolves.toBeNull();
      await put(upload.target, await image('jpeg')).expect(200);
    });

    it('answers 400 EMPTY_PHOTO for an empty body', async () => {
      const upload = await issueUpload();
      expectErrorBody(await put(upload.target, Buffer.alloc(0)), 400, 'EMPTY_PHOTO');
    });

    it('accepts a photo of exactly 10485760 bytes', async () => {
      const upload = await issueUpload();
      const jpeg = await image('jpeg');
      const exactlyMax = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES - jpeg.length)]);
      await put(upload.target, exactlyMax).expect(200);
      await expect(storage.stat(`uploads/${upload.id}`)).resolves.toMatchObject({ size: PHOTO_MAX_BYTES });
    });

    it('answers 413 PHOTO_TOO_LARGE for 11 MB and stores nothing', async () => {
      const upload = await issueUpload();
      const elevenMegabytes = Buffer.concat([await image('jpeg'), Buffer.alloc(11 * 1024 * 1024)]);

      expectErrorBody(await put(upload.target, elevenMegabytes), 413, 'PHOTO_TOO_LARGE');
      await expect(storage.stat(`uploads/${upload.id}`)).resolves.toBeNull();
    });

    it('answers 413 to a body sent without a length as soon as it passes 10 MB, before the rest is sent', async () => {
      const upload = await issueUpload();
      let sentBytes = 0;
      // Up to 64 MB in 1 MB chunks; the answer must come long before (the server keeps none of it past 10 MB).
      const chunks = (function* () {
        for (let index = 0; index < 64; index += 1) {
          sentBytes += 1024 * 1024;
          yield Buffer.alloc(1024 * 1024, 0xff);
        }
      })();

      const answer = await rawPut(upload.target, chunks, { 'content-type': 'image/jpeg' });

      expect(answer.status).toBe(413);
      expect((JSON.parse(answer.body) as ApiErrorBody).code).toBe('PHOTO_TOO_LARGE');
      await expect(storage.stat(`uploads/${upload.id}`)).resolves.toBeNull();
      expect(sentBytes).toBeLessThan(64 * 1024 * 1024);
    });

    it('answers 413 at once, without reading, to a body declared far larger than 10 MB', async () => {
      const upload = await issueUpload();
      let sentBytes = 0;
      const chunks = (function* () {
        for (let index = 0; index < 100; index += 1) {
          sentBytes += 1024 * 1024;
          yield Buffer.alloc(1024 * 1024, 0xff);
        }
      })();

      const answer = await rawPut(upload.target, chunks, {
        'content-type': 'image/jpeg',
        'content-length': String(100 * 1024 * 1024),
      });

      expect(answer.status).toBe(413);
      expect(sentBytes).toBeLessThan(100 * 1024 * 1024);
    });

    it('answers 403 UPLOAD_URL_EXPIRED once the 15 minutes have passed', async () => {
      const upload = await issueUpload();
      jest.spyOn(clock, 'now').mockReturnValue(new Date(upload.expires * 1000));

      expectErrorBody(await put(upload.target, await image('jpeg')), 403, 'UPLOAD_URL_EXPIRED');
      await expect(storage.stat(`uploads/${upload.id}`)).resolves.toBeNull();
    });

    it('answers 403 UPLOAD_URL_EXPIRED to the bare photo reference (no expiry or signature)', async () => {
      const upload = await issueUpload();
      expectErrorBody(await put(new URL(upload.reference).pathname, await image('jpeg')), 403, 'UPLOAD_URL_EXPIRED');
    });

    it.each([
      [
        'signature',
        (u: IssuedUpload) =>
          `/api/photos/uploads/${u.id}?expires=${u.expires}&signature=${u.signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      ],
      [
        'key',
        (u: IssuedUpload) =>
          `/api/photos/uploads/00000000-0000-4000-8000-000000000000?expires=${u.expires}&signature=${u.signature}`,
      ],
      [
        'expiry',
        (u: IssuedUpload) => `/api/photos/uploads/${u.id}?expires=${u.expires + 3600}&signature=${u.signature}`,
      ],
    ])('answers 403 UPLOAD_SIGNATURE_INVALID when the %s was altered', async (_part, tamper) => {
      const upload = await issueUpload();
      expectErrorBody(await put(tamper(upload), await image('jpeg')), 403, 'UPLOAD_SIGNATURE_INVALID');
      expect((await storage.list('uploads/')).map((object) => object.key)).not.toContain(`uploads/${upload.id}`);
    });

    it('answers 409 UPLOAD_URL_ALREADY_USED to a second upload, even after the photo was deleted', async () => {
      const upload = await issueUpload();
      await put(upload.target, await image('jpeg')).expect(200);

      expectErrorBody(await put(upload.target, await image('png')), 409, 'UPLOAD_URL_ALREADY_USED');
      await storage.delete(photoUploads.keyForReference(upload.reference));
      expectErrorBody(await put(upload.target, await image('png')), 409, 'UPLOAD_URL_ALREADY_USED');
      await expect(storage.stat(`uploads/${upload.id}`)).resolves.toBeNull();
    });

    it('lets only one of two simultaneous uploads to the same address through', async () => {
      const upload = await issueUpload();
      const jpeg = await image('jpeg');
      const statuses = (await Promise.all([put(upload.target, jpeg), put(upload.target, jpeg)]))
        .map((r) => r.status)
        .sort();
      expect(statuses).toEqual([200, 409]);
    });

    it('refuses ids that are not a UUID or try to leave the folder, and writes nothing outside the storage folder', async () => {
      const upload = await issueUpload();
      const query = new URL(upload.uploadURL).search;
      const instanceDir = path.dirname(config.STORAGE_DIR);
      const before = await filesUnder(instanceDir);
      const jpeg = await image('jpeg');

      for (const id of [
        '..%2F..%2Fescape',
        '%2e%2e',
        '%2e%2e%2f%2e%2e%2fescape',
        'not-a-uuid',
        `${upload.id}%2F..%2F..%2Fescape`,
      ]) {
        // Answered by the upload middleware itself: no such address, and no body parser ever saw the request.
        const response = await put(`/api/photos/uploads/${id}${query}`, jpeg);
        expect({ id, status: response.status, code: (response.body as ApiErrorBody).code }).toEqual({
          id,
          status: 404,
          code: 'NOT_FOUND',
        });
      }
      for (const target of [
        `/api/photos/uploads/../../escape${query}`,
        `/api/photos/uploads/${upload.id}/../../escape${query}`,
      ]) {
        const response = await put(target, jpeg);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
      expect(await filesUnder(instanceDir)).toEqual(before);
    });
  });

  describe('PhotosService for the analysis', () => {
    it('resolves the absolute and the root-relative form of our address to the same key', async () => {
      const upload = await issueUpload();
      const key = photoUploads.keyForReference(upload.reference);
      expect(key).toBe(`uploads/${upload.id}`);
      expect(photoUploads.keyForReference(`/api/photos/uploads/${upload.id}`)).toBe(key);
    });

    it.each([
      ['another host', (id: string) => `https://elsewhere.example/api/photos/uploads/${id}`],
      ['another path of ours', (id: string) => `http://fitness.test/api/trainers/${id}/avatar.svg`],
      [
        'a key outside the uploads',
        () => 'http://fitness.test/api/photos/upload-receipts/00000000-0000-4000-8000-000000000000',
      ],
      ['a non-UUID upload', () => '/api/photos/uploads/selfie.jpg'],
      ['a traversal', () => '/api/photos/uploads/%2e%2e/%2e%2e/etc/passwd'],
      ['not a URL', () => 'front-photo'],
    ])('refuses %s as UNKNOWN_PHOTO_REFERENCE naming the field', (_label, reference) => {
      const attempt = () =>
        photoUploads.keyForReference(reference('3f2c8a4e-5b1d-4c7a-9e2f-0a1b2c3d4e5f'), 'frontPhotoURL');
      expect(attempt).toThrow(UnknownPhotoReferenceError);
      try {
        attempt();
      } catch (error) {
        expect(error).toMatchObject({
          code: 'UNKNOWN_PHOTO_REFERENCE',
          details: { frontPhotoURL: [expect.any(String)] },
        });
        expect((error as UnknownPhotoReferenceError).getStatus()).toBe(400);
      }
    });

    it('answers PHOTO_NOT_UPLOADED for an address nothing was uploaded to, at the claim and at the scan', async () => {
      const [never, sent] = [await issueUpload(), await issueUpload()];
      await put(sent.target, await image('jpeg')).expect(200);
      const keys = {
        frontPhotoURL: photoUploads.keyForReference(never.reference),
        sidePhotoURL: photoUploads.keyForReference(sent.reference),
      };
      await expect(photoUploads.claimForAnalysis(keys)).rejects.toMatchObject({
        code: 'PHOTO_NOT_UPLOADED',
        details: { frontPhotoURL: [expect.any(String)] },
      });
      await expect(photoUploads.readForScan(keys)).resolves.toEqual({
        ok: false,
        refused: 'PHOTO_NOT_UPLOADED',
        field: 'frontPhotoURL',
      });
    });

    it('lets one analysis claim a photo: a second claim is refused as no longer stored', async () => {
      const uploads = [await issueUpload(), await issueUpload()];
      for (const upload of uploads) await put(upload.target, await image('jpeg')).expect(200);
      const [frontPhotoURL, sidePhotoURL] = uploads.map((upload) => photoUploads.keyForReference(upload.reference));

      const claims = await Promise.allSettled([
        photoUploads.claimForAnalysis({ frontPhotoURL, sidePhotoURL }),
        photoUploads.claimForAnalysis({ frontPhotoURL, sidePhotoURL }),
      ]);
      expect(claims.map((claim) => claim.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(claims.find((claim) => claim.status === 'rejected')).toMatchObject({
        reason: { code: 'PHOTO_NOT_UPLOADED' },
      });
    });

    it("deletes the named photos of the visitor who owns them, never throws, and the next sweep leaves nothing", async () => {
      const uploads = [await issueUpload(), await issueUpload()];
      for (const upload of uploads) await put(upload.target, await image('jpeg')).expect(200);
      const keys = uploads.map((upload) => photoUploads.keyForReference(upload.reference));
      const owner = (await storage.get(`upload-owners/${uploads[0]!.id}`))!.bytes.toString();
      const named = { frontPhotoURL: uploads[0]!.reference, sidePhotoURL: uploads[1]!.reference };

      await photoUploads.releaseNamedPhotos(named, '7f3e9a1c-2b4d-4e6f-8a0b-1c2d3e4f5a6b');
      for (const key of keys) await expect(storage.stat(key)).resolves.not.toBeNull();
      await expect(photoUploads.releaseNamedPhotos(named, owner)).resolves.toBeUndefined();
      await expect(
        photoUploads.releaseNamedPhotos({ frontPhotoURL: '/api/photos/uploads/never-there', sidePhotoURL: 42 }, owner),
      ).resolves.toBeUndefined();

      for (const key of keys) await expect(storage.stat(key)).resolves.toBeNull();
      // The receipts stay until the addresses have expired; the sweep after that removes them too.
      jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + PHOTO_UPLOAD_LIFETIME_MS + 60_000));
      await photoUploads.sweepExpired();
      expect(await filesUnder(config.STORAGE_DIR)).toEqual([]);
    });
  });
});
