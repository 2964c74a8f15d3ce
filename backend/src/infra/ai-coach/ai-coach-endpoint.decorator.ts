import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { ApiErrorBodyDto } from '../../common/errors/api-error-body.dto';
import { RateLimited } from '../../common/http/rate-limit';

/**
 * A POST answered by the AI coach: 200 with `response`, counted against the AI rate limit (with its 429), and
 * documented with its 503 (the model could not answer).
 */
export function AiCoachEndpoint(summary: string, response: new () => object, description: string): MethodDecorator {
  return applyDecorators(
    HttpCode(200),
    RateLimited('ai'),
    ApiOperation({ summary, description }),
    ApiOkResponse({ type: response }),
    ApiServiceUnavailableResponse({
      type: ApiErrorBodyDto,
      description: 'The AI coach could not answer (AI_UNAVAILABLE)',
    }),
  );
}
