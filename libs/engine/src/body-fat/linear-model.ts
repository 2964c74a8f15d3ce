import type { LinearModel, SexSpecificBodyFatModel } from './model-types';
import { expandFeatures } from './model-features';

export function predictLinear(model: LinearModel, features: readonly number[]): number {
  let value = model.intercept;
  for (let i = 0; i < features.length; i++) {
    value += (model.weights[i] * (features[i] - model.featureMeans[i])) / model.featureScales[i];
  }
  return value;
}

export interface ModelPrediction {
  percent: number;
  /** How far outside the training box the inputs are, summed over inputs in units of the box width (0 = inside). */
  extrapolation: number;
}

/**
 * Predicts percent fat. Inside the training box this is the fitted polynomial; outside it, a polynomial would
 * swing wildly, so the prediction continues the tangent plane at the nearest point of the box.
 */
export function predictBodyFat(model: SexSpecificBodyFatModel, raw: readonly number[]): ModelPrediction {
  const clamped = raw.map((value, i) => Math.min(model.inputMax[i], Math.max(model.inputMin[i], value)));
  const atBox = predictLinear(model.linear, expandFeatures(clamped));
  let percent = atBox;
  let extrapolation = 0;
  for (let i = 0; i < raw.length; i++) {
    const outside = raw[i] - clamped[i];
    if (outside === 0) continue;
    const width = model.inputMax[i] - model.inputMin[i];
    extrapolation += Math.abs(outside) / width;
    // One-sided difference pointing into the box, so the slope is the box edge's own.
    const step = width * 1e-3 * -Math.sign(outside);
    const inside = [...clamped];
    inside[i] += step;
    const slope = (atBox - predictLinear(model.linear, expandFeatures(inside))) / -step;
    percent += slope * outside;
  }
  return { percent, extrapolation };
}
