// The stats form's values, option lists and unit conversions, and the UserStats payload built from them.
// Metric lists are the spec's (§9); the imperial lists cover the same range, and the strings sent are formats the
// server's parser reads ("175", "70", "5'9\"", "154 lb").
import {
  STATS_FORM,
  STATS_LIMITS,
  type ActivityLevel,
  type AthleteLevel,
  type Gender,
  type Goal,
  type UserStats,
} from '@fitness/contracts';
import type { UserStatsDto } from '@fitness/api-client';

export type UnitSystem = 'metric' | 'imperial';
export type TapeField = 'waist' | 'neck' | 'hip';

export interface StatsFormValues {
  age: number;
  gender: Gender;
  units: UnitSystem;
  heightCm: number;
  weightKg: number;
  /** Total inches, shown as feet and inches. */
  heightIn: number;
  weightLb: number;
  goal: Goal;
  activityLevel: ActivityLevel;
  bfPercent: number;
  athleteLevel: AthleteLevel;
  /** Tape measures in the current unit (cm or inches); empty when not given. */
  waist?: number | null;
  neck?: number | null;
  hip?: number | null;
  restingHeartRate?: number | null;
}

// Exact by definition: 1 in = 2.54 cm and 1 lb = 0.45359237 kg (International Yard and Pound Agreement, 1959).
const CM_PER_INCH = 2.54;
const KG_PER_POUND = 0.45359237;
const INCHES_PER_FOOT = 12;

function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export const AGE_OPTIONS = range(STATS_FORM.age.min, STATS_FORM.age.max);
export const HEIGHT_CM_OPTIONS = range(STATS_FORM.heightCm.min, STATS_FORM.heightCm.max);
export const WEIGHT_KG_OPTIONS = range(STATS_FORM.weightKg.min, STATS_FORM.weightKg.max);
export const BF_PERCENT_OPTIONS = range(STATS_FORM.bfPercent.min, STATS_FORM.bfPercent.max);
// 140-220 cm is 55.1-86.6 in and 40-150 kg is 88.2-330.7 lb: the nearest whole units on either side.
const HEIGHT_IN = {
  min: Math.round(STATS_FORM.heightCm.min / CM_PER_INCH),
  max: Math.round(STATS_FORM.heightCm.max / CM_PER_INCH),
};
const WEIGHT_LB = {
  min: Math.round(STATS_FORM.weightKg.min / KG_PER_POUND),
  max: Math.round(STATS_FORM.weightKg.max / KG_PER_POUND),
};
export const HEIGHT_IN_OPTIONS = range(HEIGHT_IN.min, HEIGHT_IN.max);
export const WEIGHT_LB_OPTIONS = range(WEIGHT_LB.min, WEIGHT_LB.max);

/** 69 -> 5'9" (the text shown and sent). */
export function formatFeetInches(totalInches: number): string {
  return `${Math.floor(totalInches / INCHES_PER_FOOT)}'${totalInches % INCHES_PER_FOOT}"`;
}

export function cmToNearestInchOption(cm: number): number {
  return clamp(Math.round(cm / CM_PER_INCH), HEIGHT_IN.min, HEIGHT_IN.max);
}

export function inchesToNearestCmOption(inches: number): number {
  return clamp(Math.round(inches * CM_PER_INCH), STATS_FORM.heightCm.min, STATS_FORM.heightCm.max);
}

export function kgToNearestPoundOption(kg: number): number {
  return clamp(Math.round(kg / KG_PER_POUND), WEIGHT_LB.min, WEIGHT_LB.max);
}

export function poundsToNearestKgOption(pounds: number): number {
  return clamp(Math.round(pounds * KG_PER_POUND), STATS_FORM.weightKg.min, STATS_FORM.weightKg.max);
}

const TAPE_LIMITS_CM: Record<TapeField, { min: number; max: number }> = {
  waist: STATS_LIMITS.waistCm,
  neck: STATS_LIMITS.neckCm,
  hip: STATS_LIMITS.hipCm,
};

/** A tape field's accepted range in the unit shown, to 0.1; in inches rounded inwards so it stays within the cm limits. */
export function tapeLimits(field: TapeField, units: UnitSystem): { min: number; max: number } {
  const { min, max } = TAPE_LIMITS_CM[field];
  if (units === 'metric') return { min, max };
  return { min: Math.ceil((min / CM_PER_INCH) * 10) / 10, max: Math.floor((max / CM_PER_INCH) * 10) / 10 };
}

