// Ridge regression on standardised features: the penalty treats every feature alike and never shrinks the intercept.
import type { LinearModel } from '../body-fat/model-types';
import { predictLinear } from '../body-fat/linear-model';
import { quantile } from '../numeric/descriptive';
import { solveSymmetricPositiveDefinite } from '../numeric/linear-algebra';

const median = (values: readonly number[]) => quantile(values, 0.5);

export function fitRidge(
  features: readonly (readonly number[])[],
  targets: readonly number[],
  lambda: number,
  rowWeights?: readonly number[],
): LinearModel {
  const rows = features.length;
  const weightOf = (r: number) => (rowWeights === undefined ? 1 : rowWeights[r]);
  const totalWeight = rowWeights === undefined ? rows : rowWeights.reduce((sum, value) => sum + value, 0);
  const columns = features[0].length;
  const featureMeans = new Array<number>(columns).fill(0);
  const featureScales = new Array<number>(columns).fill(0);
  for (const row of features) for (let c = 0; c < columns; c++) featureMeans[c] += row[c] / rows;
  for (const row of features)
    for (let c = 0; c < columns; c++) featureScales[c] += (row[c] - featureMeans[c]) ** 2 / rows;
  for (let c = 0; c < columns; c++) featureScales[c] = Math.sqrt(featureScales[c]) || 1;

  // Weighted centring of the standardised features and the target, so the intercept stays unpenalised.
  const standardisedMeans = new Array<number>(columns).fill(0);
  let targetMean = 0;
  for (let r = 0; r < rows; r++) {
    const share = weightOf(r) / totalWeight;
    targetMean += share * targets[r];
    for (let c = 0; c < columns; c++)
      standardisedMeans[c] += (share * (features[r][c] - featureMeans[c])) / featureScales[c];
  }
  const gram: number[][] = Array.from({ length: columns }, () => new Array<number>(columns).fill(0));
  const moment = new Array<number>(columns).fill(0);
  const standardised = new Array<number>(columns);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++)
      standardised[c] = (features[r][c] - featureMeans[c]) / featureScales[c] - standardisedMeans[c];
    const weight = (weightOf(r) * rows) / totalWeight;
    const centredTarget = targets[r] - targetMean;
    for (let i = 0; i < columns; i++) {
      moment[i] += weight * standardised[i] * centredTarget;
      for (let j = 0; j <= i; j++) gram[i][j] += weight * standardised[i] * standardised[j];
    }
  }
  for (let i = 0; i < columns; i++) {
    for (let j = 0; j < i; j++) gram[j][i] = gram[i][j];
    gram[i][i] += lambda;
  }
  const weights = solveSymmetricPositiveDefinite(gram, moment);
  const intercept = targetMean - weights.reduce((sum, weight, c) => sum + weight * standardisedMeans[c], 0);
  return { featureMeans, featureScales, intercept, weights };
}

/** Huber's tuning constant: 95% efficiency under normal errors (Huber 1964; Holland & Welsch 1977). */
export const HUBER_TUNING_CONSTANT = 1.345;

/**
 * Ridge regression with Huber's loss instead of squared error, by iteratively reweighted least squares: residuals
 * beyond HUBER_TUNING_CONSTANT robust SDs (median absolute residual / 0.6745) count linearly, not quadratically, so
 * a few people whose DXA fat is far from what their body size suggests pull the fit less. Percent-fat errors have
 * heavier tails than a normal, and the accuracy is judged by absolute error, which this loss is closer to.
 */
export function fitHuberRidge(
  features: readonly (readonly number[])[],
  targets: readonly number[],
  lambda: number,
  iterations = 20,
): LinearModel {
  let model = fitRidge(features, targets, lambda);
  for (let iteration = 0; iteration < iterations; iteration++) {
    const residuals = features.map((row, r) => targets[r] - predictLinear(model, row));
    const robustSd = median(residuals.map(Math.abs)) / 0.6745;
    const threshold = HUBER_TUNING_CONSTANT * robustSd;
    if (!(threshold > 0)) break;
    const rowWeights = residuals.map((residual) => Math.min(1, threshold / Math.max(Math.abs(residual), 1e-12)));
    const next = fitRidge(features, targets, lambda, rowWeights);
    const change = Math.max(...next.weights.map((weight, i) => Math.abs(weight - model.weights[i])));
    model = next;
    if (change < 1e-5) break;
  }
  return model;
}
