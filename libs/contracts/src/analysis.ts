// The analysis result as the UI reads it (spec §3) plus the engine's provenance fields (issue 3).
import type { AnalysisProvenance } from './analysis-provenance';

export interface PercentileMetric {
  percentile: number;
  description: string;
}

export interface PercentileMetrics {
  bodyFat: PercentileMetric;
  muscle: PercentileMetric;
  posture: PercentileMetric;
  overall: PercentileMetric;
}

export type MeasurementSource = 'tape' | 'photo';

export interface Measurement {
  valueCm: number;
  source: MeasurementSource;
}

export interface AnalysisResults {
  overallScore: number;
  bodyFatPercentage: number;
  fitnessAge: number;
  percentileRank: number;
  muscleBalance: number;
  symmetry: number;
  insights: string[];
  percentileMetrics: PercentileMetrics;
  /** 90% range of the body-fat estimate. */
  bodyFatRange?: { low: number; high: number };
  bodyFatMethod?: string;
  measurements?: Partial<Record<'waist' | 'neck' | 'hip', Measurement>>;
  /** What was not measured, photo check reasons, and other caveats, in plain words (issue 3). */
  notes?: string[];
  /** Which inputs and methods produced each number (issue 3). */
  provenance?: AnalysisProvenance;
  [extra: string]: unknown;
}

/** Key insights shown on the results page (spec §9). */
export const MAX_INSIGHTS_SHOWN = 5;

/** Percentile label bands (spec §9), highest first. */
export const PERCENTILE_BANDS = [
  { min: 80, label: 'Excellent' },
  { min: 60, label: 'Good' },
  { min: 40, label: 'Average' },
  { min: 20, label: 'Below Average' },
  { min: -Infinity, label: 'Needs Improvement' },
] as const;
export type PercentileLabel = (typeof PERCENTILE_BANDS)[number]['label'];

export function percentileLabel(percentile: number): PercentileLabel {
  return PERCENTILE_BANDS.find((band) => percentile >= band.min)!.label;
}

/** Score colours switch at 80, 70 and 60 (spec §9). */
export type ScoreTone = 'excellent' | 'good' | 'fair' | 'low';
export function scoreTone(score: number): ScoreTone {
  if (score >= 80) return 'excellent';
  if (score >= 70) return 'good';
  if (score >= 60) return 'fair';
  return 'low';
}
