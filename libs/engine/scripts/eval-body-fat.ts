// `npm run eval:bodyfat`: cross-validated accuracy of the body-fat estimators on the shared NHANES DXA file, beside
// the no-input floor, a plain least-squares baseline and the published formulas, all on the same rows.
//
// Nested: in every outer fold the whole fitting procedure (ridge penalty choice, range calibration) runs on the
// training part only, and the held-out part is estimated through the runtime's estimateBodyFat.
import { estimateBodyFat } from '../src/body-fat/estimate-body-fat';
import { bodyMassIndex } from '../src/body-fat/model-features';
import type { StatsOnlyInput } from '../src/body-fat/published-formulas';
import { cunBae2012, deurenberg1991, gallagher2000, relativeFatMass2018 } from '../src/body-fat/published-formulas';
import { mean, quantile } from '../src/numeric/descriptive';
import type { BodyFatRow } from '../src/training/body-fat-row';
import { fitRidge } from '../src/training/ridge-regression';
import { kFoldAssignment } from '../src/training/seeded-random';
import { trainBodyFatParameters } from '../src/training/train-body-fat';
import { predictLinear } from '../src/body-fat/linear-model';
import { loadCalibrationData } from './calibration-data';

const FOLDS = 10;
// Outer seeds differ from the training procedure's own seeds.
const OUTER_SEEDS = [101, 202, 303];

interface Prediction {
  row: BodyFatRow;
  estimate: number;
  range?: { low: number; high: number };
}

type Group = 'stats' | 'waist';
interface MethodSpec {
  name: string;
  group: Group;
  kind: 'ours' | 'floor' | 'baseline' | 'published';
}

const METHODS: MethodSpec[] = [
  { name: 'Floor: sex-specific mean', group: 'stats', kind: 'floor' },
  { name: 'Deurenberg 1991', group: 'stats', kind: 'published' },
  { name: 'Gallagher 2000', group: 'stats', kind: 'published' },
  { name: 'CUN-BAE 2012', group: 'stats', kind: 'published' },
  { name: 'Least squares: 1/BMI, age, sex', group: 'stats', kind: 'baseline' },
  { name: 'Ours: stats', group: 'stats', kind: 'ours' },
  { name: 'RFM 2018', group: 'waist', kind: 'published' },
  { name: 'Least squares: 1/BMI, age, sex, height/waist', group: 'waist', kind: 'baseline' },
  { name: 'Ours: stats+waist', group: 'waist', kind: 'ours' },
];