/** A tape value moved to the other unit system, to 0.1 and within that system's range. */
export function convertTape(field: TapeField, value: number, to: UnitSystem): number {
  const converted = to === 'imperial' ? value / CM_PER_INCH : value * CM_PER_INCH;
  const { min, max } = tapeLimits(field, to);
  return clamp(round1(converted), min, max);
}

function tapeCm(field: TapeField, value: number | null | undefined, units: UnitSystem): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (units === 'metric') return value;
  const { min, max } = TAPE_LIMITS_CM[field];
  return clamp(round1(value * CM_PER_INCH), min, max);
}

/** Every height, weight and tape value of `values` moved to the other unit system (the rest unchanged). */
export function switchUnits(values: StatsFormValues, to: UnitSystem): Partial<StatsFormValues> {
  if (values.units === to) return {};
  const changes: Partial<StatsFormValues> =
    to === 'imperial'
      ? { heightIn: cmToNearestInchOption(values.heightCm), weightLb: kgToNearestPoundOption(values.weightKg) }
      : { heightCm: inchesToNearestCmOption(values.heightIn), weightKg: poundsToNearestKgOption(values.weightLb) };
  for (const field of ['waist', 'neck', 'hip'] as const) {
    const value = values[field];
    if (typeof value === 'number') changes[field] = convertTape(field, value, to);
  }
  return { ...changes, units: to };
}

export const DEFAULT_STATS_VALUES: StatsFormValues = {
  age: STATS_FORM.age.default,
  gender: STATS_FORM.defaults.gender,
  units: 'metric',
  heightCm: STATS_FORM.heightCm.default,
  weightKg: STATS_FORM.weightKg.default,
  heightIn: cmToNearestInchOption(STATS_FORM.heightCm.default),
  weightLb: kgToNearestPoundOption(STATS_FORM.weightKg.default),
  goal: STATS_FORM.defaults.goal,
  activityLevel: STATS_FORM.defaults.activityLevel,
  bfPercent: STATS_FORM.bfPercent.default,
  athleteLevel: STATS_FORM.defaults.athleteLevel,
};

/**
 * The payload of POST /api/analysis: height and weight as text in the unit chosen, tape measures in cm, and the
 * body-fat estimate and fitness level only in no-photo mode (spec §2).
 */
export function toUserStats(values: StatsFormValues, noPhotoMode: boolean): UserStats {
  const imperial = values.units === 'imperial';
  const stats: UserStats = {
    age: values.age,
    gender: values.gender,
    height: imperial ? formatFeetInches(values.heightIn) : String(values.heightCm),
    weight: imperial ? `${values.weightLb} lb` : String(values.weightKg),
    goal: values.goal,
    activityLevel: values.activityLevel,
  };
  if (noPhotoMode) {
    stats.bfPercent = values.bfPercent;
    stats.athleteLevel = values.athleteLevel;
  }
  const waistCm = tapeCm('waist', values.waist, values.units);
  const neckCm = tapeCm('neck', values.neck, values.units);
  const hipCm = tapeCm('hip', values.hip, values.units);
  if (waistCm !== undefined) stats.waistCm = waistCm;
  if (neckCm !== undefined) stats.neckCm = neckCm;
  if (hipCm !== undefined) stats.hipCm = hipCm;
  if (typeof values.restingHeartRate === 'number') stats.restingHeartRate = values.restingHeartRate;
  return stats;
}

// The texts toUserStats sends, and the other forms the server reads ("175 cm", "1.75 m", "5 ft 9 in", "70 kg",
// "11 st 2 lb"); a bare number is cm or kg, as on the server (libs/engine body-size-parsers.ts).
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const CM_TEXT = new RegExp(`^${NUMBER}\\s*(?:cm)?$`);
const M_TEXT = new RegExp(`^${NUMBER}\\s*m$`);
const FEET_INCHES_TEXT = new RegExp(`^${NUMBER}\\s*(?:'|ft|feet|foot)\\s*(?:${NUMBER}\\s*(?:"|''|in|inch|inches)?)?$`);
const INCHES_TEXT = new RegExp(`^${NUMBER}\\s*(?:"|in|inch|inches)$`);
const KG_TEXT = new RegExp(`^${NUMBER}\\s*(?:kg|kgs|kilos?|kilograms?)?$`);
const LB_TEXT = new RegExp(`^${NUMBER}\\s*(?:lb|lbs|pounds?)$`);
const STONE_TEXT = new RegExp(`^${NUMBER}\\s*(?:st|stone|stones)\\s*(?:${NUMBER}\\s*(?:lb|lbs|pounds?)?)?$`);
const POUNDS_PER_STONE = 14;

