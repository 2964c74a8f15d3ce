import type { BodyFatInput } from '../estimate-body-fat';
import { estimateBodyFat } from '../estimate-body-fat';
import { SELF_ESTIMATE_SD } from '../assumptions';

const man: BodyFatInput = { sex: 'male', age: 40, heightCm: 180, weightKg: 85 };
const woman: BodyFatInput = { sex: 'female', age: 40, heightCm: 165, weightKg: 68 };
const width = (range: { low: number; high: number }) => range.high - range.low;

describe('estimateBodyFat', () => {
  it('uses the stats model without circumferences, with the estimate inside its range', () => {
    const estimate = estimateBodyFat(man);
    expect(estimate.method).toBe('stats');
    expect(estimate.percent).toBeGreaterThan(estimate.range.low);
    expect(estimate.percent).toBeLessThan(estimate.range.high);
    expect(estimate.measurementsUsed).toEqual({});
    expect(estimate.calibratedTo).toContain('DXA');
  });

  it('rises with weight and, with a waist, with the waist', () => {
    expect(estimateBodyFat({ ...man, weightKg: 95 }).percent).toBeGreaterThan(estimateBodyFat(man).percent);
    const slim = estimateBodyFat({ ...man, circumferences: { waist: { valueCm: 85, source: 'tape' } } });
    const thick = estimateBodyFat({ ...man, circumferences: { waist: { valueCm: 100, source: 'tape' } } });
    expect(thick.percent).toBeGreaterThan(slim.percent + 3);
  });

  it('switches to stats+waist with a tape waist and to photos with a photo waist, whose range is wider', () => {
    const tape = estimateBodyFat({ ...man, circumferences: { waist: { valueCm: 92, source: 'tape' } } });
    const photo = estimateBodyFat({ ...man, circumferences: { waist: { valueCm: 92, source: 'photo' } } });
    expect(tape.method).toBe('stats+waist');
    expect(photo.method).toBe('photos');
    expect(photo.percent).toBeCloseTo(tape.percent, 10);
    expect(width(photo.range)).toBeGreaterThan(width(tape.range));
    expect(photo.measurementsUsed.waist).toEqual({ valueCm: 92, source: 'photo' });
  });

  it('a waist narrows the range compared with stats only', () => {
    const stats = estimateBodyFat(man);
    const tape = estimateBodyFat({ ...man, circumferences: { waist: { valueCm: 92, source: 'tape' } } });
    expect(width(tape.range)).toBeLessThan(width(stats.range));
  });

  it('blends the Navy equation for a man with waist and neck, pulling toward it and recording the step', () => {
    const withoutNeck = estimateBodyFat({ ...man, circumferences: { waist: { valueCm: 92, source: 'tape' } } });
    const withNeck = estimateBodyFat({
      ...man,
      circumferences: { waist: { valueCm: 92, source: 'tape' }, neck: { valueCm: 44, source: 'tape' } },
    });
    // Navy for 180 cm, waist 92, neck 44 is about 17%, below the waist model's estimate.
    expect(withNeck.method).toBe('stats+waist+navy');
    expect(withNeck.percent).toBeLessThan(withoutNeck.percent);
    const navyStep = withNeck.steps.find((step) => step.name === 'navy');
    expect(navyStep?.weight).toBeGreaterThan(0);
    expect(navyStep?.weight).toBeLessThan(0.5);
    expect(withNeck.measurementsUsed.neck).toEqual({ valueCm: 44, source: 'tape' });
  });

  it('does not use a woman’s neck without her hip, and says why', () => {
    const estimate = estimateBodyFat({
      ...woman,
      circumferences: { waist: { valueCm: 80, source: 'tape' }, neck: { valueCm: 32, source: 'tape' } },
    });
    expect(estimate.method).toBe('stats+waist');
    expect(estimate.measurementsUsed.neck).toBeUndefined();
    expect(estimate.notes.join(' ')).toContain('needs the hip');
  });

  it('blends the user’s guess by inverse variance: toward it, never onto it, with a narrower range', () => {
    const alone = estimateBodyFat(man);
    const guessed = estimateBodyFat({ ...man, selfEstimatePercent: 12 });
    expect(guessed.method).toBe('stats+guess');
    expect(guessed.percent).toBeLessThan(alone.percent);
    expect(guessed.percent).toBeGreaterThan(12);
    expect(width(guessed.range)).toBeLessThan(width(alone.range));
    expect(guessed.beforeSelfEstimate.percent).toBeCloseTo(alone.percent, 10);
    const step = guessed.steps.find((s) => s.name === 'self-estimate')!;
    // The guess's weight follows from the two SDs: model SD from the range, guess SD from the assumption.
    const modelSd = width(alone.range) / (2 * 1.6448536);
    expect(step.weight).toBeCloseTo(modelSd ** 2 / (modelSd ** 2 + SELF_ESTIMATE_SD ** 2), 4);
  });

  it('moves trained people down, less so with a waist, and keeps the unshifted estimate inside the range', () => {
    const plain = estimateBodyFat(man);
    const elite = estimateBodyFat({ ...man, athleteLevel: 'elite' });
    expect(elite.method).toBe('stats+athlete');
    expect(elite.percent).toBeCloseTo(plain.percent - 3, 10);
    expect(elite.range.high).toBeGreaterThanOrEqual(plain.percent);
    const waist = { waist: { valueCm: 90, source: 'tape' as const } };
    const eliteWaist = estimateBodyFat({ ...man, circumferences: waist, athleteLevel: 'elite' });
    expect(eliteWaist.percent).toBeCloseTo(estimateBodyFat({ ...man, circumferences: waist }).percent - 1.5, 10);
    expect(estimateBodyFat({ ...man, athleteLevel: 'beginner' }).method).toBe('stats');
  });

  it('averages the male and female estimates for gender other, with a range covering both', () => {
    const asMan = estimateBodyFat({ ...woman, sex: 'male' });
    const asWoman = estimateBodyFat(woman);
    const other = estimateBodyFat({ ...woman, sex: 'other' });
    expect(other.percent).toBeCloseTo((asMan.percent + asWoman.percent) / 2, 10);
    expect(other.range.low).toBeLessThanOrEqual(Math.min(asMan.range.low, asWoman.range.low));
    expect(other.range.high).toBeGreaterThanOrEqual(Math.max(asMan.range.high, asWoman.range.high));
    expect(other.notes.join(' ')).toContain('gender "other"');
  });

  it('extrapolates smoothly past the calibration data and widens the range there', () => {
    const inside = estimateBodyFat({ ...man, age: 55 });
    const outside = estimateBodyFat({ ...man, age: 85 });
    expect(Math.abs(outside.percent - inside.percent)).toBeLessThan(8);
    expect(width(outside.range)).toBeGreaterThan(width(inside.range));
    expect(outside.steps[0].description).toContain('outside the calibration data');
  });

  it('keeps extreme bodies within physiological limits', () => {
    const estimate = estimateBodyFat({ sex: 'female', age: 30, heightCm: 150, weightKg: 180 });
    expect(estimate.percent).toBeLessThanOrEqual(70);
    expect(estimate.range.high).toBeLessThanOrEqual(70);
    const lean = estimateBodyFat({ sex: 'male', age: 25, heightCm: 190, weightKg: 50 });
    expect(lean.range.low).toBeGreaterThanOrEqual(3);
  });
});
