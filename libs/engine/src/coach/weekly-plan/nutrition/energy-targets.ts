// Daily energy and macronutrient targets for the nutrition plan.
// - Energy: Mifflin-St Jeor resting expenditure × the activity factor of the person's stated activity level
//   (dailyEnergyNeeds), then the goal adjustment used across the app (FAT_LOSS_DEFICIT_KCAL, MUSCLE_GAIN_SURPLUS_KCAL).
// - Uncertainty: Mifflin-St Jeor predicted resting expenditure within ±10% of the measured value in about 82% of
//   non-obese and 70% of obese adults (Frankenfield D, Roth-Yousey L, Compher C. J Am Diet Assoc 2005;105:775-789),
//   so the plan shows the target with a ±10% band and asks the user to adjust from their weigh-ins.
// - Floors for fat loss: 1,200 kcal (women) and 1,500 kcal (men) a day, the lower ends of the low-calorie diets in the
//   NHLBI Clinical Guidelines on Overweight and Obesity in Adults (1998); 'other' uses the midpoint (our choice).
// - Protein: Morton RW et al. Br J Sports Med 2018;52:376-384 (gains plateau near 1.6 g/kg, upper CI 2.2);
//   Jäger R et al. ISSN position stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20 (1.4-2.0 g/kg for
//   exercising people, higher in a deficit); Thomas DT et al. ACSM/AND/DC position: nutrition and athletic
//   performance. Med Sci Sports Exerc 2016;48:543-568 (1.2-2.0 g/kg).
// - Fat: at least 0.8 g/kg and 25% of energy, at most 35% (IOM 2005 acceptable range 20-35% of energy).
// - Keto: very-low-carbohydrate ketogenic diets keep carbohydrate at 20-50 g a day (Feinman RD et al. Nutrition
//   2015;31:1-13); the plan aims at 30 g and never plans a day over 50 g.
import type { NutritionAnswers } from '@fitness/contracts';
import type { DailyEnergy } from '../../../energy/mifflin-st-jeor';
import { dailyEnergyNeeds } from '../../../energy/mifflin-st-jeor';
import type { ValidatedStats } from '../../../input/validate-stats';
import { FAT_LOSS_DEFICIT_KCAL, MUSCLE_GAIN_SURPLUS_KCAL, PROTEIN_G_PER_KG } from '../../../insights/insights';

export type NutritionGoal = NutritionAnswers['goal'];
export type Diet = NutritionAnswers['dietaryRestrictions'];

export const ENERGY_ESTIMATE_ERROR = 0.1;
export const KETO_CARB_TARGET_G = 30;
export const KETO_CARB_LIMIT_G = 50;

const KCAL_FLOOR = { female: 1200, male: 1500, other: 1350 } as const;

export const GOAL_ADJUSTMENT_KCAL: Record<NutritionGoal, number> = {
  'fat-loss': -FAT_LOSS_DEFICIT_KCAL,
  'muscle-gain': MUSCLE_GAIN_SURPLUS_KCAL,
  maintenance: 0,
  performance: 0,
  health: 0,
};

const PROTEIN_G_PER_KG_BY_GOAL: Record<NutritionGoal, number> = {
  'muscle-gain': PROTEIN_G_PER_KG,
  'fat-loss': 1.8,
  performance: PROTEIN_G_PER_KG,
  maintenance: 1.4,
  health: 1.2,
};

const FAT_MIN_G_PER_KG = 0.8;
const FAT_SHARE = { usual: 0.25, paleo: 0.3, max: 0.35 } as const;

/**
 * Per-kg protein targets were studied mostly in non-obese adults; above BMI 30 they are applied to the weight at
 * BMI 30 so the target is not inflated by fat mass (our choice).
 */
const REFERENCE_BMI_CAP = 30;

export interface EnergyTargets {
  energy: DailyEnergy;
  adjustmentKcal: number;
  /** True when the fat-loss floor raised the target. */
  floored: boolean;
  kcal: number;
  range: { low: number; high: number };
  proteinG: number;
  proteinGPerKg: number;
  referenceWeightKg: number;
  fatG: number;
  carbsG: number;
  /** Most carbohydrate any planned day may have (keto only). */
  carbLimitG?: number;
}

export function energyTargets(goal: NutritionGoal, diet: Diet, stats: ValidatedStats): EnergyTargets {
  const energy = dailyEnergyNeeds(
    { sex: stats.gender, age: stats.age, heightCm: stats.heightCm, weightKg: stats.weightKg },
    stats.activityLevel,
  );
  const adjustmentKcal = GOAL_ADJUSTMENT_KCAL[goal];
  const adjusted = energy.maintenanceKcal + adjustmentKcal;
  const floor = goal === 'fat-loss' ? KCAL_FLOOR[stats.gender] : 0;
  const kcal = roundTo10(Math.max(adjusted, floor));
  const band = ENERGY_ESTIMATE_ERROR * energy.maintenanceKcal;

  const referenceWeightKg = Math.min(stats.weightKg, REFERENCE_BMI_CAP * (stats.heightCm / 100) ** 2);
  const proteinGPerKg = PROTEIN_G_PER_KG_BY_GOAL[goal];
  const proteinG = Math.round(proteinGPerKg * referenceWeightKg);

  let fatG: number;
  let carbsG: number;
  if (diet === 'keto') {
    carbsG = KETO_CARB_TARGET_G;
    fatG = Math.round((kcal - 4 * proteinG - 4 * carbsG) / 9);
  } else {
    const share = diet === 'paleo' ? FAT_SHARE.paleo : FAT_SHARE.usual;
    const wanted = Math.max((share * kcal) / 9, FAT_MIN_G_PER_KG * referenceWeightKg);
    fatG = Math.round(Math.min(wanted, (FAT_SHARE.max * kcal) / 9));
    carbsG = Math.max(0, Math.round((kcal - 4 * proteinG - 9 * fatG) / 4));
  }
  return {
    energy,
    adjustmentKcal,
    floored: adjusted < floor,
    kcal,
    range: { low: roundTo10(kcal - band), high: roundTo10(kcal + band) },
    proteinG,
    proteinGPerKg,
    referenceWeightKg,
    fatG,
    carbsG,
    ...(diet === 'keto' ? { carbLimitG: KETO_CARB_LIMIT_G } : {}),
  };
}

function roundTo10(value: number): number {
  return Math.round(value / 10) * 10;
}
