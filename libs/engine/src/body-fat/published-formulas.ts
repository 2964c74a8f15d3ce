// Published body-fat equations, exactly as printed (sex coding differs between papers: see each). The evaluation sets
// them against DXA on the same rows as our models; the runtime uses only the Navy equations, as extra evidence.
import type { ModelSex } from './model-types';
import { bodyMassIndex } from './model-features';

export interface StatsOnlyInput {
  sex: ModelSex;
  age: number;
  heightCm: number;
  weightKg: number;
}

/** Deurenberg, Weststrate & Seidell 1991, Br J Nutr 65:105. Calibrated to underwater weighing. Sex: male = 1. */
export function deurenberg1991(input: StatsOnlyInput): number {
  const bmi = bodyMassIndex(input.heightCm, input.weightKg);
  const male = input.sex === 'male' ? 1 : 0;
  return 1.2 * bmi + 0.23 * input.age - 10.8 * male - 5.4;
}

/** Gallagher et al. 2000, Am J Clin Nutr 72:694 (the equation without ethnicity terms). Calibrated to a 4-compartment model. Sex: male = 1. */
export function gallagher2000(input: StatsOnlyInput): number {
  const bmi = bodyMassIndex(input.heightCm, input.weightKg);
  const male = input.sex === 'male' ? 1 : 0;
  return 64.5 - 848 / bmi + 0.079 * input.age - 16.4 * male + 0.05 * male * input.age + (39.0 * male) / bmi;
}

/** CUN-BAE: Gómez-Ambrosi et al. 2012, Diabetes Care 35:383. Calibrated to air-displacement plethysmography. Sex: female = 1. */
export function cunBae2012(input: StatsOnlyInput): number {
  const bmi = bodyMassIndex(input.heightCm, input.weightKg);
  const female = input.sex === 'female' ? 1 : 0;
  const age = input.age;
  return (
    -44.988 +
    0.503 * age +
    10.689 * female +
    3.172 * bmi -
    0.026 * bmi ** 2 +
    0.181 * bmi * female -
    0.02 * bmi * age -
    0.005 * bmi ** 2 * female +
    0.00021 * bmi ** 2 * age
  );
}

export interface WaistInput {
  sex: ModelSex;
  heightCm: number;
  /** At the iliac crest, as in NHANES, where RFM was derived. */
  waistCm: number;
}

/** Relative Fat Mass: Woolcott & Bergman 2018, Sci Rep 8:10980. Calibrated to DXA (NHANES). Sex: female = 1. */
export function relativeFatMass2018(input: WaistInput): number {
  const female = input.sex === 'female' ? 1 : 0;
  return 64 - (20 * input.heightCm) / input.waistCm + 12 * female;
}

export interface NavyInput {
  sex: ModelSex;
  heightCm: number;
  /** Navy protocol: at the navel for men, at the narrowest point for women. */
  waistCm: number;
  neckCm: number;
  /** Women only: at the largest protrusion of the buttocks. */
  hipCm?: number;
}

/**
 * US Navy circumference equations: Hodgdon & Beckett 1984, Naval Health Research Center reports 84-11 (men) and
 * 84-29 (women), metric form. Calibrated to underwater weighing. Returns undefined when the logarithm's argument is
 * not positive (e.g. a neck wider than the waist) or a woman's hip is missing.
 */
export function navy1984(input: NavyInput): number | undefined {
  if (input.sex === 'male') {
    const girth = input.waistCm - input.neckCm;
    if (girth <= 0) return undefined;
    return 495 / (1.0324 - 0.19077 * Math.log10(girth) + 0.15456 * Math.log10(input.heightCm)) - 450;
  }
  if (input.hipCm === undefined) return undefined;
  const girth = input.waistCm + input.hipCm - input.neckCm;
  if (girth <= 0) return undefined;
  return 495 / (1.29579 - 0.35004 * Math.log10(girth) + 0.221 * Math.log10(input.heightCm)) - 450;
}
