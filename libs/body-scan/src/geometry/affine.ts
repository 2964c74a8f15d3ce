// A 2-D affine map [a, b, c, d, e, f]: x' = a·x + b·y + c, y' = d·x + e·y + f.
// Used to go from the body-aligned crop ("frame") the landmark model sees back to the photo.
import type { Point } from './keypoints';

export type Affine = readonly [number, number, number, number, number, number];

export const IDENTITY: Affine = [1, 0, 0, 0, 1, 0];

export function applyAffine(m: Affine, p: Point): Point {
  return { x: m[0] * p.x + m[1] * p.y + m[2], y: m[3] * p.x + m[4] * p.y + m[5] };
}

export function invertAffine(m: Affine): Affine {
  const det = m[0] * m[4] - m[1] * m[3];
  if (Math.abs(det) < 1e-12) throw new Error('affine map is not invertible');
  const a = m[4] / det;
  const b = -m[1] / det;
  const d = -m[3] / det;
  const e = m[0] / det;
  return [a, b, -(a * m[2] + b * m[5]), d, e, -(d * m[2] + e * m[5])];
}

/** Length scale of a similarity map (how many output pixels one input pixel spans). */
export function affineScale(m: Affine): number {
  return Math.sqrt(Math.abs(m[0] * m[4] - m[1] * m[3]));
}
