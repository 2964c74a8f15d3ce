// tfjs-core has no file system loader in Node: a graph model's model.json and its weight shards are read from disk
// here, so loading never touches the network.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { io } from '@tensorflow/tfjs-core';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import type { GraphNode } from './graph-split';

interface ModelJson {
  modelTopology: { node?: GraphNode[] };
  weightsManifest: { paths: string[]; weights: io.WeightsManifestEntry[] }[];
  format?: string;
  generatedBy?: string;
  convertedBy?: string | null;
  signature?: object;
  userDefinedMetadata?: Record<string, object>;
}

async function readModelArtifacts(modelJsonPath: string): Promise<io.ModelArtifacts> {
  const json = JSON.parse(await readFile(modelJsonPath, 'utf8')) as ModelJson;
  const folder = dirname(modelJsonPath);
  const shards = await Promise.all(
    json.weightsManifest.flatMap((group) => group.paths.map((path) => readFile(join(folder, path)))),
  );
  const weights = Buffer.concat(shards);
  return {
    modelTopology: json.modelTopology,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy,
    signature: json.signature,
    userDefinedMetadata: json.userDefinedMetadata,
  };
}

export async function loadGraphModelFromFile(modelJsonPath: string): Promise<GraphModel> {
  let loaded: io.ModelArtifacts | undefined;
  const model = await loadGraphModel({ load: async () => (loaded = await readModelArtifacts(modelJsonPath)) });
  // The weights are now tensors in the backend's own memory. tfjs keeps the artifacts it loaded (for save(), which
  // nothing here calls), and with them a JavaScript copy of every weight: ~6 MB per model in every scan thread.
  if (loaded) loaded.weightData = undefined;
  return model;
}

/** The graph's nodes as model.json lists them (names, ops and inputs; no weights). */
export async function readGraphNodes(modelJsonPath: string): Promise<GraphNode[]> {
  const json = JSON.parse(await readFile(modelJsonPath, 'utf8')) as ModelJson;
  return json.modelTopology.node ?? [];
}
