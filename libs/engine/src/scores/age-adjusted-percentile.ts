import { clamp, interpolate } from '../numeric/descriptive';
import type { AgeAdjustedNorm } from './norm-types';
import { NORM_PROBABILITIES } from './norm-types';

/**
 * Share (0-100) of the reference population of this age with a lower value. Clamped to 1-99: the stored table ends at
 * the 1st and 99th percentiles, and claiming more precision than that would be false.
 */
export function percentileBelow(norm: AgeAdjustedNorm, value: number, age: number): number {
  const referenceAge = clamp(age, norm.ageMin, norm.ageMax);
  const centre = norm.meanIntercept + norm.meanSlope * referenceAge;
  const spread = norm.sdIntercept + norm.sdSlope * referenceAge;
  const standardised = (value - centre) / spread;
  const probability = interpolate(norm.standardisedQuantiles, [...NORM_PROBABILITIES], standardised);
  return clamp(100 * probability, 1, 99);
}

/** The value at a given percentile for this age (inverse of percentileBelow). */
export function valueAtPercentile(norm: AgeAdjustedNorm, percentile: number, age: number): number {
  const referenceAge = clamp(age, norm.ageMin, norm.ageMax);
  const centre = norm.meanIntercept + norm.meanSlope * referenceAge;
  const spread = norm.sdIntercept + norm.sdSlope * referenceAge;
  return centre + spread * interpolate([...NORM_PROBABILITIES], norm.standardisedQuantiles, percentile / 100);
}
