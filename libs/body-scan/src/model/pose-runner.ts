// Runs BlazePose (full) on one photo: person detector on the letterboxed photo, then the landmark model on a
// body-aligned 256 × 256 crop, re-cropped from its own auxiliary keypoints until the crop settles (a crop
// taken from the detector alone can cut the legs off). Returns landmarks, person mask and crop geometry.
// Only the settled crop's mask is used, so each pass runs the landmark part of the model alone and the
// segmentation branch (about 30 % of a full pass) runs once, from the tensors that pass kept.
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
import { cropAffine } from './affine-crop';
import { branchInputs } from './graph-split';
import { MODEL_FILES, MODEL_FILE_NAMES, assertModelFiles } from './model-files';
import { readTfjsGraphModel } from './model-reader';
import type { ConvertedModel, Feeds } from './onnx/converted-model';
import type { ConversionSources } from './onnx/converted-model-store';
import { ConvertedModelStore } from './onnx/converted-model-store';
import type * as Converter from './onnx/tfjs-graph-to-onnx';
import type { OnnxConversion, TfjsGraphModel } from './onnx/tfjs-graph-to-onnx';
import type { DecodedPhoto } from './photo-decoding';
import { decodePhoto } from './photo-decoding';

export const LANDMARK_INPUT_SIZE = 256;
// 33 body landmarks + 2 auxiliary ones (hip centre and full-body point that define the next crop) + 4 more;
// 5 numbers each: x, y, z (input pixels), visibility and presence logits.
const LANDMARK_VALUES = 5;
const AUX_HIP_CENTRE = 33;
const AUX_FULL_BODY = 34;
const MAX_LANDMARK_PASSES = 4;
// Output tensors of the converted model (see its model.json signature).
const OUTPUT = { landmarks: 'Identity_2:0', segmentation: 'Identity_1:0', poseFlag: 'Identity_3:0' } as const;
const DETECTOR_OUTPUT = 'Identity:0';
/** What each landmark pass reads; the mask (OUTPUT.segmentation) is computed once, for the settled crop. */
const PASS_OUTPUTS = [OUTPUT.landmarks, OUTPUT.poseFlag];

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
  segmentationInputs: Feeds;
}

export class PoseRunner {
  private constructor(
    private readonly detector: ConvertedModel,
    /** The landmark model without its segmentation branch; also outputs the tensors that branch reads. */
    private readonly landmarks: ConvertedModel,
    /** The segmentation branch alone, from those tensors (see graph-split.ts). */
    private readonly segmentation: ConvertedModel,
  ) {}

