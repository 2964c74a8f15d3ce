// Checks and normalises the stats payload (spec §3, §5) plus the optional measurements of issue 3. Every problem is
// collected, so one 400 can list them all.
import type { ActivityLevel, AthleteLevel, Gender, Goal } from '@fitness/contracts';
import { ACTIVITY_LEVELS, ATHLETE_LEVELS, GENDERS, GOALS, STATS_LIMITS } from '@fitness/contracts';
import type { FieldIssue } from './engine-input-error';
import { EngineInputError } from './engine-input-error';
import { parseHeightCm, parseWeightKg } from './body-size-parsers';

/**
 * BMI outside this band is no living adult, so height or weight holds a typo. Lower: starvation is fatal near BMI 12
 * in men and 11 in women (Henry CJK, Body mass index and the limits of human survival, Eur J Clin Nutr
 * 1990;44:329-335); 10 leaves a margin. Upper: above the heaviest documented adult (about BMI 186: 635 kg at 185 cm,
 * Minnoch 1978). Measured adults reach far past 80 (NHANES examines people over 200 kg), so anything narrower
 * refuses real people.
 */
export const PLAUSIBLE_BMI = { min: 10, max: 200 } as const;

/**
 * A waist more than this many times the height is no human body. Waists above the height exist (the severely obese:
 * 166 cm at 160 cm is a real NHANES adult); the heaviest documented adults stay near 1.4.
 */
export const MAX_WAIST_TO_HEIGHT = 1.6;

export interface ValidatedStats {
  age: number;
  gender: Gender;
  heightCm: number;
  weightKg: number;
  goal: Goal;
  activityLevel: ActivityLevel;
  bfPercent?: number;
  athleteLevel?: AthleteLevel;
  waistCm?: number;
  neckCm?: number;
  hipCm?: number;
  restingHeartRate?: number;
  trainingHistory?: string;
  preferences?: string;
}

/** Validates the stats; returns them with height and weight in cm and kg. Throws EngineInputError listing every bad field. */
export function validateStats(stats: unknown): ValidatedStats {
  if (typeof stats !== 'object' || stats === null || Array.isArray(stats)) {
    throw new EngineInputError({ field: 'stats', message: 'Stats must be an object.' });
  }
  const input = stats as Record<string, unknown>;
  const issues: FieldIssue[] = [];
  const collect = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (error instanceof EngineInputError) {
        issues.push(...error.issues);
        return undefined;
      }
      throw error;
    }
  };

  const age = collect(() => requiredNumber(input, 'age', 'Age', STATS_LIMITS.age, 'years'));
  const gender = collect(() => oneOf(input, 'gender', 'Gender', GENDERS));
  const heightCm = collect(() => parseHeightCm(requiredText(input, 'height', 'Height'), 'height'));
  const weightKg = collect(() => parseWeightKg(requiredText(input, 'weight', 'Weight'), 'weight'));
  const goal = collect(() => oneOf(input, 'goal', 'Goal', GOALS));
  const activityLevel = collect(() => oneOf(input, 'activityLevel', 'Activity level', ACTIVITY_LEVELS));
  const bfPercent = collect(() =>
    optionalNumber(input, 'bfPercent', 'Estimated body fat', STATS_LIMITS.bfPercent, '%'),
  );
  const athleteLevel = collect(() =>
    input.athleteLevel === undefined || input.athleteLevel === null
      ? undefined
      : oneOf(input, 'athleteLevel', 'Fitness level', ATHLETE_LEVELS),
  );
  const waistCm = collect(() => optionalNumber(input, 'waistCm', 'Waist', STATS_LIMITS.waistCm, 'cm'));
  const neckCm = collect(() => optionalNumber(input, 'neckCm', 'Neck', STATS_LIMITS.neckCm, 'cm'));
  const hipCm = collect(() => optionalNumber(input, 'hipCm', 'Hip', STATS_LIMITS.hipCm, 'cm'));
  const restingHeartRate = collect(() =>
    optionalNumber(input, 'restingHeartRate', 'Resting heart rate', STATS_LIMITS.restingHeartRate, 'beats per minute'),
  );
  const trainingHistory = collect(() => optionalText(input, 'trainingHistory', 'Training history'));
  const preferences = collect(() => optionalText(input, 'preferences', 'Preferences'));

  if (heightCm !== undefined && weightKg !== undefined) {
    const bmi = weightKg / (heightCm / 100) ** 2;
    if (bmi < PLAUSIBLE_BMI.min || bmi > PLAUSIBLE_BMI.max) {
      issues.push({
        field: 'weight',
        message: `Weight ${Math.round(weightKg)} kg at height ${Math.round(heightCm)} cm gives a BMI of ${bmi.toFixed(1)}, outside ${PLAUSIBLE_BMI.min}-${PLAUSIBLE_BMI.max}: please check both, and their units.`,
      });
    }
  }
  if (heightCm !== undefined && waistCm !== undefined && waistCm > heightCm * MAX_WAIST_TO_HEIGHT) {
    issues.push({
      field: 'waistCm',
      message: `Waist ${waistCm} cm is more than ${MAX_WAIST_TO_HEIGHT} times height ${Math.round(heightCm)} cm: please check both, and their units.`,
    });
  }
  if (neckCm !== undefined && waistCm !== undefined && neckCm >= waistCm) {
    issues.push({ field: 'neckCm', message: `Neck ${neckCm} cm should be smaller than waist ${waistCm} cm.` });
  }

  if (issues.length > 0) throw new EngineInputError(issues);
  return dropUndefined({
    age: age!,
    gender: gender!,
    heightCm: heightCm!,
    weightKg: weightKg!,
    goal: goal!,
    activityLevel: activityLevel!,
    bfPercent,
    athleteLevel,
    waistCm,
    neckCm,
    hipCm,
    restingHeartRate,
    trainingHistory,
    preferences,
  });
}

