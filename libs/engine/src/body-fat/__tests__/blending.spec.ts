import { correlatedCombination, gaussianPosterior } from '../blending';

describe('gaussianPosterior', () => {
  it('weights by inverse variance: prior 20±3 and reading 30±4 give 23.6±2.4', () => {
    // Precisions 1/9 and 1/16: the reading's weight is (1/16)/(1/9 + 1/16) = 9/25.
    const posterior = gaussianPosterior({ mean: 20, sd: 3 }, { mean: 30, sd: 4 });
    expect(posterior.observationWeight).toBeCloseTo(9 / 25, 12);
    expect(posterior.mean).toBeCloseTo(23.6, 12);
    expect(posterior.sd).toBeCloseTo(2.4, 12);
  });

  it('never moves all the way to a noisy reading, and always narrows', () => {
    const posterior = gaussianPosterior({ mean: 25, sd: 3.7 }, { mean: 12, sd: 6 });
    expect(posterior.mean).toBeGreaterThan(12);
    expect(posterior.mean).toBeLessThan(25);
    expect(posterior.sd).toBeLessThan(3.7);
  });
});

describe('correlatedCombination', () => {
  it('equals inverse-variance weighting when the errors are uncorrelated', () => {
    const combined = correlatedCombination({ mean: 20, sd: 3 }, { mean: 30, sd: 4 }, 0);
    expect(combined.secondWeight).toBeCloseTo(9 / 25, 12);
    expect(combined.mean).toBeCloseTo(23.6, 12);
    expect(combined.sd).toBeCloseTo(2.4, 12);
  });

  it('gives a correlated second estimate less weight than an independent one', () => {
    const independent = correlatedCombination({ mean: 24, sd: 3.3 }, { mean: 18, sd: 4.5 }, 0);
    const correlated = correlatedCombination({ mean: 24, sd: 3.3 }, { mean: 18, sd: 4.5 }, 0.6);
    // w2 = (σ1² − ρσ1σ2) / (σ1² + σ2² − 2ρσ1σ2) = (10.89 − 8.91) / (10.89 + 20.25 − 17.82) = 0.1486
    expect(correlated.secondWeight).toBeCloseTo(1.98 / 13.32, 10);
    expect(correlated.secondWeight).toBeLessThan(independent.secondWeight);
    expect(correlated.sd).toBeGreaterThan(independent.sd);
    expect(correlated.sd).toBeLessThanOrEqual(3.3);
  });

  it('clamps a negative optimal weight to zero, keeping the first estimate', () => {
    const combined = correlatedCombination({ mean: 24, sd: 3 }, { mean: 10, sd: 4.5 }, 0.9);
    expect(combined.secondWeight).toBe(0);
    expect(combined.mean).toBe(24);
    expect(combined.sd).toBeCloseTo(3, 12);
  });
});
