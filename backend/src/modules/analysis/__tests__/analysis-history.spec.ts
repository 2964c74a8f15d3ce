import { analyze } from '@fitness/engine';
import { analysisHistory } from '../analysis-history';
import type { HistoryRow } from '../analysis.repository';

const stats = (weight: string) => ({ age: 40, gender: 'male', height: '180', weight, goal: 'lose_fat', activityLevel: 'lightly_active' });

function row(id: string, userStats: Record<string, unknown>, day: number): HistoryRow {
  const results = analyze({ stats: stats('80') as never });
  return { id, createdAt: new Date(Date.UTC(2026, 0, day)), userStats: userStats as never, analysisResults: results as never };
}

describe('analysisHistory', () => {
  it('leaves out an analysis whose stored stats no longer parse, instead of failing the whole history', () => {
    const history = analysisHistory([row('a', stats('80'), 1), row('b', stats('not a weight'), 2), row('c', stats('79'), 3)]);
    expect(history.entries.map((entry) => entry.analysisId)).toEqual(['a', 'c']);
    expect(history.sincePrevious).toMatchObject({ fromAnalysisId: 'a', toAnalysisId: 'c' });
  });
});
