// The person's numbers the expert talks about, read once from their stats and stored analysis.
import type { Gender, PercentileMetrics } from '@fitness/contracts';
import type { ModelSex } from '../../body-fat/model-types';
import type { DailyEnergy } from '../../energy/mifflin-st-jeor';
import { dailyEnergyNeeds } from '../../energy/mifflin-st-jeor';
import type { ValidatedStats } from '../../input/validate-stats';
import { validateStats } from '../../input/validate-stats';
import type { CoachContext } from '../coach-context';
import { PROTEIN_G_PER_KG, PROTEIN_G_PER_KG_UPPER } from './expert-evidence';

export interface ExpertProfile {
  stats: ValidatedStats;
  /** Sexes whose norms apply: both for gender 'other', whose numbers average the two. */
  sexes: ModelSex[];
  /** Whether the person typed their weight in pounds, so answers show pounds too. */
  usesPounds: boolean;
  bmi: number;
  /** Body-fat estimate and its 90% range, %. */
  bodyFat: { percent: number; low: number; high: number; method?: string };
  fatKg: number;
  leanKg: number;
  energy: DailyEnergy;
  proteinG: number;
  proteinUpperG: number;
  fitness: { fitnessAge: number; range?: { low: number; high: number }; vo2max?: number; heartRateAssumed: boolean };
  overallScore: number;
  percentileRank: number;
  percentiles: PercentileMetrics;
  postureMeasured: boolean;
  symmetryMeasured: boolean;
  /** Left/right symmetry score (0-100), meaningful only when measured. */
  symmetry: number;
  waistCm?: number;
}

/**
 * Half-width of a 90% range for a stored analysis that lacks one: 1.645 × the 4.1-point standard error of the
 * stats-only Deurenberg equation (Deurenberg et al. 1991, Br J Nutr 65:105).
 */
const FALLBACK_BODY_FAT_HALF_WIDTH = 6.7;

/** Builds the profile; throws EngineInputError when the stored stats are unusable (as analyze() does). */
export function buildExpertProfile(context: CoachContext): ExpertProfile {
  const stats = validateStats(context.stats);
  const { results } = context;
  const percent = results.bodyFatPercentage;
  const range = results.bodyFatRange ?? {
    low: Math.max(3, percent - FALLBACK_BODY_FAT_HALF_WIDTH),
    high: percent + FALLBACK_BODY_FAT_HALF_WIDTH,
  };
  const fatKg = (stats.weightKg * percent) / 100;
  const provenance = results.provenance;
  return {
    stats,
    sexes: sexesOf(stats.gender),
    usesPounds: /lb|pound/i.test(String(context.stats.weight)),
    bmi: stats.weightKg / (stats.heightCm / 100) ** 2,
    bodyFat: { percent, low: range.low, high: range.high, method: results.bodyFatMethod },
    fatKg,
    leanKg: stats.weightKg - fatKg,
    energy: dailyEnergyNeeds(
      { sex: stats.gender, age: stats.age, heightCm: stats.heightCm, weightKg: stats.weightKg },
      stats.activityLevel,
    ),
    proteinG: PROTEIN_G_PER_KG * stats.weightKg,
    proteinUpperG: PROTEIN_G_PER_KG_UPPER * stats.weightKg,
    fitness: {
      fitnessAge: results.fitnessAge,
      range: provenance?.fitness.fitnessAgeRange,
      vo2max: provenance?.fitness.vo2max,
      heartRateAssumed: provenance
        ? provenance.fitness.restingHeartRate === 'assumed'
        : stats.restingHeartRate === undefined,
    },
    overallScore: results.overallScore,
    percentileRank: results.percentileRank,
    percentiles: results.percentileMetrics,
    postureMeasured:
      provenance?.measured.posture ?? !/^not measured/i.test(results.percentileMetrics.posture.description),
    symmetryMeasured: provenance?.measured.symmetry ?? false,
    symmetry: results.symmetry,
    waistCm: results.measurements?.waist?.valueCm ?? stats.waistCm,
  };
}

function sexesOf(gender: Gender): ModelSex[] {
  return gender === 'other' ? ['male', 'female'] : [gender];
}

/** Average of a sex-specific value over the person's sexes (both, for gender 'other'). */
export function averageOverSexes(profile: ExpertProfile, value: (sex: ModelSex) => number): number {
  return profile.sexes.reduce((sum, sex) => sum + value(sex), 0) / profile.sexes.length;
}

/** Who percentiles compare with, in words ("men aged 42"); the DXA norms cover ages 20-59, as in the analysis. */
export function peerGroup(profile: ExpertProfile): string {
  const { gender, age } = profile.stats;
  const people = gender === 'male' ? 'men' : gender === 'female' ? 'women' : 'adults';
  if (age < 20) return `${people} aged 20 (the youngest in the reference data)`;
  if (age > 59) return `${people} aged 59 (the oldest in the reference data)`;
  return `${people} aged ${Math.round(age)}`;
}
