import { randomUUID } from 'node:crypto';
import { strictFake } from '../../../../test/support/strict-fake';
import { AnalysisNotFoundError } from '../../analysis/analysis.errors';
import type { AnalysisService } from '../../analysis/analysis.service';
import type { AnalyticsService } from '../../analytics/analytics.service';
import { ComingSoonViewsService } from '../coming-soon-views.service';

// A coming-soon page's view becomes one analytics event; the person is named only from an analysis the visitor may see.

const VISITOR = randomUUID();
const PERSON = randomUUID();
const ORIGIN = { ipAddress: '192.0.2.10', userAgent: 'Test/1.0' };

function world(visibleAnalyses: string[]) {
  const tracked: unknown[][] = [];
  const analysis = strictFake<AnalysisService>('AnalysisService', {
    requireVisible: (analysisId: string, visitorId: string | undefined) =>
      visitorId === VISITOR && visibleAnalyses.includes(analysisId)
        ? Promise.resolve({ id: analysisId, userId: PERSON, hasExpertPlan: false, hasAiPlan: false })
        : Promise.reject(new AnalysisNotFoundError('analysisId')),
  });
  const analytics = strictFake<AnalyticsService>('AnalyticsService', {
    track: (...event: unknown[]) => void tracked.push(event),
  });
  return { service: new ComingSoonViewsService(analysis, analytics), tracked };
}

describe('ComingSoonViewsService (strict fakes, no database)', () => {
  it("records a coming-soon view with the person only when the analysis is the visitor's", async () => {
    const mine = randomUUID();
    const theirs = randomUUID();
    const w = world([mine]);

    await w.service.record({ type: 'coaching', analysisId: mine }, VISITOR, ORIGIN);
    await w.service.record({ type: 'coaching', analysisId: theirs }, VISITOR, ORIGIN);
    await w.service.record({ type: 'coaching' }, VISITOR, ORIGIN);

    expect(w.tracked).toEqual([
      [PERSON, 'coming_soon_viewed', { type: 'coaching', analysisId: mine }, ORIGIN],
      [null, 'coming_soon_viewed', { type: 'coaching', analysisId: theirs }, ORIGIN],
      [null, 'coming_soon_viewed', { type: 'coaching' }, ORIGIN],
    ]);
  });
});
