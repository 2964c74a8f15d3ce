import { Z_90 } from '../../numeric/normal-distribution';
import { calibrateRange } from '../../training/range-calibration';
import { seededRandom } from '../../training/seeded-random';
import { calibratedRange, residualScale, sdFromRange, widenRange } from '../calibrated-range';

/** Standard normal draws from a seeded generator (Box-Muller). */
function normals(count: number, seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()));
}

describe('range calibration', () => {
  // Synthetic people whose residual spread shrinks as BMI rises (larger 1/BMI = more spread), as in the DXA data.
  const simulate = (count: number, seed: number) => {
    const random = seededRandom(seed + 1);
    const inverseBmis = Array.from({ length: count }, () => 1 / (18 + 20 * random()));
    const residuals = normals(count, seed).map((z, i) => z * (1 + 80 * (inverseBmis[i] - 0.025)));
    return { inverseBmis, residuals };
  };

  it('learns a scale that grows with 1/BMI and covers about 90% of new people', () => {
    const training = simulate(4000, 1);
    const calibration = calibrateRange(training.residuals, training.inverseBmis);
    expect(calibration.scaleSlope).toBeGreaterThan(0);

    const fresh = simulate(4000, 2);
    const inside = fresh.residuals.filter((residual, i) => {
      const range = calibratedRange(calibration, 0, fresh.inverseBmis[i]);
      return residual >= range.low && residual <= range.high;
    }).length;
    expect(inside / 4000).toBeGreaterThan(0.88);
    expect(inside / 4000).toBeLessThan(0.92);
  });

  it('stays calibrated within both ends of the BMI spread, not just overall', () => {
    const training = simulate(4000, 3);
    const calibration = calibrateRange(training.residuals, training.inverseBmis);
    const fresh = simulate(6000, 4);
    for (const [low, high] of [
      [0, 1 / 30],
      [1 / 30, 1],
    ]) {
      const members = fresh.residuals.map((residual, i) => ({ residual, inverseBmi: fresh.inverseBmis[i] }));
      const group = members.filter((m) => m.inverseBmi >= low && m.inverseBmi < high);
      const inside = group.filter((m) => {
        const range = calibratedRange(calibration, 0, m.inverseBmi);
        return m.residual >= range.low && m.residual <= range.high;
      }).length;
      expect(inside / group.length).toBeGreaterThan(0.86);
      expect(inside / group.length).toBeLessThan(0.94);
    }
  });

  it('widens the range by the extrapolation factor and never lets the scale drop below its floor', () => {
    const calibration = { scaleIntercept: 1, scaleSlope: 40, minScale: 0.5, lowerQuantile: -1.6, upperQuantile: 1.7 };
    expect(residualScale(calibration, 0.05)).toBeCloseTo(3, 12);
    expect(residualScale(calibration, -1)).toBe(0.5);
    const base = calibratedRange(calibration, 20, 0.05);
    expect(base).toEqual({ low: 20 - 1.6 * 3, high: 20 + 1.7 * 3 });
    const wide = calibratedRange(calibration, 20, 0.05, 1.5);
    expect(wide.high - wide.low).toBeCloseTo(1.5 * (base.high - base.low), 12);
  });

  it('converts between a 90% range and a normal SD, and adds extra error in quadrature', () => {
    expect(sdFromRange({ low: 20 - Z_90 * 3, high: 20 + Z_90 * 3 })).toBeCloseTo(3, 12);
    const widened = widenRange({ low: 20 - Z_90 * 3, high: 20 + Z_90 * 3 }, 20, 4);
    expect(sdFromRange(widened)).toBeCloseTo(5, 12);
  });
});
