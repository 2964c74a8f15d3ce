// Fitness age: the age whose average VO2max equals the person's estimate (the "fitness age" of Nes et al. 2014,
// Med Sci Sports Exerc 46:1159, which uses HUNT fitness norms). Norms: mean VO2max by age group in healthy
// Norwegians, HUNT3 Fitness Study: Loe H, Rognmo Ø, Saltin B, Wisløff U. Aerobic capacity reference data in 3816
// healthy men and women 20-90 years. PLoS One 2013;8:e64319 (decade means as published by NTNU's CERG group).
import type { ModelSex } from '../body-fat/model-types';
import { clamp, interpolate } from '../numeric/descriptive';
import { normalCdf } from '../numeric/normal-distribution';

/** Decade midpoints (70+ taken as 75) and mean VO2max, mL/kg/min. */
export const HUNT_VO2MAX_NORMS: { ages: number[]; male: number[]; female: number[] } = {
  ages: [25, 35, 45, 55, 65, 75],
  male: [54, 49, 47, 42, 39, 34],
  female: [43, 40, 38, 34, 31, 27],
};

/** SD of VO2max within an age group (Loe et al. 2013, 20-29 year olds: men 8.4, women 7.7), used at every age. */
export const HUNT_VO2MAX_SD: Record<ModelSex, number> = { male: 8.4, female: 7.7 };

/** Fitness ages reported, like the HUNT calculator, are kept within 20-90. */
export const FITNESS_AGE_LIMITS = { min: 20, max: 90 } as const;

/** Average VO2max of healthy people of this age and sex, extrapolating the end segments' slopes. */
export function averageVo2maxAtAge(sex: ModelSex, age: number): number {
  const { ages } = HUNT_VO2MAX_NORMS;
  const values = HUNT_VO2MAX_NORMS[sex];
  if (age < ages[0]) return values[0] + ((values[1] - values[0]) / (ages[1] - ages[0])) * (age - ages[0]);
  const last = ages.length - 1;
  if (age > ages[last])
    return values[last] + ((values[last] - values[last - 1]) / (ages[last] - ages[last - 1])) * (age - ages[last]);
  return interpolate(ages, values, age);
}

/**
 * Age whose average VO2max equals this one, within FITNESS_AGE_LIMITS: averageVo2maxAtAge solved for the age. The
 * norms are piecewise linear and fall with age, so the answer is unique and exact, read off the segment whose
 * values bracket the estimate (the end segments extended, as averageVo2maxAtAge extends them).
 */
export function fitnessAgeFor(sex: ModelSex, vo2max: number): number {
  const { ages } = HUNT_VO2MAX_NORMS;
  const values = HUNT_VO2MAX_NORMS[sex];
  let segment = 0;
  while (segment < ages.length - 2 && vo2max < values[segment + 1]) segment++;
  const [fromAge, toAge] = [ages[segment], ages[segment + 1]];
  const [fromValue, toValue] = [values[segment], values[segment + 1]];
  const age = fromAge + ((vo2max - fromValue) / (toValue - fromValue)) * (toAge - fromAge);
  return clamp(age, FITNESS_AGE_LIMITS.min, FITNESS_AGE_LIMITS.max);
}

/** Share (0-100) of healthy same-age, same-sex people with a lower VO2max, assuming a normal spread. */
export function vo2maxPercentile(sex: ModelSex, age: number, vo2max: number): number {
  return clamp(100 * normalCdf((vo2max - averageVo2maxAtAge(sex, age)) / HUNT_VO2MAX_SD[sex]), 1, 99);
}
