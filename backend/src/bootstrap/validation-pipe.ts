import { ValidationPipe } from '@nestjs/common';
import { RequestValidationError } from '../common/errors/api-error';
import { flattenValidationErrors } from '../common/errors/validation-details';
import { memoiseValidationRuleLookups } from '../common/validation/validation-rule-lookups';

/** The global pipe; test harnesses use this same factory. Unknown fields are rejected, not silently dropped. */
export function createValidationPipe(): ValidationPipe {
  memoiseValidationRuleLookups();
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    exceptionFactory: (errors) => new RequestValidationError(flattenValidationErrors(errors)),
  });
}
