// Synthetic bodies of known size for the geometry tests: a front and a side silhouette rendered into masks,
// with BlazePose-style landmarks at anthropometric heights. Heights are fractions of stature from ANSUR II
// women's means (Gordon et al. 2014): buttock 0.512, trochanterion 0.519, iliocristale 0.611, acromial 0.820.
import type { BodyMask } from '../body-mask';
import type { Keypoint, LandmarkName } from '../keypoints';
import { LANDMARK, LANDMARK_COUNT } from '../keypoints';
import type { PhotoObservation, PoseObservation } from '../photo-observation';
import { IDENTITY } from '../affine';

export const HEIGHT_FRACTION = {
  crotch: 0.48,
  buttock: 0.512,
  hipJoint: 0.519,
  iliacCrest: 0.611,
  naturalWaist: 0.65,
  chest: 0.72,
  acromion: 0.82,
  neckBase: 0.84,
  neckTop: 0.87,
  mouth: 0.895,
  ear: 0.925,
  elbow: 0.63,
  wrist: 0.485,
  fingertip: 0.39,
} as const;

export interface BodySpec {
  statureCm: number;
  /** Front breadths (cm). */
  hipBreadth: number;
  waistBreadth: number;
  chestBreadth: number;
  shoulderBreadth: number;
  neckBreadth: number;
  /** Side depths (cm). */
  buttockDepth: number;
  waistDepth: number;
  chestDepth: number;
  neckDepth: number;
  /** Clearance between hanging arms and the torso's outline at the waist and hips (cm); ≤ 0 means touching. */
  armClearance: number;
}

export const AVERAGE_WOMAN: BodySpec = {
  statureCm: 163,
  hipBreadth: 35.5,
  waistBreadth: 29,
  chestBreadth: 27,
  shoulderBreadth: 36,
  neckBreadth: 10.5,
  buttockDepth: 23.5,
  waistDepth: 21,
  chestDepth: 24,
  neckDepth: 11,
  armClearance: 3,
};

export const HEAVY_MAN: BodySpec = {
  statureCm: 178,
  hipBreadth: 38,
  waistBreadth: 37,
  chestBreadth: 35,
  shoulderBreadth: 42,
  neckBreadth: 14,
  buttockDepth: 29,
  waistDepth: 31,
  chestDepth: 29,
  neckDepth: 14.5,
  armClearance: 3,
};

type Knot = [fraction: number, value: number];

// The neck runs on up inside the head's outline, so the jaw does not pinch the silhouette under the head.
const NECK_INTO_HEAD = 0.9;

/** Cosine interpolation between knots: flat at each knot, smooth between, constant beyond the ends. */
function smoothStep(knots: Knot[], h: number): number {
  if (h <= knots[0][0]) return knots[0][1];
  for (let i = 1; i < knots.length; i += 1) {
    const [h1, v1] = knots[i];
    if (h <= h1) {
      const [h0, v0] = knots[i - 1];
      const t = (1 - Math.cos((Math.PI * (h - h0)) / (h1 - h0))) / 2;
      return v0 + (v1 - v0) * t;
    }
  }
  return knots[knots.length - 1][1];
}

export function breadthAt(spec: BodySpec, fraction: number): number {
  const f = HEIGHT_FRACTION;
  return smoothStep(
    [
      [f.crotch, 0.93 * spec.hipBreadth],
      [f.buttock, spec.hipBreadth],
      [f.iliacCrest, spec.waistBreadth],
      [f.naturalWaist, 0.97 * spec.waistBreadth],
      [f.chest, spec.chestBreadth],
      [0.8, spec.shoulderBreadth],
      [f.neckBase, spec.neckBreadth],
    ],
    fraction,
  );
}

export function depthAt(spec: BodySpec, fraction: number): number {
  const f = HEIGHT_FRACTION;
  return smoothStep(
    [
      [f.crotch, 0.85 * spec.buttockDepth],
      [f.buttock, spec.buttockDepth],
      [f.iliacCrest, spec.waistDepth],
      [f.naturalWaist, 0.98 * spec.waistDepth],
      [f.chest, spec.chestDepth],
      [0.8, 0.85 * spec.chestDepth],
      [f.neckBase, spec.neckDepth],
    ],
    fraction,
  );
}

