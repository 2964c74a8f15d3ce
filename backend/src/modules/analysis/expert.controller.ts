import { Body, Controller, Post } from '@nestjs/common';
import { Origin, type RequestOrigin } from '../../common/http/request-origin';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { AiCoachEndpoint } from '../../infra/ai-coach/ai-coach-endpoint.decorator';
import { AskExpertDto, ExpertAnswerDto } from './dto/ask-expert.dto';
import { VISITOR_SECURITY_SCHEME } from '../../common/visitor/visitor-openapi';
import { VisitorId } from '../../common/visitor/visitor-session';
import { ExpertService } from './expert.service';
import { InvalidatesReads } from '../../common/openapi/invalidates-reads.decorator';

@ApiTags('analysis')
@ApiErrorResponses()
@ApiCookieAuth(VISITOR_SECURITY_SCHEME)
@Controller()
export class ExpertController {
  constructor(private readonly expert: ExpertService) {}

  @Post('ask-expert')
  @AiCoachEndpoint(
    'Ask the AI training expert a question about this analysis',
    ExpertAnswerDto,
    'Answers a free-text question from the numbers of this analysis. Written by the language model when one is configured, by the built-in coach otherwise.',
  )
  @InvalidatesReads()
  async askExpert(
    @Body() body: AskExpertDto,
    @VisitorId() visitorId: string | undefined,
    @Origin() origin: RequestOrigin,
  ): Promise<ExpertAnswerDto> {
    return { answer: await this.expert.answer(body.question, body.analysisId, visitorId, origin) };
  }
}
