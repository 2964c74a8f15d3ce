// What on-device photo measurement (@fitness/body-scan) hands to the analysis engine (@fitness/engine).
// Pure data: no image, no path, nothing that identifies the person beyond the measured body.

export type PhotoView = 'front' | 'side';

export const PHOTO_CHECK_CODES = [
  'no_person',
  'multiple_people',
  'cut_off_top',
  'cut_off_bottom',
  'not_upright',
  'side_not_side_view',
  'front_not_front_view',
  'arms_cover_waist',
  'unreadable_image',
] as const;
export type PhotoCheckCode = (typeof PHOTO_CHECK_CODES)[number];

export interface PhotoCheckFailure {
  photo: PhotoView;
  code: PhotoCheckCode;
  /** Plain-language reason shown to the user, e.g. 'Your feet are cut off in the front photo.' */
  reason: string;
}

export interface PostureReading {
  /** Horizontal offsets (cm, positive = forward of the ankle) of ear, shoulder and hip on the side photo. */
  earOffsetCm: number;
  shoulderOffsetCm: number;
  hipOffsetCm: number;
  /** Angle (degrees) between the ear-ankle line and vertical. */
  leanDeg: number;
}

export interface PhotoScan {
  /** Circumferences estimated from the photos; each present only when it could be measured reliably. */
  circumferencesCm: { waist?: number; hip?: number; neck?: number };
  /** Side-photo alignment, when the ear, shoulder, hip and ankle were all found. */
  posture?: PostureReading;
  /** Checks that failed; an empty list means both photos passed every check. */
  failures: PhotoCheckFailure[];
  /** Left/right width asymmetry from the front photo (0 = perfectly symmetric), when measured. */
  asymmetry?: number;
}
