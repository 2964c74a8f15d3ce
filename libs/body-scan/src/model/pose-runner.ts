// Runs BlazePose (full) on one photo: person detector on the letterboxed photo, then the landmark model on a
// body-aligned 256 × 256 crop, re-cropped from its own auxiliary keypoints until the crop settles (a crop
// taken from the detector alone can cut the legs off). Returns landmarks, person mask and crop geometry.
// Only the settled crop's mask is used, so each pass runs the landmark part of the model alone and the
// segmentation branch (about 30 % of a full pass) runs once, from the tensors that pass kept.
import * as tf from '@tensorflow/tfjs-core';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import type { PhotoView } from '@fitness/contracts';
import { join } from 'node:path';
import type { Affine } from '../geometry/affine';
import { applyAffine } from '../geometry/affine';
import type { BodyRoi } from '../geometry/body-roi';
import { roiFromAlignmentPoints, roiToImageAffine, roisAgree } from '../geometry/body-roi';
import type { Keypoint } from '../geometry/keypoints';
import { LANDMARK_COUNT } from '../geometry/keypoints';
import type { PhotoObservation, PoseObservation } from '../geometry/photo-observation';
import type { PersonDetection } from '../geometry/pose-detections';
import { DETECTOR_INPUT_SIZE, countDistinctPeople, decodePersonDetections } from '../geometry/pose-detections';
import { loadGraphModelFromFile, readGraphNodes } from './graph-model-loader';
import { branchInputs } from './graph-split';
import { MODEL_FILES, assertModelFiles } from './model-files';
import type { DecodedPhoto } from './photo-decoding';
import { decodePhoto } from './photo-decoding';
import { ensureWasmBackend } from './wasm-backend';

export const LANDMARK_INPUT_SIZE = 256;
// 33 body landmarks + 2 auxiliary ones (hip centre and full-body point that define the next crop) + 4 more;
// 5 numbers each: x, y, z (input pixels), visibility and presence logits.
const LANDMARK_VALUES = 5;
const AUX_HIP_CENTRE = 33;
const AUX_FULL_BODY = 34;
const MAX_LANDMARK_PASSES = 4;
// Output tensors of the converted model (see its model.json signature).
const OUTPUT = { landmarks: 'Identity_2:0', segmentation: 'Identity_1:0', poseFlag: 'Identity_3:0' } as const;

export interface PoseRunDetails {
  observation: PhotoObservation;
  /** Landmark passes run before the crop settled (or the cap was reached). */
  landmarkPasses: number;
  timingsMs: { decode: number; detector: number; landmarks: number };
}

/** One landmark pass, its mask not computed yet: `segmentationInputs` hold what the segmentation branch reads. */
interface LandmarkPass {
  score: number;
  keypoints: Keypoint[];
  frameToImage: Affine;
  nextRoi: BodyRoi;
  segmentationInputs: tf.NamedTensorMap;
}

export class PoseRunner {
  private constructor(
    private readonly detector: GraphModel,
    private readonly landmarks: GraphModel,
    /** Tensors of the landmark part that the segmentation branch reads (see graph-split.ts). */
    private readonly segmentationInputNames: string[],
  ) {}

  /** Loads both models from `modelDir`; throws a ModelFilesMissingError naming what is missing. */
  static async load(modelDir: string): Promise<PoseRunner> {
    assertModelFiles(modelDir);
    await ensureWasmBackend();
    const landmarksJson = join(modelDir, MODEL_FILES.landmarks);
    const [detector, landmarks, landmarkGraph] = await Promise.all([
      loadGraphModelFromFile(join(modelDir, MODEL_FILES.detector)),
      loadGraphModelFromFile(landmarksJson),
      readGraphNodes(landmarksJson),
    ]);
    const segmentationInputNames = branchInputs(
      landmarkGraph,
      [OUTPUT.landmarks, OUTPUT.poseFlag],
      OUTPUT.segmentation,
    );
    return new PoseRunner(detector, landmarks, segmentationInputNames);
  }

