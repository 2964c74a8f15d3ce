// Shapes of the fitted body-fat parameters. The numbers live in fitted-parameters.generated.ts (written by `npm run fit`).

export type ModelSex = 'male' | 'female';
export const MODEL_SEXES: readonly ModelSex[] = ['male', 'female'];

/** `stats`: age, sex, height, weight. `waist`: the same plus a waist circumference at the iliac crest. */
export type BodyFatModelKind = 'stats' | 'waist';
export const BODY_FAT_MODEL_KINDS: readonly BodyFatModelKind[] = ['stats', 'waist'];

/** A linear model on standardised features: intercept + sum(weight * (feature - mean) / scale). */
export interface LinearModel {
  featureMeans: number[];
  featureScales: number[];
  intercept: number;
  weights: number[];
}

/**
 * Heteroscedastic 90% range: the residual scale grows or shrinks linearly with 1/BMI, and the 5% and 95% quantiles
 * of cross-validated residual / scale turn it into a range.
 */
export interface RangeCalibration {
  scaleIntercept: number;
  scaleSlope: number;
  minScale: number;
  lowerQuantile: number;
  upperQuantile: number;
}

export interface SexSpecificBodyFatModel {
  ridgeLambda: number;
  linear: LinearModel;
  range: RangeCalibration;
  /** Box of the raw inputs seen in training; outside it the model extrapolates linearly and the range widens. */
  inputMin: number[];
  inputMax: number[];
  /** Cross-validated MAE on the calibration file, for the record. */
  crossValidatedMae: number;
}

export type BodyFatParameters = Record<BodyFatModelKind, Record<ModelSex, SexSpecificBodyFatModel>>;
