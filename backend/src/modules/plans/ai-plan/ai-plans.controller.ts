import { Controller, Get, StreamableFile } from '@nestjs/common';
import { UuidParam } from '../../../common/http/uuid-param.pipe';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AI_PLAN_PDF_FILE_NAME } from '@fitness/contracts';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator';
import { RateLimited } from '../../../common/http/rate-limit';
import { VISITOR_SECURITY_SCHEME } from '../../../common/visitor/visitor-openapi';
import { VisitorId } from '../../../common/visitor/visitor-session';
import { AiPlansService } from './ai-plans.service';
import { AiPlanStateDto } from './dto/ai-plan.dto';

@ApiTags('plans')
@ApiErrorResponses()
@ApiCookieAuth(VISITOR_SECURITY_SCHEME)
@Controller('analysis/:analysisId/ai-plan')
export class AiPlansController {
  constructor(private readonly aiPlans: AiPlansService) {}

  @Get()
  @RateLimited('reads')
  @ApiOperation({
    summary: 'Where the analysis’s AI plan is (the page polls this until ready or failed)',
    description:
      'The plan job for this analysis: its status, whether the plan and its PDF are ready, and which generator wrote it. Status none when no AI plan was bought for it; 404 when the analysis is not this visitor’s.',
  })
  @ApiOkResponse({ type: AiPlanStateDto })
  getAiPlanState(
    @UuidParam('analysisId') analysisId: string,
    @VisitorId() visitorId: string | undefined,
  ): Promise<AiPlanStateDto> {
    return this.aiPlans.state(analysisId, visitorId);
  }

  @Get('pdf')
  @RateLimited('reads')
  @ApiOperation({
    summary: 'Download the AI plan as a PDF',
    description: `An attachment named ${AI_PLAN_PDF_FILE_NAME}. 404 AI_PLAN_NOT_FOUND before a plan was asked for, AI_PLAN_PDF_NOT_READY while it is being made.`,
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'The PDF' })
  downloadAiPlanPdf(
    @UuidParam('analysisId') analysisId: string,
    @VisitorId() visitorId: string | undefined,
  ): Promise<StreamableFile> {
    return this.aiPlans.pdf(analysisId, visitorId);
  }
}
