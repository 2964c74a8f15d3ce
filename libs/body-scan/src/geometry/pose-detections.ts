// Decoding of the BlazePose person detector's raw output, after MediaPipe's pose_detection graph:
// SSD anchors (5 layers, strides 8/16/32/32/32, 2 anchors per cell, fixed size) on a 224×224 letterboxed input,
// 12 regressed values per anchor (box centre and size, then 4 keypoints), sigmoid scores clipped at ±100,
// min score 0.5, weighted non-maximum suppression at IoU 0.3.
// https://github.com/google/mediapipe/blob/master/mediapipe/modules/pose_detection/pose_detection_cpu.pbtxt
// The converted model concatenates the score in front of the 12 values, so each anchor has 13 numbers.
import type { Point } from './keypoints';

export const DETECTOR_INPUT_SIZE = 224;
const STRIDES = [8, 16, 32, 32, 32];
const VALUES_PER_ANCHOR = 13;
const SCORE_CLIP = 100;
export const MIN_DETECTION_SCORE = 0.5;
const NMS_IOU = 0.3;
// Two people side by side have hip centres about a third of a body radius apart or more; detections of one
// person that survive suppression sit much closer than that.
const DUPLICATE_CENTRE_DISTANCE = 0.2;

export interface PersonDetection {
  score: number;
  /** Photo pixels. */
  box: { xMin: number; yMin: number; xMax: number; yMax: number };
  /** Detector keypoint 0: centre of the hips. */
  hipCenter: Point;
  /** Detector keypoint 1: its distance from the hip centre is the radius of a circle holding the whole body. */
  fullBody: Point;
}

/** How the photo was placed in the square detector input: scaled by `scale`, then offset by the padding. */
export interface Letterbox {
  scale: number;
  padX: number;
  padY: number;
}

export function letterboxFor(imageWidth: number, imageHeight: number, inputSize = DETECTOR_INPUT_SIZE): Letterbox {
  const scale = inputSize / Math.max(imageWidth, imageHeight);
  return {
    scale,
    padX: (inputSize - imageWidth * scale) / 2,
    padY: (inputSize - imageHeight * scale) / 2,
  };
}

let cachedAnchors: Float32Array | undefined;

/** Anchor centres (x, y pairs, normalised 0..1) in the model's output order; 2254 anchors for 224 px. */
export function detectorAnchors(): Float32Array {
  if (cachedAnchors) return cachedAnchors;
  const centres: number[] = [];
  let layer = 0;
  while (layer < STRIDES.length) {
    // Consecutive layers with the same stride share one feature map: their anchors are emitted per cell together.
    let anchorsPerCell = 0;
    let last = layer;
    while (last < STRIDES.length && STRIDES[last] === STRIDES[layer]) {
      anchorsPerCell += 2;
      last += 1;
    }
    const cells = Math.ceil(DETECTOR_INPUT_SIZE / STRIDES[layer]);
    for (let y = 0; y < cells; y += 1) {
      for (let x = 0; x < cells; x += 1) {
        for (let a = 0; a < anchorsPerCell; a += 1) centres.push((x + 0.5) / cells, (y + 0.5) / cells);
      }
    }
    layer = last;
  }
  cachedAnchors = Float32Array.from(centres);
  return cachedAnchors;
}

