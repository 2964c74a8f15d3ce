// `npm run fit -w @fitness/engine`: refits the body-fat models and DXA norms on the shared calibration file and
// rewrites src/fitted-parameters.generated.ts. Deterministic: fixed seeds, no timestamps, fixed number formatting.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format as prettierFormat, resolveConfig } from 'prettier';
import { DEFAULT_TRAINING_OPTIONS, trainBodyFatParameters } from '../src/training/train-body-fat';
import { trainDxaNorms } from '../src/training/train-norms';
import { CALIBRATION_FILE_NAME, loadCalibrationData } from './calibration-data';

const OUTPUT = join(__dirname, '..', 'src', 'fitted-parameters.generated.ts');

async function main(): Promise<void> {
  const data = loadCalibrationData();
  const started = performance.now();
  const bodyFat = trainBodyFatParameters(data.rows, DEFAULT_TRAINING_OPTIONS);
  const norms = trainDxaNorms(data.rows);
  const source = {
    file: CALIBRATION_FILE_NAME,
    sha256: data.sha256,
    rows: data.rows.length,
    males: data.rows.filter((row) => row.sex === 'male').length,
    females: data.rows.filter((row) => row.sex === 'female').length,
    reference: 'Whole-body DXA percent fat, NHANES 2017-2018 (unweighted complete-case subset, ages 20-59)',
    trainingOptions: DEFAULT_TRAINING_OPTIONS,
  };
  const text = [
    '// GENERATED FILE, do not edit. Regenerate with `npm run fit -w @fitness/engine`',
    '// (libs/engine/scripts/fit-body-fat.ts, fitting code in libs/engine/src/training/).',
    `// Fitted on ${CALIBRATION_FILE_NAME} (${data.rows.length} adults, sha256 ${data.sha256.slice(0, 16)}…):`,
    '// per-sex ridge regressions on a second-degree expansion of [1/BMI, age] (stats) and',
    '// [1/BMI, age, height/waist, ln(height)] (waist, Huber loss), penalty chosen by repeated 10-fold CV; 90% ranges from',
    '// out-of-fold residuals; DXA percent-fat and fat-free-mass-index norms by age and sex.',
    "import type { BodyFatParameters } from './body-fat/model-types';",
    "import type { DxaNorms } from './scores/norm-types';",
    '',
    `export const CALIBRATION_SOURCE = ${format(source)} as const;`,
    '',
    `export const FITTED_BODY_FAT_PARAMETERS: BodyFatParameters = ${format(bodyFat)};`,
    '',
    `export const DXA_NORMS: DxaNorms = ${format(norms)};`,
    '',
  ].join('\n');
  // Formatted with the repo's Prettier settings so the committed file never shows as a style diff.
  const options = await resolveConfig(OUTPUT);
  writeFileSync(OUTPUT, await prettierFormat(text, { ...options, filepath: OUTPUT }));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Wrote ${OUTPUT} in ${seconds} s`);
  for (const kind of ['stats', 'waist'] as const) {
    for (const sex of ['male', 'female'] as const) {
      const model = bodyFat[kind][sex];
      console.log(
        `  ${kind}/${sex}: lambda ${model.ridgeLambda}, cross-validated MAE ${model.crossValidatedMae.toFixed(3)}`,
      );
    }
  }
}

/** JSON with numbers at 10 significant digits: stable text, far more precision than the data carry. */
function format(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, item: unknown) => (typeof item === 'number' ? Number(item.toPrecision(10)) : item),
    2,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
