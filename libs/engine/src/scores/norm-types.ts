// Age- and sex-specific reference distributions, stored as a smooth mean and SD in age plus the quantiles of the
// standardised value, so skewed distributions keep their shape without a table per age band.

/** Probabilities at which the standardised quantiles are stored. */
export const NORM_PROBABILITIES = [
  0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95,
  0.975, 0.99,
] as const;

export interface AgeAdjustedNorm {
  meanIntercept: number;
  meanSlope: number;
  sdIntercept: number;
  sdSlope: number;
  /** Quantiles of (value - mean(age)) / sd(age) at NORM_PROBABILITIES. */
  standardisedQuantiles: number[];
  /** Ages covered by the reference data; other ages are compared with the nearest covered age. */
  ageMin: number;
  ageMax: number;
}

export interface SexSpecificNorms {
  male: AgeAdjustedNorm;
  female: AgeAdjustedNorm;
}

export interface DxaNorms {
  /** Whole-body percent fat. */
  bodyFatPercent: SexSpecificNorms;
  /** Fat-free mass index, kg/m² (DXA fat-free mass = weight × (1 − percent fat / 100)). */
  fatFreeMassIndex: SexSpecificNorms;
}
