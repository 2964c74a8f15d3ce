import { solveSymmetricPositiveDefinite } from '../../numeric/linear-algebra';
import { normalCdf, normalQuantile } from '../../numeric/normal-distribution';
import { quantile } from '../../numeric/descriptive';
import { predictLinear } from '../../body-fat/linear-model';
import { fitHuberRidge, fitRidge } from '../ridge-regression';
import { kFoldAssignment, seededRandom } from '../seeded-random';
import { fitAgeAdjustedNorm } from '../train-norms';
import { percentileBelow, valueAtPercentile } from '../../scores/age-adjusted-percentile';

describe('numeric building blocks', () => {
  it('solves a symmetric positive-definite system', () => {
    // [[4, 2], [2, 3]] x = [10, 8] has x = [1.75, 1.5].
    const x = solveSymmetricPositiveDefinite(
      [
        [4, 2],
        [2, 3],
      ],
      [10, 8],
    );
    expect(x[0]).toBeCloseTo(1.75, 12);
    expect(x[1]).toBeCloseTo(1.5, 12);
  });

  it('has a normal CDF and quantile that invert each other', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    for (const p of [0.001, 0.05, 0.3, 0.5, 0.9, 0.999]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 6);
  });

  it('computes type-7 quantiles', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 0, 5], 0.25)).toBe(2.5);
  });
});

describe('ridge regression', () => {
  it('recovers exact coefficients from noiseless data without a penalty', () => {
    const random = seededRandom(7);
    const features = Array.from({ length: 50 }, () => [random() * 10, random() * 5]);
    const targets = features.map(([a, b]) => 3 + 2 * a - 4 * b);
    const model = fitRidge(features, targets, 0);
    expect(predictLinear(model, [1, 1])).toBeCloseTo(1, 8);
    expect(predictLinear(model, [4, 0.5])).toBeCloseTo(9, 8);
  });

  it('shrinks the slopes as the penalty grows', () => {
    const random = seededRandom(8);
    const features = Array.from({ length: 40 }, () => [random()]);
    const targets = features.map(([a]) => 5 * a + random());
    const slope = (lambda: number) => Math.abs(fitRidge(features, targets, lambda).weights[0]);
    expect(slope(100)).toBeLessThan(slope(1));
    expect(slope(1)).toBeLessThan(slope(0) + 1e-12);
  });
});

describe('weighted and Huber ridge regression', () => {
  it('with zero weights matches a fit on the remaining rows', () => {
    const random = seededRandom(10);
    const features = Array.from({ length: 30 }, () => [random() * 4, random()]);
    const targets = features.map(([a, b]) => 1 + a - 2 * b + random());
    const weights = features.map((_, i) => (i % 3 === 0 ? 0 : 1));
    const kept = features.filter((_, i) => weights[i] === 1);
    const subset = fitRidge(
      kept,
      targets.filter((_, i) => weights[i] === 1),
      0,
    );
    const weighted = fitRidge(features, targets, 0, weights);
    for (const point of [
      [0, 0],
      [2, 0.5],
    ])
      expect(predictLinear(weighted, point)).toBeCloseTo(predictLinear(subset, point), 8);
  });

  it('lets a gross outlier pull the line far less than squared error does', () => {
    const random = seededRandom(11);
    const features = Array.from({ length: 60 }, () => [random() * 10]);
    const targets = features.map(([a]) => 2 + 3 * a + (random() - 0.5));
    targets[0] += 200;
    const truth = (a: number) => 2 + 3 * a;
    const error = (model: ReturnType<typeof fitRidge>) => Math.abs(predictLinear(model, [5]) - truth(5));
    expect(error(fitHuberRidge(features, targets, 0))).toBeLessThan(error(fitRidge(features, targets, 0)) / 5);
  });
});

describe('fold assignment', () => {
  it('is balanced and the same for the same seed, different for another', () => {
    const folds = kFoldAssignment(103, 10, 42);
    const sizes = Array.from({ length: 10 }, (_, k) => folds.filter((f) => f === k).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(kFoldAssignment(103, 10, 42)).toEqual(folds);
    expect(kFoldAssignment(103, 10, 43)).not.toEqual(folds);
  });
});

describe('age-adjusted norms', () => {
  it('turn a skewed, age-dependent sample into evenly spread percentiles', () => {
    const random = seededRandom(9);
    const ages = Array.from({ length: 3000 }, () => 20 + 40 * random());
    // Right-skewed values whose centre and spread both rise with age.
    const values = ages.map((age) => 20 + 0.2 * age + (1 + age / 40) * -Math.log(1 - random()) * 4);
    const norm = fitAgeAdjustedNorm(ages, values);
    const percentiles = values.map((value, i) => percentileBelow(norm, value, ages[i]));
    for (const [low, high] of [
      [0, 25],
      [25, 50],
      [50, 75],
      [75, 100],
    ]) {
      const share = percentiles.filter((p) => p >= low && p < high).length / percentiles.length;
      expect(share).toBeGreaterThan(0.23);
      expect(share).toBeLessThan(0.27);
    }
    expect(valueAtPercentile(norm, 50, 40)).toBeCloseTo(
      quantile(
        values.filter((_, i) => Math.abs(ages[i] - 40) < 5),
        0.5,
      ),
      0,
    );
  });
});
