import { Injectable } from '@nestjs/common';
import type { RequestOrigin } from '../../common/http/request-origin';
import { AnalysisService } from '../analysis/analysis.service';
import { AnalyticsService } from '../analytics/analytics.service';
import type { TrackInterestDto } from './dto/track-interest.dto';

/**
 * A coming-soon page (plan or coaching) says it was shown (POST /api/track-interest without booking fields): one
 * analytics event, `coming_soon_viewed`, naming the person only when the analysis the visitor came from is theirs.
 */
@Injectable()
export class ComingSoonViewsService {
  constructor(
    private readonly analysis: AnalysisService,
    private readonly analytics: AnalyticsService,
  ) {}

  async record(body: TrackInterestDto, visitorId: string, origin: RequestOrigin): Promise<void> {
    const userId = await this.personOf(body.analysisId, visitorId);
    this.analytics.track(
      userId,
      'coming_soon_viewed',
      { type: body.type, ...(body.analysisId ? { analysisId: body.analysisId } : {}) },
      origin,
    );
  }

  /** Whose analysis the visitor came from, when it is theirs to see; otherwise the event has no person. */
  private async personOf(analysisId: string | undefined, visitorId: string): Promise<string | null> {
    if (analysisId === undefined) return null;
    try {
      return (await this.analysis.requireVisible(analysisId, visitorId)).userId;
    } catch {
      return null;
    }
  }
}
