import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/bootstrap/create-app';
import { FileStoragePort } from '../../src/infra/storage/file-storage.port';
import { PHOTO_UPLOAD_PREFIX, PhotosService } from '../../src/modules/analysis/photos.service';
import { testConfig } from '../support/test-config';

// An upload address must never become a way to name a file on the server. Each probe below once deleted or moved
// the file it named (a JSON body reached the upload route when the middleware did not recognise the path); now
// each is refused and the file is left as it was.

const JPEG_START = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

describe('upload addresses cannot name server files', () => {
  let app: NestExpressApplication;
  let base: string;
  let victims: string;
  let secretFile: string;
  let jpegFile: string;

  beforeAll(async () => {
    ({ app } = await createApp(testConfig({ useRedisIfAvailable: false })));
    await new Promise<void>((resolve) => app.getHttpServer().listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });

  beforeEach(async () => {
    victims = await mkdtemp(path.join(tmpdir(), 'upload-probe-victims-'));
    secretFile = path.join(victims, 'session-secret');
    jpegFile = path.join(victims, 'plan.jpg');
    await writeFile(secretFile, 'do not delete me');
    await writeFile(jpegFile, JPEG_START);
  });

  afterEach(async () => {
    await rm(victims, { recursive: true, force: true });
  });

  afterAll(async () => {
    await app.close();
  });

  /** A fresh signed address of one visitor: its path (`/api/photos/uploads/<id>`) and query. */
  async function signedAddress(): Promise<{ pathname: string; search: string; cookie: string }> {
    const response = await fetch(`${base}/api/photos/upload`, { method: 'POST' });
    const { uploadURL } = (await response.json()) as { uploadURL: string };
    const url = new URL(uploadURL, base);
    return { pathname: url.pathname, search: url.search, cookie: response.headers.get('set-cookie')!.split(';')[0] };
  }

  async function expectVictimsUntouched(): Promise<void> {
    expect(await readFile(secretFile, 'utf8')).toBe('do not delete me');
    expect(await readFile(jpegFile)).toEqual(JPEG_START);
    expect(await app.get(FileStoragePort).list(PHOTO_UPLOAD_PREFIX)).toEqual([]);
  }

  const variants: Array<[string, (pathname: string) => string]> = [
    ['a trailing slash', (pathname) => `${pathname}/`],
    ['an encoded character in the id', (pathname) => pathname.replace(/-/, '%2D')],
    ['an encoded slash', (pathname) => pathname.replace(/\/([^/]+)$/, '%2F$1')],
    ['a double slash', (pathname) => pathname.replace(/\/([^/]+)$/, '//$1')],
    ['capitals in the id', (pathname) => pathname.replace(/\/([^/]+)$/, (_match, id: string) => `/${id.toUpperCase()}`)],
  ];

  it.each(variants)('refuses %s with a JSON body naming a file, and the file stays', async (_label, alter) => {
    for (const file of [secretFile, jpegFile]) {
      const address = await signedAddress();
      const response = await fetch(`${base}${alter(address.pathname)}${address.search}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: address.cookie },
        body: JSON.stringify({ file, size: 5 }),
      });
      expect([400, 404]).toContain(response.status);
      await expectVictimsUntouched();
      // The real address was not used up by the probe.
      const real = await fetch(`${base}${address.pathname}${address.search}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg', cookie: address.cookie },
        body: JPEG_START,
      });
      expect(real.status).toBe(200);
      await app.get(FileStoragePort).delete(`${PHOTO_UPLOAD_PREFIX}${address.pathname.split('/').pop()}`);
    }
  });

  it('takes a JSON body naming a file, sent to the exact address, as the bytes it is (not a photo)', async () => {
    const address = await signedAddress();
    const response = await fetch(`${base}${address.pathname}${address.search}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: address.cookie },
      body: JSON.stringify({ file: jpegFile, size: 5 }),
    });
    expect(response.status).toBe(415);
    await expectVictimsUntouched();
  });

  it('takes a multipart body naming a file as the bytes it is (not a photo)', async () => {
    const address = await signedAddress();
    const form = new FormData();
    form.set('file', jpegFile);
    form.set('size', '5');
    const response = await fetch(`${base}${address.pathname}${address.search}`, {
      method: 'PUT',
      headers: { cookie: address.cookie },
      body: form,
    });
    expect(response.status).toBe(415);
    await expectVictimsUntouched();
  });

  it('answers a path that exists and one that does not alike', async () => {
    const address = await signedAddress();
    const statuses: number[] = [];
    for (const file of [secretFile, path.join(victims, 'missing')]) {
      const response = await fetch(`${base}${address.pathname}/${address.search}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: address.cookie },
        body: JSON.stringify({ file, size: 5 }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([404, 404]);
  });

  it('the service itself touches no file outside the incoming folder, whatever it is handed', async () => {
    const service = app.get(PhotosService);
    const outside = [
      jpegFile,
      path.join(service.incomingDir, '..', 'session-secret'),
      path.join(service.incomingDir, 'not-an-upload.jpg'),
    ];
    for (const file of outside) {
      const address = await signedAddress();
      const [id] = address.pathname.split('/').slice(-1);
      await expect(service.receiveUpload({ id: id!, file, size: 5 })).rejects.toMatchObject({ code: 'EMPTY_PHOTO' });
    }
    await expectVictimsUntouched();
  });
});
