import { gaussianSmooth, medianFilter, profileExtremum, profileValueAt, smoothProfile } from './width-profile';

const profile = (values: number[]): Float64Array => Float64Array.from(values);

describe('medianFilter', () => {
  it('removes a single-row spike and keeps NaN rows unmeasured', () => {
    const out = medianFilter(profile([10, 10, 40, 10, 10, NaN, 10]), 1);
    expect(Array.from(out.slice(0, 5))).toEqual([10, 10, 10, 10, 10]);
    expect(out[5]).toBeNaN();
  });

  it('takes the middle value in numeric order, and the mean of the middle two for an even count', () => {
    // Row 1's window holds 2, 10 and 9 (9 in numeric order; 2 in text order). Row 0's and row 3's hold two values each
    // (the edge; an unmeasured row), so their median is the mean of both.
    const out = medianFilter(profile([2, 10, 9, NaN, 100]), 1);
    expect(out[0]).toBe(6);
    expect(out[1]).toBe(9);
    expect(out[2]).toBe(9.5);
    expect(out[3]).toBeNaN();
    expect(out[4]).toBe(100);
  });
});

describe('gaussianSmooth', () => {
  it('keeps a constant profile constant, including next to unmeasured rows', () => {
    const out = gaussianSmooth(profile([5, 5, 5, NaN, 5, 5]), 1.5);
    const measured = Array.from(out).filter((v) => !Number.isNaN(v));
    expect(measured).toHaveLength(5);
    for (const value of measured) expect(value).toBeCloseTo(5, 10);
  });

  it('averages alternating one-pixel noise down to its mean', () => {
    const noisy = profile(Array.from({ length: 60 }, (_, i) => 50 + (i % 2 === 0 ? 1 : -1)));
    const out = gaussianSmooth(noisy, 2);
    expect(Math.abs(out[30] - 50)).toBeLessThan(0.05);
  });
});

describe('smoothProfile', () => {
  it('is not thrown off by a row broken by a mask hole', () => {
    const values = Array.from({ length: 40 }, () => 30);
    values[20] = 12; // a hole cut the row's run short
    expect(smoothProfile(profile(values), 2, 1.5)[20]).toBeCloseTo(30, 6);
  });
});

describe('profileValueAt', () => {
  it('interpolates linearly between row centres', () => {
    const p = profile([10, 20, 30]);
    expect(profileValueAt(p, 0.5)).toBe(10);
    expect(profileValueAt(p, 1.0)).toBe(15);
    expect(profileValueAt(p, 2.25)).toBeCloseTo(27.5, 10);
  });

  it('is NaN outside the measured rows', () => {
    expect(profileValueAt(profile([NaN, 20, 30]), 1.0)).toBeNaN();
    expect(profileValueAt(profile([10, 20]), 5)).toBeNaN();
  });
});

describe('profileExtremum', () => {
  it('finds a parabola’s vertex between rows', () => {
    const vertex = 12.3;
    const p = profile(Array.from({ length: 30 }, (_, r) => 100 - (r + 0.5 - vertex) ** 2));
    const found = profileExtremum(p, 2, 25, 'max');
    expect(found?.y).toBeCloseTo(vertex, 6);
  });

  it('only searches inside the window, in either order of its ends', () => {
    const p = profile(Array.from({ length: 30 }, (_, r) => r));
    expect(profileExtremum(p, 20, 10, 'min')?.y).toBeCloseTo(10.5, 6);
    expect(profileExtremum(p, 10, 20, 'max')?.y).toBeCloseTo(19.5, 6);
  });
});
