import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalDiskFileStorage } from '../local-disk-file-storage.adapter';
import { InvalidStorageKeyError } from '../file-storage.port';
import { UploadUrlSigner } from '../upload-url-signer';

const signer = new UploadUrlSigner('a-test-secret-of-at-least-32-characters', '');

describe('LocalDiskFileStorage', () => {
  let root: string;
  let storage: LocalDiskFileStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'photo-storage-'));
    storage = new LocalDiskFileStorage(root, signer);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('returns what was put, with its content type', async () => {
    await storage.put('uploads/a/front.jpg', Buffer.from([1, 2, 3]), 'image/jpeg');
    const stored = await storage.get('uploads/a/front.jpg');
    expect(stored).toEqual({ key: 'uploads/a/front.jpg', bytes: Buffer.from([1, 2, 3]), contentType: 'image/jpeg' });
  });

  it('lists objects under a prefix with their size, without the metadata files', async () => {
    await storage.put('uploads/one', Buffer.alloc(10), 'image/png');
    await storage.put('reports/two', Buffer.alloc(4), 'application/pdf');
    const listed = await storage.list('uploads/');
    expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([{ key: 'uploads/one', size: 10 }]);
  });

  it('deletes only objects stored before the cutoff', async () => {
    await storage.put('uploads/old', Buffer.from('o'), 'image/png');
    await storage.put('uploads/new', Buffer.from('n'), 'image/png');
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60 * 1000);
    await utimes(path.join(root, 'uploads', 'old'), twentyMinutesAgo, twentyMinutesAgo);

    const deleted = await storage.deleteOlderThan(new Date(Date.now() - 15 * 60 * 1000), 'uploads/');

    expect(deleted).toEqual(['uploads/old']);
    expect(await storage.get('uploads/old')).toBeNull();
    expect(await storage.get('uploads/new')).not.toBeNull();
  });

  it('reports whether delete removed anything', async () => {
    await storage.put('uploads/x', Buffer.from('x'), 'image/png');
    await expect(storage.delete('uploads/x')).resolves.toBe(true);
    await expect(storage.delete('uploads/x')).resolves.toBe(false);
  });

  it('stores with putIfAbsent only once, even when two writers race', async () => {
    const results = await Promise.all([
      storage.putIfAbsent('receipts/one', Buffer.from('a'), 'text/plain'),
      storage.putIfAbsent('receipts/one', Buffer.from('b'), 'text/plain'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results[0] ? 'a' : 'b';
    expect((await storage.get('receipts/one'))?.bytes.toString()).toBe(winner);
    await expect(storage.putIfAbsent('receipts/one', Buffer.from('c'), 'text/plain')).resolves.toBe(false);
  });

  it('describes one object by stat without reading it, and null when missing', async () => {
    await storage.put('uploads/s', Buffer.alloc(7), 'image/png');
    await expect(storage.stat('uploads/s')).resolves.toMatchObject({ key: 'uploads/s', size: 7 });
    await expect(storage.stat('uploads/none')).resolves.toBeNull();
    await expect(storage.stat('uploads')).resolves.toBeNull();
  });

  it('hands out signed upload addresses to our own API and reads their key back', async () => {
    const url = await storage.createUploadUrl('uploads/u', {
      issuedAt: new Date(),
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(url).toMatch(/^\/api\/photos\/uploads\/u\?expires=\d+&signature=/);
    expect(storage.keyOfUploadUrl(url.split('?')[0]!)).toBe('uploads/u');
    expect(storage.keyOfUploadUrl('https://storage.googleapis.com/bucket/uploads/u')).toBeNull();
  });

  it('refuses keys that could leave the storage folder', async () => {
    await expect(storage.put('../escape', Buffer.from('x'), 'image/png')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.get('uploads/../../etc/passwd')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.get('/abs')).rejects.toThrow(InvalidStorageKeyError);
  });

  it('lists nothing when the folder does not exist yet', async () => {
    await expect(new LocalDiskFileStorage(path.join(root, 'missing'), signer).list()).resolves.toEqual([]);
  });
});
