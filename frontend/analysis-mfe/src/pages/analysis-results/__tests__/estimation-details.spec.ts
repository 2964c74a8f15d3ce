import { describeBodyFatMethod, readEstimationDetails } from '../estimation-details';

describe('describeBodyFatMethod', () => {
  it('puts each part of the method code in words', () => {
    expect(describeBodyFatMethod('stats')).toBe('A model of your age, sex, height and weight.');
    expect(describeBodyFatMethod('stats+waist+navy+guess')).toBe(
      'A model of your age, sex, height, weight and waist, combined with the US Navy tape equation, blended with your own estimate.',
    );
    expect(describeBodyFatMethod('photos+athlete')).toBe(
      'A model of your age, sex, height and weight, with body measurements taken from your photos, adjusted for your training level.',
    );
  });

  it('shows an unknown code as it is', () => {
    expect(describeBodyFatMethod('stats+laser')).toBe('stats+laser');
    expect(describeBodyFatMethod('caliper')).toBe('caliper');
  });
});

describe('readEstimationDetails', () => {
  it('reads nothing from an analysis without provenance', () => {
    expect(readEstimationDetails(undefined)).toBeUndefined();
  });

  it('skips the parts that have the wrong shape', () => {
    expect(
      readEstimationDetails({
        bodyFat: { steps: [{ description: 'Model' }, 'odd'], calibratedTo: 5 },
        fitness: { fitnessAgeRange: { low: 'x' }, equation: 'HUNT' },
        sources: ['A', 3],
      }),
    ).toEqual({
      calibratedTo: undefined,
      steps: ['Model'],
      fitnessAgeRange: undefined,
      fitnessEquation: 'HUNT',
      vo2max: undefined,
      bmi: undefined,
      sources: ['A'],
    });
  });

  it('reads VO2max with its range and the BMI when the engine wrote them', () => {
    const details = readEstimationDetails({
      fitness: { vo2max: 41.2, vo2maxRange: { low: 35.1, high: 47.3 } },
      body: { bmi: 24.2, ffmi: 19.1 },
    });
    expect(details?.vo2max).toEqual({ estimate: 41.2, range: { low: 35.1, high: 47.3 } });
    expect(details?.bmi).toBe(24.2);
  });
});
