import { mkdtempSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MODEL_FILES, resolveModelDir } from '../model-files';
import { readTfjsGraphModel } from '../model-reader';
import type { ConvertedModel } from './converted-model';
import type { ConversionSources } from './converted-model-store';
import { CONVERTED_MODELS_FOLDER, ConvertedModelStore } from './converted-model-store';
import type { OnnxModelBytes } from './tfjs-graph-to-onnx';
import { tfjsGraphToOnnx } from './tfjs-graph-to-onnx';

const modelDir = resolveModelDir();
const DETECTOR_INPUT = 224 * 224 * 3;

/** The detector's ONNX conversion, counting how often it is asked for. */
function countedDetectorConversion(): { convert: () => Promise<OnnxModelBytes>; calls: () => number } {
  let calls = 0;
  return {
    convert: async () => {
      calls += 1;
      return tfjsGraphToOnnx(await readTfjsGraphModel(join(modelDir, MODEL_FILES.detector)), {
        outputs: ['Identity:0'],
      });
    },
    calls: () => calls,
  };
}

async function detectorOutput(model: ConvertedModel): Promise<Float32Array> {
  const input = new Float32Array(DETECTOR_INPUT).map((_, i) => ((i * 7919) % 255) / 127.5 - 1);
  const [output] = await model.run(model.feed(input, [1, 224, 224, 3]));
  return output.data as Float32Array;
}

describe('ConvertedModelStore', () => {
  let folder: string;
  let sources: ConversionSources;

  beforeEach(() => {
    // The store writes inside the model folder it is given; a folder of its own keeps the real one untouched.
    folder = mkdtempSync(join(tmpdir(), 'fitness-converted-'));
    writeFileSync(join(folder, 'model.json'), '{"version":1}');
    writeFileSync(join(folder, 'weights.bin'), new Uint8Array(16));
    sources = { files: [join(folder, 'model.json'), join(folder, 'weights.bin')], settings: ['a'] };
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const keptFiles = () => readdirSync(join(folder, CONVERTED_MODELS_FOLDER)).sort();

  it('converts a part once; the next load reads the kept file and computes the same outputs', async () => {
    const conversion = countedDetectorConversion();
    const first = await (await ConvertedModelStore.open(folder, sources)).load('detector', conversion.convert);
    const second = await (await ConvertedModelStore.open(folder, sources)).load('detector', conversion.convert);

    expect(conversion.calls()).toBe(1);
    expect(keptFiles()).toEqual([
      expect.stringMatching(/^detector-\w+\.json$/),
      expect.stringMatching(/^detector-\w+\.onnx$/),
    ]);
    expect(second.inputNames).toEqual(first.inputNames);
    expect(second.outputNames).toEqual(first.outputNames);
    expect(await detectorOutput(second)).toEqual(await detectorOutput(first));
    await Promise.all([first.dispose(), second.dispose()]);
  });

  it.each([
    ['a model file’s content', () => writeFileSync(join(folder, 'model.json'), '{"version":2}')],
    // Same size, other values: a retrained model of the same shapes.
    ['a weight file’s values', () => writeFileSync(join(folder, 'weights.bin'), new Uint8Array(16).fill(1))],
    ['the settings', () => (sources = { ...sources, settings: ['b'] })],
  ])('converts again when %s changes, and keeps the new version beside the old', async (_change, change) => {
    const conversion = countedDetectorConversion();
    const before = await (await ConvertedModelStore.open(folder, sources)).load('detector', conversion.convert);
    const filesBefore = keptFiles();
    change();
    const after = await (await ConvertedModelStore.open(folder, sources)).load('detector', conversion.convert);

    expect(conversion.calls()).toBe(2);
    expect(keptFiles()).toHaveLength(4);
    expect(keptFiles()).toEqual(expect.arrayContaining(filesBefore));
    await Promise.all([before.dispose(), after.dispose()]);
  });

  it('replaces a damaged kept file instead of failing the load', async () => {
    const conversion = countedDetectorConversion();
    const store = await ConvertedModelStore.open(folder, sources);
    const kept = await store.load('detector', conversion.convert);
    const expected = await detectorOutput(kept);
    await kept.dispose();
    const onnx = join(
      folder,
      CONVERTED_MODELS_FOLDER,
      keptFiles().find((name) => name.endsWith('.onnx'))!,
    );
    const size = statSync(onnx).size;
    truncateSync(onnx, 1000);

    const model = await store.load('detector', conversion.convert);

    expect(conversion.calls()).toBe(2);
    expect(statSync(onnx).size).toBe(size);
    expect(await detectorOutput(model)).toEqual(expected);
    await model.dispose();
  });

  it('still loads, converting each time, where it cannot keep anything', async () => {
    // A file where the folder would go: mkdir fails as it would in a read-only image (root ignores permissions).
    writeFileSync(join(folder, CONVERTED_MODELS_FOLDER), 'not a folder');
    const conversion = countedDetectorConversion();
    const store = await ConvertedModelStore.open(folder, sources);

    const models = [await store.load('detector', conversion.convert), await store.load('detector', conversion.convert)];

    expect(conversion.calls()).toBe(2);
    expect(await detectorOutput(models[1])).toEqual(await detectorOutput(models[0]));
    await Promise.all(models.map((model) => model.dispose()));
  });
});