  async observe(photo: Uint8Array, view: PhotoView): Promise<PhotoObservation> {
    return (await this.observeWithDetails(photo, view)).observation;
  }

  async observeWithDetails(photo: Uint8Array, view: PhotoView): Promise<PoseRunDetails> {
    const started = performance.now();
    const decoded = await decodePhoto(photo);
    const decodeMs = performance.now() - started;
    const details = await this.observeDecoded(decoded, view);
    return { ...details, timingsMs: { ...details.timingsMs, decode: decodeMs } };
  }

  /** Runs the models on a photo decoded beforehand (undefined: it could not be decoded). */
  async observeDecoded(decoded: DecodedPhoto | undefined, view: PhotoView): Promise<PoseRunDetails> {
    const [details] = await this.observeDecodedPhotos([{ decoded, view }]);
    return details;
  }

  /**
   * observeDecoded for several photos, the detector reading them all in one batch (a batch of two costs about
   * 10 % less than two runs, with the same outputs). The detector time is the batch's, on each photo.
   */
  async observeDecodedPhotos(
    photos: { decoded: DecodedPhoto | undefined; view: PhotoView }[],
  ): Promise<PoseRunDetails[]> {
    const readable = photos.flatMap(({ decoded }) => (decoded ? [decoded] : []));
    let started = performance.now();
    const detected = await this.detect(readable);
    const detectorMs = performance.now() - started;

    const results: PoseRunDetails[] = [];
    let nextDetected = 0;
    for (const { decoded, view } of photos) {
      const timingsMs = { decode: 0, detector: 0, landmarks: 0 };
      if (!decoded) {
        results.push({ observation: { view, readable: false }, landmarkPasses: 0, timingsMs });
        continue;
      }
      const detections = detected[nextDetected];
      nextDetected += 1;
      timingsMs.detector = detectorMs;
      const base = {
        view,
        readable: true as const,
        imageWidth: decoded.width,
        imageHeight: decoded.height,
        peopleDetected: countDistinctPeople(detections),
      };
      if (detections.length === 0) {
        results.push({ observation: base, landmarkPasses: 0, timingsMs });
        continue;
      }
      started = performance.now();
      const { pose, passes } = await this.trackLandmarks(
        decoded,
        roiFromAlignmentPoints(detections[0].hipCenter, detections[0].fullBody),
      );
      timingsMs.landmarks = performance.now() - started;
      results.push({ observation: { ...base, pose }, landmarkPasses: passes, timingsMs });
    }
    return results;
  }

  dispose(): void {
    this.detector.dispose();
    this.landmarks.dispose();
  }

  private async detect(photos: DecodedPhoto[]): Promise<PersonDetection[][]> {
    if (photos.length === 0) return [];
    // The detector reads pixels scaled to [-1, 1].
    const perPhoto = DETECTOR_INPUT_SIZE * DETECTOR_INPUT_SIZE * 3;
    const input = new Float32Array(photos.length * perPhoto);
    photos.forEach(({ detectorInput }, p) => {
      for (let i = 0; i < perPhoto; i += 1) input[p * perPhoto + i] = detectorInput[i] / 127.5 - 1;
    });
    const tensor = tf.tensor4d(input, [photos.length, DETECTOR_INPUT_SIZE, DETECTOR_INPUT_SIZE, 3]);
    const output = this.detector.execute(tensor) as tf.Tensor;
    try {
      const raw = (await output.data()) as Float32Array;
      const perOutput = raw.length / photos.length;
      return photos.map(({ letterbox }, p) =>
        decodePersonDetections(raw.subarray(p * perOutput, (p + 1) * perOutput), letterbox),
      );
    } finally {
      tf.dispose([tensor, output]);
    }
  }

