// Turns a point estimate into its calibrated 90% range (see RangeCalibration), and back into a Gaussian SD for blending.
import { Z_90 } from '../numeric/normal-distribution';
import type { RangeCalibration } from './model-types';

export interface PercentRange {
  low: number;
  high: number;
}

/** Residual scale at this 1/BMI, never below the calibration's floor. */
export function residualScale(calibration: RangeCalibration, inverseBmi: number): number {
  return Math.max(calibration.minScale, calibration.scaleIntercept + calibration.scaleSlope * inverseBmi);
}

/**
 * The calibrated 90% range around an estimate. `widenFactor` (>= 1) stretches it when the inputs lie outside the
 * calibration data.
 */
export function calibratedRange(
  calibration: RangeCalibration,
  estimate: number,
  inverseBmi: number,
  widenFactor = 1,
): PercentRange {
  const scale = residualScale(calibration, inverseBmi) * widenFactor;
  return { low: estimate + calibration.lowerQuantile * scale, high: estimate + calibration.upperQuantile * scale };
}

/** SD of the normal distribution whose central 90% is as wide as the range. */
export function sdFromRange(range: PercentRange): number {
  return (range.high - range.low) / (2 * Z_90);
}

/** Adds independent extra uncertainty (an SD, in percent-fat points) to both sides of a range, in quadrature. */
export function widenRange(range: PercentRange, centre: number, extraSd: number): PercentRange {
  const extra = Z_90 * extraSd;
  return {
    low: centre - Math.hypot(centre - range.low, extra),
    high: centre + Math.hypot(range.high - centre, extra),
  };
}
