// Inputs and features of the fitted body-fat models, shared by the fitting script and the runtime.
//
// Why these inputs: percent fat is close to linear in 1/BMI (Gallagher et al. 2000, Am J Clin Nutr 72:694 use 1/BMI),
// and RFM (Woolcott & Bergman 2018, Sci Rep 8:10980) is linear in height/waist (which cross-validated slightly better
// here than ln(waist/height)). A second-degree polynomial in the
// raw inputs, fitted per sex with a ridge penalty, captures the curvature the published linear forms miss.
import type { BodyFatModelKind } from './model-types';

export interface BodyMeasures {
  age: number;
  heightCm: number;
  weightKg: number;
  /** Waist at the iliac crest (NHANES protocol); required by the `waist` model. */
  waistCm?: number;
}

export function bodyMassIndex(heightCm: number, weightKg: number): number {
  return weightKg / (heightCm / 100) ** 2;
}

/** The raw inputs of a model, before expansion: [1/BMI, age] or [1/BMI, age, height/waist, ln(height)]. */
export function rawModelInputs(kind: BodyFatModelKind, measures: BodyMeasures): number[] {
  const inverseBmi = 1 / bodyMassIndex(measures.heightCm, measures.weightKg);
  switch (kind) {
    case 'stats':
      return [inverseBmi, measures.age];
    case 'waist': {
      if (measures.waistCm === undefined) throw new Error('The waist model needs a waist circumference');
      return [inverseBmi, measures.age, measures.heightCm / measures.waistCm, Math.log(measures.heightCm)];
    }
  }
}

/** Second-degree expansion: the raw inputs, then every product of two of them (squares included). */
export function expandFeatures(raw: readonly number[]): number[] {
  const features = [...raw];
  for (let i = 0; i < raw.length; i++) {
    for (let j = i; j < raw.length; j++) features.push(raw[i] * raw[j]);
  }
  return features;
}
