// The scanner pool runs the same scan as createBodyScanner, on worker threads (the compiled worker in dist/: the
// package's test target builds it first). Needs the model files (`npm run models`, also run by postinstall).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createBodyScanner } from '../body-scanner';
import { resolveModelDir, samplesImagePath } from '../model/model-files';
import { sampleFigurePhoto } from '../model/sample-photos';
import { type BodyScannerPool, createBodyScannerPool } from './scanner-pool';

const modelsPresent = existsSync(samplesImagePath()) && existsSync(join(resolveModelDir(), 'blazepose-full.bin'));

(modelsPresent ? describe : describe.skip)('createBodyScannerPool', () => {
  let pool: BodyScannerPool;

  beforeAll(() => {
    pool = createBodyScannerPool({ maxThreads: 1 });
  });

  afterAll(async () => {
    await pool.destroy();
  });

  it('measures on a pool thread exactly what the scanner measures in this thread', async () => {
    const photo = await sampleFigurePhoto();
    const inThread = await createBodyScanner();
    const expected = await inThread.scan({ front: photo, side: photo, heightCm: 172 });
    inThread.dispose();

    const scan = await pool.scan({ front: photo, side: photo, heightCm: 172 });
    expect(scan).toEqual(expected);
    expect(pool.threadCount).toBe(1);
  });

  it('ends a scan whose signal aborts (its thread is terminated) and keeps scanning afterwards', async () => {
    const photo = await sampleFigurePhoto();
    const controller = new AbortController();
    const aborted = pool.scan({ front: photo, side: photo, heightCm: 172 }, { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toThrow(/abort/i);
    await expect(pool.scan({ front: photo, side: photo, heightCm: 172 })).resolves.toHaveProperty('failures');
  });

  it('lets a thread idle for idleTimeoutMs exit, and loads the models again for the next scan', async () => {
    const photo = await sampleFigurePhoto();
    const idling = createBodyScannerPool({ maxThreads: 1, idleTimeoutMs: 300 });
    try {
      const first = await idling.scan({ front: photo, side: photo, heightCm: 172 });
      expect(idling.threadCount).toBe(1);
      await waitUntil(() => idling.threadCount === 0, 5_000);
      await expect(idling.scan({ front: photo, side: photo, heightCm: 172 })).resolves.toEqual(first);
    } finally {
      await idling.destroy();
    }
  });

  it('passes the scanner’s refusal of a caller error back to the caller', async () => {
    const photo = await sampleFigurePhoto();
    await expect(pool.scan({ front: photo, side: photo, heightCm: 20 })).rejects.toThrow(/heightCm must be between/);
  });
});

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
