// Where on the body the girths are read, as heights above the floor (cm).
//
// Hip (NHANES: "at the maximum extension of the buttocks"): where the side silhouette's back edge reaches
// furthest back near the hip landmarks (not the greatest depth, which a belly can hold), or, without a side
// photo, the greatest breadth there.
//
// Waist (NHANES: "just above the uppermost lateral border of the right ilium", i.e. the iliac crest, which a
// photo cannot show): placed between the hip level and the shoulder landmarks at the fraction the iliac crest
// takes between buttock height and acromial height in the ANSUR II survey (Gordon et al. 2014,
// NATICK/TR-15/007; women's means as fractions of stature: iliocristale 0.611, buttock 0.512, acromial 0.820):
//   (0.611 − 0.512) / (0.820 − 0.512) = 0.32.
// BlazePose's shoulder landmark sits at the shoulder joint, slightly below the acromion; at 0.32 of the span
// that moves the waist down by about 1 cm for an adult, inside the NHANES placement's own spread.
//
// Neck (the US Navy method, Hodgdon & Beckett 1984: "just below the larynx, perpendicular to the neck's long
// axis"): the narrowest smoothed section between the shoulder landmarks and the mouth, away from both ends.
import { profileExtremum, profileValueAt } from './width-profile';
import type { Silhouette } from './silhouette';

export const WAIST_FRACTION_OF_HIP_TO_SHOULDER = 0.32;
// Search window for the buttocks' maximum around the hip landmarks, as fractions of the torso (hip → shoulder)
// length: the ANSUR II buttock apex sits ~1 cm below trochanter height; landmarks themselves wander a few cm.
const HIP_WINDOW_BELOW = 0.22;
const HIP_WINDOW_ABOVE = 0.15;
// The neck window keeps clear of the trapezius slope (bottom) and of the chin and jaw (top): the chin sits
// about a third of the way from the mouth down to the shoulder landmarks (ANSUR II head and neck heights).
const NECK_WINDOW_FROM_SHOULDERS = 0.15;
const NECK_WINDOW_FROM_MOUTH = 0.4;

/** One photo's silhouette with its scale from the stated height. */
export class ScaledSilhouette {
  readonly pxPerCm: number;

  constructor(
    readonly silhouette: Silhouette,
    heightCm: number,
  ) {
    this.pxPerCm = silhouette.bodyPx / heightCm;
  }

  heightOf(y: number): number {
    return (this.silhouette.soleY - y) / this.pxPerCm;
  }

  rowOf(heightCm: number): number {
    return this.silhouette.soleY - heightCm * this.pxPerCm;
  }

  /** Smoothed breadth (front) or depth (side) in cm at a height above the floor; NaN if not measured there. */
  sizeAt(heightCm: number): number {
    return profileValueAt(this.silhouette.smoothedWidth, this.rowOf(heightCm)) / this.pxPerCm;
  }

  get shoulderHeight(): number {
    return this.heightOf(this.silhouette.shoulderY);
  }

  get hipLandmarkHeight(): number {
    return this.heightOf(this.silhouette.hipY);
  }

  /**
   * Height of the hips' widest point near the hip landmarks. In profile (side photo) that is the buttocks'
   * furthest point back, not the greatest depth, which a belly can hold; facing the camera, the greatest breadth.
   */
  hipLevel(): number | undefined {
    const { silhouette } = this;
    const torso = this.shoulderHeight - this.hipLandmarkHeight;
    const from = this.rowOf(this.hipLandmarkHeight + HIP_WINDOW_ABOVE * torso);
    const to = this.rowOf(this.hipLandmarkHeight - HIP_WINDOW_BELOW * torso);
    const found =
      silhouette.facing === 0
        ? profileExtremum(silhouette.smoothedWidth, from, to, 'max')
        : silhouette.facing > 0
          ? profileExtremum(silhouette.smoothedLeft, from, to, 'min')
          : profileExtremum(silhouette.smoothedRight, from, to, 'max');
    return found && this.heightOf(found.y);
  }

  /** Narrowest smoothed neck section: its height and size (cm). */
  neck(): { heightCm: number; sizeCm: number } | undefined {
    const { shoulderY, mouthY, smoothedWidth } = this.silhouette;
    const span = shoulderY - mouthY;
    if (!(span > 0)) return undefined;
    const found = profileExtremum(
      smoothedWidth,
      mouthY + NECK_WINDOW_FROM_MOUTH * span,
      shoulderY - NECK_WINDOW_FROM_SHOULDERS * span,
      'min',
    );
    return found && { heightCm: this.heightOf(found.y), sizeCm: found.value / this.pxPerCm };
  }
}

export interface GirthLevels {
  waistCm: number;
  hipCm: number;
}

/**
 * Waist and hip heights from whichever photos could be read: the hip from the side photo's buttocks when
 * there is one, the shoulders averaged over both photos.
 */
export function findGirthLevels(
  front: ScaledSilhouette | undefined,
  side: ScaledSilhouette | undefined,
): GirthLevels | undefined {
  const views = [front, side].filter((v): v is ScaledSilhouette => v !== undefined);
  if (views.length === 0) return undefined;
  const hipCm = side?.hipLevel() ?? front?.hipLevel();
  if (hipCm === undefined) return undefined;
  const shoulderCm = views.reduce((sum, v) => sum + v.shoulderHeight, 0) / views.length;
  return { hipCm, waistCm: hipCm + WAIST_FRACTION_OF_HIP_TO_SHOULDER * (shoulderCm - hipCm) };
}