/** People found by the detector, best first, in photo pixels. */
export function decodePersonDetections(raw: ArrayLike<number>, letterbox: Letterbox): PersonDetection[] {
  const anchors = detectorAnchors();
  const anchorCount = anchors.length / 2;
  if (raw.length !== anchorCount * VALUES_PER_ANCHOR) {
    throw new Error(`detector output has ${raw.length} values; expected ${anchorCount} × ${VALUES_PER_ANCHOR}`);
  }
  const toImage = (nx: number, ny: number): Point => ({
    x: (nx * DETECTOR_INPUT_SIZE - letterbox.padX) / letterbox.scale,
    y: (ny * DETECTOR_INPUT_SIZE - letterbox.padY) / letterbox.scale,
  });

  const candidates: PersonDetection[] = [];
  for (let i = 0; i < anchorCount; i += 1) {
    const o = i * VALUES_PER_ANCHOR;
    const logit = Math.max(-SCORE_CLIP, Math.min(SCORE_CLIP, raw[o]));
    const score = 1 / (1 + Math.exp(-logit));
    if (score < MIN_DETECTION_SCORE) continue;
    const ax = anchors[2 * i];
    const ay = anchors[2 * i + 1];
    const cx = raw[o + 1] / DETECTOR_INPUT_SIZE + ax;
    const cy = raw[o + 2] / DETECTOR_INPUT_SIZE + ay;
    const w = raw[o + 3] / DETECTOR_INPUT_SIZE;
    const h = raw[o + 4] / DETECTOR_INPUT_SIZE;
    const min = toImage(cx - w / 2, cy - h / 2);
    const max = toImage(cx + w / 2, cy + h / 2);
    candidates.push({
      score,
      box: { xMin: min.x, yMin: min.y, xMax: max.x, yMax: max.y },
      hipCenter: toImage(raw[o + 5] / DETECTOR_INPUT_SIZE + ax, raw[o + 6] / DETECTOR_INPUT_SIZE + ay),
      fullBody: toImage(raw[o + 7] / DETECTOR_INPUT_SIZE + ax, raw[o + 8] / DETECTOR_INPUT_SIZE + ay),
    });
  }
  return weightedNonMaxSuppression(candidates, NMS_IOU);
}

/** MediaPipe's WEIGHTED suppression: each cluster of overlapping boxes becomes their score-weighted mean. */
export function weightedNonMaxSuppression(candidates: PersonDetection[], iouThreshold: number): PersonDetection[] {
  const remaining = [...candidates].sort((a, b) => b.score - a.score);
  const kept: PersonDetection[] = [];
  while (remaining.length > 0) {
    const top = remaining[0];
    const cluster = remaining.filter((c) => intersectionOverUnion(top.box, c.box) > iouThreshold);
    const rest = remaining.filter((c) => intersectionOverUnion(top.box, c.box) <= iouThreshold);
    const total = cluster.reduce((sum, c) => sum + c.score, 0);
    const mean = (pick: (d: PersonDetection) => number): number =>
      cluster.reduce((sum, c) => sum + pick(c) * c.score, 0) / total;
    kept.push({
      score: top.score,
      box: {
        xMin: mean((d) => d.box.xMin),
        yMin: mean((d) => d.box.yMin),
        xMax: mean((d) => d.box.xMax),
        yMax: mean((d) => d.box.yMax),
      },
      hipCenter: { x: mean((d) => d.hipCenter.x), y: mean((d) => d.hipCenter.y) },
      fullBody: { x: mean((d) => d.fullBody.x), y: mean((d) => d.fullBody.y) },
    });
    remaining.splice(0, remaining.length, ...rest);
  }
  return kept;
}

export function intersectionOverUnion(a: PersonDetection['box'], b: PersonDetection['box']): number {
  const ix = Math.max(0, Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin));
  const iy = Math.max(0, Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin));
  const intersection = ix * iy;
  const union = (a.xMax - a.xMin) * (a.yMax - a.yMin) + (b.xMax - b.xMin) * (b.yMax - b.yMin) - intersection;
  return union > 0 ? intersection / union : 0;
}

/**
 * Distinct people among the detections: a second detection counts only when its body circle is centred
 * away from the first one's (the detector sometimes returns two clusters for one person).
 */
export function countDistinctPeople(detections: readonly PersonDetection[]): number {
  const people: PersonDetection[] = [];
  for (const detection of detections) {
    const radius = Math.hypot(
      detection.fullBody.x - detection.hipCenter.x,
      detection.fullBody.y - detection.hipCenter.y,
    );
    const duplicate = people.some(
      (p) =>
        Math.hypot(p.hipCenter.x - detection.hipCenter.x, p.hipCenter.y - detection.hipCenter.y) <
        DUPLICATE_CENTRE_DISTANCE *
          Math.max(radius, Math.hypot(p.fullBody.x - p.hipCenter.x, p.fullBody.y - p.hipCenter.y)),
    );
    if (!duplicate) people.push(detection);
  }
  return people.length;
}
