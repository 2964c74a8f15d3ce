import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import { NotFoundException } from '@nestjs/common';
import { Clock } from '../../src/common/clock';
import { loadConfig } from '../../src/config/load-config';
import { GcsFileStorage } from '../../src/infra/storage/gcs-file-storage.adapter';
import { LocalDiskFileStorage } from '../../src/infra/storage/local-disk-file-storage.adapter';
import { createFileStorage, createUploadUrlSigner } from '../../src/infra/storage/storage.module';
import { UploadUrlSigner } from '../../src/infra/storage/upload-url-signer';
import { PhotoTooLargeError, UnknownPhotoReferenceError } from '../../src/modules/analysis/analysis.errors';
import { PhotosService } from '../../src/modules/analysis/photos.service';
import { type FakeGcsServer, startFakeGcsServer } from '../support/fake-gcs-server';

const BUCKET = 'fitness-photos-test';
const CLIENT_EMAIL = 'uploader@fitness-test.iam.gserviceaccount.com';
const KEY = 'uploads/3f2c8a4e-5b1d-4c7a-9e2f-0a1b2c3d4e5f';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

// A service-account key made on the spot: signing needs no network, and the public half checks the signature.
const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

function gcsStorage(apiEndpoint?: string): GcsFileStorage {
  // Written with literal \n, as a one-line environment variable holds it.
  const oneLineKey = privateKey.replace(/\n/g, '\\n');
  return new GcsFileStorage({
    bucket: BUCKET,
    projectId: 'fitness-test',
    clientEmail: CLIENT_EMAIL,
    privateKey: oneLineKey,
    apiEndpoint,
  });
}

/** RFC 3986 encoding, as the V4 canonical query string requires. */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

describe('GcsFileStorage signed upload URLs (offline)', () => {
  const storage = gcsStorage();
  const issuedAt = new Date('2030-01-02T03:04:05Z');
  const expiresAt = new Date(issuedAt.getTime() + 15 * 60 * 1000);

  // The signer checks the expiry against the real clock, so the fixed dates lie in the future.
  it('makes a path-style V4 URL for PUT on the bucket and key, valid for 900 seconds from issue', async () => {
    const url = new URL(await storage.createUploadUrl(KEY, { issuedAt, expiresAt }));
    expect(url.origin).toBe('https://storage.googleapis.com');
    expect(url.pathname).toBe(`/${BUCKET}/${KEY}`);
    expect(url.searchParams.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');
    expect(url.searchParams.get('X-Goog-Credential')).toBe(`${CLIENT_EMAIL}/20300102/auto/storage/goog4_request`);
    expect(url.searchParams.get('X-Goog-Date')).toBe('20300102T030405Z');
    expect(url.searchParams.get('X-Goog-Expires')).toBe('900');
    expect(url.searchParams.get('X-Goog-SignedHeaders')).toBe('host;x-goog-content-length-range');
  });

  it('signs the V4 canonical PUT request, size range included, with the service account key', async () => {
    const url = new URL(await storage.createUploadUrl(KEY, { issuedAt, expiresAt }));
    const signature = url.searchParams.get('X-Goog-Signature')!;
    // Rebuilt from the V4 signing documentation, independently of the client library.
    const canonicalQuery = [...url.searchParams.entries()]
      .filter(([name]) => name !== 'X-Goog-Signature')
      .map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(value)}`)
      .sort()
      .join('&');
    const canonicalRequest = [
      'PUT',
      url.pathname,
      canonicalQuery,
      `host:${url.host}\nx-goog-content-length-range:0,10485760\n`,
      'host;x-goog-content-length-range',
      'UNSIGNED-PAYLOAD',
    ].join('\n');
    const stringToSign = [
      'GOOG4-RSA-SHA256',
      url.searchParams.get('X-Goog-Date'),
      '20300102/auto/storage/goog4_request',
      createHash('sha256').update(canonicalRequest).digest('hex'),
    ].join('\n');

    expect(verify('RSA-SHA256', Buffer.from(stringToSign), publicKey, Buffer.from(signature, 'hex'))).toBe(true);
    const asGet = stringToSign.replace(
      createHash('sha256').update(canonicalRequest).digest('hex'),
      createHash('sha256').update(canonicalRequest.replace(/^PUT/, 'GET')).digest('hex'),
    );
    expect(verify('RSA-SHA256', Buffer.from(asGet), publicKey, Buffer.from(signature, 'hex'))).toBe(false);
    // A browser claiming a larger range would not match the signature either.
    const larger = canonicalRequest.replace('0,10485760', '0,104857600');
    const asLarger = stringToSign.replace(
      createHash('sha256').update(canonicalRequest).digest('hex'),
      createHash('sha256').update(larger).digest('hex'),
    );
    expect(verify('RSA-SHA256', Buffer.from(asLarger), publicKey, Buffer.from(signature, 'hex'))).toBe(false);
  });

  it('reads the key back from the URL without its query, and refuses other buckets and hosts', async () => {
    const url = await storage.createUploadUrl(KEY, { issuedAt, expiresAt });
    expect(storage.keyOfUploadUrl(url.split('?')[0]!)).toBe(KEY);
    expect(storage.keyOfUploadUrl(`https://storage.googleapis.com/other-bucket/${KEY}`)).toBeNull();
    expect(storage.keyOfUploadUrl(`https://evil.example/${BUCKET}/${KEY}`)).toBeNull();
    expect(storage.keyOfUploadUrl(`/${BUCKET}/${KEY}`)).toBeNull();
    expect(storage.keyOfUploadUrl(`https://storage.googleapis.com/${BUCKET}/uploads/%2e%2e/%2e%2e/secrets`)).toBeNull();
  });
});

