import { ParseUUIDPipe } from '@nestjs/common';
import { RequestValidationError } from '../errors/api-error';

/** Validates a UUID path parameter; a malformed one is a 400 naming the parameter, never a database error. */
export function uuidParam(name: string): ParseUUIDPipe {
  return new ParseUUIDPipe({
    exceptionFactory: () => new RequestValidationError({ [name]: [`${name} must be a UUID`] }),
  });
}
