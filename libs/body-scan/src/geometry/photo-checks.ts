// Quality checks on one photo, from its landmarks and body mask. Each failed check becomes a user-facing
// reason; none of them throws. Thresholds are stated with the reasoning behind them.
import type { PhotoCheckCode } from '@fitness/contracts';
import { affineScale } from './affine';
import type { Keypoint, LandmarkName, Point } from './keypoints';
import { distance, jointAngleDeg, landmark, midpoint, tiltFromVerticalDeg } from './keypoints';
import type { PhotoObservation, PoseObservation } from './photo-observation';
import type { Silhouette } from './silhouette';
import { isPresent } from './silhouette';
import { WAIST_FRACTION_OF_HIP_TO_SHOULDER } from './body-levels';

// The landmark model's "a person is in this crop" flag, at MediaPipe's default 0.5.
export const MIN_POSE_SCORE = 0.5;
// A second body-sized region in the mask (not an arm or a speckle) means someone else is in the picture.
const OTHER_PERSON_AREA_FRACTION = 0.15;
// Body axis (ankles → shoulders) more than 10° off vertical: leaning, or the camera is not held level.
const MAX_BODY_TILT_DEG = 10;
// Knees bent by more than 20° (hip-knee-ankle angle below 160°) change the body's height and shape.
const MIN_KNEE_ANGLE_DEG = 160;
// Horizontal distance between the shoulder landmarks as a fraction of the torso (shoulders → hips) length.
// Facing the camera it is about 0.6–0.8 (shoulder joints ~35 cm apart, torso ~50 cm); turned 90° it is
// near 0; a half turn (45°) gives about 0.5, which fails both checks on purpose.
const MIN_FRONT_SHOULDER_SPREAD = 0.45;
const MAX_SIDE_SHOULDER_SPREAD = 0.3;
const MAX_SIDE_HIP_SPREAD = 0.3;
// Half the breadth of an arm or hand, as a fraction of body height (forearm breadth ≈ 4.5 % of stature).
const ARM_HALF_WIDTH = 0.0225;

export interface ArmCover {
  waist: boolean;
  hip: boolean;
}

export interface PhotoCheckResult {
  codes: PhotoCheckCode[];
  /** Present when the front photo was read far enough to look at the arms. */
  armCover?: ArmCover;
}

export function checkPhoto(observation: PhotoObservation, silhouette: Silhouette | undefined): PhotoCheckResult {
  if (!observation.readable) return { codes: ['unreadable_image'] };
  const { pose } = observation;
  if (!pose || pose.score < MIN_POSE_SCORE || !silhouette) return { codes: ['no_person'] };

  const codes: PhotoCheckCode[] = [];
  const otherLargest = silhouette.components.otherAreas[0] ?? 0;
  if (observation.peopleDetected > 1 || otherLargest > OTHER_PERSON_AREA_FRACTION * silhouette.components.bodyArea) {
    codes.push('multiple_people');
  }
  const imageSize = { width: observation.imageWidth, height: observation.imageHeight };
  if (isCutOffAtTop(pose, silhouette)) codes.push('cut_off_top');
  if (isCutOffAtBottom(pose, silhouette, imageSize.height)) codes.push('cut_off_bottom');
  if (!isUpright(pose.keypoints)) codes.push('not_upright');

  const spread = torsoSpread(pose.keypoints);
  if (observation.view === 'front' && spread.shoulders < MIN_FRONT_SHOULDER_SPREAD) codes.push('front_not_front_view');
  if (
    observation.view === 'side' &&
    (spread.shoulders > MAX_SIDE_SHOULDER_SPREAD || spread.hips > MAX_SIDE_HIP_SPREAD)
  ) {
    codes.push('side_not_side_view');
  }

  let armCover: ArmCover | undefined;
  // Arms are only judged on a photo that is a front view: from the side they always overlap the torso.
  if (observation.view === 'front' && !codes.includes('front_not_front_view')) {
    armCover = findArmCover(silhouette);
    if (armCover.waist || armCover.hip) codes.push('arms_cover_waist');
  }
  return { codes, armCover };
}

