// Percentiles of body composition against DXA norms, and the photo-based posture and symmetry scores.
import type { Gender, PostureReading } from '@fitness/contracts';
import type { ModelSex } from '../body-fat/model-types';
import { DXA_NORMS } from '../fitted-parameters.generated';
import { clamp } from '../numeric/descriptive';
import { normalCdf, normalQuantile } from '../numeric/normal-distribution';
import { percentileBelow } from './age-adjusted-percentile';
import type { DxaNorms } from './norm-types';

function sexesOf(gender: Gender): ModelSex[] {
  return gender === 'other' ? ['male', 'female'] : [gender];
}

function averageOver(gender: Gender, score: (sex: ModelSex) => number): number {
  const sexes = sexesOf(gender);
  return sexes.reduce((sum, sex) => sum + score(sex), 0) / sexes.length;
}

/**
 * Body-fat percentile, higher = leaner: the share of same-age, same-sex adults with more fat (DXA norms; for gender
 * 'other' the average of the male and female percentiles).
 */
export function bodyFatPercentile(
  gender: Gender,
  age: number,
  bodyFatPercent: number,
  norms: DxaNorms = DXA_NORMS,
): number {
  return averageOver(gender, (sex) => 100 - percentileBelow(norms.bodyFatPercent[sex], bodyFatPercent, age));
}

/** Fat-free mass index, kg/m²: lean tissue plus bone, per height squared (VanItallie et al. 1990, Am J Clin Nutr 52:953). */
export function fatFreeMassIndex(heightCm: number, weightKg: number, bodyFatPercent: number): number {
  return (weightKg * (1 - bodyFatPercent / 100)) / (heightCm / 100) ** 2;
}

/** Muscle percentile: the share of same-age, same-sex adults with a lower fat-free mass index (DXA norms). */
export function musclePercentile(gender: Gender, age: number, ffmi: number, norms: DxaNorms = DXA_NORMS): number {
  return averageOver(gender, (sex) => percentileBelow(norms.fatFreeMassIndex[sex], ffmi, age));
}

/**
 * Posture score from the side photo. Ideal standing alignment puts ear, shoulder and hip on one vertical line
 * (Kendall FP et al., Muscles: Testing and Function with Posture and Pain, 5th ed., 2005). We measure the RMS
 * horizontal distance of ear and shoulder from the hip. No population norm for this photo measure exists that we
 * could use, so the score assumes deviations spread like a half-normal with scale POSTURE_DEVIATION_SCALE_CM:
 * 0 cm scores 99, the scale itself about 32. It is a score on an assumed scale, not a measured population percentile.
 */
export const POSTURE_DEVIATION_SCALE_CM = 4;

export function postureDeviationCm(reading: PostureReading): number {
  const ear = reading.earOffsetCm - reading.hipOffsetCm;
  const shoulder = reading.shoulderOffsetCm - reading.hipOffsetCm;
  return Math.sqrt((ear * ear + shoulder * shoulder) / 2);
}

export function postureScore(reading: PostureReading): number {
  return halfNormalScore(postureDeviationCm(reading), POSTURE_DEVIATION_SCALE_CM);
}

/**
 * Symmetry score from the front photo's left/right width asymmetry (a fraction, 0 = perfectly symmetric). Like
 * posture, on an assumed half-normal scale: an asymmetry of SYMMETRY_SCALE (5%) scores about 32.
 */
export const SYMMETRY_SCALE = 0.05;

export function symmetryScore(asymmetry: number): number {
  return halfNormalScore(Math.abs(asymmetry), SYMMETRY_SCALE);
}

function halfNormalScore(deviation: number, scale: number): number {
  return clamp(100 * 2 * (1 - normalCdf(deviation / scale)), 1, 99);
}

/**
 * Overall percentile from component percentiles: their average z-score, rescaled by the SD an average of k
 * correlated z-scores has (sqrt((1 + (k−1)ρ)/k)), so that a person at the 90th percentile on everything lands above
 * the 90th overall. ρ = 0.5 is assumed: leanness, lean mass and fitness go together but far from perfectly.
 */
export const COMPONENT_CORRELATION = 0.5;

export function compositePercentile(percentiles: readonly number[], correlation = COMPONENT_CORRELATION): number {
  const k = percentiles.length;
  if (k === 0) throw new Error('compositePercentile needs at least one percentile');
  const zs = percentiles.map((p) => normalQuantile(clamp(p, 1, 99) / 100));
  const meanZ = zs.reduce((sum, z) => sum + z, 0) / k;
  const sdOfMean = Math.sqrt((1 + (k - 1) * correlation) / k);
  return clamp(100 * normalCdf(meanZ / sdOfMean), 1, 99);
}
