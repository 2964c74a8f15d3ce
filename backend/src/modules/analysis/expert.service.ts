import { Injectable, Logger } from '@nestjs/common';
import { AiCoachPort, AiCoachUnavailableError } from '../../infra/ai-coach/ai-coach.port';
import { aiCoachUnavailable } from '../../infra/ai-coach/ai-coach.errors';
import type { RequestOrigin } from '../../common/http/request-origin';
import { AnalyticsService } from '../analytics/analytics.service';
import { AnalysisService } from './analysis.service';

@Injectable()
export class ExpertService {
  private readonly logger = new Logger(ExpertService.name);

  constructor(
    private readonly analysis: AnalysisService,
    private readonly coach: AiCoachPort,
    private readonly analytics: AnalyticsService,
  ) {}

  /** Answers from the analysis stored under this id; what the browser sends about the analysis is not used. */
  async answer(question: string, analysisId: string, visitorId: string | undefined, origin: RequestOrigin): Promise<string> {
    const context = await this.analysis.coachContext(analysisId, visitorId);
    try {
      const answer = await this.coach.answerQuestion(question, context);
      this.analytics.track(context.userId, 'expert_question_asked', { analysisId, provider: this.coach.provider }, origin);
      return answer;
    } catch (error) {
      if (!(error instanceof AiCoachUnavailableError)) throw error;
      this.logger.warn({ err: error, provider: this.coach.provider }, 'The training expert did not answer');
      throw aiCoachUnavailable();
    }
  }
}
