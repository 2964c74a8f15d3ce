import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiErrorBodyDto } from '../../common/errors/api-error-body.dto';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { RateLimited } from '../../common/http/rate-limit';
import { GenerateWeeklyPlanDto, WeeklyPlanDto } from './dto/weekly-plan.dto';
import { WeeklyPlansService } from './weekly-plans.service';

@ApiTags('plans')
@ApiErrorResponses()
@Controller()
export class WeeklyPlansController {
  constructor(private readonly weeklyPlans: WeeklyPlansService) {}

  @Post('generate-weekly-plan')
  @HttpCode(200)
  @RateLimited('ai')
  @ApiOperation({ summary: 'Write a one-week workout or nutrition plan for this analysis' })
  @ApiOkResponse({ type: WeeklyPlanDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorBodyDto, description: 'Over the per-minute limit' })
  @ApiServiceUnavailableResponse({
    type: ApiErrorBodyDto,
    description: 'The AI coach could not answer (AI_UNAVAILABLE)',
  })
  async generateWeeklyPlan(@Body() body: GenerateWeeklyPlanDto): Promise<WeeklyPlanDto> {
    return { plan: await this.weeklyPlans.generate(body) };
  }
}
