import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorBodyDto } from '../../common/errors/api-error-body.dto';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { UuidParam } from '../../common/http/uuid-param.pipe';
import { RateLimited } from '../../common/http/rate-limit';
import { requestOrigin } from '../../common/http/request-origin';
import { VISITOR_SECURITY_SCHEME } from '../../common/visitor/visitor-openapi';
import { EnsuredVisitorId, VisitorId } from '../../common/visitor/visitor-session';
import { AnalysisService } from './analysis.service';
import { AnalysisDto } from './dto/analysis.dto';
import { AnalysisHistoryDto } from './dto/analysis-history.dto';
import { CreateAnalysisDto } from './dto/create-analysis.dto';
import { InvalidatesReads } from '../../common/openapi/invalidates-reads.decorator';

@ApiTags('analysis')
@ApiErrorResponses()
@ApiCookieAuth(VISITOR_SECURITY_SCHEME)
@Controller()
export class AnalysisController {
  constructor(private readonly analysis: AnalysisService) {}

  @Post('analysis')
  @ApiOperation({
    summary: 'Analyse stats (and both photos when given), store the result and delete the photos',
    description:
      'Runs the published body-composition and fitness methods on the stats and, when both photos are given, on ' +
      'their measurements; the photos are deleted whatever happens. Answers with the stored analysis, which only ' +
      'this visitor session can read back.',
  })
  @RateLimited('analysis')
  @ApiCreatedResponse({ type: AnalysisDto })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description:
      'VALIDATION_FAILED (per field); IMPLAUSIBLE_STATS (readable values no human body has: outside 100-250 cm or ' +
      '30-300 kg, BMI outside 10-200, waist over 1.6 × height); PHOTOS_INCOMPLETE, UNKNOWN_PHOTO_REFERENCE, PHOTO_NOT_UPLOADED',
  })
  @InvalidatesReads('analysis')
  createAnalysis(
    @Body() body: CreateAnalysisDto,
    @EnsuredVisitorId() visitorId: string,
    @Req() request: Request,
  ): Promise<AnalysisDto> {
    return this.analysis.createAnalysis(body, visitorId, requestOrigin(request));
  }

  @Get('analysis/:userId')
  @RateLimited('reads')
  @ApiOperation({
    summary: "The user's latest analysis, for the visitor that made it (404 for anyone else)",
    description:
      'The newest analysis of this user that this visitor may see; 404 when there is none, as for an unknown user.',
  })
  @ApiOkResponse({ type: AnalysisDto })
  getLatestAnalysis(
    @UuidParam('userId') userId: string,
    @VisitorId() visitorId: string | undefined,
  ): Promise<AnalysisDto> {
    return this.analysis.getLatestForUser(userId, visitorId);
  }

  @Get('users/:userId/analyses')
  @RateLimited('reads')
  @ApiOperation({
    summary: "The user's analyses over time, with whether the latest change is real (404 for anyone else)",
    description:
      'Every analysis of this user that this visitor may see, oldest first (at most the latest 500), and for the ' +
      'latest one whether it differs from the one before and from the first by more than the error of the methods ' +
      '(minimal detectable change at 95%). 404 when there is none, as for an unknown user.',
  })
  @ApiOkResponse({ type: AnalysisHistoryDto })
  getAnalysisHistory(
    @UuidParam('userId') userId: string,
    @VisitorId() visitorId: string | undefined,
  ): Promise<AnalysisHistoryDto> {
    return this.analysis.getHistory(userId, visitorId);
  }

  @Get('analysis-by-id/:analysisId')
  @RateLimited('reads')
  @ApiOperation({
    summary: 'One analysis by its id, with the AI plan when generated (404 for other visitors)',
    description:
      'Answers only to the visitor that made the analysis (or proved the email); anyone else gets the same 404 as for an unknown id.',
  })
  @ApiOkResponse({ type: AnalysisDto })
  getAnalysisById(
    @UuidParam('analysisId') analysisId: string,
    @VisitorId() visitorId: string | undefined,
  ): Promise<AnalysisDto> {
    return this.analysis.getById(analysisId, visitorId);
  }
}
