import type { AnalysisDto } from '../../analysis/dto/analysis.dto';
import { analysesCsv, neutraliseFormula } from '../analyses-csv';

function analysis(overrides: { createdAt: string; method?: string; weight?: string; bodyFat?: number }): AnalysisDto {
  return {
    id: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b',
    userId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    createdAt: overrides.createdAt,
    hasAiPlan: false,
    hasExpertPlan: false,
    aiGeneratedPlan: null,
    userStats: {
      age: 30,
      gender: 'male',
      height: '5\'11"',
      weight: overrides.weight ?? '176 lb',
      goal: 'build_muscle',
      activityLevel: 'moderately_active',
    },
    analysisResults: {
      overallScore: 72,
      bodyFatPercentage: overrides.bodyFat ?? 18.2,
      bodyFatRange: { low: 15.1, high: 21.4 },
      bodyFatMethod: overrides.method ?? 'stats+waist',
      fitnessAge: 27,
      percentileRank: 62,
      muscleBalance: 55,
      symmetry: 50,
      insights: [],
      percentileMetrics: {
        bodyFat: { percentile: 79, description: '' },
        muscle: { percentile: 46, description: '' },
        posture: { percentile: 50, description: '' },
        overall: { percentile: 62, description: '' },
      },
    },
  };
}

describe('analyses as CSV', () => {
  it('writes a header, then one row per analysis in the order given, with sizes in kg and cm', () => {
    const csv = analysesCsv([
      analysis({ createdAt: '2026-01-02T03:04:05.000Z' }),
      analysis({ createdAt: '2026-02-02T03:04:05.000Z', bodyFat: 17 }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Date (UTC),Body fat %,Body fat 90% range low,Body fat 90% range high,Weight (kg),Height (cm),Fitness score,Fitness age,Percentile rank,Body fat method',
      '2026-01-02T03:04:05.000Z,18.2,15.1,21.4,79.8,180.3,72,27,62,stats+waist',
      '2026-02-02T03:04:05.000Z,17,15.1,21.4,79.8,180.3,72,27,62,stats+waist',
      '',
    ]);
  });

  it('writes only the header when there is no analysis', () => {
    expect(analysesCsv([]).split('\r\n')).toHaveLength(2);
  });

  it('turns a text cell a spreadsheet would run as a formula into text, and quotes what needs quoting', () => {
    const csv = analysesCsv([
      analysis({ createdAt: '2026-01-02T03:04:05.000Z', method: '=HYPERLINK("http://x","y")' }),
    ]);
    expect(csv.split('\r\n')[1].endsWith(`,"'=HYPERLINK(""http://x"",""y"")"`)).toBe(true);
  });

  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])('prefixes %j with an apostrophe', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it.each(['stats+waist', 'photos+navy', '', 'a=b'])('leaves %j as it is', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });

  it('leaves empty cells for stats that no longer parse, rather than failing the download', () => {
    const row = analysesCsv([analysis({ createdAt: '2026-01-02T03:04:05.000Z', weight: 'heavy' })]).split('\r\n')[1];
    expect(row.split(',').slice(4, 6)).toEqual(['', '']);
  });
});