  /**
   * Loads both models from `modelDir`; throws a ModelFilesMissingError naming what is missing. Their ONNX
   * conversions are kept in `<modelDir>/onnx` (converted-model-store.ts): the tfjs files are only read when a
   * conversion is missing or out of date.
   */
  static async load(modelDir: string): Promise<PoseRunner> {
    assertModelFiles(modelDir);
    const store = await ConvertedModelStore.open(modelDir, conversionSources(modelDir));
    let graphs: Promise<{ detector: TfjsGraphModel; landmarks: TfjsGraphModel }> | undefined;
    const readGraphs = () =>
      (graphs ??= Promise.all([
        readTfjsGraphModel(join(modelDir, MODEL_FILES.detector)),
        readTfjsGraphModel(join(modelDir, MODEL_FILES.landmarks)),
      ]).then(([detector, landmarks]) => ({ detector, landmarks })));
    // The converter, and protobufjs under it, is loaded only to convert: a thread that finds the kept parts (nearly
    // every one) does without it (0.8 MB less of its heap).
    const convert = async (graph: TfjsGraphModel, conversion: OnnxConversion) =>
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./onnx/tfjs-graph-to-onnx') as typeof Converter).tfjsGraphToOnnx(graph, conversion);
    const landmarkPart = async (conversion: (cut: string[]) => OnnxConversion) => {
      const { landmarks } = await readGraphs();
      return convert(landmarks, conversion(branchInputs(landmarks.nodes, PASS_OUTPUTS, OUTPUT.segmentation)));
    };
    const [detector, landmarks, segmentation] = await Promise.all([
      store.load('detector', async () => convert((await readGraphs()).detector, { outputs: [DETECTOR_OUTPUT] })),
      store.load('landmarks', () => landmarkPart((cut) => ({ outputs: PASS_OUTPUTS, cutOutputs: cut }))),
      store.load('segmentation', () => landmarkPart((cut) => ({ outputs: [OUTPUT.segmentation], cutInputs: cut }))),
    ]);
    return new PoseRunner(detector, landmarks, segmentation);
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

  /** observeDecoded for several photos, one after the other. */
  async observeDecodedPhotos(
    photos: { decoded: DecodedPhoto | undefined; view: PhotoView }[],
  ): Promise<PoseRunDetails[]> {
    const results: PoseRunDetails[] = [];
    for (const { decoded, view } of photos) {
      const timingsMs = { decode: 0, detector: 0, landmarks: 0 };
      if (!decoded) {
        results.push({ observation: { view, readable: false }, landmarkPasses: 0, timingsMs });
        continue;
      }
      let started = performance.now();
      const detections = await this.detect(decoded);
      timingsMs.detector = performance.now() - started;
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
    void Promise.all([this.detector.dispose(), this.landmarks.dispose(), this.segmentation.dispose()]);
  }

  /**
   * One photo at a time: a batch of both photos ran about 10 % faster than two runs, but onnxruntime's memory arena
   * keeps its peak, and the batch's was about 11 MB more (`npm run bench:api`, memory right after analyses).
   */
  private async detect({ detectorInput, letterbox }: DecodedPhoto): Promise<PersonDetection[]> {
    // The detector reads pixels scaled to [-1, 1].
    const input = new Float32Array(detectorInput.length);
    for (let i = 0; i < input.length; i += 1) input[i] = detectorInput[i] / 127.5 - 1;
    const [output] = await this.detector.run(
      this.detector.feed(input, [1, DETECTOR_INPUT_SIZE, DETECTOR_INPUT_SIZE, 3]),
    );
    return decodePersonDetections(output.data as Float32Array, letterbox);
  }

  private async trackLandmarks(
    decoded: DecodedPhoto,
    firstRoi: BodyRoi,
  ): Promise<{ pose: PoseObservation; passes: number }> {
    let roi = firstRoi;
    let pass = await this.landmarkPass(decoded, roi);
    let passes = 1;
    while (passes < MAX_LANDMARK_PASSES && !roisAgree(roi, pass.nextRoi)) {
      roi = pass.nextRoi;
      pass = await this.landmarkPass(decoded, roi);
      passes += 1;
    }
    const { score, keypoints, frameToImage } = pass;
    return { pose: { score, keypoints, mask: await this.segment(pass), frameToImage }, passes };
  }

  private async landmarkPass(decoded: DecodedPhoto, roi: BodyRoi): Promise<LandmarkPass> {
    const frameToImage = roiToImageAffine(roi, LANDMARK_INPUT_SIZE);
    const crop = cropAffine(decoded, frameToImage, LANDMARK_INPUT_SIZE);
    const [landmarks, flag, ...kept] = await this.landmarks.run(
      this.landmarks.feed(crop, [1, LANDMARK_INPUT_SIZE, LANDMARK_INPUT_SIZE, 3]),
    );
    const raw = landmarks.data as Float32Array;
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
      score: (flag.data as Float32Array)[0],
      keypoints,
      frameToImage,
      nextRoi: roiFromAlignmentPoints(point(AUX_HIP_CENTRE), point(AUX_FULL_BODY)),
      // The landmark part's cut outputs and the branch's inputs carry the same (TensorFlow) names.
      segmentationInputs: Object.fromEntries(
        kept.map((tensor, i) => [this.landmarks.outputNames[PASS_OUTPUTS.length + i], tensor]),
      ),
    };
  }

  /** The person mask of a pass's crop: the segmentation branch alone, from the tensors the pass kept. */
  private async segment(pass: LandmarkPass): Promise<PoseObservation['mask']> {
    const [segmentation] = await this.segmentation.run(pass.segmentationInputs);
    // The segmentation head already applies its sigmoid: values are person probabilities.
    return { width: LANDMARK_INPUT_SIZE, height: LANDMARK_INPUT_SIZE, data: segmentation.data as Float32Array };
  }
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** What the three converted parts depend on: the model files, the outputs taken, and the converting code. */
function conversionSources(modelDir: string): ConversionSources {
  return {
    files: [
      ...MODEL_FILE_NAMES.map((name) => join(modelDir, name)),
      // This file decides which part computes what (the cut, the outputs).
      __filename,
      require.resolve('./onnx/tfjs-graph-to-onnx'),
      require.resolve('./onnx/onnx-proto'),
      require.resolve('./graph-split'),
      require.resolve('./model-reader'),
    ],
    settings: { DETECTOR_OUTPUT, PASS_OUTPUTS, segmentation: OUTPUT.segmentation },
  };
}
