import { LANDMARK } from './keypoints';
import { measureBody } from './measure-body';
import { readPosture } from './posture';
import type { RenderedPhoto } from './testing/synthetic-body';
import { AVERAGE_WOMAN, observe, renderFront, renderSide } from './testing/synthetic-body';

function mirrored(photo: RenderedPhoto): RenderedPhoto {
  const { width } = photo.pose.mask;
  return { ...photo, pose: { ...photo.pose, keypoints: photo.pose.keypoints.map((k) => ({ ...k, x: width - k.x })) } };
}

describe('readPosture', () => {
  const side = renderSide(AVERAGE_WOMAN, { staturePx: 400 });

  it('gives each point’s offset ahead of the ankle in cm, from the side photo', () => {
    // The synthetic body stands with the ear 2 cm, the shoulder 1 cm and the hip 1.5 cm behind the ankle.
    const posture = readPosture(side.pose.keypoints, side.pxPerCm);
    expect(posture).toEqual({
      earOffsetCm: -2,
      shoulderOffsetCm: -1,
      hipOffsetCm: -1.5,
      leanDeg: expect.closeTo(-0.8, 1) as number,
    });
  });

  it('reads the same for a person facing the other way', () => {
    expect(readPosture(mirrored(side).pose.keypoints, side.pxPerCm)).toEqual(
      readPosture(side.pose.keypoints, side.pxPerCm),
    );
  });

  it('measures a forward lean as a positive angle', () => {
    const leaning = renderSide(AVERAGE_WOMAN, { staturePx: 400, leanDeg: 6, binary: true });
    const posture = readPosture(leaning.pose.keypoints, leaning.pxPerCm);
    expect(posture?.leanDeg).toBeCloseTo(6 - 0.8, 0);
    expect(posture?.earOffsetCm).toBeGreaterThan(10);
  });

  it('is left out when the ear on the camera side was not seen', () => {
    const keypoints = side.pose.keypoints.map((k, i) => (i === LANDMARK.leftEar ? { ...k, visibility: 0.1 } : k));
    expect(readPosture(keypoints, side.pxPerCm)).toBeUndefined();
  });

  it('is measured by the full scan from the side photo', () => {
    const scan = measureBody(
      observe('front', renderFront(AVERAGE_WOMAN, { staturePx: 400 })),
      observe('side', side),
      AVERAGE_WOMAN.statureCm,
    );
    expect(scan.posture?.earOffsetCm).toBeCloseTo(-2, 0);
  });
});
