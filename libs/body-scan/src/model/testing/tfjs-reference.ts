// The models as tfjs runs them (tfjs-converter on the WebAssembly backend), which the scanner used before it ran
// them through onnxruntime. Tests only: it is the reference the converted models are pinned to.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { io } from '@tensorflow/tfjs-core';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import { ensureWasmBackend } from './wasm-backend';

export async function loadTfjsReference(modelJsonPath: string): Promise<GraphModel> {
  await ensureWasmBackend();
  const json = JSON.parse(await readFile(modelJsonPath, 'utf8')) as io.ModelJSON;
  const shards = await Promise.all(
    json.weightsManifest.flatMap((group) => group.paths.map((path) => readFile(join(dirname(modelJsonPath), path)))),
  );
  const weights = new Uint8Array(Buffer.concat(shards));
  const artifacts: io.ModelArtifacts = {
    modelTopology: json.modelTopology,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: weights.buffer,
    format: json.format,
  };
  return loadGraphModel({ load: () => Promise.resolve(artifacts) });
}
