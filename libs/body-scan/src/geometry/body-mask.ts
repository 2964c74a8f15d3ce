// A person-probability mask (0..1 per pixel, row-major) and the pixel-level reading of it: the connected body,
// sub-pixel edges along rows and columns. Pixel (i, j) covers [i, i+1] × [j, j+1]; its centre is (i + 0.5, j + 0.5).
import type { Point } from './keypoints';

export interface BodyMask {
  width: number;
  height: number;
  /** Probability that each pixel belongs to the person, row-major, length width × height. */
  data: Float32Array;
}

export const MASK_THRESHOLD = 0.5;

export interface BodyComponents {
  /** 1 where the pixel belongs to the body connected to the seed, else 0. */
  body: Uint8Array;
  bodyArea: number;
  /** Areas (pixels) of the other connected person-like regions, largest first. */
  otherAreas: number[];
}

/**
 * Splits the thresholded mask into 4-connected regions and picks the one holding `seed` (or the nearest
 * masked pixel to it). Returns undefined when nothing of the mask lies near the seed.
 */
export function findBodyComponents(mask: BodyMask, seed: Point, searchRadius: number): BodyComponents | undefined {
  const { width, height, data } = mask;
  const labels = new Int32Array(width * height);
  const areas: number[] = [0];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < data.length; start += 1) {
    if (labels[start] !== 0 || data[start] < MASK_THRESHOLD) continue;
    const label = areas.length;
    let area = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    while (top > 0) {
      const index = stack[--top];
      area += 1;
      const x = index % width;
      const y = (index - x) / width;
      if (x > 0) top = pushIfUnlabelledBody(index - 1, label, labels, data, stack, top);
      if (x < width - 1) top = pushIfUnlabelledBody(index + 1, label, labels, data, stack, top);
      if (y > 0) top = pushIfUnlabelledBody(index - width, label, labels, data, stack, top);
      if (y < height - 1) top = pushIfUnlabelledBody(index + width, label, labels, data, stack, top);
    }
    areas.push(area);
  }

  const seedLabel = nearestLabel(labels, width, height, seed, searchRadius);
  if (seedLabel === 0) return undefined;
  const body = new Uint8Array(width * height);
  for (let i = 0; i < labels.length; i += 1) body[i] = labels[i] === seedLabel ? 1 : 0;
  const otherAreas = areas.filter((_area, label) => label !== 0 && label !== seedLabel).sort((a, b) => b - a);
  return { body, bodyArea: areas[seedLabel], otherAreas };
}

/**
 * Labels pixel `n` and pushes it on the flood fill's stack if it is a body pixel not labelled yet; returns the stack's
 * new top. A function of its own, not a closure made per pixel: that closure was 7 MB of garbage per scan, 80 % of all
 * a scan allocated on V8's heap, enough to keep a scan's buffers alive long after it (model/onnx/native-memory.ts, 3).
 */
function pushIfUnlabelledBody(
  n: number,
  label: number,
  labels: Int32Array,
  data: Float32Array,
  stack: Int32Array,
  top: number,
): number {
  if (labels[n] !== 0 || data[n] < MASK_THRESHOLD) return top;
  labels[n] = label;
  stack[top] = n;
  return top + 1;
}

function nearestLabel(labels: Int32Array, width: number, height: number, seed: Point, radius: number): number {
  const sx = Math.floor(seed.x);
  const sy = Math.floor(seed.y);
  let best = 0;
  let bestDistance = Infinity;
  const r = Math.ceil(radius);
  for (let y = Math.max(0, sy - r); y <= Math.min(height - 1, sy + r); y += 1) {
    for (let x = Math.max(0, sx - r); x <= Math.min(width - 1, sx + r); x += 1) {
      const label = labels[y * width + x];
      if (label === 0) continue;
      const d = Math.hypot(x - sx, y - sy);
      if (d <= radius && d < bestDistance) {
        bestDistance = d;
        best = label;
      }
    }
  }
  return best;
}

export interface RowRun {
  left: number;
  right: number;
}

/**
 * The stretch of body pixels on row `row` that contains column `nearX` (or the nearest body pixel within
 * `searchRadius`), with edges placed where the probability crosses 0.5 between neighbouring pixel centres.
 */
export function bodyRunOnRow(
  mask: BodyMask,
  body: Uint8Array,
  row: number,
  nearX: number,
  searchRadius: number,
): RowRun | undefined {
  const { width, data } = mask;
  const offset = row * width;
  let start = -1;
  const cx = Math.min(width - 1, Math.max(0, Math.floor(nearX)));
  for (let d = 0; d <= searchRadius && start < 0; d += 1) {
    if (cx - d >= 0 && body[offset + cx - d]) start = cx - d;
    else if (cx + d < width && body[offset + cx + d]) start = cx + d;
  }
  if (start < 0) return undefined;
  let l = start;
  while (l > 0 && body[offset + l - 1]) l -= 1;
  let r = start;
  while (r < width - 1 && body[offset + r + 1]) r += 1;
  const left = l === 0 ? 0 : crossing(l - 1, data[offset + l - 1], data[offset + l]);
  const right = r === width - 1 ? width : crossing(r, data[offset + r], data[offset + r + 1]);
  return { left, right };
}

/** Where the probability crosses 0.5 between pixel centres (i + 0.5) and (i + 1.5), p at each. */
function crossing(i: number, pAtI: number, pAtNext: number): number {
  const span = pAtNext - pAtI;
  const t = Math.abs(span) < 1e-6 ? 0.5 : (MASK_THRESHOLD - pAtI) / span;
  return i + 0.5 + Math.min(1, Math.max(0, t));
}

/** Sub-pixel top edge of the body in column `column`, or undefined when the column has no body pixel. */
export function bodyTopInColumn(mask: BodyMask, body: Uint8Array, column: number): number | undefined {
  const { width, height, data } = mask;
  for (let y = 0; y < height; y += 1) {
    if (body[y * width + column]) {
      return y === 0 ? 0 : crossing(y - 1, data[(y - 1) * width + column], data[y * width + column]);
    }
  }
  return undefined;
}

/** Sub-pixel bottom edge of the body in column `column`. */
export function bodyBottomInColumn(mask: BodyMask, body: Uint8Array, column: number): number | undefined {
  const { width, height, data } = mask;
  for (let y = height - 1; y >= 0; y -= 1) {
    if (body[y * width + column]) {
      return y === height - 1 ? height : crossing(y, data[y * width + column], data[(y + 1) * width + column]);
    }
  }
  return undefined;
}