const numberOf = (text: string | undefined): number => (text === undefined ? 0 : Number(text.replace(',', '.')));
const normalised = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[′’‘`´]/g, "'")
    .replace(/[″”“]/g, '"');

/** Height as the form holds it: whole cm, or total inches when it was given in feet and inches. */
function heightOf(text: string): { cm: number } | { inches: number } | null {
  const value = normalised(text);
  let match = CM_TEXT.exec(value);
  if (match) return { cm: numberOf(match[1]) };
  match = M_TEXT.exec(value);
  if (match) return { cm: numberOf(match[1]) * 100 };
  match = FEET_INCHES_TEXT.exec(value);
  if (match) return { inches: numberOf(match[1]) * INCHES_PER_FOOT + numberOf(match[2]) };
  match = INCHES_TEXT.exec(value);
  return match ? { inches: numberOf(match[1]) } : null;
}

function weightOf(text: string): { kg: number } | { pounds: number } | null {
  const value = normalised(text);
  let match = KG_TEXT.exec(value);
  if (match) return { kg: numberOf(match[1]) };
  match = LB_TEXT.exec(value);
  if (match) return { pounds: numberOf(match[1]) };
  match = STONE_TEXT.exec(value);
  return match ? { pounds: numberOf(match[1]) * POUNDS_PER_STONE + numberOf(match[2]) } : null;
}

/**
 * The form's values for stats sent before ("Analyse again"): the inverse of toUserStats, in the unit system the
 * height was given in. Height and weight go to the nearest option the lists offer (whole cm, kg, inches or pounds),
 * as the form can hold nothing finer; what cannot be read keeps the form's default.
 */
export function statsFormValuesOf(stats: UserStatsDto): StatsFormValues {
  const height = heightOf(stats.height);
  const weight = weightOf(stats.weight);
  const units: UnitSystem = height !== null && 'inches' in height ? 'imperial' : 'metric';
  const values: StatsFormValues = {
    ...DEFAULT_STATS_VALUES,
    age: clamp(Math.round(stats.age), STATS_FORM.age.min, STATS_FORM.age.max),
    gender: stats.gender,
    units,
    goal: stats.goal,
    activityLevel: stats.activityLevel,
  };
  if (height !== null) {
    const cm = 'cm' in height ? height.cm : height.inches * CM_PER_INCH;
    values.heightCm = clamp(Math.round(cm), STATS_FORM.heightCm.min, STATS_FORM.heightCm.max);
    values.heightIn =
      'inches' in height ? clamp(Math.round(height.inches), HEIGHT_IN.min, HEIGHT_IN.max) : cmToNearestInchOption(cm);
  }
  if (weight !== null) {
    const kg = 'kg' in weight ? weight.kg : weight.pounds * KG_PER_POUND;
    values.weightKg = clamp(Math.round(kg), STATS_FORM.weightKg.min, STATS_FORM.weightKg.max);
    values.weightLb =
      'pounds' in weight ? clamp(Math.round(weight.pounds), WEIGHT_LB.min, WEIGHT_LB.max) : kgToNearestPoundOption(kg);
  }
  if (typeof stats.bfPercent === 'number') {
    values.bfPercent = clamp(Math.round(stats.bfPercent), STATS_FORM.bfPercent.min, STATS_FORM.bfPercent.max);
  }
  if (stats.athleteLevel) values.athleteLevel = stats.athleteLevel;
  const tapes: [TapeField, number | null | undefined][] = [
    ['waist', stats.waistCm],
    ['neck', stats.neckCm],
    ['hip', stats.hipCm],
  ];
  for (const [field, cm] of tapes) {
    if (typeof cm === 'number') values[field] = units === 'metric' ? cm : convertTape(field, cm, 'imperial');
  }
  if (typeof stats.restingHeartRate === 'number') values.restingHeartRate = stats.restingHeartRate;
  return values;
}
