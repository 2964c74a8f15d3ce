// The tfjs WebAssembly backend, initialised once per process from the .wasm files shipped inside
// @tensorflow/tfjs-backend-wasm. Tests only (see tfjs-reference.ts).
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

let ready: Promise<void> | undefined;

export function ensureWasmBackend(): Promise<void> {
  ready ??= (async () => {
    const distFolder = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist');
    setWasmPaths(`${distFolder}/`);
    const selected = await tf.setBackend('wasm');
    if (!selected) throw new Error('the tfjs wasm backend could not be initialised');
    await tf.ready();
  })().catch((error: unknown) => {
    ready = undefined; // let a later call retry
    throw error;
  });
  return ready;
}
