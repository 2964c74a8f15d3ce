import type { PersonDetection } from './pose-detections';
import {
  DETECTOR_INPUT_SIZE,
  countDistinctPeople,
  decodePersonDetections,
  detectorAnchors,
  letterboxFor,
  weightedNonMaxSuppression,
} from './pose-detections';

const VALUES = 13;

/** A raw detector output where every anchor is confidently empty except the ones given. */
function rawOutput(hits: { anchor: number; logit: number; values: number[] }[]): Float32Array {
  const anchors = detectorAnchors().length / 2;
  const raw = new Float32Array(anchors * VALUES);
  for (let i = 0; i < anchors; i += 1) raw[i * VALUES] = -50;
  for (const hit of hits) {
    raw[hit.anchor * VALUES] = hit.logit;
    raw.set(hit.values, hit.anchor * VALUES + 1);
  }
  return raw;
}

describe('detectorAnchors', () => {
  it('has the 2254 anchors of the 224 px model, in feature-map order', () => {
    const anchors = detectorAnchors();
    expect(anchors.length / 2).toBe(2254);
    // First: stride 8 (28 × 28 cells), cell (0, 0). Last: stride 32 (7 × 7 cells, 6 per cell), cell (6, 6).
    expect(anchors[0]).toBeCloseTo(0.5 / 28, 6);
    expect(anchors[1]).toBeCloseTo(0.5 / 28, 6);
    expect(anchors[2 * 2253]).toBeCloseTo(6.5 / 7, 6);
    expect(anchors[2 * 2253 + 1]).toBeCloseTo(6.5 / 7, 6);
  });
});

describe('decodePersonDetections', () => {
  it('returns nothing when no anchor scores 0.5', () => {
    expect(decodePersonDetections(rawOutput([{ anchor: 5, logit: -0.1, values: [] }]), letterboxFor(300, 600))).toEqual(
      [],
    );
  });

  it('places the hip centre and body point in photo pixels, undoing the letterbox', () => {
    // Portrait 300 × 600 photo: scaled by 224/600 and centred horizontally with 56 px of padding each side.
    const letterbox = letterboxFor(300, 600);
    expect(letterbox.padX).toBeCloseTo(56, 6);
    expect(letterbox.padY).toBeCloseTo(0, 6);
    const anchor = 14 * 28 * 2 + 14 * 2; // stride-8 cell (14, 14): centre (14.5/28, 14.5/28) of the input
    const [detection] = decodePersonDetections(
      rawOutput([{ anchor, logit: 4, values: [0, 0, 40, 40, 0, 20, 0, -90, 0, 0, 0, 0] }]),
      letterbox,
    );
    const anchorPx = (14.5 / 28) * DETECTOR_INPUT_SIZE;
    const toPhotoX = (inputX: number): number => (inputX - 56) / letterbox.scale;
    const toPhotoY = (inputY: number): number => inputY / letterbox.scale;
    expect(detection.score).toBeCloseTo(1 / (1 + Math.exp(-4)), 6);
    expect(detection.hipCenter.x).toBeCloseTo(toPhotoX(anchorPx), 3);
    expect(detection.hipCenter.y).toBeCloseTo(toPhotoY(anchorPx + 20), 3);
    expect(detection.fullBody.y).toBeCloseTo(toPhotoY(anchorPx - 90), 3);
  });

  it('merges overlapping hits for one person into a single detection', () => {
    const values = [0, 0, 40, 40, 0, 20, 0, -90, 0, 0, 0, 0];
    const detections = decodePersonDetections(
      rawOutput([
        { anchor: 14 * 56 + 28, logit: 3, values },
        { anchor: 14 * 56 + 29, logit: 2, values },
        { anchor: 14 * 56 + 30, logit: 1, values },
      ]),
      letterboxFor(224, 224),
    );
    expect(detections).toHaveLength(1);
  });
});

describe('weightedNonMaxSuppression', () => {
  const detection = (x: number, score: number): PersonDetection => ({
    score,
    box: { xMin: x, yMin: 0, xMax: x + 10, yMax: 10 },
    hipCenter: { x: x + 5, y: 30 },
    fullBody: { x: x + 5, y: 0 },
  });

  it('averages a cluster weighted by score and keeps separate people apart', () => {
    const kept = weightedNonMaxSuppression([detection(0, 0.9), detection(2, 0.3), detection(100, 0.8)], 0.3);
    expect(kept).toHaveLength(2);
    expect(kept[0].box.xMin).toBeCloseTo((0 * 0.9 + 2 * 0.3) / 1.2, 6);
    expect(kept[0].score).toBe(0.9);
    expect(kept[1].box.xMin).toBe(100);
  });
});

describe('countDistinctPeople', () => {
  const at = (x: number): PersonDetection => ({
    score: 0.9,
    box: { xMin: x - 5, yMin: 0, xMax: x + 5, yMax: 10 },
    hipCenter: { x, y: 100 },
    fullBody: { x, y: 0 },
  });

  it('counts two people standing apart', () => {
    expect(countDistinctPeople([at(100), at(300)])).toBe(2);
  });

  it('counts one person when two detections share a body centre', () => {
    expect(countDistinctPeople([at(100), at(110)])).toBe(1);
  });
});
