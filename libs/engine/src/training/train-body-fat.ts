// The fitting procedure behind the committed coefficients. `npm run fit` runs it on the whole file; the evaluation
// runs it again inside every cross-validation fold, so the reported accuracy includes the choice of ridge penalty.
import { expandFeatures, rawModelInputs } from '../body-fat/model-features';
import { predictBodyFat } from '../body-fat/linear-model';
import type {
  BodyFatModelKind,
  BodyFatParameters,
  LinearModel,
  ModelSex,
  SexSpecificBodyFatModel,
} from '../body-fat/model-types';
import { BODY_FAT_MODEL_KINDS, MODEL_SEXES } from '../body-fat/model-types';
import { mean, standardDeviation } from '../numeric/descriptive';
import type { BodyFatRow } from './body-fat-row';
import { calibrateRange } from './range-calibration';
import { fitHuberRidge, fitRidge } from './ridge-regression';
import { kFoldAssignment } from './seeded-random';

export interface TrainingOptions {
  /** Ridge penalties tried (see the one-standard-error rule below). */
  lambdaGrid: readonly number[];
  folds: number;
  /** Repeats of k-fold CV when choosing the penalty (different seeds), to steady the choice. */
  repeats: number;
  seed: number;
  /**
   * Models fitted with Huber's loss (fitHuberRidge) rather than squared error. Only the waist model: cross-validated,
   * it gained about 0.01 MAE point, while the stats model gained less than that and lost range coverage among the
   * leanest women.
   */
  huberLossModels: readonly BodyFatModelKind[];
}

type RegressionFit = (
  features: readonly (readonly number[])[],
  targets: readonly number[],
  lambda: number,
) => LinearModel;

export const DEFAULT_TRAINING_OPTIONS: TrainingOptions = {
  lambdaGrid: [0.01, 0.03, 0.1, 0.3, 1, 3, 10, 30],
  folds: 10,
  repeats: 3,
  seed: 20172018,
  huberLossModels: ['waist'],
};

export function trainBodyFatParameters(
  rows: readonly BodyFatRow[],
  options = DEFAULT_TRAINING_OPTIONS,
): BodyFatParameters {
  const parameters = {} as BodyFatParameters;
  for (const kind of BODY_FAT_MODEL_KINDS) {
    parameters[kind] = {} as Record<ModelSex, SexSpecificBodyFatModel>;
    for (const sex of MODEL_SEXES) {
      parameters[kind][sex] = trainSexSpecificModel(
        kind,
        rows.filter((row) => row.sex === sex),
        options,
      );
    }
  }
  return parameters;
}

export function trainSexSpecificModel(
  kind: BodyFatModelKind,
  rows: readonly BodyFatRow[],
  options: TrainingOptions,
): SexSpecificBodyFatModel {
  const raw = rows.map((row) => rawModelInputs(kind, row));
  const fit: RegressionFit = options.huberLossModels.includes(kind)
    ? fitHuberRidge
    : (features, targets, lambda) => fitRidge(features, targets, lambda);
  const targets = rows.map((row) => row.dxaFatPercent);

  // One-standard-error rule (Hastie, Tibshirani & Friedman, Elements of Statistical Learning, 2nd ed., §7.10), on
  // paired differences: the strongest penalty whose out-of-fold absolute errors are, row by row, within one
  // standard error of the best penalty's. Fold-level errors vary too much between folds here to separate anything.
  const folds = Array.from({ length: options.repeats }, (_, repeat) =>
    kFoldAssignment(raw.length, options.folds, options.seed + repeat),
  );
  const scores = options.lambdaGrid.map((lambda) => {
    const absoluteErrors = folds.flatMap((fold) =>
      crossValidatedPredictions(raw, targets, lambda, fold, options.folds, fit).map((prediction, i) =>
        Math.abs(targets[i] - prediction),
      ),
    );
    return { lambda, absoluteErrors, mae: mean(absoluteErrors) };
  });
  const bestScore = scores.reduce((best, score) => (score.mae < best.mae ? score : best));
  const withinOneStandardError = scores.filter((score) => {
    const differences = score.absoluteErrors.map((error, i) => error - bestScore.absoluteErrors[i]);
    return mean(differences) <= standardDeviation(differences) / Math.sqrt(differences.length);
  });
  const chosen = withinOneStandardError.reduce((strongest, score) =>
    score.lambda > strongest.lambda ? score : strongest,
  );
  const best = { lambda: chosen.lambda, mae: chosen.mae };

  const inputMin = raw[0].map((_, i) => Math.min(...raw.map((inputs) => inputs[i])));
  const inputMax = raw[0].map((_, i) => Math.max(...raw.map((inputs) => inputs[i])));
  const linear = fit(raw.map(expandFeatures), targets, best.lambda);

  // The range is calibrated on out-of-fold residuals of the chosen penalty, with a seed not used to choose it.
  const calibrationFolds = kFoldAssignment(raw.length, options.folds, options.seed + options.repeats);
  const outOfFold = crossValidatedPredictions(raw, targets, best.lambda, calibrationFolds, options.folds, fit);
  const residuals = outOfFold.map((prediction, i) => targets[i] - prediction);
  const range = calibrateRange(
    residuals,
    raw.map((inputs) => inputs[0]),
  );
  return { ridgeLambda: best.lambda, linear, range, inputMin, inputMax, crossValidatedMae: best.mae };
}

function crossValidatedPredictions(
  raw: readonly number[][],
  targets: readonly number[],
  lambda: number,
  fold: readonly number[],
  folds: number,
  fit: RegressionFit,
): number[] {
  const predictions = new Array<number>(raw.length);
  for (let k = 0; k < folds; k++) {
    const trainIndex = raw.map((_, i) => i).filter((i) => fold[i] !== k);
    const trainRaw = trainIndex.map((i) => raw[i]);
    const linear = fit(
      trainRaw.map(expandFeatures),
      trainIndex.map((i) => targets[i]),
      lambda,
    );
    const inputMin = raw[0].map((_, c) => Math.min(...trainRaw.map((inputs) => inputs[c])));
    const inputMax = raw[0].map((_, c) => Math.max(...trainRaw.map((inputs) => inputs[c])));
    // Predict as the runtime does, tangent extrapolation included, so the residuals match what users get.
    const model: SexSpecificBodyFatModel = {
      ridgeLambda: lambda,
      linear,
      range: { scaleIntercept: 0, scaleSlope: 0, minScale: 0, lowerQuantile: 0, upperQuantile: 0 },
      inputMin,
      inputMax,
      crossValidatedMae: NaN,
    };
    raw.forEach((inputs, i) => {
      if (fold[i] === k) predictions[i] = predictBodyFat(model, inputs).percent;
    });
  }
  return predictions;
}