export interface RenderOptions {
  /** Stature in mask pixels. */
  staturePx: number;
  /** Free rows above the head and below the soles. */
  marginPx?: number;
  /** Shift every landmark by this many cm (positive = up), to test that levels come from the silhouette. */
  landmarkShiftCm?: Partial<Record<LandmarkName, number>>;
  /**
   * Binary mask whose edges are each moved by −1, 0 or +1 pixel at random (independently per row for left
   * and right edges, per column for top and bottom edges), with this seed.
   */
  edgeNoiseSeed?: number;
  /** Binary mask (a pixel is body when its centre is) instead of the default anti-aliased coverage mask. */
  binary?: boolean;
  /** Rotate the landmarks (and the scene) to lean by this many degrees (front: sideways; side: forward).
   * Slow with the default soft mask: pair it with `binary`. */
  leanDeg?: number;
  /** Bend the knees: knee landmarks pushed forward (side) or outward (front) by this many cm. */
  kneeBendCm?: number;
  /** Front view: the torso's image-right side is this many cm fuller than its left (hips to armpits). */
  oneSidedFullnessCm?: number;
}

export interface RenderedPhoto {
  pose: PoseObservation;
  imageWidth: number;
  imageHeight: number;
  pxPerCm: number;
  soleY: number;
  centerX: number;
}

type Interval = [number, number];

/** Front view: torso, legs, feet, neck, head and (optionally clear) hanging arms. */
export function renderFront(spec: BodySpec, options: RenderOptions): RenderedPhoto {
  const s = spec.statureCm;
  const armHalf = (fraction: number): number => (fraction > HEIGHT_FRACTION.elbow ? 4.5 : 3.5);
  // Arms hang from the shoulder joint in a slight A-pose, straight to the wrist, placed so that between the
  // hips and above the waist they stay `armClearance` clear of the torso's outline.
  const shoulderJoint = spec.shoulderBreadth / 2 - 4;
  const along = (fraction: number): number =>
    (HEIGHT_FRACTION.acromion - fraction) / (HEIGHT_FRACTION.acromion - HEIGHT_FRACTION.wrist);
  let wristX = spec.hipBreadth / 2 + spec.armClearance + 3.5;
  for (let fraction = 0.5; fraction <= 0.68; fraction += 0.005) {
    const needed = breadthAt(spec, fraction) / 2 + spec.armClearance + armHalf(fraction);
    wristX = Math.max(wristX, shoulderJoint + (needed - shoulderJoint) / along(fraction));
  }
  const armCenter = (fraction: number): number => shoulderJoint + along(fraction) * (wristX - shoulderJoint);
  const legHalf = (fraction: number): number =>
    smoothStep(
      [
        [0.045, 4],
        [HEIGHT_FRACTION.crotch, (0.93 * spec.hipBreadth) / 4],
      ],
      fraction,
    );
  const legCenter = (fraction: number): number =>
    smoothStep(
      [
        [0.045, 10],
        [HEIGHT_FRACTION.crotch, (0.93 * spec.hipBreadth) / 4],
      ],
      fraction,
    );

  const rowIntervals = (heightCm: number): Interval[] => {
    const fraction = heightCm / s;
    const intervals: Interval[] = [];
    if (fraction < 0 || fraction > 1) return intervals;
    if (fraction < 0.04) {
      for (const side of [-1, 1]) intervals.push([side * legCenter(0.045) - 4.5, side * legCenter(0.045) + 4.5]);
    } else if (fraction < HEIGHT_FRACTION.crotch) {
      for (const side of [-1, 1]) {
        intervals.push([
          side * legCenter(fraction) - legHalf(fraction),
          side * legCenter(fraction) + legHalf(fraction),
        ]);
      }
    } else if (fraction < NECK_INTO_HEAD) {
      const half = breadthAt(spec, fraction) / 2;
      const fuller = fraction > HEIGHT_FRACTION.buttock && fraction < 0.76 ? (options.oneSidedFullnessCm ?? 0) : 0;
      intervals.push([-half, half + fuller]);
    }
    if (fraction >= HEIGHT_FRACTION.neckTop - 0.01) {
      const ellipse = headHalfWidth(s, fraction, 7.5);
      if (ellipse > 0) intervals.push([-ellipse, ellipse]);
    }
    if (fraction >= HEIGHT_FRACTION.fingertip && fraction <= HEIGHT_FRACTION.acromion - 0.01) {
      for (const side of [-1, 1]) {
        const c = side * armCenter(fraction);
        intervals.push([c - armHalf(fraction), c + armHalf(fraction)]);
      }
    }
    return intervals;
  };

  const f = HEIGHT_FRACTION;
  const points: Partial<Record<LandmarkName, [number, number]>> = {
    nose: [0, 0.915],
    leftEye: [3.2, 0.94],
    rightEye: [-3.2, 0.94],
    leftEyeInner: [1.8, 0.94],
    rightEyeInner: [-1.8, 0.94],
    leftEyeOuter: [4.5, 0.94],
    rightEyeOuter: [-4.5, 0.94],
    leftEar: [7, f.ear],
    rightEar: [-7, f.ear],
    mouthLeft: [2.5, f.mouth],
    mouthRight: [-2.5, f.mouth],
    leftShoulder: [spec.shoulderBreadth / 2 - 4, f.acromion],
    rightShoulder: [-(spec.shoulderBreadth / 2 - 4), f.acromion],
    leftElbow: [armCenter(f.elbow), f.elbow],
    rightElbow: [-armCenter(f.elbow), f.elbow],
    leftWrist: [armCenter(f.wrist), f.wrist],
    rightWrist: [-armCenter(f.wrist), f.wrist],
    leftIndex: [armCenter(0.41), 0.41],
    rightIndex: [-armCenter(0.41), 0.41],
    leftPinky: [armCenter(0.42), 0.42],
    rightPinky: [-armCenter(0.42), 0.42],
    leftThumb: [armCenter(0.44), 0.44],
    rightThumb: [-armCenter(0.44), 0.44],
    leftHip: [0.23 * spec.hipBreadth, f.hipJoint],
    rightHip: [-0.23 * spec.hipBreadth, f.hipJoint],
    leftKnee: [legCenter(0.285) + (options.kneeBendCm ?? 0), 0.285],
    rightKnee: [-legCenter(0.285) - (options.kneeBendCm ?? 0), 0.285],
    leftAnkle: [legCenter(0.045), 0.045],
    rightAnkle: [-legCenter(0.045), 0.045],
    leftHeel: [legCenter(0.045), 0.008],
    rightHeel: [-legCenter(0.045), 0.008],
    leftFootIndex: [legCenter(0.045), 0.005],
    rightFootIndex: [-legCenter(0.045), 0.005],
  };
  // Person's left appears on the image's right when facing the camera: x grows to the image's right.
  return render(spec, options, rowIntervals, points, () => 0.99, 0.5 * spec.shoulderBreadth + 20);
}

