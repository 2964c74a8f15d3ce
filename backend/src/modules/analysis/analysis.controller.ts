import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { uuidParam } from '../../common/http/uuid-param.pipe';
import { RateLimited } from '../../common/http/rate-limit';
import { requestOrigin } from '../../common/http/request-origin';
import { VISITOR_SECURITY_SCHEME } from '../../common/visitor/visitor-openapi';
import { EnsuredVisitorId, VisitorId } from '../../common/visitor/visitor-session';
import { AnalysisService } from './analysis.service';
import { AnalysisDto } from './dto/analysis.dto';
import { CreateAnalysisDto } from './dto/create-analysis.dto';

@ApiTags('analysis')
@ApiErrorResponses()
@ApiCookieAuth(VISITOR_SECURITY_SCHEME)
@Controller()
export class AnalysisController {
  constructor(private readonly analysis: AnalysisService) {}

  @Post('analysis')
  @ApiOperation({
    summary: 'Analyse stats (and both photos when given), store the result and delete the photos',
  })
  @RateLimited('analysis')
  @ApiCreatedResponse({ type: AnalysisDto })
  createAnalysis(
    @Body() body: CreateAnalysisDto,
    @EnsuredVisitorId() visitorId: string,
    @Req() request: Request,
  ): Promise<AnalysisDto> {
    return this.analysis.createAnalysis(body, visitorId, requestOrigin(request));
  }

  @Get('analysis/:userId')
  @RateLimited('reads')
  @ApiOperation({ summary: "The user's latest analysis, for the visitor that made it (404 for anyone else)" })
  @ApiOkResponse({ type: AnalysisDto })
  getLatestAnalysis(
    @Param('userId', uuidParam('userId')) userId: string,
    @VisitorId() visitorId: string | undefined,
  ): Promise<AnalysisDto> {
    return this.analysis.getLatestForUser(userId, visitorId);
  }

  @Get('analysis-by-id/:analysisId')
  @RateLimited('reads')
  @ApiOperation({ summary: 'One analysis by its id, with the AI plan when generated (404 for other visitors)' })
  @ApiOkResponse({ type: AnalysisDto })
  getAnalysisById(
    @Param('analysisId', uuidParam('analysisId')) analysisId: string,
    @VisitorId() visitorId: string | undefined,
  ): Promise<AnalysisDto> {
    return this.analysis.getById(analysisId, visitorId);
  }
}
