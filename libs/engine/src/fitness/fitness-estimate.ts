/** Cardio fitness as the analysis states it: HUNT VO2max, the fitness age it gives, and their 90% ranges. */
export interface FitnessEstimate {
  vo2max: number;
  vo2maxRange: { low: number; high: number };
  fitnessAge: number;
  fitnessAgeRange: { low: number; high: number };
  percentile: number;
  equation: string;
  restingHeartRateAssumed: boolean;
  activityIndex: number;
}