function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(?:[.,]\d+)?\s*$/.test(value))
    return Number(value.trim().replace(',', '.'));
  return undefined;
}

function requiredNumber(
  input: Record<string, unknown>,
  field: string,
  label: string,
  limits: { min: number; max: number },
  unit: string,
): number {
  if (input[field] === undefined || input[field] === null || input[field] === '') {
    throw new EngineInputError({ field, message: `${label} is required.` });
  }
  return checkedNumber(input, field, label, limits, unit);
}

function optionalNumber(
  input: Record<string, unknown>,
  field: string,
  label: string,
  limits: { min: number; max: number },
  unit: string,
): number | undefined {
  if (input[field] === undefined || input[field] === null || input[field] === '') return undefined;
  return checkedNumber(input, field, label, limits, unit);
}

function checkedNumber(
  input: Record<string, unknown>,
  field: string,
  label: string,
  limits: { min: number; max: number },
  unit: string,
): number {
  const value = readNumber(input[field]);
  if (value === undefined) throw new EngineInputError({ field, message: `${label} must be a number.` });
  if (value < limits.min || value > limits.max) {
    throw new EngineInputError({
      field,
      message: `${label} must be between ${limits.min} and ${limits.max} ${unit}; got ${value}.`,
    });
  }
  return value;
}

function requiredText(input: Record<string, unknown>, field: string, label: string): string | number {
  const value = input[field];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new EngineInputError({ field, message: `${label} is required.` });
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new EngineInputError({ field, message: `${label} must be text such as the examples shown.` });
  }
  return value;
}

function optionalText(input: Record<string, unknown>, field: string, label: string): string | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new EngineInputError({ field, message: `${label} must be text.` });
  return value;
}

function oneOf<T extends string>(
  input: Record<string, unknown>,
  field: string,
  label: string,
  options: readonly T[],
): T {
  const value = input[field];
  if (typeof value === 'string' && (options as readonly string[]).includes(value)) return value as T;
  throw new EngineInputError({
    field,
    message: `${label} must be one of ${options.join(', ')}${value === undefined ? '' : `; got "${String(value)}"`}.`,
  });
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}
