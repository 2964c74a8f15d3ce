import { STATS_LIMITS } from '@fitness/contracts';
import {
  AGE_OPTIONS,
  BF_PERCENT_OPTIONS,
  DEFAULT_STATS_VALUES,
  formatFeetInches,
  HEIGHT_CM_OPTIONS,
  HEIGHT_IN_OPTIONS,
  switchUnits,
  tapeLimits,
  toUserStats,
  WEIGHT_KG_OPTIONS,
  WEIGHT_LB_OPTIONS,
  type StatsFormValues,
} from '../stats-form-values';

const CM_PER_INCH = 2.54;
const KG_PER_POUND = 0.45359237;

describe('stats form options', () => {
  it('lists the spec ranges: age 16-80 (65), height 140-220 cm (81), weight 40-150 kg (111), body fat 5-50', () => {
    expect([AGE_OPTIONS.length, AGE_OPTIONS[0], AGE_OPTIONS.at(-1)]).toEqual([65, 16, 80]);
    expect([HEIGHT_CM_OPTIONS.length, HEIGHT_CM_OPTIONS[0], HEIGHT_CM_OPTIONS.at(-1)]).toEqual([81, 140, 220]);
    expect([WEIGHT_KG_OPTIONS.length, WEIGHT_KG_OPTIONS[0], WEIGHT_KG_OPTIONS.at(-1)]).toEqual([111, 40, 150]);
    expect([BF_PERCENT_OPTIONS[0], BF_PERCENT_OPTIONS.at(-1)]).toEqual([5, 50]);
  });

  it('covers the same range in feet/inches and pounds, to the nearest whole unit', () => {
    expect(Math.abs(HEIGHT_IN_OPTIONS[0]! * CM_PER_INCH - 140)).toBeLessThanOrEqual(CM_PER_INCH / 2);
    expect(Math.abs(HEIGHT_IN_OPTIONS.at(-1)! * CM_PER_INCH - 220)).toBeLessThanOrEqual(CM_PER_INCH / 2);
    expect(Math.abs(WEIGHT_LB_OPTIONS[0]! * KG_PER_POUND - 40)).toBeLessThanOrEqual(KG_PER_POUND / 2);
    expect(Math.abs(WEIGHT_LB_OPTIONS.at(-1)! * KG_PER_POUND - 150)).toBeLessThanOrEqual(KG_PER_POUND / 2);
    expect(formatFeetInches(HEIGHT_IN_OPTIONS[0]!)).toBe(`4'7"`);
    expect(formatFeetInches(HEIGHT_IN_OPTIONS.at(-1)!)).toBe(`7'3"`);
  });

  it('writes whole feet with no inches as 6\'0"', () => {
    expect(formatFeetInches(72)).toBe(`6'0"`);
  });

  it('keeps the tape ranges in inches inside the accepted cm ranges', () => {
    for (const field of ['waist', 'neck', 'hip'] as const) {
      const { min, max } = tapeLimits(field, 'imperial');
      const limits = STATS_LIMITS[`${field}Cm`];
      expect(min * CM_PER_INCH).toBeGreaterThanOrEqual(limits.min);
      expect(max * CM_PER_INCH).toBeLessThanOrEqual(limits.max);
      expect((min - 0.1) * CM_PER_INCH).toBeLessThan(limits.min);
    }
  });
});

describe('switching units', () => {
  it('moves height, weight and tape measures to the nearest value of the other system and back', () => {
    const metric: StatsFormValues = { ...DEFAULT_STATS_VALUES, heightCm: 183, weightKg: 90, waist: 92, hip: null };
    const imperial = { ...metric, ...switchUnits(metric, 'imperial') };
    expect(imperial).toEqual(expect.objectContaining({ units: 'imperial', heightIn: 72, weightLb: 198, waist: 36.2 }));
    expect(imperial.hip).toBeNull();

    const back = { ...imperial, ...switchUnits(imperial, 'metric') };
    expect(back).toEqual(expect.objectContaining({ units: 'metric', heightCm: 183, weightKg: 90, waist: 91.9 }));
  });

  it('changes nothing when the system is already the one asked for', () => {
    expect(switchUnits(DEFAULT_STATS_VALUES, 'metric')).toEqual({});
  });
});

describe('the stats payload', () => {
  it('sends metric height and weight as bare numbers, and no body-fat estimate or level when photos are used', () => {
    expect(toUserStats(DEFAULT_STATS_VALUES, false)).toEqual({
      age: 25,
      gender: 'male',
      height: '175',
      weight: '70',
      goal: 'general_fitness',
      activityLevel: 'moderately_active',
    });
  });

  it('adds the body-fat estimate and fitness level in no-photo mode', () => {
    expect(toUserStats({ ...DEFAULT_STATS_VALUES, bfPercent: 28, athleteLevel: 'advanced' }, true)).toEqual(
      expect.objectContaining({ bfPercent: 28, athleteLevel: 'advanced' }),
    );
  });

  it('sends imperial height and weight as text the server parses, and tape measures in cm within range', () => {
    const values: StatsFormValues = {
      ...DEFAULT_STATS_VALUES,
      units: 'imperial',
      heightIn: 62,
      weightLb: 121,
      waist: 28,
      neck: tapeLimits('neck', 'imperial').min,
      hip: 38.5,
      restingHeartRate: 61,
    };
    const stats = toUserStats(values, false);
    expect(stats).toEqual(
      expect.objectContaining({ height: `5'2"`, weight: '121 lb', waistCm: 71.1, hipCm: 97.8, restingHeartRate: 61 }),
    );
    expect(stats.neckCm).toBeGreaterThanOrEqual(STATS_LIMITS.neckCm.min);
  });

  it('leaves out tape measures and heart rate that were not given', () => {
    const stats = toUserStats({ ...DEFAULT_STATS_VALUES, waist: null, neck: undefined, restingHeartRate: null }, false);
    expect(stats).not.toHaveProperty('waistCm');
    expect(stats).not.toHaveProperty('neckCm');
    expect(stats).not.toHaveProperty('restingHeartRate');
  });
});
