import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModelFromFile, readGraphNodes } from './graph-model-loader';
import { type GraphNode, branchInputs } from './graph-split';
import { MODEL_FILES, resolveModelDir } from './model-files';
import { ensureWasmBackend } from './wasm-backend';

describe('branchInputs', () => {
  // input → a → b → shared output; a → c → branch output; c also reads b (second output) and a weight.
  const graph: GraphNode[] = [
    { name: 'input', op: 'Placeholder' },
    { name: 'w', op: 'Const' },
    { name: 'a', op: 'Conv2D', input: ['input', 'w'] },
    { name: 'b', op: 'Split', input: ['a'] },
    { name: 'shared', op: 'Identity', input: ['b'] },
    { name: 'c', op: 'Add', input: ['a', 'b:1', 'w', '^shared'] },
    { name: 'branch', op: 'Identity', input: ['c'] },
  ];

  it('returns the shared tensors the branch reads, without weights or control inputs', () => {
    expect(branchInputs(graph, ['shared:0'], 'branch:0')).toEqual(['a', 'b:1']);
  });

  it('returns nothing when the branch is one of the shared outputs', () => {
    expect(branchInputs(graph, ['shared', 'branch'], 'branch')).toEqual([]);
  });
});

const landmarksJson = join(resolveModelDir(), MODEL_FILES.landmarks);
(existsSync(landmarksJson) ? describe : describe.skip)('the landmark model split at its segmentation branch', () => {
  it('gives exactly the outputs of one full run', async () => {
    await ensureWasmBackend();
    const model = await loadGraphModelFromFile(landmarksJson);
    const kept = branchInputs(await readGraphNodes(landmarksJson), ['Identity_2:0', 'Identity_3:0'], 'Identity_1:0');
    const crop = tf.randomUniform([1, 256, 256, 3], 0, 1, 'float32', 7);
    try {
      const full = model.execute(crop, ['Identity_2:0', 'Identity_3:0', 'Identity_1:0']) as tf.Tensor[];
      const [landmarks, flag, ...inputs] = model.execute(crop, [
        'Identity_2:0',
        'Identity_3:0',
        ...kept,
      ]) as tf.Tensor[];
      const segmentation = model.execute(Object.fromEntries(kept.map((name, i) => [name, inputs[i]])), 'Identity_1:0');
      const split = [landmarks, flag, segmentation as tf.Tensor];
      expect(kept.length).toBeGreaterThan(0);
      for (const [i, tensor] of split.entries()) expect(await tensor.data()).toEqual(await full[i].data());
      tf.dispose([...full, ...split, ...inputs]);
    } finally {
      crop.dispose();
      model.dispose();
    }
  });
});