/** Side view, facing +x (image right): torso and legs as one outline, neck, head; arms hidden by the torso. */
export function renderSide(spec: BodySpec, options: RenderOptions): RenderedPhoto {
  const s = spec.statureCm;
  // Centre of the section (cm, + = front): buttocks sit back, the waist forward of them, as in an upright stance.
  const centre = (fraction: number): number =>
    smoothStep(
      [
        [0.045, 2],
        [HEIGHT_FRACTION.crotch, 0],
        [HEIGHT_FRACTION.buttock, -1.5],
        // Lumbar lordosis: the back curves in by several cm above the buttocks.
        [HEIGHT_FRACTION.iliacCrest, 2.5],
        [HEIGHT_FRACTION.chest, 1],
        [HEIGHT_FRACTION.neckBase, 0],
        [HEIGHT_FRACTION.neckTop, 1],
      ],
      fraction,
    );
  const legDepth = (fraction: number): number =>
    smoothStep(
      [
        [0.045, 8],
        [0.285, 10],
        [HEIGHT_FRACTION.crotch, 0.85 * spec.buttockDepth],
      ],
      fraction,
    );

  const rowIntervals = (heightCm: number): Interval[] => {
    const fraction = heightCm / s;
    const intervals: Interval[] = [];
    if (fraction < 0 || fraction > 1) return intervals;
    if (fraction < 0.04) intervals.push([-4, 22]);
    else if (fraction < HEIGHT_FRACTION.crotch) {
      intervals.push([centre(fraction) - legDepth(fraction) / 2, centre(fraction) + legDepth(fraction) / 2]);
    } else if (fraction < NECK_INTO_HEAD) {
      const half = depthAt(spec, fraction) / 2;
      intervals.push([centre(fraction) - half, centre(fraction) + half]);
    }
    if (fraction >= HEIGHT_FRACTION.neckTop - 0.01) {
      const half = headHalfWidth(s, fraction, 10);
      if (half > 0) intervals.push([1.5 - half, 1.5 + half]);
    }
    return intervals;
  };
  const f = HEIGHT_FRACTION;
  const points: Partial<Record<LandmarkName, [number, number]>> = {
    nose: [11, 0.915],
    leftEye: [9, 0.94],
    rightEye: [9, 0.94],
    leftEyeInner: [10, 0.94],
    rightEyeInner: [10, 0.94],
    leftEyeOuter: [8, 0.94],
    rightEyeOuter: [8, 0.94],
    leftEar: [-1, f.ear],
    rightEar: [-1, f.ear],
    mouthLeft: [9, f.mouth],
    mouthRight: [9, f.mouth],
    leftShoulder: [0, f.acromion],
    rightShoulder: [0.5, f.acromion],
    leftElbow: [-1, f.elbow],
    rightElbow: [-1, f.elbow],
    leftWrist: [1, f.wrist],
    rightWrist: [1, f.wrist],
    leftIndex: [2, 0.41],
    rightIndex: [2, 0.41],
    leftPinky: [2, 0.42],
    rightPinky: [2, 0.42],
    leftThumb: [3, 0.44],
    rightThumb: [3, 0.44],
    leftHip: [-0.5, f.hipJoint],
    rightHip: [0, f.hipJoint],
    leftKnee: [1 + (options.kneeBendCm ?? 0), 0.285],
    rightKnee: [1 + (options.kneeBendCm ?? 0), 0.285],
    leftAnkle: [1, 0.045],
    rightAnkle: [1, 0.045],
    leftHeel: [-3, 0.008],
    rightHeel: [-3, 0.008],
    leftFootIndex: [19, 0.005],
    rightFootIndex: [19, 0.005],
  };
  // The camera sees the person's left side: right-side landmarks are hidden behind the body.
  const visibility = (name: LandmarkName): number => (name.startsWith('right') ? 0.2 : 0.99);
  return render(spec, options, rowIntervals, points, visibility, 40);
}

