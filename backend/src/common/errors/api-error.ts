import { HttpException } from '@nestjs/common';

/** An error the API answers with on purpose: its status, code and message reach the caller as they are. */
export class ApiError extends HttpException {
  constructor(
    status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super({ statusCode: status, code, message }, status);
  }
}

/** Thrown by the global ValidationPipe; carries per-field reasons keyed by dotted path (`userStats.age`). */
export class RequestValidationError extends ApiError {
  constructor(details: Record<string, string[]>) {
    super(400, 'VALIDATION_FAILED', 'Request validation failed', details);
  }
}
