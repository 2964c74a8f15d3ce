// Combining two estimates of the same percent fat, weighted by their stated uncertainty.

export interface GaussianEstimate {
  mean: number;
  sd: number;
}

/**
 * Gaussian posterior of a prior and an independent noisy observation (equivalently, inverse-variance weighting).
 * Returns the weight given to the observation too, for the record.
 */
export function gaussianPosterior(
  prior: GaussianEstimate,
  observation: GaussianEstimate,
): GaussianEstimate & { observationWeight: number } {
  const priorPrecision = 1 / prior.sd ** 2;
  const observationPrecision = 1 / observation.sd ** 2;
  const precision = priorPrecision + observationPrecision;
  return {
    mean: (prior.mean * priorPrecision + observation.mean * observationPrecision) / precision,
    sd: Math.sqrt(1 / precision),
    observationWeight: observationPrecision / precision,
  };
}

/**
 * Best linear unbiased combination of two estimates whose errors are correlated (both built on the same waist and
 * height, say). With correlation 0 this is inverse-variance weighting; the weight of the second estimate is kept in
 * [0, 1] so a poor second estimate can never push the result away from both.
 */
export function correlatedCombination(
  first: GaussianEstimate,
  second: GaussianEstimate,
  correlation: number,
): GaussianEstimate & { secondWeight: number } {
  const covariance = correlation * first.sd * second.sd;
  const denominator = first.sd ** 2 + second.sd ** 2 - 2 * covariance;
  const unclamped = denominator > 0 ? (first.sd ** 2 - covariance) / denominator : 0;
  const secondWeight = Math.min(1, Math.max(0, unclamped));
  const firstWeight = 1 - secondWeight;
  const variance =
    firstWeight ** 2 * first.sd ** 2 + secondWeight ** 2 * second.sd ** 2 + 2 * firstWeight * secondWeight * covariance;
  return {
    mean: firstWeight * first.mean + secondWeight * second.mean,
    sd: Math.sqrt(variance),
    secondWeight,
  };
}
