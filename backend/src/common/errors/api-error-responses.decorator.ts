import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiInternalServerErrorResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import { ApiErrorBodyDto } from './api-error-body.dto';

/** Documents the shared error body on every operation of a controller. */
export function ApiErrorResponses(): ClassDecorator & MethodDecorator {
  return applyDecorators(
    ApiExtraModels(ApiErrorBodyDto),
    ApiBadRequestResponse({ description: 'Invalid input (VALIDATION_FAILED with per-field details)', type: ApiErrorBodyDto }),
    ApiNotFoundResponse({ description: 'Not found', type: ApiErrorBodyDto }),
    ApiInternalServerErrorResponse({ description: 'Unexpected error (INTERNAL)', type: ApiErrorBodyDto }),
  );
}
