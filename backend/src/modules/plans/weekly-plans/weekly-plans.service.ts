import { Injectable, Logger } from '@nestjs/common';
import { type ClassConstructor, plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { WeeklyPlanRequest } from '@fitness/engine';
import { RequestValidationError } from '../../../common/errors/api-error';
import { flattenValidationErrors } from '../../../common/errors/validation-details';
import { AiCoachPort, AiCoachUnavailableError } from '../../../infra/ai-coach/ai-coach.port';
import { aiCoachUnavailable } from '../../../infra/ai-coach/ai-coach.errors';
import type { RequestOrigin } from '../../../common/http/request-origin';
import { AnalysisService } from '../../analysis/analysis.service';
import { AnalyticsService } from '../../analytics/analytics.service';
import { type GenerateWeeklyPlanDto, NutritionAnswersDto, WorkoutAnswersDto } from './dto/weekly-plan.dto';
import { sanitizePlanHtml } from './weekly-plan-html';

@Injectable()
export class WeeklyPlansService {
  private readonly logger = new Logger(WeeklyPlansService.name);

  constructor(
    private readonly analysis: AnalysisService,
    private readonly coach: AiCoachPort,
    private readonly analytics: AnalyticsService,
  ) {}

  /** A one-week plan for the analysis stored under this id, as sanitized HTML. */
  async generate(body: GenerateWeeklyPlanDto, visitorId: string | undefined, origin: RequestOrigin): Promise<string> {
    const request = validRequest(body);
    const context = await this.analysis.coachContext(body.analysisId, visitorId);
    let html: string;
    try {
      html = await this.coach.weeklyPlanHtml(request, context);
    } catch (error) {
      if (!(error instanceof AiCoachUnavailableError)) throw error;
      this.logger.warn({ err: error, provider: this.coach.provider }, 'The weekly plan could not be written');
      throw aiCoachUnavailable();
    }
    const plan = await sanitizePlanHtml(html);
    if (plan === '') {
      this.logger.warn({ provider: this.coach.provider }, 'The weekly plan was empty after sanitizing');
      throw aiCoachUnavailable();
    }
    this.analytics.track(context.userId, 'weekly_plan_generated', { analysisId: body.analysisId, type: body.type }, origin);
    return plan;
  }
}

/** Checks `answers` against the form of `type`; reasons are keyed `answers.<field>` like the validation pipe's. */
function validRequest(body: GenerateWeeklyPlanDto): WeeklyPlanRequest {
  return body.type === 'workout'
    ? { type: 'workout', answers: validAnswers(WorkoutAnswersDto, body.answers) }
    : { type: 'nutrition', answers: validAnswers(NutritionAnswersDto, body.answers) };
}

function validAnswers<T extends object>(form: ClassConstructor<T>, plain: Record<string, unknown>): T {
  const answers = plainToInstance(form, plain);
  const errors = validateSync(answers, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length > 0) throw new RequestValidationError(flattenValidationErrors(errors, 'answers'));
  return answers;
}
