// Left/right asymmetry of the front silhouette: how far the torso's half-breadths on either side of the body's
// midline differ, averaged over the lower half of the torso (0 = mirror-symmetric). The midline is taken from the mask itself
// (neck centre to the gap between the legs), not from landmarks, so landmark jitter does not read as asymmetry.
import { LANDMARK } from './keypoints';
import type { Silhouette } from './silhouette';
import { gaussianSmooth } from './width-profile';

export function readAsymmetry(silhouette: Silhouette): number | undefined {
  const { left, right, shoulderY, hipY, bodyPx } = silhouette;
  const torso = hipY - shoulderY;
  const neck = rowCentre(silhouette, shoulderY - 0.25 * torso);
  // Without a visible gap between the legs (a skirt, thighs together) the hip landmarks' midpoint stands in.
  const crotch = crotchCentre(silhouette) ?? hipCentre(silhouette);
  if (!neck) return undefined;
  const midlineAt = (y: number): number => neck.x + ((y - neck.y) / (crotch.y - neck.y)) * (crotch.x - neck.x);

  const sigma = 0.005 * bodyPx;
  const leftHalf = new Float64Array(left.length).fill(NaN);
  const rightHalf = new Float64Array(left.length).fill(NaN);
  for (let row = 0; row < left.length; row += 1) {
    if (Number.isNaN(left[row])) continue;
    leftHalf[row] = midlineAt(row + 0.5) - left[row];
    rightHalf[row] = right[row] - midlineAt(row + 0.5);
  }
  const l = gaussianSmooth(leftHalf, sigma);
  const r = gaussianSmooth(rightHalf, sigma);
  let sum = 0;
  let rows = 0;
  // The lower half of the torso, down to the hips: relaxed arms often touch the chest, rarely the waist.
  for (let row = Math.ceil(shoulderY + 0.5 * torso); row <= Math.floor(hipY); row += 1) {
    if (Number.isNaN(l[row]) || Number.isNaN(r[row]) || l[row] + r[row] <= 0) continue;
    sum += Math.abs(l[row] - r[row]) / (l[row] + r[row]);
    rows += 1;
  }
  return rows > 0 ? Math.round((sum / rows) * 1000) / 1000 : undefined;
}

function rowCentre(silhouette: Silhouette, y: number): { x: number; y: number } | undefined {
  const row = Math.floor(y);
  const l = silhouette.left[row];
  const r = silhouette.right[row];
  if (l === undefined || Number.isNaN(l) || Number.isNaN(r)) return undefined;
  return { x: (l + r) / 2, y: row + 0.5 };
}

function hipCentre(silhouette: Silhouette): { x: number; y: number } {
  const left = silhouette.keypoints[LANDMARK.leftHip];
  const right = silhouette.keypoints[LANDMARK.rightHip];
  return { x: (left.x + right.x) / 2, y: silhouette.hipY };
}

/** Centre of the top of the gap between the legs: the first row under the hips where the mask splits. */
function crotchCentre(silhouette: Silhouette): { x: number; y: number } | undefined {
  const { components, hipY, shoulderY, bodyPx, maskWidth: width, maskHeight } = silhouette;
  const mask = components.body;
  for (let row = Math.floor(hipY); row < Math.min(maskHeight, hipY + 0.6 * (hipY - shoulderY)); row += 1) {
    const centre = Math.floor(silhouette.centerXAt(row + 0.5));
    if (mask[row * width + centre]) continue;
    // Background under the body's centre line: the gap's extent on this row.
    let a = centre;
    while (a > 0 && !mask[row * width + a - 1]) a -= 1;
    let b = centre;
    while (b < width - 1 && !mask[row * width + b + 1]) b += 1;
    if (b - a > 0.2 * bodyPx) return undefined; // not a gap between legs
    return { x: (a + b + 1) / 2, y: row + 0.5 };
  }
  return undefined;
}
