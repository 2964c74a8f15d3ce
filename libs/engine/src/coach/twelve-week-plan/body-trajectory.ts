// Where body weight and body fat should be each week, from the energy target and the evidence on sustainable rates.
// - Weight change from the daily energy gap: about 7,700 kcal per kg (Wishnofsky 1958; a first approximation for
//   short horizons per Hall KD. Int J Obes 2008;32:573-576), held within 0.5-1% of body weight a week for fat loss
//   (Helms ER et al. J Int Soc Sports Nutr 2014;11:20) and 0.25-0.5% for muscle gain (Iraki J et al. Sports
//   2019;7:154).
// - Body fat assumes the weight lost is fat (lean mass kept by training and ≥1.6 g/kg protein) and, when gaining,
//   that about half the gain is lean tissue in someone training regularly (our choice; Iraki 2019 reports ranges).
//   Each target carries the analysis's own uncertainty band.
import { KCAL_PER_KG_FAT, FAT_LOSS_RATE_PER_WEEK, MUSCLE_GAIN_RATE_PER_WEEK } from '../expert/expert-evidence';
import { clamp } from '../../numeric/descriptive';

export interface BodyTrajectory {
  startKg: number;
  /** kg per week; negative when losing. */
  weeklyChangeKg: number;
  startBodyFat: number;
  /** Half-width of the analysis's body-fat range, in percentage points. */
  bodyFatUncertainty: number;
  weightAt(week: number): number;
  bodyFatAt(week: number): number;
}

export function bodyTrajectory(
  weightKg: number,
  bodyFatPercent: number,
  bodyFatRange: { low: number; high: number } | undefined,
  dailyEnergyGapKcal: number,
): BodyTrajectory {
  const fromEnergy = (dailyEnergyGapKcal * 7) / KCAL_PER_KG_FAT;
  let weeklyChangeKg = 0;
  if (dailyEnergyGapKcal < 0) {
    weeklyChangeKg = -clamp(-fromEnergy, weightKg * FAT_LOSS_RATE_PER_WEEK.low, weightKg * FAT_LOSS_RATE_PER_WEEK.high);
  } else if (dailyEnergyGapKcal > 0) {
    weeklyChangeKg = clamp(fromEnergy, weightKg * MUSCLE_GAIN_RATE_PER_WEEK.low, weightKg * MUSCLE_GAIN_RATE_PER_WEEK.high);
  }
  const fatKg = (weightKg * bodyFatPercent) / 100;
  const weightAt = (week: number) => weightKg + weeklyChangeKg * week;
  return {
    startKg: weightKg,
    weeklyChangeKg,
    startBodyFat: bodyFatPercent,
    bodyFatUncertainty: bodyFatRange ? (bodyFatRange.high - bodyFatRange.low) / 2 : 3,
    weightAt,
    bodyFatAt(week) {
      const change = weightAt(week) - weightKg;
      const fatChange = change < 0 ? change : change / 2;
      return (100 * (fatKg + fatChange)) / weightAt(week);
    },
  };
}