describe('GcsFileStorage objects (against a fake JSON API on loopback)', () => {
  let fake: FakeGcsServer;
  let storage: GcsFileStorage;

  beforeEach(async () => {
    fake = await startFakeGcsServer(BUCKET, { pageSize: 2 });
    storage = gcsStorage(fake.endpoint);
  });

  afterEach(async () => {
    await fake.close();
  });

  it('returns what was put, with its content type and size', async () => {
    await storage.put('uploads/a', JPEG, 'image/jpeg');
    await expect(storage.get('uploads/a')).resolves.toEqual({
      key: 'uploads/a',
      bytes: JPEG,
      contentType: 'image/jpeg',
    });
    await expect(storage.stat('uploads/a')).resolves.toMatchObject({ key: 'uploads/a', size: JPEG.length });
  });

  it('answers null for a missing object and reports whether delete removed anything', async () => {
    await expect(storage.get('uploads/none')).resolves.toBeNull();
    await expect(storage.stat('uploads/none')).resolves.toBeNull();
    await storage.put('uploads/x', JPEG, 'image/jpeg');
    await expect(storage.delete('uploads/x')).resolves.toBe(true);
    await expect(storage.delete('uploads/x')).resolves.toBe(false);
  });

  it('stores with putIfAbsent only when nothing is there', async () => {
    await expect(storage.putIfAbsent('receipts/r', Buffer.alloc(0), 'application/octet-stream')).resolves.toBe(true);
    await expect(storage.putIfAbsent('receipts/r', Buffer.from('again'), 'text/plain')).resolves.toBe(false);
    expect(fake.objects.get('receipts/r')?.bytes.length).toBe(0);
  });

  it('lists every page of objects under a prefix and deletes only those created before the cutoff', async () => {
    for (const name of ['uploads/1', 'uploads/2', 'uploads/3', 'reports/4'])
      await storage.put(name, JPEG, 'image/jpeg');
    fake.objects.get('uploads/1')!.timeCreated = new Date(Date.now() - 20 * 60 * 1000);
    fake.objects.get('reports/4')!.timeCreated = new Date(Date.now() - 20 * 60 * 1000);

    expect((await storage.list('uploads/')).map((object) => object.key)).toEqual([
      'uploads/1',
      'uploads/2',
      'uploads/3',
    ]);
    const deleted = await storage.deleteOlderThan(new Date(Date.now() - 15 * 60 * 1000), 'uploads/');

    expect(deleted).toEqual(['uploads/1']);
    expect([...fake.objects.keys()].sort()).toEqual(['reports/4', 'uploads/2', 'uploads/3']);
  });

  it('signs upload URLs for the configured endpoint', async () => {
    const url = await storage.createUploadUrl(KEY, { issuedAt: new Date(), expiresAt: new Date(Date.now() + 60_000) });
    expect(url.startsWith(`${fake.endpoint}/${BUCKET}/${KEY}?`)).toBe(true);
    expect(storage.keyOfUploadUrl(url.split('?')[0]!)).toBe(KEY);
  });

  describe('through PhotosService, where nothing checked the bytes at upload', () => {
    let service: PhotosService;

    beforeEach(() => {
      service = new PhotosService(
        storage,
        new UploadUrlSigner('a-test-secret-of-at-least-32-characters', ''),
        new Clock(),
        loadConfig({}),
      );
    });

    it('resolves its own upload URL to a key, owned by the visitor who asked, and refuses a foreign one', async () => {
      const visitorId = '11111111-1111-4111-8111-111111111111';
      const reference = (await service.createUploadUrl(visitorId)).split('?')[0]!;
      const key = service.keyForReference(reference);
      expect(key).toMatch(/^uploads\/[0-9a-f-]{36}$/);
      const named = { frontPhotoURL: reference, sidePhotoURL: reference };
      await expect(service.keysOf(named, visitorId)).resolves.toEqual({ frontPhotoURL: key, sidePhotoURL: key });
      await expect(service.keysOf(named, '22222222-2222-4222-8222-222222222222')).rejects.toThrow(
        UnknownPhotoReferenceError,
      );
      expect(() => service.keyForReference(`https://storage.googleapis.com/other/${KEY}`)).toThrow(
        UnknownPhotoReferenceError,
      );
    });

    /** The scan reads each photo by key; one object named as both photos is enough here. */
    const BOTH = { frontPhotoURL: KEY, sidePhotoURL: KEY };

    it('reads a real image for the scan, whatever type the browser declared', async () => {
      fake.objects.set(KEY, {
        bytes: JPEG,
        contentType: 'application/octet-stream',
        generation: 1,
        timeCreated: new Date(),
      });
      await expect(service.readForScan(BOTH)).resolves.toEqual({ ok: true, front: JPEG, side: JPEG });
    });

    it('refuses text uploaded as a photo (415), an oversized object (413) and a missing one (400) at the scan', async () => {
      fake.objects.set(KEY, {
        bytes: Buffer.from('not a photo'),
        contentType: 'image/jpeg',
        generation: 1,
        timeCreated: new Date(),
      });
      await expect(service.readForScan(BOTH)).resolves.toMatchObject({ refused: 'UNSUPPORTED_PHOTO_TYPE' });
      fake.objects.set(KEY, {
        bytes: Buffer.concat([JPEG, Buffer.alloc(10_485_760)]),
        contentType: 'image/jpeg',
        generation: 2,
        timeCreated: new Date(),
      });
      await expect(service.readForScan(BOTH)).resolves.toMatchObject({ refused: 'PHOTO_TOO_LARGE' });
      await expect(service.claimForAnalysis(BOTH)).rejects.toThrow(PhotoTooLargeError);
      fake.objects.delete(KEY);
      await expect(service.readForScan(BOTH)).resolves.toMatchObject({ refused: 'PHOTO_NOT_UPLOADED' });
    });

    it('has no upload address of its own: browsers PUT to the bucket', async () => {
      await expect(service.checkUploadAddress(KEY.slice('uploads/'.length), {})).rejects.toThrow(NotFoundException);
    });
  });
});

describe('storage selection', () => {
  const gcsEnv = {
    GCS_BUCKET: BUCKET,
    GCS_PROJECT_ID: 'fitness-test',
    GCS_CLIENT_EMAIL: CLIENT_EMAIL,
    GCS_PRIVATE_KEY: privateKey,
  };

  it('uses the bucket when GCS_BUCKET is set and local disk otherwise', async () => {
    const gcsConfig = loadConfig(gcsEnv);
    expect(await createFileStorage(gcsConfig, createUploadUrlSigner(gcsConfig))).toBeInstanceOf(GcsFileStorage);
    const localConfig = loadConfig({});
    expect(await createFileStorage(localConfig, createUploadUrlSigner(localConfig))).toBeInstanceOf(
      LocalDiskFileStorage,
    );
  });
});
