// Non-exercise estimate of peak oxygen uptake (VO2max, mL/kg/min): Nes BM, Janszky I, Vatten LJ, Nilsen TIL,
// Aspenes ST, Wisløff U. Estimating VO2peak from a nonexercise prediction model: the HUNT Study, Norway.
// Med Sci Sports Exerc 2011;43(11):2024-2030. Separate equations for men and women, with waist or BMI.
// We pass the iliac-crest waist we ask for (NHANES site); HUNT's own waist site may differ by a few cm.
import type { ActivityLevel, AthleteLevel } from '@fitness/contracts';
import type { ModelSex } from '../body-fat/model-types';

interface HuntCoefficients {
  intercept: number;
  age: number;
  /** Per cm of waist or per BMI unit, depending on the equation. */
  size: number;
  restingHeartRate: number;
  activityIndex: number;
  /**
   * Standard error of the estimate (mL/kg/min): 5.8 (men) and 5.1 (women) as reported for the BMI equations; the
   * waist equations explain a similar share of variance and are given the same values.
   */
  standardError: number;
}

export type HuntEquation = 'waist' | 'bmi';

export const HUNT_EQUATIONS: Record<HuntEquation, Record<ModelSex, HuntCoefficients>> = {
  waist: {
    male: {
      intercept: 100.27,
      age: -0.296,
      size: -0.369,
      restingHeartRate: -0.155,
      activityIndex: 0.226,
      standardError: 5.8,
    },
    female: {
      intercept: 74.74,
      age: -0.247,
      size: -0.259,
      restingHeartRate: -0.114,
      activityIndex: 0.198,
      standardError: 5.1,
    },
  },
  bmi: {
    male: {
      intercept: 92.05,
      age: -0.327,
      size: -0.933,
      restingHeartRate: -0.167,
      activityIndex: 0.257,
      standardError: 5.8,
    },
    female: {
      intercept: 70.77,
      age: -0.244,
      size: -0.749,
      restingHeartRate: -0.107,
      activityIndex: 0.213,
      standardError: 5.1,
    },
  },
};

/**
 * Resting heart rate assumed when none is given, with its spread among adults. Assumed values (typical adult
 * resting pulse); the spread is added to the estimate's uncertainty, so leaving it out widens the range.
 */
export const ASSUMED_RESTING_HEART_RATE = { mean: 70, sd: 10 } as const;

/**
 * HUNT physical-activity index (Nes et al. 2011): the product of the scores of three questionnaire answers.
 * Frequency: never or <1/week 0, once 1, 2-3 times 2.5, almost daily 5; intensity: easy 1, out of breath 2, near
 * exhaustion 3; duration: <15 min 0.1, 15-29 0.38, 30-60 0.75, >60 min 1 (range 0-15). Our form asks for an activity
 * level, not these three answers, so the mapping below (30-60 min sessions; hard sessions for advanced and elite) is
 * ours. The index moves VO2max by at most about 3.5 mL/kg/min, so the mapping matters little.
 */
export function huntActivityIndex(activityLevel: ActivityLevel, athleteLevel?: AthleteLevel): number {
  const frequency: Record<ActivityLevel, number> = {
    sedentary: 0,
    lightly_active: 1,
    moderately_active: 2.5,
    very_active: 5,
  };
  const intensity = athleteLevel === 'advanced' || athleteLevel === 'elite' ? 3 : 2;
  const duration = 0.75;
  return frequency[activityLevel] * intensity * duration;
}

export interface Vo2maxInput {
  sex: ModelSex;
  age: number;
  bmi: number;
  waistCm?: number;
  restingHeartRate?: number;
  activityIndex: number;
}

export interface Vo2maxEstimate {
  vo2max: number;
  /** SD of a person's true VO2max around the estimate: the equation's error plus any assumed input. */
  sd: number;
  equation: HuntEquation;
  restingHeartRateAssumed: boolean;
}

export function estimateVo2max(input: Vo2maxInput): Vo2maxEstimate {
  const equation: HuntEquation = input.waistCm === undefined ? 'bmi' : 'waist';
  const c = HUNT_EQUATIONS[equation][input.sex];
  const size = input.waistCm ?? input.bmi;
  const restingHeartRateAssumed = input.restingHeartRate === undefined;
  const restingHeartRate = input.restingHeartRate ?? ASSUMED_RESTING_HEART_RATE.mean;
  const vo2max =
    c.intercept +
    c.age * input.age +
    c.size * size +
    c.restingHeartRate * restingHeartRate +
    c.activityIndex * input.activityIndex;
  const assumedSpread = restingHeartRateAssumed ? c.restingHeartRate * ASSUMED_RESTING_HEART_RATE.sd : 0;
  return { vo2max, sd: Math.hypot(c.standardError, assumedSpread), equation, restingHeartRateAssumed };
}
