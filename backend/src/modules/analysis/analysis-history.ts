import type { AnalysisProvenance } from '@fitness/contracts';
import { judgeChange, type ProgressPoint, validateStats } from '@fitness/engine';
import type { HistoryRow } from './analysis.repository';
import type { AnalysisHistoryDto, AnalysisHistoryEntryDto, ChangeJudgementDto } from './dto/analysis-history.dto';

// A person's analyses as a history: each as a point, and whether the latest change is real (the rule is the
// engine's judgeChange). Pure: the rows come from AnalysisRepository.listVisibleHistory.

interface Point {
  entry: AnalysisHistoryEntryDto;
  progress: ProgressPoint;
}

/** The row as a point; null when its stored stats no longer parse (a stricter engine since), so it has no weight. */
function pointOf(row: HistoryRow): Point | null {
  const results = row.analysisResults;
  let weightKg: number;
  try {
    ({ weightKg } = validateStats(row.userStats));
  } catch {
    return null;
  }
  const waist = results.measurements?.waist;
  const provenance = results.provenance as Partial<AnalysisProvenance> | undefined;
  const withPhotos = provenance?.measured?.bodyFatFromPhotos === true;
  const entry: AnalysisHistoryEntryDto = {
    analysisId: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    bodyFatPercentage: results.bodyFatPercentage,
    ...(results.bodyFatRange ? { bodyFatRange: results.bodyFatRange } : {}),
    weightKg,
    ...(waist ? { waistCm: waist.valueCm } : {}),
    overallScore: results.overallScore,
    fitnessAge: results.fitnessAge,
  };
  const progress: ProgressPoint = {
    ...(results.bodyFatRange ? { bodyFat: { percent: results.bodyFatPercentage, range: results.bodyFatRange } } : {}),
    weightKg,
    ...(waist ? { waist: { cm: waist.valueCm, source: waist.source } } : {}),
    withPhotos,
  };
  return { entry, progress };
}

function judged(before: Point, after: Point): ChangeJudgementDto {
  return {
    fromAnalysisId: before.entry.analysisId,
    toAnalysisId: after.entry.analysisId,
    ...judgeChange(before.progress, after.progress),
  };
}

/** The history of rows given oldest first: the points, the latest change, and the change since the first. */
export function analysisHistory(rows: readonly HistoryRow[]): AnalysisHistoryDto {
  const points = rows.map(pointOf).filter((point): point is Point => point !== null);
  const latest = points.at(-1);
  const previous = points.at(-2);
  const first = points[0];
  return {
    entries: points.map((point) => point.entry),
    ...(latest && previous ? { sincePrevious: judged(previous, latest) } : {}),
    ...(latest && first && points.length >= 3 ? { sinceFirst: judged(first, latest) } : {}),
  };
}
