import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { branchInputs } from '../graph-split';
import { MODEL_FILES, resolveModelDir } from '../model-files';
import { readTfjsGraphModel } from '../model-reader';
import { loadTfjsReference } from '../testing/tfjs-reference';
import { ConvertedModel } from './converted-model';
import { halfToFloat, tfjsGraphToOnnx } from './tfjs-graph-to-onnx';

describe('halfToFloat', () => {
  it.each([
    [0x3c00, 1],
    [0xc000, -2],
    [0x3555, 0.333251953125],
    [0x0001, 2 ** -24], // smallest subnormal
    [0x7bff, 65504], // largest finite
    [0x7c00, Number.POSITIVE_INFINITY],
  ])('reads half %i as %d', (half, value) => expect(halfToFloat(half)).toBe(value));
});

describe('tfjsGraphToOnnx', () => {
  it('refuses an op it does not convert, naming it, instead of computing something else', () => {
    const model = {
      nodes: [
        { name: 'input', op: 'Placeholder' },
        { name: 'odd', op: 'Softplus', input: ['input'] },
      ],
      weightSpecs: [],
      weightData: new Uint8Array(0),
    };
    expect(() => tfjsGraphToOnnx(model, { outputs: ['odd:0'] })).toThrow('odd: op Softplus is not supported');
  });
});

/** Deterministic pseudo-random values in [low, high) (a fixed LCG: the same input on every run). */
function seededValues(count: number, low: number, high: number): Float32Array {
  const values = new Float32Array(count);
  let state = 12345;
  for (let i = 0; i < count; i += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    values[i] = low + ((high - low) * state) / 2 ** 31;
  }
  return values;
}

/** Largest difference, relative to the reference's largest magnitude, or absolute for values within ±1 (probabilities). */
function relativeDifference(actual: ArrayLike<number>, expected: ArrayLike<number>): number {
  let difference = 0;
  let scale = 0;
  for (let i = 0; i < expected.length; i += 1) {
    difference = Math.max(difference, Math.abs(actual[i] - expected[i]));
    scale = Math.max(scale, Math.abs(expected[i]));
  }
  return difference / Math.max(scale, 1);
}

const modelDir = resolveModelDir();
const haveModels =
  existsSync(join(modelDir, MODEL_FILES.landmarks)) && existsSync(join(modelDir, MODEL_FILES.detector));

// The converted models are pinned to tfjs's own run of the same files (the runtime the scanner used before):
// the same graph, so the outputs agree to float32 rounding (measured: 1e-5 of the largest landmark coordinate), while a
// wrong layout or padding moves them by whole units (SAME_LOWER for SAME: the landmark test fails).
(haveModels ? describe : describe.skip)('the BlazePose models converted to ONNX', () => {
  async function compare(file: string, size: number, low: number, outputs: string[]): Promise<number[]> {
    const graph = await readTfjsGraphModel(join(modelDir, file));
    const converted = await ConvertedModel.fromBytes(tfjsGraphToOnnx(graph, { outputs }));
    const reference = await loadTfjsReference(join(modelDir, file));
    const input = seededValues(2 * size * size * 3, low, 1);
    try {
      const actual = await converted.run(converted.feed(input, [2, size, size, 3]));
      const expectedTensors = [reference.execute(tf.tensor4d(input, [2, size, size, 3]), outputs)].flat();
      const expected = await Promise.all(expectedTensors.map((tensor) => tensor.data()));
      actual.forEach((tensor, i) => expect(tensor.dims).toEqual(expectedTensors[i].shape));
      tf.dispose(expectedTensors);
      return actual.map((tensor, i) => relativeDifference(tensor.data as Float32Array, expected[i]));
    } finally {
      reference.dispose();
      await converted.dispose();
    }
  }

  it('the detector gives tfjs’s outputs for a batch of two', async () => {
    const [boxes] = await compare(MODEL_FILES.detector, 224, -1, ['Identity:0']);
    expect(boxes).toBeLessThan(1e-4);
  });

  it('the landmark model gives tfjs’s landmarks, pose flag and person mask', async () => {
    const [landmarks, poseFlag, mask] = await compare(MODEL_FILES.landmarks, 256, 0, [
      'Identity_2:0',
      'Identity_3:0',
      'Identity_1:0',
    ]);
    expect(landmarks).toBeLessThan(1e-4);
    expect(poseFlag).toBeLessThan(1e-4);
    // The mask's sigmoid turns the decoder's rounding (its logits agree to ~1e-3) into at most 0.003 of probability
    // at a pixel: a hundredth of a pixel where the scanner finds an edge at p = 0.5.
    expect(mask).toBeLessThan(0.01);
  });

  it('split at its segmentation branch, gives exactly the outputs of one full run', async () => {
    const graph = await readTfjsGraphModel(join(modelDir, MODEL_FILES.landmarks));
    const shared = ['Identity_2:0', 'Identity_3:0'];
    const cut = branchInputs(graph.nodes, shared, 'Identity_1:0');
    const [full, landmarks, segmentation] = await Promise.all([
      ConvertedModel.fromBytes(tfjsGraphToOnnx(graph, { outputs: [...shared, 'Identity_1:0'] })),
      ConvertedModel.fromBytes(tfjsGraphToOnnx(graph, { outputs: shared, cutOutputs: cut })),
      ConvertedModel.fromBytes(tfjsGraphToOnnx(graph, { outputs: ['Identity_1:0'], cutInputs: cut })),
    ]);
    const crop = seededValues(256 * 256 * 3, 0, 1);
    const whole = await full.run(full.feed(crop, [1, 256, 256, 3]));
    const [points, flag, ...kept] = await landmarks.run(landmarks.feed(crop, [1, 256, 256, 3]));
    const [mask] = await segmentation.run(
      Object.fromEntries(kept.map((tensor, i) => [landmarks.outputNames[shared.length + i], tensor])),
    );
    expect(cut.length).toBeGreaterThan(0);
    expect(segmentation.inputNames.sort()).toEqual(landmarks.outputNames.slice(shared.length).sort());
    expect([points, flag, mask].map((tensor) => Array.from(tensor.data as Float32Array))).toEqual(
      whole.map((tensor) => Array.from(tensor.data as Float32Array)),
    );
    await Promise.all([full.dispose(), landmarks.dispose(), segmentation.dispose()]);
  });
});
