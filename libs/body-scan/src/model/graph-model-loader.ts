// tfjs-core has no file system loader in Node: this IO handler reads a graph model's model.json and its
// weight shards from disk, so loading never touches the network.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { io } from '@tensorflow/tfjs-core';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import { loadGraphModel } from '@tensorflow/tfjs-converter';

interface ModelJson {
  modelTopology: object;
  weightsManifest: { paths: string[]; weights: io.WeightsManifestEntry[] }[];
  format?: string;
  generatedBy?: string;
  convertedBy?: string | null;
  signature?: object;
  userDefinedMetadata?: Record<string, object>;
}

export function fileModelHandler(modelJsonPath: string): io.IOHandler {
  return {
    load: async (): Promise<io.ModelArtifacts> => {
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
    },
  };
}

export function loadGraphModelFromFile(modelJsonPath: string): Promise<GraphModel> {
  return loadGraphModel(fileModelHandler(modelJsonPath));
}
