// Reads one photo's body mask in the body-aligned frame: the connected body, head top and soles (the stated
// height spans them), the body's centre line, and the raw and smoothed width of the body row by row.
// In the front photo the row width is the body's breadth; in the side photo it is its depth.
import { applyAffine, invertAffine } from './affine';
import type { BodyComponents } from './body-mask';
import { bodyBottomInColumn, bodyRunOnRow, bodyTopInColumn, findBodyComponents } from './body-mask';
import type { Keypoint, Point } from './keypoints';
import { KEYPOINT_CONFIDENCE, landmark, midpoint } from './keypoints';
import type { PoseObservation } from './photo-observation';
import { smoothProfile } from './width-profile';

// Smoothing scales as fractions of the body's pixel height (0.005 × 175 cm ≈ 0.9 cm): wide enough to average
// one-pixel edge noise over several rows, narrow enough to keep the waist and hip shapes.
const MEDIAN_HALF_WINDOW = 0.004;
const GAUSSIAN_SIGMA = 0.005;
// Edge positions are only used to locate a level (the buttocks' furthest point back), so they are smoothed
// harder (≈ 2 cm): a broad, flat peak on a noisy edge otherwise wanders along its whole flat stretch.
const EDGE_GAUSSIAN_SIGMA = 0.012;
// Columns whose top (bottom) edge is within this fraction of body height of the extreme one form the head top
// (the soles); their median is robust to single noisy columns.
const EXTREME_BAND = 0.006;

export interface Silhouette {
  /** Landmarks in frame pixels. */
  keypoints: Keypoint[];
  components: BodyComponents;
  maskWidth: number;
  maskHeight: number;
  headTopY: number;
  soleY: number;
  /** Head top to soles, frame pixels. */
  bodyPx: number;
  headTopInImage: Point;
  soleInImage: Point;
  shoulderY: number;
  hipY: number;
  /** Mouth (or nose) level, for the neck window. */
  mouthY: number;
  /** x of the body's centre line at height y. */
  centerXAt: (y: number) => number;
  /** Per row: left and right body edges around the centre line (NaN where not measured). */
  left: Float64Array;
  right: Float64Array;
  width: Float64Array;
  smoothedWidth: Float64Array;
  smoothedLeft: Float64Array;
  smoothedRight: Float64Array;
  /** +1 when the face points to +x (nose ahead of the ears), −1 towards −x, 0 when unclear (front view). */
  facing: number;
}

export function isPresent(keypoint: Keypoint): boolean {
  return keypoint.presence >= KEYPOINT_CONFIDENCE && Number.isFinite(keypoint.x) && Number.isFinite(keypoint.y);
}

/** Undefined when the landmarks that anchor the torso are missing or the mask holds no body near them. */
export function readSilhouette(pose: PoseObservation): Silhouette | undefined {
  const imageToFrame = invertAffine(pose.frameToImage);
  const keypoints = pose.keypoints.map((k) => ({ ...k, ...applyAffine(imageToFrame, k) }));
  const torso = (['leftShoulder', 'rightShoulder', 'leftHip', 'rightHip'] as const).map((n) => landmark(keypoints, n));
  if (!torso.every(isPresent)) return undefined;
  const shoulder = midpoint(torso[0], torso[1]);
  const hip = midpoint(torso[2], torso[3]);
  const torsoLength = Math.hypot(shoulder.x - hip.x, shoulder.y - hip.y);
  if (!(hip.y - shoulder.y > 0.2 * torsoLength)) return undefined; // upside down or lying: nothing to measure

  const head = headPoint(keypoints) ?? { x: shoulder.x, y: shoulder.y - 0.55 * torsoLength };
  const mouth = mouthPoint(keypoints) ?? head;
  const { mask } = pose;
  const components = findBodyComponents(mask, midpoint(shoulder, hip), 0.25 * torsoLength);
  if (!components) return undefined;

  // Centre line through hips, shoulders and head; flat beyond the ends.
  const knots = [head, shoulder, hip].sort((a, b) => a.y - b.y);
  const centerXAt = (y: number): number => {
    if (y <= knots[0].y) return knots[0].x;
    for (let i = 1; i < knots.length; i += 1) {
      if (y <= knots[i].y) {
        const t = (y - knots[i - 1].y) / Math.max(1e-9, knots[i].y - knots[i - 1].y);
        return knots[i - 1].x + t * (knots[i].x - knots[i - 1].x);
      }
    }
    return knots[knots.length - 1].x;
  };

  const extremes = headTopAndSole(
    mask.width,
    components,
    (column) => ({
      top: bodyTopInColumn(mask, components.body, column),
      bottom: bodyBottomInColumn(mask, components.body, column),
    }),
    head.x,
    torsoLength,
  );
  if (!extremes) return undefined;
  const { headTopY, soleY } = extremes;
  const bodyPx = soleY - headTopY;

  const left = new Float64Array(mask.height).fill(NaN);
  const right = new Float64Array(mask.height).fill(NaN);
  const width = new Float64Array(mask.height).fill(NaN);
  const firstRow = Math.max(0, Math.floor(headTopY));
  const lastRow = Math.min(mask.height - 1, Math.ceil(hip.y + 0.3 * torsoLength));
  const searchRadius = Math.max(1, Math.round(0.02 * bodyPx));
  for (let row = firstRow; row <= lastRow; row += 1) {
    const run = bodyRunOnRow(mask, components.body, row, centerXAt(row + 0.5), searchRadius);
    if (!run) continue;
    left[row] = run.left;
    right[row] = run.right;
    width[row] = run.right - run.left;
  }
  const smooth = (values: Float64Array, sigma = GAUSSIAN_SIGMA): Float64Array =>
    smoothProfile(values, MEDIAN_HALF_WINDOW * bodyPx, sigma * bodyPx);

  const topColumnX = centerXAt(headTopY);
  return {
    keypoints,
    components,
    maskWidth: mask.width,
    maskHeight: mask.height,
    headTopY,
    soleY,
    bodyPx,
    headTopInImage: applyAffine(pose.frameToImage, { x: topColumnX, y: headTopY }),
    soleInImage: applyAffine(pose.frameToImage, { x: centerXAt(soleY), y: soleY }),
    shoulderY: shoulder.y,
    hipY: hip.y,
    mouthY: mouth.y,
    centerXAt,
    left,
    right,
    width,
    smoothedWidth: smooth(width),
    smoothedLeft: smooth(left, EDGE_GAUSSIAN_SIGMA),
    smoothedRight: smooth(right, EDGE_GAUSSIAN_SIGMA),
    facing: facingDirection(keypoints, torsoLength),
  };
}