function headHalfWidth(statureCm: number, fraction: number, halfWidthCm: number): number {
  const centre = (HEIGHT_FRACTION.neckTop + 1) / 2 - 0.005;
  const halfHeight = 1 - centre;
  const v = (fraction - centre) / halfHeight;
  if (Math.abs(v) > 1) return 0;
  return halfWidthCm * Math.sqrt(1 - v * v) * (statureCm > 0 ? 1 : 0);
}

function render(
  spec: BodySpec,
  options: RenderOptions,
  rowIntervals: (heightCm: number) => Interval[],
  points: Partial<Record<LandmarkName, [number, number]>>,
  visibility: (name: LandmarkName) => number,
  halfWidthCm: number,
): RenderedPhoto {
  const pxPerCm = options.staturePx / spec.statureCm;
  const margin = options.marginPx ?? Math.round(0.08 * options.staturePx);
  const height = Math.round(options.staturePx + 2 * margin);
  const width = Math.round(2 * halfWidthCm * pxPerCm);
  const soleY = margin + options.staturePx;
  const centerX = width / 2;
  const lean = ((options.leanDeg ?? 0) * Math.PI) / 180;
  // Leaning rotates the whole scene about the point between the feet.
  const unrotate = (x: number, y: number): [number, number] => {
    const dx = x - centerX;
    const dy = y - soleY;
    return [centerX + dx * Math.cos(lean) + dy * Math.sin(lean), soleY - dx * Math.sin(lean) + dy * Math.cos(lean)];
  };
  const rotate = (x: number, y: number): [number, number] => {
    const dx = x - centerX;
    const dy = y - soleY;
    return [centerX + dx * Math.cos(lean) - dy * Math.sin(lean), soleY + dx * Math.sin(lean) + dy * Math.cos(lean)];
  };

  // Coverage of each pixel, sampled on a 4 × 4 grid (the landmark model's mask is soft too); binary masks
  // take the pixel centre only.
  const binary = options.binary === true || options.edgeNoiseSeed !== undefined;
  const samples = binary ? [0.5] : [0.125, 0.375, 0.625, 0.875];
  const data = new Float32Array(width * height);
  for (let row = 0; row < height; row += 1) {
    for (const sy of samples) {
      const intervalsByRow = lean === 0 ? rowIntervals((soleY - (row + sy)) / pxPerCm) : undefined;
      for (let column = 0; column < width; column += 1) {
        for (const sx of samples) {
          const [x, y] = lean === 0 ? [column + sx, row + sy] : unrotate(column + sx, row + sy);
          const intervals = intervalsByRow ?? rowIntervals((soleY - y) / pxPerCm);
          const xCm = (x - centerX) / pxPerCm;
          if (intervals.some(([a, b]) => xCm >= a && xCm <= b)) data[row * width + column] += 1 / samples.length ** 2;
        }
      }
    }
  }
  if (options.edgeNoiseSeed !== undefined) addEdgeNoise(data, width, height, options.edgeNoiseSeed);

  const keypoints: Keypoint[] = Array.from({ length: LANDMARK_COUNT }, () => ({
    x: 0,
    y: 0,
    visibility: 0,
    presence: 0,
  }));
  for (const [name, value] of Object.entries(points) as [LandmarkName, [number, number]][]) {
    const shift = options.landmarkShiftCm?.[name] ?? 0;
    const [x, y] = rotate(centerX + value[0] * pxPerCm, soleY - (value[1] * spec.statureCm + shift) * pxPerCm);
    keypoints[LANDMARK[name]] = { x, y, visibility: visibility(name), presence: 0.99 };
  }
  return {
    pose: { score: 0.99, keypoints, mask: { width, height, data } satisfies BodyMask, frameToImage: IDENTITY },
    imageWidth: width,
    imageHeight: height,
    pxPerCm,
    soleY,
    centerX,
  };
}

