import { averageVo2maxAtAge, fitnessAgeFor, vo2maxPercentile } from '../fitness-age';
import { estimateVo2max, huntActivityIndex } from '../hunt-vo2max';

describe('HUNT non-exercise VO2max', () => {
  it('matches the published BMI equation by hand: 92.05 - 0.327*40 - 0.933*25 - 0.167*60 + 0.257*0 = 45.625 for a man', () => {
    const estimate = estimateVo2max({ sex: 'male', age: 40, bmi: 25, restingHeartRate: 60, activityIndex: 0 });
    expect(estimate.vo2max).toBeCloseTo(45.625, 10);
    expect(estimate.equation).toBe('bmi');
    expect(estimate.sd).toBeCloseTo(5.8, 10);
  });

  it('uses the waist equation when a waist is known: 74.74 - 0.247*30 - 0.259*80 - 0.114*70 + 0.198*3.75 = 39.53 for a woman', () => {
    const estimate = estimateVo2max({
      sex: 'female',
      age: 30,
      bmi: 24,
      waistCm: 80,
      restingHeartRate: 70,
      activityIndex: 3.75,
    });
    expect(estimate.vo2max).toBeCloseTo(74.74 - 7.41 - 20.72 - 7.98 + 0.7425, 10);
    expect(estimate.equation).toBe('waist');
  });

  it('assumes 70 bpm without a resting heart rate and widens the uncertainty', () => {
    const measured = estimateVo2max({ sex: 'male', age: 40, bmi: 25, restingHeartRate: 70, activityIndex: 0 });
    const assumed = estimateVo2max({ sex: 'male', age: 40, bmi: 25, activityIndex: 0 });
    expect(assumed.vo2max).toBeCloseTo(measured.vo2max, 10);
    expect(assumed.restingHeartRateAssumed).toBe(true);
    expect(assumed.sd).toBeGreaterThan(measured.sd);
  });

  it('scores more activity higher', () => {
    const levels = (['sedentary', 'lightly_active', 'moderately_active', 'very_active'] as const).map((level) =>
      huntActivityIndex(level),
    );
    expect(levels).toEqual([0, 1.5, 3.75, 7.5]);
    expect(huntActivityIndex('very_active', 'elite')).toBeGreaterThan(huntActivityIndex('very_active'));
  });
});

describe('fitness age', () => {
  it('is the age whose HUNT average equals the estimate: 49 mL/kg/min is a 35-year-old man, 38 a 45-year-old woman', () => {
    expect(fitnessAgeFor('male', 49)).toBeCloseTo(35, 6);
    expect(fitnessAgeFor('female', 38)).toBeCloseTo(45, 6);
    expect(averageVo2maxAtAge('male', fitnessAgeFor('male', 44.5))).toBeCloseTo(44.5, 6);
  });

  it('is the exact inverse of the norm curve at every age from 20 to 90, end segments included', () => {
    for (const sex of ['male', 'female'] as const) {
      for (let age = 20; age <= 90; age += 0.25) {
        expect(fitnessAgeFor(sex, averageVo2maxAtAge(sex, age))).toBeCloseTo(age, 9);
      }
    }
  });

  it('falls as VO2max rises and stays within 20-90', () => {
    let previous = Infinity;
    for (let vo2 = 10; vo2 <= 80; vo2 += 0.5) {
      const age = fitnessAgeFor('female', vo2);
      expect(age).toBeGreaterThanOrEqual(20);
      expect(age).toBeLessThanOrEqual(90);
      expect(age).toBeLessThanOrEqual(previous);
      previous = age;
    }
    expect(fitnessAgeFor('male', 80)).toBe(20);
    expect(fitnessAgeFor('male', 10)).toBe(90);
  });

  it('places VO2max against same-age norms: the age average is the 50th percentile, and percentiles rise with VO2max', () => {
    expect(vo2maxPercentile('male', 55, 42)).toBeCloseTo(50, 4);
    expect(vo2maxPercentile('male', 55, 50)).toBeGreaterThan(vo2maxPercentile('male', 55, 42));
    expect(vo2maxPercentile('female', 30, 100)).toBe(99);
    expect(vo2maxPercentile('female', 30, 0)).toBe(1);
  });
});
