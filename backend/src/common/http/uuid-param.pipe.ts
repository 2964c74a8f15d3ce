import { Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { RequestValidationError } from '../errors/api-error';

/** Validates a UUID path parameter; a malformed one is a 400 naming the parameter, never a database error. */
function uuidParam(name: string): ParseUUIDPipe {
  return new ParseUUIDPipe({
    exceptionFactory: () => new RequestValidationError({ [name]: [`${name} must be a UUID`] }),
  });
}

/**
 * `@Param(name)` that must be a UUID, documented as one: the pipe that refuses other text and the OpenAPI parameter
 * (`format: uuid`) come from this one decorator.
 */
export function UuidParam(name: string): ParameterDecorator {
  return (target, method, index) => {
    Param(name, uuidParam(name))(target, method, index);
    const descriptor = Object.getOwnPropertyDescriptor(target, method!)!;
    ApiParam({ name, type: String, format: 'uuid' })(target, method!, descriptor);
  };
}
