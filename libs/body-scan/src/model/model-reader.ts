// Reads a tfjs graph model's files (model.json and its weight shards) from disk; loading never touches the network.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { TfjsGraphModel, TfjsNode, TfjsWeightSpec } from './onnx/tfjs-graph-to-onnx';

interface ModelJson {
  modelTopology: { node?: TfjsNode[] };
  weightsManifest: { paths: string[]; weights: TfjsWeightSpec[] }[];
}

export async function readTfjsGraphModel(modelJsonPath: string): Promise<TfjsGraphModel> {
  const json = JSON.parse(await readFile(modelJsonPath, 'utf8')) as ModelJson;
  const folder = dirname(modelJsonPath);
  const shards = await Promise.all(
    json.weightsManifest.flatMap((group) => group.paths.map((path) => readFile(join(folder, path)))),
  );
  return {
    nodes: json.modelTopology.node ?? [],
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: Buffer.concat(shards),
  };
}