/** Moves every run's two ends by −1, 0 or +1 pixel, first along rows, then along columns. */
function addEdgeNoise(data: Float32Array, width: number, height: number, seed: number): void {
  const random = seededRandom(seed);
  const shift = (): number => Math.floor(random() * 3) - 1;
  const jitterLine = (length: number, at: (i: number) => number): void => {
    const line = Array.from({ length }, (_, i) => data[at(i)] >= 0.5);
    const out = [...line];
    for (let i = 0; i < length; i += 1) {
      if (!line[i] || (i > 0 && line[i - 1])) continue;
      let end = i;
      while (end + 1 < length && line[end + 1]) end += 1;
      const start = Math.max(0, i + shift());
      const stop = Math.min(length - 1, end + shift());
      for (let k = i; k <= end; k += 1) out[k] = false;
      for (let k = start; k <= stop; k += 1) out[k] = true;
    }
    for (let i = 0; i < length; i += 1) data[at(i)] = out[i] ? 1 : 0;
  };
  for (let y = 0; y < height; y += 1) jitterLine(width, (x) => y * width + x);
  for (let x = 0; x < width; x += 1) jitterLine(height, (y) => y * width + x);
}

/** Mulberry32: a small deterministic generator so noisy tests are repeatable. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The rendered photo as the model runner would report it. */
export function observe(
  view: 'front' | 'side',
  photo: RenderedPhoto,
  overrides: { peopleDetected?: number } = {},
): PhotoObservation {
  return {
    view,
    readable: true,
    imageWidth: photo.imageWidth,
    imageHeight: photo.imageHeight,
    peopleDetected: overrides.peopleDetected ?? 1,
    pose: photo.pose,
  };
}

/** The same photo with `rows` rows cut off its top (`edge` = 'top') or bottom. */
export function cropRows(photo: RenderedPhoto, edge: 'top' | 'bottom', rows: number): RenderedPhoto {
  const { mask } = photo.pose;
  const height = mask.height - rows;
  const start = edge === 'top' ? rows * mask.width : 0;
  const shift = edge === 'top' ? rows : 0;
  return {
    ...photo,
    imageHeight: height,
    soleY: photo.soleY - shift,
    pose: {
      ...photo.pose,
      mask: { width: mask.width, height, data: mask.data.slice(start, start + height * mask.width) },
      keypoints: photo.pose.keypoints.map((k) => ({ ...k, y: k.y - shift })),
    },
  };
}

/** The photo with a copy of its own silhouette pasted beside it: someone else in the picture. */
export function withSecondPerson(photo: RenderedPhoto): RenderedPhoto {
  const { mask } = photo.pose;
  const width = mask.width * 2;
  const data = new Float32Array(width * mask.height);
  for (let y = 0; y < mask.height; y += 1) {
    for (let x = 0; x < mask.width; x += 1) {
      data[y * width + x] = mask.data[y * mask.width + x];
      data[y * width + x + mask.width] = mask.data[y * mask.width + x];
    }
  }
  return { ...photo, imageWidth: width, pose: { ...photo.pose, mask: { width, height: mask.height, data } } };
}
