// Side-photo alignment of ear, shoulder, hip and ankle (the plumb-line posture assessment: in ideal standing
// alignment those points lie on one vertical line; Kendall et al., "Muscles: Testing and Function", ch. 2).
// Measured against the photo's vertical, so the camera must be held level (the upright check asks for that).
import type { PostureReading } from '@fitness/contracts';
import type { Keypoint, LandmarkName } from './keypoints';
import { isConfident, landmark } from './keypoints';

/**
 * Posture from the side photo's landmarks in photo pixels, with `pxPerCm` the photo's scale.
 * Undefined unless the ear, shoulder, hip and ankle of the side facing the camera were all seen.
 */
export function readPosture(keypoints: Keypoint[], pxPerCm: number): PostureReading | undefined {
  const chain = (side: 'left' | 'right'): Keypoint[] =>
    (['Ear', 'Shoulder', 'Hip', 'Ankle'] as const).map((part) => landmark(keypoints, `${side}${part}` as LandmarkName));
  const visibility = (points: Keypoint[]): number => points.reduce((sum, p) => sum + p.visibility, 0);
  const left = chain('left');
  const right = chain('right');
  const [ear, shoulder, hip, ankle] = visibility(left) >= visibility(right) ? left : right;
  if (![ear, shoulder, hip, ankle].every(isConfident)) return undefined;

  const forward = facingDirection(keypoints, ear);
  if (forward === 0) return undefined;
  const offsetCm = (point: Keypoint): number => round1((forward * (point.x - ankle.x)) / pxPerCm);
  const leanRad = Math.atan2(forward * (ear.x - ankle.x), ankle.y - ear.y);
  return {
    earOffsetCm: offsetCm(ear),
    shoulderOffsetCm: offsetCm(shoulder),
    hipOffsetCm: offsetCm(hip),
    leanDeg: round1((leanRad * 180) / Math.PI),
  };
}

/** +1 when the person faces towards +x, −1 towards −x, 0 when it cannot be told: the nose is in front of the ear. */
function facingDirection(keypoints: Keypoint[], ear: Keypoint): number {
  const nose = landmark(keypoints, 'nose');
  if (nose.presence >= 0.5 && Math.abs(nose.x - ear.x) > 1) return Math.sign(nose.x - ear.x);
  // Toes point forward from the heel.
  for (const side of ['left', 'right'] as const) {
    const heel = landmark(keypoints, `${side}Heel`);
    const toe = landmark(keypoints, `${side}FootIndex`);
    if (isConfident(heel) && isConfident(toe) && Math.abs(toe.x - heel.x) > 1) return Math.sign(toe.x - heel.x);
  }
  return 0;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
