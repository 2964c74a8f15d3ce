import {
  bodyFatPercentile,
  compositePercentile,
  fatFreeMassIndex,
  musclePercentile,
  postureScore,
  symmetryScore,
} from '../body-scores';

const within = (value: number) => value >= 0 && value <= 100;
const grid = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

describe('body-fat percentile', () => {
  it.each(['male', 'female', 'other'] as const)('falls as body fat rises and stays within 0-100 (%s)', (gender) => {
    for (const age of [18, 25, 45, 59, 80]) {
      const values = grid(3, 65, 0.5).map((bf) => bodyFatPercentile(gender, age, bf));
      values.forEach((value, i) => {
        expect(within(value)).toBe(true);
        if (i > 0) expect(value).toBeLessThanOrEqual(values[i - 1]);
      });
      expect(values[0]).toBeGreaterThan(90);
      expect(values[values.length - 1]).toBeLessThan(10);
    }
  });

  it('ranks the same body fat better for a woman than a man (women carry more essential fat)', () => {
    expect(bodyFatPercentile('female', 35, 28)).toBeGreaterThan(bodyFatPercentile('male', 35, 28));
  });
});

describe('muscle percentile', () => {
  it('computes the fat-free mass index: 80 kg at 20% fat and 180 cm is 64 / 3.24 = 19.75 kg/m²', () => {
    expect(fatFreeMassIndex(180, 80, 20)).toBeCloseTo(19.753, 3);
  });

  it.each(['male', 'female', 'other'] as const)(
    'rises with fat-free mass index and stays within 0-100 (%s)',
    (gender) => {
      const values = grid(10, 30, 0.25).map((ffmi) => musclePercentile(gender, 40, ffmi));
      values.forEach((value, i) => {
        expect(within(value)).toBe(true);
        if (i > 0) expect(value).toBeGreaterThanOrEqual(values[i - 1]);
      });
    },
  );
});

describe('posture and symmetry scores', () => {
  it('fall as the ear and shoulder drift from the hip line', () => {
    const scores = grid(0, 15, 1).map((forward) =>
      postureScore({ earOffsetCm: forward + 2, shoulderOffsetCm: forward / 2 + 2, hipOffsetCm: 2, leanDeg: 0 }),
    );
    scores.forEach((score, i) => {
      expect(within(score)).toBe(true);
      if (i > 0) expect(score).toBeLessThanOrEqual(scores[i - 1]);
    });
    expect(scores[0]).toBe(99);
  });

  it('fall as left/right asymmetry grows, whichever side is larger', () => {
    expect(symmetryScore(0)).toBe(99);
    expect(symmetryScore(0.05)).toBeCloseTo(31.7, 1);
    expect(symmetryScore(-0.05)).toBe(symmetryScore(0.05));
    expect(symmetryScore(0.2)).toBe(1);
  });
});

describe('composite percentile', () => {
  it('is the component percentile when all components agree at the median', () => {
    expect(compositePercentile([50, 50, 50])).toBeCloseTo(50, 4);
  });

  it('rewards being good at everything more than being good at one thing', () => {
    expect(compositePercentile([90, 90, 90])).toBeGreaterThan(90);
    expect(compositePercentile([90, 50, 50])).toBeLessThan(90);
  });

  it('rises with any component and stays within 0-100', () => {
    const values = grid(1, 99, 2).map((p) => compositePercentile([p, 40, 70]));
    values.forEach((value, i) => {
      expect(within(value)).toBe(true);
      if (i > 0) expect(value).toBeGreaterThan(values[i - 1]);
    });
  });
});