function main(): void {
  const data = loadCalibrationData();
  const rows = data.rows;
  const started = performance.now();
  const predictions = new Map<string, Prediction[]>(METHODS.map((method) => [method.name, []]));
  const perRepeatMae = new Map<string, number[]>(METHODS.map((method) => [method.name, []]));

  for (const seed of OUTER_SEEDS) {
    const fold = kFoldAssignment(rows.length, FOLDS, seed);
    const repeatPredictions = new Map<string, Prediction[]>(METHODS.map((method) => [method.name, []]));
    for (let k = 0; k < FOLDS; k++) {
      const train = rows.filter((_, i) => fold[i] !== k);
      const test = rows.filter((_, i) => fold[i] === k);
      const parameters = trainBodyFatParameters(train);
      const floor = sexMeanFloor(train);
      const statsBaseline = leastSquares(train, statsBaselineFeatures);
      const waistBaseline = leastSquares(train, waistBaselineFeatures);
      for (const row of test) {
        const person: StatsOnlyInput = { sex: row.sex, age: row.age, heightCm: row.heightCm, weightKg: row.weightKg };
        const statsOnly = estimateBodyFat(person, { parameters });
        const withWaist = estimateBodyFat(
          { ...person, circumferences: { waist: { valueCm: row.waistCm, source: 'tape' } } },
          // NHANES waists were taken by trained examiners: no self-measurement error to add here.
          { parameters, tapeCircumferenceSdCm: 0 },
        );
        const add = (name: string, estimate: number, range?: Prediction['range']) =>
          repeatPredictions.get(name)!.push({ row, estimate, range });
        add('Floor: sex-specific mean', floor[row.sex].mean, floor[row.sex].range);
        add('Deurenberg 1991', deurenberg1991(person));
        add('Gallagher 2000', gallagher2000(person));
        add('CUN-BAE 2012', cunBae2012(person));
        add('Least squares: 1/BMI, age, sex', statsBaseline(row));
        add('Ours: stats', statsOnly.percent, statsOnly.range);
        add('RFM 2018', relativeFatMass2018(row));
        add('Least squares: 1/BMI, age, sex, height/waist', waistBaseline(row));
        add('Ours: stats+waist', withWaist.percent, withWaist.range);
      }
    }
    for (const [name, list] of repeatPredictions) {
      predictions.get(name)!.push(...list);
      perRepeatMae.get(name)!.push(mean(list.map((p) => Math.abs(p.estimate - p.row.dxaFatPercent))));
    }
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Body-fat estimators vs whole-body DXA: ${data.path}`);
  console.log(
    `${rows.length} adults (${rows.filter((r) => r.sex === 'male').length} men, ${rows.filter((r) => r.sex === 'female').length} women), ` +
      `${FOLDS}-fold cross-validation repeated ${OUTER_SEEDS.length}x (seeds ${OUTER_SEEDS.join(', ')}), nested: ` +
      `penalty choice and range calibration refitted inside every fold. ${seconds} s.`,
  );
  console.log('Published formulas are applied as printed (not refitted); each carries its own reference method.\n');
  printTable(predictions, perRepeatMae);
  console.log(
    '±repeats: half the spread of the MAE over the repeated cross-validation runs. Width: mean 90% range, points.',
  );
  console.log('\nRange calibration of our estimators (share of held-out people inside their 90% range):');
  printCoverageBreakdown(predictions.get('Ours: stats')!, 'Ours: stats');
  printCoverageBreakdown(predictions.get('Ours: stats+waist')!, 'Ours: stats+waist');
}

function printTable(predictions: Map<string, Prediction[]>, perRepeatMae: Map<string, number[]>): void {
  const header = ['inputs', 'method', 'MAE', '±repeats', 'RMSE', 'bias', '≤3 pts', '≤5 pts', '90% cover', 'mean width'];
  const lines: string[][] = [header];
  for (const group of ['stats', 'waist'] as Group[]) {
    const inGroup = METHODS.filter((method) => method.group === group);
    const published = inGroup.filter((method) => method.kind === 'published');
    const bestPublished = published.reduce((best, method) =>
      maeOf(predictions.get(method.name)!) < maeOf(predictions.get(best.name)!) ? method : best,
    );
    for (const method of inGroup) {
      const list = predictions.get(method.name)!;
      const errors = list.map((p) => p.estimate - p.row.dxaFatPercent);
      const absolute = errors.map(Math.abs);
      const ranged = list.filter((p) => p.range !== undefined);
      const repeats = perRepeatMae.get(method.name)!;
      lines.push([
        group === 'stats' ? 'age, sex, height, weight' : '+ waist (iliac crest)',
        method.name + (method === bestPublished ? ' (best published)' : ''),
        mean(absolute).toFixed(2),
        `±${((Math.max(...repeats) - Math.min(...repeats)) / 2).toFixed(2)}`,
        Math.sqrt(mean(errors.map((e) => e * e))).toFixed(2),
        (mean(errors) >= 0 ? '+' : '') + mean(errors).toFixed(2),
        percent(absolute.filter((e) => e <= 3).length / list.length),
        percent(absolute.filter((e) => e <= 5).length / list.length),
        ranged.length ? percent(coverage(ranged)) : '-',
        ranged.length ? mean(ranged.map((p) => p.range!.high - p.range!.low)).toFixed(1) : '-',
      ]);
    }
  }
  const widths = header.map((_, c) => Math.max(...lines.map((line) => line[c].length)));
  const render = (line: string[]) =>
    '| ' + line.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join(' | ') + ' |';
  console.log(render(lines[0]));
  console.log('|' + widths.map((w, c) => (c < 2 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|');
  for (const line of lines.slice(1)) console.log(render(line));
}

function printCoverageBreakdown(list: Prediction[], name: string): void {
  const bmi = (p: Prediction) => bodyMassIndex(p.row.heightCm, p.row.weightKg);
  const parts: string[] = [];
  for (const sex of ['male', 'female'] as const) {
    const group = list.filter((p) => p.row.sex === sex);
    const cuts = [quantile(group.map(bmi), 1 / 3), quantile(group.map(bmi), 2 / 3)];
    const thirds = [
      group.filter((p) => bmi(p) < cuts[0]),
      group.filter((p) => bmi(p) >= cuts[0] && bmi(p) < cuts[1]),
      group.filter((p) => bmi(p) >= cuts[1]),
    ];
    parts.push(
      `${sex} ${percent(coverage(group))} (BMI thirds ${thirds.map((t) => percent(coverage(t))).join(' / ')})`,
    );
  }
  console.log(`  ${name}: all ${percent(coverage(list))}; ${parts.join('; ')}`);
}

function maeOf(list: Prediction[]): number {
  return mean(list.map((p) => Math.abs(p.estimate - p.row.dxaFatPercent)));
}

function coverage(list: Prediction[]): number {
  return (
    list.filter((p) => p.row.dxaFatPercent >= p.range!.low && p.row.dxaFatPercent <= p.range!.high).length / list.length
  );
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

/** The no-input floor: the training mean of each sex, with the 5%-95% spread of the training values as its range. */
function sexMeanFloor(train: BodyFatRow[]) {
  const forSex = (sex: BodyFatRow['sex']) => {
    const values = train.filter((row) => row.sex === sex).map((row) => row.dxaFatPercent);
    return { mean: mean(values), range: { low: quantile(values, 0.05), high: quantile(values, 0.95) } };
  };
  return { male: forSex('male'), female: forSex('female') };
}

function statsBaselineFeatures(row: BodyFatRow): number[] {
  return [1 / bodyMassIndex(row.heightCm, row.weightKg), row.age, row.sex === 'female' ? 1 : 0];
}

function waistBaselineFeatures(row: BodyFatRow): number[] {
  return [...statsBaselineFeatures(row), row.heightCm / row.waistCm];
}

/** Plain (unpenalised) least squares on the given features, both sexes together. */
function leastSquares(train: BodyFatRow[], features: (row: BodyFatRow) => number[]): (row: BodyFatRow) => number {
  const model = fitRidge(
    train.map(features),
    train.map((row) => row.dxaFatPercent),
    0,
  );
  return (row) => predictLinear(model, features(row));
}

main();