function headPoint(keypoints: Keypoint[]): Point | undefined {
  const ears = [landmark(keypoints, 'leftEar'), landmark(keypoints, 'rightEar')].filter(isPresent);
  if (ears.length === 2) return midpoint(ears[0], ears[1]);
  const nose = landmark(keypoints, 'nose');
  if (ears.length === 1 && isPresent(nose)) return midpoint(ears[0], nose);
  return isPresent(nose) ? nose : ears[0];
}

function mouthPoint(keypoints: Keypoint[]): Point | undefined {
  const mouth = [landmark(keypoints, 'mouthLeft'), landmark(keypoints, 'mouthRight')].filter(isPresent);
  if (mouth.length === 2) return midpoint(mouth[0], mouth[1]);
  return mouth[0];
}

/**
 * Head top: a parabola fitted to the top edges of the columns near the highest one (the crown is a dome, so
 * a plain median would sit below its apex). Soles: the median bottom edge of the columns within a narrow band
 * of the lowest one (the soles are flat).
 */
function headTopAndSole(
  columns: number,
  components: BodyComponents,
  edgesOf: (column: number) => { top?: number; bottom?: number },
  headX: number,
  torsoLength: number,
): { headTopY: number; soleY: number } | undefined {
  const tops: Point[] = [];
  const bottoms: number[] = [];
  const headHalfWidth = 0.35 * torsoLength;
  for (let column = 0; column < columns; column += 1) {
    const { top, bottom } = edgesOf(column);
    if (top !== undefined && Math.abs(column + 0.5 - headX) <= headHalfWidth) tops.push({ x: column + 0.5, y: top });
    if (bottom !== undefined) bottoms.push(bottom);
  }
  if (tops.length === 0 || bottoms.length === 0 || components.bodyArea === 0) return undefined;
  const minTop = Math.min(...tops.map((t) => t.y));
  const maxBottom = Math.max(...bottoms);
  const band = Math.max(1, EXTREME_BAND * (maxBottom - minTop));
  return {
    headTopY: domeApex(
      tops.filter((t) => t.y <= minTop + 2 * band),
      minTop,
      band,
    ),
    soleY: median(bottoms.filter((b) => b >= maxBottom - band)),
  };
}

/** Least-squares parabola y = a·x² + b·x + c through the points; its vertex, kept near the observed top. */
function domeApex(points: Point[], minTop: number, band: number): number {
  const fallback = median(points.map((p) => p.y));
  if (points.length < 5) return fallback;
  const mx = points.reduce((s, p) => s + p.x, 0) / points.length;
  // Normal equations on centred x for numerical stability.
  let s0 = 0,
    s1 = 0,
    s2 = 0,
    s3 = 0,
    s4 = 0,
    t0 = 0,
    t1 = 0,
    t2 = 0;
  for (const p of points) {
    const x = p.x - mx;
    s0 += 1;
    s1 += x;
    s2 += x * x;
    s3 += x * x * x;
    s4 += x * x * x * x;
    t0 += p.y;
    t1 += x * p.y;
    t2 += x * x * p.y;
  }
  const det = s4 * (s2 * s0 - s1 * s1) - s3 * (s3 * s0 - s1 * s2) + s2 * (s3 * s1 - s2 * s2);
  if (Math.abs(det) < 1e-9) return fallback;
  const a = (t2 * (s2 * s0 - s1 * s1) - s3 * (t1 * s0 - s1 * t0) + s2 * (t1 * s1 - s2 * t0)) / det;
  const b = (s4 * (t1 * s0 - s1 * t0) - t2 * (s3 * s0 - s1 * s2) + s2 * (s3 * t0 - t1 * s2)) / det;
  const c = (s4 * (s2 * t0 - t1 * s1) - s3 * (s3 * t0 - t1 * s2) + t2 * (s3 * s1 - s2 * s2)) / det;
  if (!(a > 0)) return fallback;
  const apex = c - (b * b) / (4 * a);
  return Math.min(minTop + band, Math.max(minTop - 1, apex));
}

function facingDirection(keypoints: Keypoint[], torsoLength: number): number {
  const nose = landmark(keypoints, 'nose');
  const ears = [landmark(keypoints, 'leftEar'), landmark(keypoints, 'rightEar')].filter(isPresent);
  if (!isPresent(nose) || ears.length === 0) return 0;
  const earX = ears.reduce((sum, e) => sum + e.x, 0) / ears.length;
  // Facing the camera the nose sits between the ears; in profile it is a head's depth ahead of them.
  return Math.abs(nose.x - earX) > 0.12 * torsoLength ? Math.sign(nose.x - earX) : 0;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
