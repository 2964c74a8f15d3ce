import type { UserStats } from '@fitness/contracts';
import { EngineInputError } from '../engine-input-error';
import { validateStats } from '../validate-stats';

const valid: UserStats = {
  age: 34,
  gender: 'female',
  height: `5'6"`,
  weight: '10 st 2 lb',
  goal: 'get_toned',
  activityLevel: 'lightly_active',
};

function issuesOf(stats: unknown) {
  try {
    validateStats(stats);
  } catch (error) {
    if (error instanceof EngineInputError) return error.issues;
    throw error;
  }
  throw new Error('expected an EngineInputError');
}

describe('validateStats', () => {
  it('returns height and weight in cm and kg and keeps the optional measurements', () => {
    const result = validateStats({ ...valid, waistCm: 78, neckCm: 32, hipCm: 98, restingHeartRate: 62, bfPercent: 27 });
    expect(result.heightCm).toBeCloseTo(167.64, 2);
    expect(result.weightKg).toBeCloseTo(64.41, 2);
    expect(result).toMatchObject({
      age: 34,
      gender: 'female',
      waistCm: 78,
      neckCm: 32,
      hipCm: 98,
      restingHeartRate: 62,
      bfPercent: 27,
    });
  });

  it('leaves absent optional fields out rather than undefined', () => {
    expect(Object.keys(validateStats(valid)).sort()).toEqual([
      'activityLevel',
      'age',
      'gender',
      'goal',
      'heightCm',
      'weightKg',
    ]);
  });

  it('reads numeric strings for numeric fields', () => {
    expect(validateStats({ ...valid, age: '41', waistCm: '80.5' })).toMatchObject({ age: 41, waistCm: 80.5 });
  });

  it('lists every bad field at once', () => {
    const issues = issuesOf({ ...valid, age: 12, gender: 'robot', height: 'tall', goal: 'win', bfPercent: 70 });
    expect(issues.map((issue) => issue.field)).toEqual(['age', 'gender', 'height', 'goal', 'bfPercent']);
    expect(issues[0].message).toBe('Age must be between 16 and 100 years; got 12.');
  });

  it('requires the spec fields', () => {
    const issues = issuesOf({});
    expect(issues.map((issue) => issue.field)).toEqual(['age', 'gender', 'height', 'weight', 'goal', 'activityLevel']);
  });

  it.each([
    ['waistCm', 20],
    ['neckCm', 90],
    ['hipCm', 10],
    ['restingHeartRate', 250],
    ['athleteLevel', 'pro'],
  ])('rejects %s = %j', (field, value) => {
    expect(issuesOf({ ...valid, [field]: value }).map((issue) => issue.field)).toEqual([field]);
  });

  it('rejects a height and weight that together make an impossible BMI, naming weight', () => {
    const issues = issuesOf({ ...valid, height: '100 cm', weight: '290 kg' });
    expect(issues).toHaveLength(1);
    expect(issues[0].field).toBe('weight');
    expect(issues[0].message).toContain('BMI of 290.0');
    expect(issuesOf({ ...valid, height: '200 cm', weight: '35 kg' }).map((issue) => issue.field)).toEqual(['weight']);
  });

  it('accepts the severely obese: 160 cm, 163 kg, waist 166 cm (a real NHANES adult)', () => {
    const stats = validateStats({ ...valid, gender: 'female', age: 36, height: '160', weight: '163', waistCm: 166 });
    expect(stats).toMatchObject({ heightCm: 160, weightKg: 163, waistCm: 166 });
  });

  it('rejects a waist more than 1.6 times the height', () => {
    expect(issuesOf({ ...valid, height: '120 cm', weight: '60 kg', waistCm: 199 }).map((issue) => issue.field)).toEqual([
      'waistCm',
    ]);
  });

  it('rejects a neck wider than the waist', () => {
    expect(issuesOf({ ...valid, waistCm: 60, neckCm: 65 }).map((issue) => issue.field)).toEqual(['neckCm']);
  });

  it('gives the backend field details', () => {
    try {
      validateStats({ ...valid, age: 'old', height: '' });
      throw new Error('expected an EngineInputError');
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).toDetails()).toEqual({
        age: ['Age must be a number.'],
        height: ['Height is required.'],
      });
    }
  });

  it('rejects a payload that is not an object', () => {
    expect(issuesOf(null)[0].field).toBe('stats');
  });
});
