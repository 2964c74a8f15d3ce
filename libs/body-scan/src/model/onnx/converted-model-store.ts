// Keeps each converted model part on disk beside the model files, so the tfjs → ONNX conversion runs once per
// model and converter version instead of at every load. A scan thread loads the models each time it starts, and it
// leaves after a few idle seconds, so a lone analysis (the usual case) paid the conversion every time: a load took
// 102-109 ms converting against 38-40 ms from the kept files, where onnxruntime reads the model itself (`npm run
// bench -w @fitness/body-scan` prints both).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { ModelNames } from './converted-model';
import { ConvertedModel } from './converted-model';
import type { OnnxModelBytes } from './tfjs-graph-to-onnx';

/** The folder, inside the model folder, that holds the converted parts. */
export const CONVERTED_MODELS_FOLDER = 'onnx';

/** What a converted part depends on besides its own name: the model files and the code that converts them. */
export interface ConversionSources {
  /** Files whose content decides the conversion (the model files, weights included, and the converting modules). */
  files: string[];
  /** Anything else that decides it (the outputs asked for). */
  settings: unknown;
}

export class ConvertedModelStore {
  private constructor(
    private readonly folder: string,
    private readonly version: string,
  ) {}

  /** A store in `<modelDir>/onnx`, whose entries are valid for exactly these sources. */
  static async open(modelDir: string, sources: ConversionSources): Promise<ConvertedModelStore> {
    const hash = createHash('sha256');
    // By name, not path: a model folder copied elsewhere (a container image) keeps its parts. The weights are read
    // whole (about 15 ms): a retrained model of the same shapes has the same model.json and file sizes.
    for (const file of sources.files) hash.update(basename(file)).update(await readFile(file));
    hash.update(JSON.stringify(sources.settings));
    return new ConvertedModelStore(join(modelDir, CONVERTED_MODELS_FOLDER), hash.digest('hex').slice(0, 16));
  }

  /**
   * The part kept on disk for this version, or else `convert()`'s result, which is kept for the next load. A folder
   * that cannot be written (a read-only image) only means converting at every load.
   */
  async load(part: string, convert: () => Promise<OnnxModelBytes>): Promise<ConvertedModel> {
    const file = this.fileOf(part);
    const names = await readNames(file);
    if (names) {
      try {
        return await ConvertedModel.fromFile(`${file}.onnx`, names);
      } catch {
        // A damaged file: converted again below, and replaced.
      }
    }
    const converted = await convert();
    await this.keep(part, converted).catch(() => undefined);
    return ConvertedModel.fromBytes(converted);
  }

  private fileOf(part: string): string {
    return join(this.folder, `${part}-${this.version}`);
  }

  /**
   * Writes the part, each file by rename. Other versions stay: the TypeScript sources (tests) and the built code name
   * different versions of the same part, and either may load next; a stale one is only disk space (`rm -r` frees it).
   */
  private async keep(part: string, { bytes, inputNames, outputNames }: OnnxModelBytes): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const file = this.fileOf(part);
    // The model first: a names file is only ever beside a complete model.
    await writeAtomically(`${file}.onnx`, bytes);
    await writeAtomically(`${file}.json`, JSON.stringify({ inputNames, outputNames } satisfies ModelNames));
  }
}

/** The kept part's input and output names; undefined when it was never kept (or its names file is unreadable). */
async function readNames(file: string): Promise<ModelNames | undefined> {
  try {
    return JSON.parse(await readFile(`${file}.json`, 'utf8')) as ModelNames;
  } catch {
    return undefined;
  }
}

/** Another thread or process may load the same part at once: each writes its own file and renames it in place. */
async function writeAtomically(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${path}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } finally {
    await rm(temporary, { force: true });
  }
}
