// Calibrates the 90% range from cross-validated residuals (never in-sample ones, which are too small).
import type { RangeCalibration } from '../body-fat/model-types';
import { quantile } from '../numeric/descriptive';
import { fitRidge } from './ridge-regression';

/**
 * Residuals spread more at low BMI (women especially), so the scale is modelled as mean |residual| linear in 1/BMI;
 * the 5% and 95% quantiles of residual / scale then give an asymmetric range with about 90% coverage.
 */
export function calibrateRange(
  residuals: readonly number[],
  inverseBmis: readonly number[],
  coverage = 0.9,
): RangeCalibration {
  const absolute = residuals.map(Math.abs);
  const scaleFit = fitRidge(
    inverseBmis.map((value) => [value]),
    absolute,
    0,
  );
  const scaleSlope = scaleFit.weights[0] / scaleFit.featureScales[0];
  const scaleIntercept = scaleFit.intercept - scaleSlope * scaleFit.featureMeans[0];
  // The floor keeps a wild extrapolation in 1/BMI from producing a zero-width range.
  const minScale = 0.5 * quantile(absolute, 0.5);
  const scaleAt = (inverseBmi: number) => Math.max(minScale, scaleIntercept + scaleSlope * inverseBmi);
  const standardised = residuals.map((residual, i) => residual / scaleAt(inverseBmis[i]));
  const tail = (1 - coverage) / 2;
  return {
    scaleIntercept,
    scaleSlope,
    minScale,
    lowerQuantile: quantile(standardised, tail),
    upperQuantile: quantile(standardised, 1 - tail),
  };
}
