// Ridge regression on standardised features: the penalty treats every feature alike and never shrinks the intercept.
import type { LinearModel } from '../body-fat/model-types';
import { solveSymmetricPositiveDefinite } from '../numeric/linear-algebra';

export function fitRidge(
  features: readonly (readonly number[])[],
  targets: readonly number[],
  lambda: number,
): LinearModel {
  const rows = features.length;
  const columns = features[0].length;
  const featureMeans = new Array<number>(columns).fill(0);
  const featureScales = new Array<number>(columns).fill(0);
  for (const row of features) for (let c = 0; c < columns; c++) featureMeans[c] += row[c] / rows;
  for (const row of features)
    for (let c = 0; c < columns; c++) featureScales[c] += (row[c] - featureMeans[c]) ** 2 / rows;
  for (let c = 0; c < columns; c++) featureScales[c] = Math.sqrt(featureScales[c]) || 1;

  const targetMean = targets.reduce((sum, value) => sum + value, 0) / rows;
  const gram: number[][] = Array.from({ length: columns }, () => new Array<number>(columns).fill(0));
  const moment = new Array<number>(columns).fill(0);
  const standardised = new Array<number>(columns);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) standardised[c] = (features[r][c] - featureMeans[c]) / featureScales[c];
    const centredTarget = targets[r] - targetMean;
    for (let i = 0; i < columns; i++) {
      moment[i] += standardised[i] * centredTarget;
      for (let j = 0; j <= i; j++) gram[i][j] += standardised[i] * standardised[j];
    }
  }
  for (let i = 0; i < columns; i++) {
    for (let j = 0; j < i; j++) gram[j][i] = gram[i][j];
    gram[i][i] += lambda;
  }
  const weights = solveSymmetricPositiveDefinite(gram, moment);
  return { featureMeans, featureScales, intercept: targetMean, weights };
}
