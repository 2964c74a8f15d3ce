// From two photo observations and the stated height to the PhotoScan the engine consumes: checks, girths,
// posture, asymmetry. Whatever a failed check makes unreliable is left out; a bad photo never throws.
import type { PhotoCheckFailure, PhotoScan } from '@fitness/contracts';
import { photoCheckReason } from '@fitness/contracts';
import { readAsymmetry } from './asymmetry';
import { ScaledSilhouette, findGirthLevels } from './body-levels';
import type { GirthSite } from './circumference';
import { estimateGirth } from './circumference';
import type { ArmCover } from './photo-checks';
import { checkPhoto } from './photo-checks';
import type { PhotoObservation } from './photo-observation';
import { readPosture } from './posture';
import type { Silhouette } from './silhouette';
import { readSilhouette } from './silhouette';
import { affineScale } from './affine';
import { LANDMARK, distance, midpoint } from './keypoints';

export const MIN_HEIGHT_CM = 100;
export const MAX_HEIGHT_CM = 250;

// Girths outside these ranges (cm) are not a body's: the silhouette was misread. Widest adult ranges in
// ANSUR II and NHANES, with margin.
const PLAUSIBLE_GIRTH_CM: Record<GirthSite, [number, number]> = {
  waist: [45, 200],
  hip: [60, 200],
  neck: [22, 65],
};
// Depth/breadth ratios outside these bounds mean one of the two views measured something else (an arm, a
// second person, a loose garment). Trunk sections run about 0.6–0.9 (ANSUR II), necks about 0.8–1.3.
const PLAUSIBLE_DEPTH_RATIO: Record<GirthSite, [number, number]> = {
  waist: [0.45, 1.4],
  hip: [0.45, 1.2],
  neck: [0.6, 1.6],
};

interface ViewReading {
  failures: PhotoCheckFailure[];
  /** Present only when the photo passed the checks that its measurements depend on. */
  scaled?: ScaledSilhouette;
  armCover?: ArmCover;
  silhouette?: Silhouette;
}

export function measureBody(front: PhotoObservation, side: PhotoObservation, heightCm: number): PhotoScan {
  if (!Number.isFinite(heightCm) || heightCm < MIN_HEIGHT_CM || heightCm > MAX_HEIGHT_CM) {
    throw new RangeError(`heightCm must be between ${MIN_HEIGHT_CM} and ${MAX_HEIGHT_CM}; got ${heightCm}`);
  }
  const frontReading = readView(front, heightCm);
  const sideReading = readView(side, heightCm);
  const failures = [...frontReading.failures, ...sideReading.failures];

  const frontScaled = frontReading.scaled;
  const sideScaled = sideReading.scaled;
  const circumferencesCm: PhotoScan['circumferencesCm'] = {};
  if (frontScaled && sideScaled) {
    const levels = findGirthLevels(frontScaled, sideScaled);
    if (levels) {
      const cover = frontReading.armCover ?? { waist: false, hip: false };
      if (!cover.waist) {
        setGirth(circumferencesCm, 'waist', frontScaled.sizeAt(levels.waistCm), sideScaled.sizeAt(levels.waistCm));
      }
      if (!cover.hip) {
        setGirth(circumferencesCm, 'hip', frontScaled.sizeAt(levels.hipCm), sideScaled.sizeAt(levels.hipCm));
      }
    }
    const frontNeck = frontScaled.neck();
    const sideNeck = sideScaled.neck();
    if (frontNeck && sideNeck) {
      setGirth(circumferencesCm, 'neck', frontNeck.sizeCm, sideNeck.sizeCm * neckTiltCosine(sideScaled.silhouette));
    }
  }

  const scan: PhotoScan = { circumferencesCm, failures };
  if (sideScaled && side.readable && side.pose) {
    const pxPerCmInPhoto = sideScaled.pxPerCm * affineScale(side.pose.frameToImage);
    const posture = readPosture(side.pose.keypoints, pxPerCmInPhoto);
    if (posture) scan.posture = posture;
  }
  if (frontScaled && frontReading.failures.length === 0) {
    const asymmetry = readAsymmetry(frontScaled.silhouette);
    if (asymmetry !== undefined) scan.asymmetry = asymmetry;
  }
  return scan;
}

function readView(observation: PhotoObservation, heightCm: number): ViewReading {
  const silhouette = observation.readable && observation.pose ? readSilhouette(observation.pose) : undefined;
  const { codes, armCover } = checkPhoto(observation, silhouette);
  const failures = codes.map((code) => ({
    photo: observation.view,
    code,
    reason: photoCheckReason(code, observation.view),
  }));
  // Covered arms only hide the levels they cover (handled per girth); any other failure voids the photo's sizes.
  const blocking = codes.filter((code) => code !== 'arms_cover_waist');
  const scaled = silhouette && blocking.length === 0 ? new ScaledSilhouette(silhouette, heightCm) : undefined;
  return { failures, scaled, armCover, silhouette };
}

function setGirth(target: PhotoScan['circumferencesCm'], site: GirthSite, breadthCm: number, depthCm: number): void {
  if (!(breadthCm > 0) || !(depthCm > 0)) return;
  const ratio = depthCm / breadthCm;
  const [minRatio, maxRatio] = PLAUSIBLE_DEPTH_RATIO[site];
  if (ratio < minRatio || ratio > maxRatio) return;
  const girth = estimateGirth(site, breadthCm, depthCm);
  const [min, max] = PLAUSIBLE_GIRTH_CM[site];
  if (girth < min || girth > max) return;
  target[site] = Math.round(girth * 10) / 10;
}

/**
 * The side photo cuts the neck horizontally, but the tape goes perpendicular to the neck, which leans forward
 * (ear ahead of shoulder). A horizontal cut through a tube leaning by θ is 1/cos θ deeper, so scale it back.
 * Capped at 30°: beyond that the landmarks, not the neck, are off.
 */
function neckTiltCosine(silhouette: Silhouette): number {
  const k = silhouette.keypoints;
  const ears = midpoint(k[LANDMARK.leftEar], k[LANDMARK.rightEar]);
  const shoulders = midpoint(k[LANDMARK.leftShoulder], k[LANDMARK.rightShoulder]);
  const length = distance(ears, shoulders);
  if (!(length > 0)) return 1;
  const cos = Math.abs(shoulders.y - ears.y) / length;
  return Math.max(Math.cos(Math.PI / 6), cos);
}
