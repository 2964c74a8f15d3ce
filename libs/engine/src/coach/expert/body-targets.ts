// Targets derived from the person's numbers and the evidence: daily energy and macros for their goal, healthy and
// visible-abs body fat, and how much fat a change in body-fat percentage means.
import { GOAL_LABELS } from '@fitness/contracts';
import { FITNESS_AGE_LIMITS, fitnessAgeFor } from '../../fitness/fitness-age';
import { clamp } from '../../numeric/descriptive';
import {
  FAT_ENERGY_SHARE,
  FAT_LOSS_DEFICIT_KCAL,
  FAT_LOSS_RATE_PER_WEEK,
  FIBRE_G_PER_1000_KCAL,
  HEALTHY_BODY_FAT,
  KCAL_PER_G,
  MUSCLE_GAIN_RATE_PER_WEEK,
  MUSCLE_GAIN_SURPLUS_KCAL,
  VISIBLE_ABS_BODY_FAT,
  WEEKLY_SETS_PER_MUSCLE,
} from './expert-evidence';
import type { ExpertProfile } from './expert-profile';
import { averageOverSexes } from './expert-profile';

export interface DailyTarget {
  kcal: number;
  /** Why this number, in words: "your maintenance of 2,437 kcal minus 500". */
  reason: 'deficit' | 'surplus' | 'maintenance';
}

/** Daily intake for the stated goal, as in the key insights: −500 kcal to lose fat, +250 to build muscle. */
export function dailyTarget(profile: ExpertProfile): DailyTarget {
  const maintenance = profile.energy.maintenanceKcal;
  switch (profile.stats.goal) {
    case 'lose_fat':
      return { kcal: maintenance - FAT_LOSS_DEFICIT_KCAL, reason: 'deficit' };
    case 'build_muscle':
      return { kcal: maintenance + MUSCLE_GAIN_SURPLUS_KCAL, reason: 'surplus' };
    case 'get_toned':
    case 'general_fitness':
      return { kcal: maintenance, reason: 'maintenance' };
  }
}

export function goalInWords(profile: ExpertProfile): string {
  return GOAL_LABELS[profile.stats.goal].toLowerCase();
}

export interface Macros {
  proteinG: number;
  fatG: number;
  carbG: number;
  fibreG: number;
}

/** Protein at 1.6 g/kg, fat at 25% of energy (within the 20-35% range), carbohydrate the rest. */
export function macrosFor(profile: ExpertProfile, kcal: number): Macros {
  const proteinG = profile.proteinG;
  const fatG = (kcal * FAT_ENERGY_SHARE.planned) / KCAL_PER_G.fat;
  const carbG = Math.max(0, (kcal - proteinG * KCAL_PER_G.protein - fatG * KCAL_PER_G.fat) / KCAL_PER_G.carbohydrate);
  return { proteinG, fatG, carbG, fibreG: (kcal / 1000) * FIBRE_G_PER_1000_KCAL };
}

/** Healthy body-fat range for the person's age (and the average of both sexes for gender 'other'). */
export function healthyBodyFat(profile: ExpertProfile): { low: number; high: number } {
  const band = (sex: 'male' | 'female') => HEALTHY_BODY_FAT[sex].find((item) => profile.stats.age <= item.maxAge)!;
  return {
    low: averageOverSexes(profile, (sex) => band(sex).low),
    high: averageOverSexes(profile, (sex) => band(sex).high),
  };
}

/** Body fat where abs usually start to show (the upper value of the approximate range). */
export function visibleAbsTarget(profile: ExpertProfile): number {
  return averageOverSexes(profile, (sex) => VISIBLE_ABS_BODY_FAT[sex].high);
}

/** Fat to lose to go from one body-fat percentage to another while keeping lean mass: W·(b − t)/(1 − t). */
export function fatToLoseKg(weightKg: number, fromPercent: number, toPercent: number): number {
  const from = fromPercent / 100;
  const to = toPercent / 100;
  return Math.max(0, (weightKg * (from - to)) / (1 - to));
}

/** Body fat after losing this much fat and nothing else. */
export function bodyFatAfterLoss(profile: ExpertProfile, lostFatKg: number): number {
  return (100 * (profile.fatKg - lostFatKg)) / (profile.stats.weightKg - lostFatKg);
}

/** Sustainable fat loss per week, kg (0.5-1% of body weight). */
export function weeklyFatLossKg(profile: ExpertProfile): { low: number; high: number } {
  return {
    low: profile.stats.weightKg * FAT_LOSS_RATE_PER_WEEK.low,
    high: profile.stats.weightKg * FAT_LOSS_RATE_PER_WEEK.high,
  };
}

/**
 * Hard sets per muscle per week to start from, by training level: within the 10-20 sets of the dose-response
 * meta-analysis (WEEKLY_SETS_PER_MUSCLE); where each level starts is our choice. No level given counts as beginner.
 */
export function weeklySets(profile: ExpertProfile): { low: number; high: number } {
  switch (profile.stats.athleteLevel) {
    case undefined:
    case 'beginner':
      return { low: WEEKLY_SETS_PER_MUSCLE.min, high: 12 };
    case 'intermediate':
      return { low: 12, high: 16 };
    case 'advanced':
    case 'elite':
      return { low: 16, high: WEEKLY_SETS_PER_MUSCLE.max };
  }
}

/** Lean gain per week worth aiming for, kg (0.25-0.5% of body weight). */
export function weeklyGainKg(profile: ExpertProfile): { low: number; high: number } {
  return {
    low: profile.stats.weightKg * MUSCLE_GAIN_RATE_PER_WEEK.low,
    high: profile.stats.weightKg * MUSCLE_GAIN_RATE_PER_WEEK.high,
  };
}

/**
 * Fitness age after a VO2max gain, moved by the same number of years as the norm curve moves (for gender 'other',
 * the average of the male and female curves, as in the analysis). Undefined when the analysis stored no VO2max.
 */
export function fitnessAgeAfterVo2Gain(profile: ExpertProfile, gain: number): number | undefined {
  const vo2max = profile.fitness.vo2max;
  if (vo2max === undefined) return undefined;
  const ageAt = (value: number) => averageOverSexes(profile, (sex) => fitnessAgeFor(sex, value));
  return clamp(
    profile.fitness.fitnessAge - (ageAt(vo2max) - ageAt(vo2max + gain)),
    FITNESS_AGE_LIMITS.min,
    FITNESS_AGE_LIMITS.max,
  );
}
