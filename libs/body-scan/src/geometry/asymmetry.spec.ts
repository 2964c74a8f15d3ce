import { readAsymmetry } from './asymmetry';
import { readSilhouette } from './silhouette';
import { AVERAGE_WOMAN, renderFront } from './testing/synthetic-body';

function asymmetryOf(oneSidedFullnessCm: number, edgeNoiseSeed?: number): number | undefined {
  const silhouette = readSilhouette(
    renderFront(AVERAGE_WOMAN, { staturePx: 400, oneSidedFullnessCm, edgeNoiseSeed }).pose,
  );
  if (!silhouette) throw new Error('silhouette not read');
  return readAsymmetry(silhouette);
}

describe('readAsymmetry', () => {
  it('is about 0 for a mirror-symmetric torso, even with noisy edges', () => {
    expect(asymmetryOf(0)).toBeLessThan(0.005);
    expect(asymmetryOf(0, 3)).toBeLessThan(0.02);
  });

  it('grows with how much fuller one side of the torso is', () => {
    // 2 cm more on one side of a ~28 cm torso: the half-breadths differ by 2 cm out of ~30 → about 0.07.
    const slight = asymmetryOf(2);
    const marked = asymmetryOf(5);
    expect(slight).toBeGreaterThan(0.04);
    expect(slight).toBeLessThan(0.09);
    expect(marked).toBeGreaterThan(slight ?? Infinity);
  });
});
