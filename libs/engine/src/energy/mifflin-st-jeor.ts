// Resting energy expenditure: Mifflin MD, St Jeor ST, Hill LA, Scott BJ, Daugherty SA, Koh YO. A new predictive
// equation for resting energy expenditure in healthy individuals. Am J Clin Nutr 1990;51:241-247.
// Daily need = resting expenditure × physical activity level (PAL). PAL bands: FAO/WHO/UNU, Human energy
// requirements, Food and Nutrition Technical Report Series 1, 2004: sedentary or light 1.40-1.69, active or moderately
// active 1.70-1.99, vigorous 2.00-2.40. Where our four levels fall in those bands is our mapping.
import type { ActivityLevel, Gender } from '@fitness/contracts';

export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  sedentary: 1.4,
  lightly_active: 1.55,
  moderately_active: 1.75,
  very_active: 2.0,
};

export interface EnergyInput {
  sex: Gender;
  age: number;
  heightCm: number;
  weightKg: number;
}

/**
 * Resting (basal) energy expenditure in kcal/day: 10·kg + 6.25·cm − 5·age + 5 (men) or − 161 (women). For gender
 * 'other' the midpoint of the two sex constants (−78) is used.
 */
export function mifflinStJeor(input: EnergyInput): number {
  const sexConstant = input.sex === 'male' ? 5 : input.sex === 'female' ? -161 : -78;
  return 10 * input.weightKg + 6.25 * input.heightCm - 5 * input.age + sexConstant;
}

export interface DailyEnergy {
  restingKcal: number;
  activityFactor: number;
  maintenanceKcal: number;
}

/** Resting expenditure and the maintenance intake at this activity level. */
export function dailyEnergyNeeds(input: EnergyInput, activityLevel: ActivityLevel): DailyEnergy {
  const restingKcal = mifflinStJeor(input);
  const activityFactor = ACTIVITY_FACTORS[activityLevel];
  return { restingKcal, activityFactor, maintenanceKcal: restingKcal * activityFactor };
}
