// What the training expert and the weekly plans know about a person: their stats and their stored analysis.
import type { AnalysisResults, UserStats } from '@fitness/contracts';

export interface CoachContext {
  /** The stats as submitted (height and weight are strings in any listed format; parse with validateStats). */
  stats: UserStats;
  /** The stored analysis of those stats (and photos, when given). */
  results: AnalysisResults;
}
