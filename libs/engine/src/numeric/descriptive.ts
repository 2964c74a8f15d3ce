// Descriptive statistics shared by training, evaluation and norms.

export function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

export function standardDeviation(values: readonly number[]): number {
  const centre = mean(values);
  let sum = 0;
  for (const value of values) sum += (value - centre) ** 2;
  return Math.sqrt(sum / values.length);
}

/** Quantile with linear interpolation between order statistics (Hyndman & Fan type 7, the R and NumPy default). */
export function quantile(values: readonly number[], probability: number): number {
  if (values.length === 0) throw new RangeError('quantile of an empty list');
  const sorted = [...values].sort((x, y) => x - y);
  const position = (sorted.length - 1) * probability;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

/** Piecewise-linear interpolation in a table with increasing xs; clamps outside the table. */
export function interpolate(xs: readonly number[], ys: readonly number[], x: number): number {
  if (x <= xs[0]) return ys[0];
  const last = xs.length - 1;
  if (x >= xs[last]) return ys[last];
  let index = 1;
  while (xs[index] < x) index++;
  const fraction = (x - xs[index - 1]) / (xs[index] - xs[index - 1]);
  return ys[index - 1] + fraction * (ys[index] - ys[index - 1]);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Rounds to a number of decimals, with a stable result for display and tests. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
