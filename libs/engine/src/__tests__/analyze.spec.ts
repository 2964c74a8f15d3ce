import type { PhotoScan, UserStats } from '@fitness/contracts';
import { MAX_INSIGHTS_SHOWN, percentileLabel } from '@fitness/contracts';
import { analyze, EngineInputError } from '../index';

const stats: UserStats = {
  age: 42,
  gender: 'male',
  height: `5'10"`,
  weight: '196 lb',
  goal: 'lose_fat',
  activityLevel: 'lightly_active',
};

const photoScan: PhotoScan = {
  circumferencesCm: { waist: 97.4, neck: 40.2 },
  posture: { earOffsetCm: 9, shoulderOffsetCm: 5, hipOffsetCm: 2, leanDeg: 3 },
  failures: [{ photo: 'front', code: 'arms_cover_waist', reason: 'Your arms cover your waist in the front photo.' }],
  asymmetry: 0.04,
};

describe('analyze', () => {
  it('returns the spec §3 shape with ranges, method, measurements, notes and provenance', () => {
    const result = analyze({ stats });
    for (const key of [
      'overallScore',
      'bodyFatPercentage',
      'fitnessAge',
      'percentileRank',
      'muscleBalance',
      'symmetry',
    ] as const) {
      expect(typeof result[key]).toBe('number');
    }
    for (const score of [result.overallScore, result.percentileRank, result.muscleBalance, result.symmetry]) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    expect(result.bodyFatRange.low).toBeLessThan(result.bodyFatPercentage);
    expect(result.bodyFatRange.high).toBeGreaterThan(result.bodyFatPercentage);
    expect(result.bodyFatMethod).toBe('stats');
    expect(result.measurements).toEqual({});
    expect(result.percentileRank).toBe(result.percentileMetrics.overall.percentile);
    expect(result.provenance.bodyFat.calibratedTo).toContain('DXA');
    expect(result.provenance.sources.length).toBeGreaterThan(5);
  });

  it('labels every measured percentile with the spec §9 band', () => {
    const { percentileMetrics } = analyze({ stats: { ...stats, waistCm: 99 }, photoScan });
    for (const metric of Object.values(percentileMetrics)) {
      expect(metric.percentile).toBeGreaterThanOrEqual(0);
      expect(metric.percentile).toBeLessThanOrEqual(100);
      expect(metric.description.startsWith(`${percentileLabel(metric.percentile)}:`)).toBe(true);
    }
  });

  it('is deterministic: the same input gives the same result', () => {
    const input = { stats: { ...stats, bfPercent: 22, restingHeartRate: 64 }, photoScan };
    expect(analyze(input)).toEqual(analyze(structuredClone(input)));
  });

  it('gives at least five insights built from the user’s own numbers', () => {
    const result = analyze({ stats: { ...stats, waistCm: 99, bfPercent: 20 } });
    expect(result.insights.length).toBeGreaterThanOrEqual(MAX_INSIGHTS_SHOWN);
    const shown = result.insights.slice(0, MAX_INSIGHTS_SHOWN).join('\n');
    expect(shown).toContain(`${result.bodyFatPercentage.toFixed(1)}%`);
    expect(shown).toContain('You estimated 20%');
    expect(shown).toContain('88.9 kg'); // 196 lb
    expect(shown).toContain(`fitness age of ${result.fitnessAge} against your 42`);
    expect(result.insights.join('\n')).toContain('waist 99.0 cm');
    for (const insight of result.insights) expect(insight).toMatch(/\d/);
  });

  it('differs for different people: no fixed text', () => {
    const a = analyze({ stats });
    const b = analyze({ stats: { ...stats, gender: 'female', weight: '60 kg', goal: 'build_muscle' } });
    expect(a.insights.filter((insight) => b.insights.includes(insight))).toEqual([]);
  });

  it('blends, never echoes, the user’s own body-fat guess', () => {
    const result = analyze({ stats: { ...stats, bfPercent: 12 } });
    expect(result.bodyFatMethod).toBe('stats+guess');
    expect(result.bodyFatPercentage).not.toBe(12);
    expect(result.bodyFatPercentage).toBeGreaterThan(12);
    expect(result.bodyFatPercentage).toBeLessThan(result.provenance.bodyFat.beforeSelfEstimate.percent);
  });

  it('switches to photos with a photo scan, marks photo measurements and lists the failed checks', () => {
    const result = analyze({ stats, photoScan });
    expect(result.bodyFatMethod).toBe('photos+navy');
    expect(result.measurements).toEqual({
      waist: { valueCm: 97.4, source: 'photo' },
      neck: { valueCm: 40.2, source: 'photo' },
    });
    expect(result.notes).toContain('Your arms cover your waist in the front photo.');
    expect(result.insights.join(' ')).toContain('Your arms cover your waist in the front photo.');
    expect(result.provenance.measured).toMatchObject({ bodyFatFromPhotos: true, posture: true, symmetry: true });
    expect(result.percentileMetrics.posture.description).not.toContain('Not measured');
  });

  it('prefers the tape over a photo measurement and says so', () => {
    const result = analyze({ stats: { ...stats, waistCm: 95 }, photoScan });
    expect(result.measurements.waist).toEqual({ valueCm: 95, source: 'tape' });
    expect(result.bodyFatMethod).toBe('stats+waist+navy');
    expect(result.notes.join(' ')).toContain(
      'Your tape waist (95 cm) was used rather than the photo estimate (97.4 cm).',
    );
  });

  it('falls back to stats when the photos gave no waist, and says why', () => {
    const failed: PhotoScan = {
      circumferencesCm: {},
      failures: [{ photo: 'side', code: 'cut_off_bottom', reason: 'Your feet are cut off in the side photo.' }],
    };
    const result = analyze({ stats, photoScan: failed });
    expect(result.bodyFatMethod).toBe('stats');
    expect(result.notes).toEqual(
      expect.arrayContaining([
        'Your feet are cut off in the side photo.',
        'The photos gave no usable waist, so body fat was estimated without photo measurements.',
      ]),
    );
  });

  it('says posture and symmetry were not measured without photos, shows the midpoint, and leaves posture out of the ranking', () => {
    const result = analyze({ stats });
    expect(result.percentileMetrics.posture.percentile).toBe(50);
    expect(result.percentileMetrics.posture.description).toContain('Not measured');
    expect(result.symmetry).toBe(50);
    expect(result.notes.join(' ')).toContain('Posture was not measured');
    expect(result.notes.join(' ')).toContain('symmetry was not measured');
    expect(result.percentileMetrics.overall.description).not.toContain('posture');
  });

  it('uses a measured posture in the ranking: better posture, higher rank', () => {
    const good = analyze({
      stats,
      photoScan: { ...photoScan, posture: { earOffsetCm: 2, shoulderOffsetCm: 2, hipOffsetCm: 2, leanDeg: 0 } },
    });
    const poor = analyze({
      stats,
      photoScan: { ...photoScan, posture: { earOffsetCm: 14, shoulderOffsetCm: 8, hipOffsetCm: 2, leanDeg: 6 } },
    });
    expect(good.percentileMetrics.posture.percentile).toBeGreaterThan(poor.percentileMetrics.posture.percentile);
    expect(good.percentileRank).toBeGreaterThan(poor.percentileRank);
  });

  it('narrows the fitness-age range and drops the note when the resting heart rate is given', () => {
    const without = analyze({ stats });
    const withHeartRate = analyze({ stats: { ...stats, restingHeartRate: 70 } });
    const span = (r: { low: number; high: number }) => r.high - r.low;
    expect(span(withHeartRate.provenance.fitness.vo2maxRange)).toBeLessThan(
      span(without.provenance.fitness.vo2maxRange),
    );
    expect(without.notes.join(' ')).toContain('Resting heart rate not given');
    expect(withHeartRate.notes.join(' ')).not.toContain('Resting heart rate');
    expect(withHeartRate.provenance.fitness.restingHeartRate).toBe('measured');
  });

  it('gives a lower fitness age to a fitter person of the same age', () => {
    const rested = analyze({ stats: { ...stats, restingHeartRate: 50, activityLevel: 'very_active' } });
    const unfit = analyze({ stats: { ...stats, restingHeartRate: 90, activityLevel: 'sedentary' } });
    expect(rested.fitnessAge).toBeLessThan(unfit.fitnessAge);
  });

  it('rejects unusable stats with an EngineInputError naming the field', () => {
    expect(() => analyze({ stats: { ...stats, height: 'six foot' } })).toThrow(EngineInputError);
    let caught: unknown;
    try {
      analyze({ stats: { ...stats, weight: '20 st 20 st' } });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EngineInputError);
    expect((caught as EngineInputError).field).toBe('weight');
  });

  it('drops an impossible photo measurement with a note instead of failing', () => {
    const result = analyze({ stats, photoScan: { circumferencesCm: { waist: 400 }, failures: [] } });
    expect(result.bodyFatMethod).toBe('stats');
    expect(result.notes.join(' ')).toContain('outside human ranges');
  });
});