  private async trackLandmarks(
    decoded: DecodedPhoto,
    firstRoi: BodyRoi,
  ): Promise<{ pose: PoseObservation; passes: number }> {
    const image = tf.tidy(() =>
      tf.expandDims<tf.Tensor4D>(
        tf.cast(tf.tensor3d(decoded.rgb, [decoded.height, decoded.width, 3], 'int32'), 'float32'),
        0,
      ),
    );
    let pass: LandmarkPass | undefined;
    try {
      let roi = firstRoi;
      pass = await this.landmarkPass(image, roi);
      let passes = 1;
      while (passes < MAX_LANDMARK_PASSES && !roisAgree(roi, pass.nextRoi)) {
        roi = pass.nextRoi;
        tf.dispose(pass.segmentationInputs);
        pass = undefined;
        pass = await this.landmarkPass(image, roi);
        passes += 1;
      }
      const { score, keypoints, frameToImage } = pass;
      return { pose: { score, keypoints, mask: await this.segment(pass), frameToImage }, passes };
    } finally {
      image.dispose();
      if (pass) tf.dispose(pass.segmentationInputs);
    }
  }

  private async landmarkPass(image: tf.Tensor4D, roi: BodyRoi): Promise<LandmarkPass> {
    const frameToImage = roiToImageAffine(roi, LANDMARK_INPUT_SIZE);
    const crop = tf.tidy(() =>
      // The landmark model reads pixels scaled to [0, 1]; outside the photo is black.
      tf.div(
        tf.image.transform(image, tf.tensor2d([transformMatrix(frameToImage)]), 'bilinear', 'constant', 0, [
          LANDMARK_INPUT_SIZE,
          LANDMARK_INPUT_SIZE,
        ]),
        255,
      ),
    );
    const [landmarks, flag, ...kept] = this.landmarks.execute(crop, [
      OUTPUT.landmarks,
      OUTPUT.poseFlag,
      ...this.segmentationInputNames,
    ]) as tf.Tensor[];
    const segmentationInputs = Object.fromEntries(this.segmentationInputNames.map((name, i) => [name, kept[i]]));
    try {
      const [raw, score] = await Promise.all([landmarks.data(), flag.data()]);
      const point = (i: number): { x: number; y: number } =>
        applyAffine(frameToImage, { x: raw[i * LANDMARK_VALUES], y: raw[i * LANDMARK_VALUES + 1] });
      const keypoints: Keypoint[] = [];
      for (let i = 0; i < LANDMARK_COUNT; i += 1) {
        keypoints.push({
          ...point(i),
          visibility: sigmoid(raw[i * LANDMARK_VALUES + 3]),
          presence: sigmoid(raw[i * LANDMARK_VALUES + 4]),
        });
      }
      return {
        score: score[0],
        keypoints,
        frameToImage,
        nextRoi: roiFromAlignmentPoints(point(AUX_HIP_CENTRE), point(AUX_FULL_BODY)),
        segmentationInputs,
      };
    } catch (error) {
      tf.dispose(kept);
      throw error;
    } finally {
      tf.dispose([crop, landmarks, flag]);
    }
  }

  /** The person mask of a pass's crop: the segmentation branch alone, from the tensors the pass kept. */
  private async segment(pass: LandmarkPass): Promise<PoseObservation['mask']> {
    const segmentation = this.landmarks.execute(pass.segmentationInputs, OUTPUT.segmentation) as tf.Tensor;
    try {
      // The segmentation head already applies its sigmoid: values are person probabilities.
      const data = (await segmentation.data()) as Float32Array;
      return { width: LANDMARK_INPUT_SIZE, height: LANDMARK_INPUT_SIZE, data };
    } finally {
      segmentation.dispose();
    }
  }
}

/**
 * tf.image.transform maps each output pixel index to an input pixel index; the affine works on continuous
 * coordinates where pixel i spans [i, i + 1]. Shift by half a pixel on both sides.
 */
function transformMatrix(m: Affine): number[] {
  return [m[0], m[1], m[2] + (m[0] + m[1]) / 2 - 0.5, m[3], m[4], m[5] + (m[3] + m[4]) / 2 - 0.5, 0, 0];
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
