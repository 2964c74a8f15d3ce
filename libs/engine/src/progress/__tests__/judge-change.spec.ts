import { analyze } from '../../analyze';
import { judgeChange, type ProgressPoint } from '../judge-change';

// The rule at its edges, and on analyses the engine really makes of one person over time.

const point = (overrides: Partial<ProgressPoint> = {}): ProgressPoint => ({
  bodyFat: { percent: 25, range: { low: 20, high: 30 } },
  weightKg: 80,
  withPhotos: false,
  ...overrides,
});

function pointFromAnalysis(weightKg: number, waistCm?: number): ProgressPoint {
  const stats = {
    age: 40,
    gender: 'male' as const,
    height: '180',
    weight: String(weightKg),
    goal: 'lose_fat' as const,
    activityLevel: 'lightly_active' as const,
  };
  const result = analyze({ stats: waistCm === undefined ? stats : { ...stats, waistCm } });
  return {
    bodyFat: { percent: result.bodyFatPercentage, range: result.bodyFatRange! },
    weightKg,
    ...(waistCm === undefined ? {} : { waist: { cm: waistCm, source: 'tape' as const } }),
    withPhotos: false,
  };
}

describe('judgeChange', () => {
  it('calls an 8 kg and 10 cm loss a real change', () => {
    const judgement = judgeChange(pointFromAnalysis(90, 100), pointFromAnalysis(82, 90));
    expect(judgement.verdict).toBe('real');
    const byQuantity = Object.fromEntries(judgement.changes.map((change) => [change.quantity, change]));
    expect(byQuantity.weight).toMatchObject({ change: -8, real: true });
    expect(byQuantity.waist).toMatchObject({ change: -10, real: true });
    // The body-fat estimate moved too, but both estimates are wide: the rule says so rather than overclaim.
    expect(byQuantity.bodyFat.change).toBeLessThan(0);
  });

  it('calls a 0.3 kg change within the error, for every quantity', () => {
    const judgement = judgeChange(pointFromAnalysis(90, 100), pointFromAnalysis(89.7, 100));
    expect(judgement.verdict).toBe('within-error');
    expect(judgement.changes.every((change) => !change.real)).toBe(true);
  });

  it('uses MDC95 = 1.96·√2·SEM for equal errors, and a change just past it is real, just short of it is not', () => {
    // Weight SEM 0.8 kg: MDC = 1.96 · √2 · 0.8 = 2.217 kg.
    const justShort = judgeChange(point({ weightKg: 80 }), point({ weightKg: 82.2 }));
    const justPast = judgeChange(point({ weightKg: 80 }), point({ weightKg: 82.25 }));
    expect(justShort.changes[0]).toMatchObject({ quantity: 'weight', minimalDetectableChange: 2.2, real: false });
    expect(justPast.changes[0]).toMatchObject({ quantity: 'weight', real: true });
  });

  it('derives the body-fat error from each 90% range, so two wide ranges need a larger change', () => {
    // SD = 10 / (2·1.645) = 3.04 points each: MDC = 1.96 · √2 · 3.04 = 8.4 points.
    const wide = judgeChange(point(), point({ bodyFat: { percent: 18, range: { low: 13, high: 23 } } }));
    expect(wide.changes.find((change) => change.quantity === 'bodyFat')).toMatchObject({
      change: -7,
      minimalDetectableChange: 8.4,
      real: false,
    });
    const narrow = judgeChange(
      point({ bodyFat: { percent: 25, range: { low: 23, high: 27 } } }),
      point({ bodyFat: { percent: 18, range: { low: 16, high: 20 } } }),
    );
    expect(narrow.changes.find((change) => change.quantity === 'bodyFat')?.real).toBe(true);
    expect(narrow.verdict).toBe('real');
  });

  it('judges the waist only when both analyses have one, with the wider photo error when photos measured it', () => {
    expect(judgeChange(point(), point({ waist: { cm: 90, source: 'tape' } })).changes.map((c) => c.quantity)).toEqual([
      'weight',
      'bodyFat',
    ]);
    const byPhoto = judgeChange(
      point({ waist: { cm: 100, source: 'photo' } }),
      point({ waist: { cm: 92, source: 'photo' } }),
    );
    expect(byPhoto.changes.find((change) => change.quantity === 'waist')).toMatchObject({ change: -8, real: false });
    const byTape = judgeChange(
      point({ waist: { cm: 100, source: 'tape' } }),
      point({ waist: { cm: 92, source: 'tape' } }),
    );
    expect(byTape.changes.find((change) => change.quantity === 'waist')).toMatchObject({ change: -8, real: true });
  });

  it('says what would narrow the error: a tape waist and photos when missing, and always the same time of day', () => {
    expect(judgeChange(point(), point()).narrowWith).toEqual(['tape-waist', 'photos', 'same-time-of-day']);
    expect(judgeChange(point(), point({ waist: { cm: 90, source: 'tape' }, withPhotos: true })).narrowWith).toEqual([
      'same-time-of-day',
    ]);
    expect(judgeChange(point(), point({ waist: { cm: 90, source: 'photo' }, withPhotos: true })).narrowWith).toEqual([
      'tape-waist',
      'same-time-of-day',
    ]);
  });
});
