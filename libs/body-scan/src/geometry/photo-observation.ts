// What the model runner hands to the geometry: everything measured from one photo, nothing about the pixels.
import type { PhotoView } from '@fitness/contracts';
import type { Affine } from './affine';
import type { BodyMask } from './body-mask';
import type { Keypoint } from './keypoints';

export interface PoseObservation {
  /** The landmark model's confidence that the crop holds a person (0..1). */
  score: number;
  /** The 33 BlazePose landmarks in photo pixels. */
  keypoints: Keypoint[];
  /** Person probability in the body-aligned crop the landmark model read. */
  mask: BodyMask;
  /** Crop pixels → photo pixels. */
  frameToImage: Affine;
}

export type PhotoObservation =
  | { view: PhotoView; readable: false }
  | {
      view: PhotoView;
      readable: true;
      imageWidth: number;
      imageHeight: number;
      /** Distinct people the person detector found. */
      peopleDetected: number;
      /** Absent when no person was found. */
      pose?: PoseObservation;
    };
