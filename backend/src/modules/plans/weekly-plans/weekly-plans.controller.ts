import { Body, Controller, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { Origin, type RequestOrigin } from '../../../common/http/request-origin';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator';
import { AiCoachEndpoint } from '../../../infra/ai-coach/ai-coach-endpoint.decorator';
import { ApiWeeklyPlanBody, GenerateWeeklyPlanDto, WeeklyPlanDto } from './dto/weekly-plan.dto';
import { VISITOR_SECURITY_SCHEME } from '../../../common/visitor/visitor-openapi';
import { VisitorId } from '../../../common/visitor/visitor-session';
import { WeeklyPlansService } from './weekly-plans.service';
import { InvalidatesReads } from '../../../common/openapi/invalidates-reads.decorator';

@ApiTags('plans')
@ApiErrorResponses()
@ApiCookieAuth(VISITOR_SECURITY_SCHEME)
@Controller()
export class WeeklyPlansController {
  constructor(private readonly weeklyPlans: WeeklyPlansService) {}

  @Post('generate-weekly-plan')
  @AiCoachEndpoint(
    'Write a one-week workout or nutrition plan for this analysis',
    WeeklyPlanDto,
    'Answers with the plan as sanitized HTML. The body is the workout form or the nutrition form, told apart by type. Written by the language model when one is configured, by the built-in coach otherwise.',
  )
  @ApiWeeklyPlanBody()
  @InvalidatesReads()
  async generateWeeklyPlan(
    @Body() body: GenerateWeeklyPlanDto,
    @VisitorId() visitorId: string | undefined,
    @Origin() origin: RequestOrigin,
  ): Promise<WeeklyPlanDto> {
    return { plan: await this.weeklyPlans.generate(body, visitorId, origin) };
  }
}
