// Reference distributions of DXA percent fat and fat-free mass index by age and sex, after the approach of
// Kelly, Wilson & Heymsfield 2009 (PLoS One 4:e7038: NHANES DXA reference values normalised to age, by sex).
// Computed from the shared NHANES 2017-2018 DXA file; only these summary numbers are committed.
import type { ModelSex } from '../body-fat/model-types';
import { quantile } from '../numeric/descriptive';
import type { AgeAdjustedNorm, DxaNorms } from '../scores/norm-types';
import { NORM_PROBABILITIES } from '../scores/norm-types';
import type { BodyFatRow } from './body-fat-row';
import { fitRidge } from './ridge-regression';

export function trainDxaNorms(rows: readonly BodyFatRow[]): DxaNorms {
  const forSex = (sex: ModelSex, value: (row: BodyFatRow) => number) => {
    const group = rows.filter((row) => row.sex === sex);
    return fitAgeAdjustedNorm(
      group.map((row) => row.age),
      group.map(value),
    );
  };
  const percentFat = (row: BodyFatRow) => row.dxaFatPercent;
  const fatFreeMassIndex = (row: BodyFatRow) =>
    (row.weightKg * (1 - row.dxaFatPercent / 100)) / (row.heightCm / 100) ** 2;
  return {
    bodyFatPercent: { male: forSex('male', percentFat), female: forSex('female', percentFat) },
    fatFreeMassIndex: { male: forSex('male', fatFreeMassIndex), female: forSex('female', fatFreeMassIndex) },
  };
}

/** Mean linear in age; SD linear in age (from |residual|·sqrt(π/2), unbiased for normal data); empirical shape. */
export function fitAgeAdjustedNorm(ages: readonly number[], values: readonly number[]): AgeAdjustedNorm {
  const line = (targets: readonly number[]) => {
    const fit = fitRidge(
      ages.map((age) => [age]),
      targets,
      0,
    );
    const slope = fit.weights[0] / fit.featureScales[0];
    return { intercept: fit.intercept - slope * fit.featureMeans[0], slope };
  };
  const centre = line(values);
  const residuals = values.map((value, i) => value - (centre.intercept + centre.slope * ages[i]));
  const spread = line(residuals.map((residual) => Math.abs(residual) * Math.sqrt(Math.PI / 2)));
  const standardised = residuals.map((residual, i) => residual / (spread.intercept + spread.slope * ages[i]));
  return {
    meanIntercept: centre.intercept,
    meanSlope: centre.slope,
    sdIntercept: spread.intercept,
    sdSlope: spread.slope,
    standardisedQuantiles: NORM_PROBABILITIES.map((probability) => quantile(standardised, probability)),
    ageMin: Math.min(...ages),
    ageMax: Math.max(...ages),
  };
}
