import { stringify } from 'csv-stringify/sync';
import { validateStats } from '@fitness/engine';
import type { AnalysisDto } from '../analysis/dto/analysis.dto';

// The analyses as a spreadsheet: one row per analysis, oldest first, the numbers a person would chart. Written by
// csv-stringify (quoting, escaping and line ends per RFC 4180).

export const ANALYSES_CSV_COLUMNS = [
  { key: 'date', header: 'Date (UTC)' },
  { key: 'bodyFat', header: 'Body fat %' },
  { key: 'bodyFatLow', header: 'Body fat 90% range low' },
  { key: 'bodyFatHigh', header: 'Body fat 90% range high' },
  { key: 'weightKg', header: 'Weight (kg)' },
  { key: 'heightCm', header: 'Height (cm)' },
  { key: 'fitnessScore', header: 'Fitness score' },
  { key: 'fitnessAge', header: 'Fitness age' },
  { key: 'percentileRank', header: 'Percentile rank' },
  { key: 'method', header: 'Body fat method' },
] as const;

type CsvRow = Record<(typeof ANALYSES_CSV_COLUMNS)[number]['key'], string | number | undefined>;

/** A cell a spreadsheet would run as a formula (OWASP "CSV injection"): = + - @, and tab or CR before them. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text that a spreadsheet shows as text: a leading apostrophe before a formula start. Only text cells get it;
 * numbers (a negative one too) are written as numbers.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** Height and weight as the engine read them from what was typed; empty cells when a stored row no longer parses. */
function sizesOf(stats: AnalysisDto['userStats']): Pick<CsvRow, 'weightKg' | 'heightCm'> {
  try {
    const { weightKg, heightCm } = validateStats(stats);
    return { weightKg: oneDecimal(weightKg), heightCm: oneDecimal(heightCm) };
  } catch {
    return { weightKg: undefined, heightCm: undefined };
  }
}

function rowOf(analysis: AnalysisDto): CsvRow {
  const results = analysis.analysisResults;
  return {
    date: analysis.createdAt,
    bodyFat: results.bodyFatPercentage,
    bodyFatLow: results.bodyFatRange?.low,
    bodyFatHigh: results.bodyFatRange?.high,
    ...sizesOf(analysis.userStats),
    fitnessScore: results.overallScore,
    fitnessAge: results.fitnessAge,
    percentileRank: results.percentileRank,
    method: results.bodyFatMethod,
  };
}

/** A header row, then one row per analysis in the order given (callers give them oldest first). */
export function analysesCsv(analyses: readonly AnalysisDto[]): string {
  return stringify(analyses.map(rowOf), {
    header: true,
    columns: ANALYSES_CSV_COLUMNS.map(({ key, header }) => ({ key, header })),
    record_delimiter: 'windows',
    cast: { string: neutraliseFormula },
  });
}
