import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import * as ort from 'onnxruntime-node';
import { MODEL_FILES, resolveModelDir } from '../model-files';
import { readTfjsGraphModel } from '../model-reader';
import { releaseFreedMemory, sharedArenaSessionSettings } from './native-memory';
import { tfjsGraphToOnnx } from './tfjs-graph-to-onnx';

// Threads cannot load TypeScript: they use the built copy (the package's tests run after its build).
const BUILT = join(__dirname, '..', '..', '..', 'dist', 'model', 'onnx', 'native-memory.js');
// glibc's malloc_trim and onnxruntime's Linux library: elsewhere both controls step aside.
const onGlibc = (process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header.glibcVersionRuntime
  ? it
  : it.skip;

describe('the shared memory arena', () => {
  onGlibc('is registered once per process, and a second thread is given the settings that use it too', async () => {
    expect(sharedArenaSessionSettings()).toEqual({ use_env_allocators: '1' });

    const fromThread = await new Promise((resolve, reject) => {
      const worker = new Worker(
        `const { parentPort } = require('node:worker_threads');
         parentPort.postMessage(require(${JSON.stringify(BUILT)}).sharedArenaSessionSettings());`,
        { eval: true },
      );
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(fromThread).toEqual({ use_env_allocators: '1' });
  });

  it('changes nothing a session computes', async () => {
    const { bytes, inputNames, outputNames } = tfjsGraphToOnnx(
      await readTfjsGraphModel(join(resolveModelDir(), MODEL_FILES.detector)),
      { outputs: ['Identity:0'] },
    );
    const options = { executionProviders: ['cpu'], intraOpNumThreads: 1, logSeverityLevel: 3 as const };
    const own = await ort.InferenceSession.create(bytes, options);
    const shared = await ort.InferenceSession.create(bytes, {
      ...options,
      extra: { session: sharedArenaSessionSettings() },
    });
    const input = new Float32Array(224 * 224 * 3).map((_, i) => ((i * 7919) % 255) / 127.5 - 1);
    const run = async (session: ort.InferenceSession) =>
      (await session.run({ [inputNames[0]]: new ort.Tensor('float32', input, [1, 224, 224, 3]) }))[outputNames[0]].data;

    expect(await run(shared)).toEqual(await run(own));
    await Promise.all([own.release(), shared.release()]);
  });
});

describe('releaseFreedMemory', () => {
  onGlibc('hands memory freed inside glibc’s heap back to the system', () => {
    // In a process of its own, so nothing else allocates meanwhile: 64 KB buffers come from glibc's heap (under its
    // mmap threshold); each is followed by a small one kept alive, so the freed ones sit between live memory, where
    // glibc keeps them resident until trimmed.
    const script = `
      const { readFileSync } = require('node:fs');
      const residentMb = () => Number(readFileSync('/proc/self/statm', 'utf8').split(' ')[1]) * 4096 / 2 ** 20;
      let freed = [];
      const kept = [];
      for (let i = 0; i < 1000; i += 1) {
        freed.push(Buffer.allocUnsafeSlow(64 * 1024).fill(1));
        kept.push(Buffer.allocUnsafeSlow(64).fill(1));
      }
      freed = [];
      gc();
      gc();
      const before = residentMb();
      require(${JSON.stringify(BUILT)}).releaseFreedMemory();
      console.log(JSON.stringify({ before, after: residentMb(), kept: kept.length }));
    `;
    const child = spawnSync(process.execPath, ['--expose-gc', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, MALLOC_ARENA_MAX: '2' },
    });
    expect(child.status).toBe(0);
    const { before, after } = JSON.parse(child.stdout) as { before: number; after: number };

    // 1,000 × 64 KB = 62.5 MB were freed; 42-60 MB left the process in 30 runs, none without the call.
    expect(before - after).toBeGreaterThan(25);
  });

  it('can be called where there is nothing to trim', () => {
    expect(() => releaseFreedMemory()).not.toThrow();
  });
});

describe('collectGarbage', () => {
  it('frees the buffers that only dropped objects held, and leaves no `gc` behind for the program', () => {
    // In a process of its own, where nothing else collects meanwhile (without the call, the 20 MB stay held).
    const script = `
      const heldMb = () => process.memoryUsage().arrayBuffers / 2 ** 20;
      // Made and dropped in a call of its own, so no stack slot still holds them: 20 MB, as a scan leaves.
      const dropBuffers = () => { for (let i = 0; i < 20; i += 1) new Uint8Array(2 ** 20).fill(1); };
      dropBuffers();
      const before = heldMb();
      require(${JSON.stringify(BUILT)}).collectGarbage();
      // V8 frees the buffers of collected objects on a background thread.
      setTimeout(() => console.log(JSON.stringify({ before, after: heldMb(), gcLeft: 'gc' in globalThis })), 100);
    `;
    const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(child.status).toBe(0);
    const { before, after, gcLeft } = JSON.parse(child.stdout) as { before: number; after: number; gcLeft: boolean };

    expect(before - after).toBeGreaterThan(15);
    expect(gcLeft).toBe(false);
  });
});
