import { applyAffine, invertAffine } from './affine';
import { roiFromAlignmentPoints, roiToImageAffine, roisAgree } from './body-roi';

describe('roiFromAlignmentPoints', () => {
  it('builds an upright square 2.5 body radii wide around the hips for a standing person', () => {
    const roi = roiFromAlignmentPoints({ x: 200, y: 300 }, { x: 200, y: 100 });
    expect(roi).toMatchObject({ centerX: 200, centerY: 300, size: 500 });
    expect(roi.rotation).toBeCloseTo(0, 10);
  });

  it('turns with a leaning body so the crop stays upright along it', () => {
    const roi = roiFromAlignmentPoints({ x: 0, y: 0 }, { x: 100, y: -100 });
    expect(roi.rotation).toBeCloseTo(Math.PI / 4, 10);
  });
});

describe('roiToImageAffine', () => {
  it('maps the crop centre to the ROI centre and the crop top to the body point', () => {
    const hip = { x: 250, y: 400 };
    const top = { x: 310, y: 160 };
    const roi = roiFromAlignmentPoints(hip, top);
    const toImage = roiToImageAffine(roi, 256);
    const centre = applyAffine(toImage, { x: 128, y: 128 });
    expect(centre.x).toBeCloseTo(hip.x, 6);
    expect(centre.y).toBeCloseTo(hip.y, 6);
    // The body point lies on the crop's vertical centre line, 1/1.25 of the half-side above the centre.
    const bodyPoint = applyAffine(toImage, { x: 128, y: 128 - 128 / 1.25 });
    expect(bodyPoint.x).toBeCloseTo(top.x, 6);
    expect(bodyPoint.y).toBeCloseTo(top.y, 6);
  });

  it('round-trips through its inverse', () => {
    const toImage = roiToImageAffine({ centerX: 40, centerY: 70, size: 300, rotation: 0.3 }, 256);
    const back = applyAffine(invertAffine(toImage), applyAffine(toImage, { x: 17, y: 201 }));
    expect(back.x).toBeCloseTo(17, 8);
    expect(back.y).toBeCloseTo(201, 8);
  });
});

describe('roisAgree', () => {
  const base = { centerX: 100, centerY: 100, size: 200, rotation: 0 };

  it('accepts a crop that moved by under 4 % of its size', () => {
    expect(roisAgree(base, { ...base, centerY: 104, size: 204 })).toBe(true);
  });

  it('rejects a crop that grew, moved or turned noticeably', () => {
    expect(roisAgree(base, { ...base, size: 230 })).toBe(false);
    expect(roisAgree(base, { ...base, centerY: 120 })).toBe(false);
    expect(roisAgree(base, { ...base, rotation: 0.1 })).toBe(false);
  });
});
