// How an analysis was produced (issue 3): which inputs and methods gave each number, and what was not measured.
// Written by @fitness/engine, stored with the analysis, readable by the UI and support.

export interface NumericRange {
  low: number;
  high: number;
}

export interface BodyFatProvenanceStep {
  /** e.g. 'model', 'measurement-error', 'navy', 'athlete-shift', 'sex-average', 'self-estimate'. */
  name: string;
  sex?: 'male' | 'female';
  description: string;
  percent: number;
  range: NumericRange;
  /** Weight of the new evidence when the step is a blend. */
  weight?: number;
}

export interface AnalysisProvenance {
  engineVersion: string;
  bodyFat: {
    method: string;
    calibratedTo: string;
    /** Estimate and 90% range before the user's own guess was blended in. */
    beforeSelfEstimate: { percent: number; range: NumericRange };
    steps: BodyFatProvenanceStep[];
  };
  fitness: {
    vo2max: number;
    /** 90% range of VO2max (mL/kg/min) and of the fitness age. */
    vo2maxRange: NumericRange;
    fitnessAgeRange: NumericRange;
    equation: string;
    restingHeartRate: 'measured' | 'assumed';
    activityIndex: number;
  };
  /** Body mass index and fat-free mass index, kg/m² (older analyses have none). */
  body?: { bmi: number; ffmi: number };
  energy: { restingKcal: number; activityFactor: number; maintenanceKcal: number };
  /** Which scores rest on a measurement rather than a stated default. */
  measured: { bodyFatFromPhotos: boolean; posture: boolean; symmetry: boolean; restingHeartRate: boolean };
  sources: string[];
}
