// A width profile: one number per mask row (NaN where the row was not measured), its smoothing, and reading it
// at a continuous height. Row r is centred at y = r + 0.5.

/**
 * Median filter (rejects rows broken by mask holes or speckle) followed by a Gaussian (averages the
 * remaining one-pixel edge noise). Both skip NaN rows; a row stays NaN when no valid row is near it.
 */
export function smoothProfile(values: Float64Array, medianHalfWindow: number, gaussianSigma: number): Float64Array {
  return gaussianSmooth(medianFilter(values, Math.max(0, Math.round(medianHalfWindow))), gaussianSigma);
}

export function medianFilter(values: Float64Array, halfWindow: number): Float64Array {
  const out = new Float64Array(values.length).fill(NaN);
  // One typed array for every window: it sorts numerically in place (no comparator), where sorting a number[] made
  // a copy of it on V8's heap for each row (0.7 MB of garbage per scan).
  const window = new Float64Array(2 * halfWindow + 1);
  for (let i = 0; i < values.length; i += 1) {
    if (Number.isNaN(values[i])) continue;
    let count = 0;
    for (let j = Math.max(0, i - halfWindow); j <= Math.min(values.length - 1, i + halfWindow); j += 1) {
      if (!Number.isNaN(values[j])) window[count++] = values[j];
    }
    const sorted = window.subarray(0, count).sort();
    const mid = count >> 1;
    out[i] = count % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  }
  return out;
}

export function gaussianSmooth(values: Float64Array, sigma: number): Float64Array {
  if (sigma <= 0) return Float64Array.from(values);
  const radius = Math.ceil(3 * sigma);
  const weights = Array.from({ length: 2 * radius + 1 }, (_, k) =>
    Math.exp(-((k - radius) ** 2) / (2 * sigma * sigma)),
  );
  const out = new Float64Array(values.length).fill(NaN);
  for (let i = 0; i < values.length; i += 1) {
    if (Number.isNaN(values[i])) continue;
    let sum = 0;
    let weight = 0;
    for (let k = -radius; k <= radius; k += 1) {
      const v = values[i + k];
      if (v === undefined || Number.isNaN(v)) continue;
      sum += v * weights[k + radius];
      weight += weights[k + radius];
    }
    out[i] = sum / weight;
  }
  return out;
}

/** Value at continuous y (linear between row centres); NaN outside the measured rows. */
export function profileValueAt(profile: Float64Array, y: number): number {
  const position = y - 0.5;
  const below = Math.floor(position);
  const t = position - below;
  const a = profile[below] ?? NaN;
  const b = profile[below + 1] ?? NaN;
  if (t < 1e-9) return a;
  if (Number.isNaN(a) || Number.isNaN(b)) return NaN;
  return a + (b - a) * t;
}

/**
 * The row centre (continuous y) where the profile is largest (`max`) or smallest (`min`) between yFrom and yTo,
 * refined to sub-row precision by a parabola through the extreme row and its neighbours.
 */
export function profileExtremum(
  profile: Float64Array,
  yFrom: number,
  yTo: number,
  kind: 'max' | 'min',
): { y: number; value: number } | undefined {
  const sign = kind === 'max' ? 1 : -1;
  const first = Math.max(0, Math.ceil(Math.min(yFrom, yTo) - 0.5));
  const last = Math.min(profile.length - 1, Math.floor(Math.max(yFrom, yTo) - 0.5));
  let best = -1;
  for (let r = first; r <= last; r += 1) {
    if (Number.isNaN(profile[r])) continue;
    if (best < 0 || sign * profile[r] > sign * profile[best]) best = r;
  }
  if (best < 0) return undefined;
  let offset = 0;
  const before = profile[best - 1];
  const after = profile[best + 1];
  if (best > first && best < last && !Number.isNaN(before) && !Number.isNaN(after)) {
    const curvature = before - 2 * profile[best] + after;
    if (Math.abs(curvature) > 1e-12) offset = Math.max(-0.5, Math.min(0.5, (before - after) / (2 * curvature)));
  }
  return { y: best + 0.5 + offset, value: profile[best] };
}
