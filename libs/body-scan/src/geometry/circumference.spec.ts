import { TORSO_SHAPE_FACTOR, ellipsePerimeter, estimateGirth } from './circumference';

/** Perimeter by summing many small chords: the reference the closed form must match. */
function numericPerimeter(a: number, b: number, steps = 200_000): number {
  let length = 0;
  let previous = { x: a, y: 0 };
  for (let i = 1; i <= steps; i += 1) {
    const t = (2 * Math.PI * i) / steps;
    const point = { x: a * Math.cos(t), y: b * Math.sin(t) };
    length += Math.hypot(point.x - previous.x, point.y - previous.y);
    previous = point;
  }
  return length;
}

describe('ellipsePerimeter', () => {
  it('is 2πr for a circle', () => {
    expect(ellipsePerimeter(10, 10)).toBeCloseTo(2 * Math.PI * 10, 10);
  });

  it.each([
    [15.7, 11.2],
    [18.5, 12.2],
    [30, 10],
    [7, 5.5],
  ])('matches the integrated perimeter within 0.001 %% for semi-axes %p × %p', (a, b) => {
    const reference = numericPerimeter(a, b);
    expect(Math.abs(ellipsePerimeter(a, b) - reference) / reference).toBeLessThan(1e-5);
  });

  it('is 4a for a flat ellipse (a line walked both ways)', () => {
    expect(ellipsePerimeter(10, 0)).toBeCloseTo(40, 1);
  });
});

describe('estimateGirth', () => {
  it('reproduces the ANSUR II mean girths from the mean breadths and depths it was derived from', () => {
    expect(estimateGirth('waist', 31.3, 22.3)).toBeCloseTo(89.9, 1);
    expect(estimateGirth('hip', 37, 24.3)).toBeCloseTo(106.7, 1);
  });

  it('adds 6 % at the waist and 10 % at the hips over the plain ellipse, nothing at the neck', () => {
    expect(TORSO_SHAPE_FACTOR.waist).toBeCloseTo(1.06, 2);
    expect(TORSO_SHAPE_FACTOR.hip).toBeCloseTo(1.096, 2);
    expect(estimateGirth('neck', 12, 12)).toBeCloseTo(Math.PI * 12, 10);
  });
});
