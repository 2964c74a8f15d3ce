// Reads the NHANES 2017-2018 DXA development file for the fit and evaluation scripts (never for the runtime).
// Location: $BODYFAT_DATA_DIR, else libs/engine/data/bodyfat in this repository (44 KB, with its provenance README),
// so a clone with nothing beside it runs every script and test.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { BodyFatRow } from '../src/training/body-fat-row';

export const CALIBRATION_FILE_NAME = 'nhanes-2017-2018-dxa-dev.csv';

export interface CalibrationData {
  path: string;
  sha256: string;
  rows: BodyFatRow[];
}

/** The repository root: the nearest ancestor whose package.json declares workspaces. */
export function findRepositoryRoot(start = __dirname): string {
  let directory = resolve(start);
  for (;;) {
    const manifest = join(directory, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object))
      return directory;
    const parent = dirname(directory);
    if (parent === directory) throw new Error(`No workspace root above ${start}`);
    directory = parent;
  }
}

export function calibrationDataPath(): string {
  const directory = process.env.BODYFAT_DATA_DIR ?? join(findRepositoryRoot(), 'libs', 'engine', 'data', 'bodyfat');
  const path = join(directory, CALIBRATION_FILE_NAME);
  if (!existsSync(path)) {
    throw new Error(
      `Calibration file not found at ${path}. Set BODYFAT_DATA_DIR to the folder holding ${CALIBRATION_FILE_NAME}.`,
    );
  }
  return path;
}

const REQUIRED_COLUMNS = [
  'seqn',
  'sex_0male_1female',
  'age_y',
  'height_cm',
  'weight_kg',
  'waist_cm',
  'dxa_total_fat_pct',
];

export function loadCalibrationData(path = calibrationDataPath()): CalibrationData {
  const text = readFileSync(path, 'utf8');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const columns = header.split(',').map((name) => name.trim());
  for (const name of REQUIRED_COLUMNS) {
    if (!columns.includes(name)) throw new Error(`${path}: missing column ${name}`);
  }
  const at = (cells: string[], name: string) => Number(cells[columns.indexOf(name)]);
  const rows = lines.map((line, index): BodyFatRow => {
    const cells = line.split(',');
    const row: BodyFatRow = {
      sex: at(cells, 'sex_0male_1female') === 1 ? 'female' : 'male',
      age: at(cells, 'age_y'),
      heightCm: at(cells, 'height_cm'),
      weightKg: at(cells, 'weight_kg'),
      waistCm: at(cells, 'waist_cm'),
      dxaFatPercent: at(cells, 'dxa_total_fat_pct'),
    };
    if (Object.values(row).some((value) => typeof value === 'number' && !Number.isFinite(value))) {
      throw new Error(`${path}: unreadable number on line ${index + 2}`);
    }
    return row;
  });
  return { path, sha256: createHash('sha256').update(text).digest('hex'), rows };
}
