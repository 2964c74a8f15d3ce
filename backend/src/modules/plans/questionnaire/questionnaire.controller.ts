import { Body, Controller, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator';
import { RateLimited } from '../../../common/http/rate-limit';
import { Origin, type RequestOrigin } from '../../../common/http/request-origin';
import { VISITOR_SECURITY_SCHEME } from '../../../common/visitor/visitor-openapi';
import { EnsuredVisitorId } from '../../../common/visitor/visitor-session';
import { QuestionnaireCreatedDto, SubmitQuestionnaireDto } from './dto/questionnaire.dto';
import { QuestionnairesService } from './questionnaires.service';
import { InvalidatesReads } from '../../../common/openapi/invalidates-reads.decorator';

@ApiTags('plans')
@ApiErrorResponses()
@ApiCookieAuth(VISITOR_SECURITY_SCHEME)
@Controller()
export class QuestionnaireController {
  constructor(private readonly questionnaires: QuestionnairesService) {}

  @Post('questionnaire')
  @RateLimited('users', 'users-visitor')
  @ApiOperation({
    summary: 'Store the 7-step plan questionnaire',
    description:
      'The whole answers object (spec §3), with the required answers of each step. The person is found or created by ' +
      'the email (username = full name); the analysis, when named, must be this visitor’s. Only this visitor can ' +
      'use the questionnaire afterwards (to pay for a plan with it).',
  })
  @ApiCreatedResponse({ type: QuestionnaireCreatedDto })
  @InvalidatesReads('plans')
  submitQuestionnaire(
    @Body() body: SubmitQuestionnaireDto,
    @EnsuredVisitorId() visitorId: string,
    @Origin() origin: RequestOrigin,
  ): Promise<QuestionnaireCreatedDto> {
    return this.questionnaires.submit(body, visitorId, origin);
  }
}
