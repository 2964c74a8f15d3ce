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

/**
 * A 400 for a rule no schema can state (a date range in order, measurements that fit a human body): each field
 * passed its own checks, and together they are refused. `code` names the rule; details say which fields and why.
 */
export class FieldRuleError extends ApiError {
  constructor(code: string, message: string, details: Record<string, string[]>) {
    super(400, code, message, details);
  }
}
