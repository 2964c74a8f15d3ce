import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { AiCoachEndpoint } from '../../infra/ai-coach/ai-coach-endpoint.decorator';
import { AskExpertDto, ExpertAnswerDto } from './dto/ask-expert.dto';
import { ExpertService } from './expert.service';

@ApiTags('analysis')
@ApiErrorResponses()
@Controller()
export class ExpertController {
  constructor(private readonly expert: ExpertService) {}

  @Post('ask-expert')
  @AiCoachEndpoint('Ask the AI training expert a question about this analysis', ExpertAnswerDto)
  async askExpert(@Body() body: AskExpertDto): Promise<ExpertAnswerDto> {
    return { answer: await this.expert.answer(body.question, body.analysisId) };
  }
}
