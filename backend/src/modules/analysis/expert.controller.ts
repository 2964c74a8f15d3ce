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
import { AskExpertDto, ExpertAnswerDto } from './dto/ask-expert.dto';
import { ExpertService } from './expert.service';

@ApiTags('analysis')
@ApiErrorResponses()
@Controller()
export class ExpertController {
  constructor(private readonly expert: ExpertService) {}

  @Post('ask-expert')
  @HttpCode(200)
  @RateLimited('ai')
  @ApiOperation({ summary: 'Ask the AI training expert a question about this analysis' })
  @ApiOkResponse({ type: ExpertAnswerDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorBodyDto, description: 'Over the per-minute limit' })
  @ApiServiceUnavailableResponse({
    type: ApiErrorBodyDto,
    description: 'The AI coach could not answer (AI_UNAVAILABLE)',
  })
  async askExpert(@Body() body: AskExpertDto): Promise<ExpertAnswerDto> {
    return { answer: await this.expert.answer(body.question, body.analysisId) };
  }
}