/** The head runs off the photo (mask reaches its top edge, or head landmarks lie above it) or off the crop. */
function isCutOffAtTop(pose: PoseObservation, silhouette: Silhouette): boolean {
  const edgeTolerance = 1.5 * affineScale(pose.frameToImage); // 1.5 mask pixels, in photo pixels
  if (silhouette.headTopY <= 0.5 || silhouette.headTopInImage.y <= edgeTolerance) return true;
  const head: LandmarkName[] = ['nose', 'leftEye', 'rightEye', 'leftEar', 'rightEar'];
  return head.some((name) => landmark(pose.keypoints, name).y < 0);
}

function isCutOffAtBottom(pose: PoseObservation, silhouette: Silhouette, imageHeight: number): boolean {
  const edgeTolerance = 1.5 * affineScale(pose.frameToImage);
  if (silhouette.soleY >= pose.mask.height - 0.5 || silhouette.soleInImage.y >= imageHeight - edgeTolerance) {
    return true;
  }
  const feet: LandmarkName[] = ['leftAnkle', 'rightAnkle', 'leftHeel', 'rightHeel'];
  return feet.some((name) => landmark(pose.keypoints, name).y > imageHeight);
}

function isUpright(keypoints: Keypoint[]): boolean {
  const k = (name: LandmarkName): Keypoint => landmark(keypoints, name);
  const shoulders = midpoint(k('leftShoulder'), k('rightShoulder'));
  const ankles = [k('leftAnkle'), k('rightAnkle')].filter(isPresent);
  if (ankles.length > 0) {
    const ankle = ankles.length === 2 ? midpoint(ankles[0], ankles[1]) : ankles[0];
    if (tiltFromVerticalDeg(ankle, shoulders) > MAX_BODY_TILT_DEG) return false;
  }
  for (const side of ['left', 'right'] as const) {
    const hip = k(`${side}Hip`);
    const knee = k(`${side}Knee`);
    const ankle = k(`${side}Ankle`);
    if ([hip, knee, ankle].every(isPresent) && jointAngleDeg(hip, knee, ankle) < MIN_KNEE_ANGLE_DEG) return false;
  }
  return true;
}

function torsoSpread(keypoints: Keypoint[]): { shoulders: number; hips: number } {
  const k = (name: LandmarkName): Keypoint => landmark(keypoints, name);
  const torso = distance(midpoint(k('leftShoulder'), k('rightShoulder')), midpoint(k('leftHip'), k('rightHip')));
  return {
    shoulders: Math.abs(k('leftShoulder').x - k('rightShoulder').x) / torso,
    hips: Math.abs(k('leftHip').x - k('rightHip').x) / torso,
  };
}

/**
 * An arm or hand covers the waist or hip outline when its centre line, at that height, falls inside the
 * body's row (or within half an arm's breadth of its edge): the mask then runs over the arm, not the torso.
 */
export function findArmCover(silhouette: Silhouette): ArmCover {
  const { keypoints, hipY, shoulderY, bodyPx } = silhouette;
  const torso = hipY - shoulderY;
  const waistY = hipY - WAIST_FRACTION_OF_HIP_TO_SHOULDER * torso;
  const halfWidth = ARM_HALF_WIDTH * bodyPx;
  const cover: ArmCover = { waist: false, hip: false };
  for (const side of ['left', 'right'] as const) {
    const chain = [`${side}Shoulder`, `${side}Elbow`, `${side}Wrist`, `${side}Index`] as const;
    const points = chain.map((name) => landmark(keypoints, name)).filter(isPresent);
    for (let row = Math.floor(waistY - 0.12 * torso); row <= Math.ceil(hipY + 0.08 * torso); row += 1) {
      const y = row + 0.5;
      const left = silhouette.left[row];
      const right = silhouette.right[row];
      if (left === undefined || Number.isNaN(left) || Number.isNaN(right)) continue;
      const xs = armXsAt(points, y);
      if (!xs.some((x) => x >= left - halfWidth / 2 && x <= right + halfWidth / 2)) continue;
      if (Math.abs(y - waistY) <= 0.12 * torso) cover.waist = true;
      if (Math.abs(y - hipY) <= 0.08 * torso) cover.hip = true;
    }
  }
  return cover;
}

function armXsAt(chain: Point[], y: number): number[] {
  const xs: number[] = [];
  for (let i = 1; i < chain.length; i += 1) {
    const a = chain[i - 1];
    const b = chain[i];
    if ((y - a.y) * (y - b.y) > 0 || a.y === b.y) continue;
    xs.push(a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x));
  }
  return xs;
}
