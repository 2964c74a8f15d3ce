// BlazePose's 33 body landmarks (MediaPipe Pose topology) and small helpers over them.
// Index order: https://github.com/google/mediapipe/blob/master/docs/solutions/pose.md (pose landmark model).

export const LANDMARK = {
  nose: 0,
  leftEyeInner: 1,
  leftEye: 2,
  leftEyeOuter: 3,
  rightEyeInner: 4,
  rightEye: 5,
  rightEyeOuter: 6,
  leftEar: 7,
  rightEar: 8,
  mouthLeft: 9,
  mouthRight: 10,
  leftShoulder: 11,
  rightShoulder: 12,
  leftElbow: 13,
  rightElbow: 14,
  leftWrist: 15,
  rightWrist: 16,
  leftPinky: 17,
  rightPinky: 18,
  leftIndex: 19,
  rightIndex: 20,
  leftThumb: 21,
  rightThumb: 22,
  leftHip: 23,
  rightHip: 24,
  leftKnee: 25,
  rightKnee: 26,
  leftAnkle: 27,
  rightAnkle: 28,
  leftHeel: 29,
  rightHeel: 30,
  leftFootIndex: 31,
  rightFootIndex: 32,
} as const;
export type LandmarkName = keyof typeof LANDMARK;
export const LANDMARK_COUNT = 33;

/** One landmark in pixel coordinates (x right, y down), with the model's visibility and presence (0..1). */
export interface Keypoint {
  x: number;
  y: number;
  visibility: number;
  presence: number;
}

export interface Point {
  x: number;
  y: number;
}

// MediaPipe's own pose-landmark pipeline treats 0.5 as the visibility/presence cut-off.
export const KEYPOINT_CONFIDENCE = 0.5;

export function isConfident(keypoint: Keypoint | undefined): keypoint is Keypoint {
  return (
    keypoint !== undefined &&
    keypoint.visibility >= KEYPOINT_CONFIDENCE &&
    keypoint.presence >= KEYPOINT_CONFIDENCE &&
    Number.isFinite(keypoint.x) &&
    Number.isFinite(keypoint.y)
  );
}

export function landmark(keypoints: readonly Keypoint[], name: LandmarkName): Keypoint {
  const keypoint = keypoints[LANDMARK[name]];
  if (!keypoint) throw new Error(`pose has ${keypoints.length} landmarks; ${name} is missing`);
  return keypoint;
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Degrees between segment a→b and the image vertical (0 = vertical, either direction). */
export function tiltFromVerticalDeg(a: Point, b: Point): number {
  return (Math.atan2(Math.abs(b.x - a.x), Math.abs(b.y - a.y)) * 180) / Math.PI;
}

/** Interior angle at `vertex` (degrees) between the segments to `a` and `b`; 180 = straight. */
export function jointAngleDeg(a: Point, vertex: Point, b: Point): number {
  const ux = a.x - vertex.x;
  const uy = a.y - vertex.y;
  const vx = b.x - vertex.x;
  const vy = b.y - vertex.y;
  const cos = (ux * vx + uy * vy) / (Math.hypot(ux, uy) * Math.hypot(vx, vy));
  return (Math.acos(Math.min(1, Math.max(-1, cos))) * 180) / Math.PI;
}
