import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorBody, CommonApiErrorCode } from '@fitness/contracts';
import { ApiError } from './api-error';
import { DEPENDENCY_OUTAGE_MESSAGE, isDependencyOutage } from './dependency-outage';

const CODE_BY_STATUS: Partial<Record<number, CommonApiErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: 'BAD_REQUEST',
  [HttpStatus.UNAUTHORIZED]: 'UNAUTHORIZED',
  [HttpStatus.FORBIDDEN]: 'FORBIDDEN',
  [HttpStatus.NOT_FOUND]: 'NOT_FOUND',
  [HttpStatus.METHOD_NOT_ALLOWED]: 'METHOD_NOT_ALLOWED',
  [HttpStatus.CONFLICT]: 'CONFLICT',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'PAYLOAD_TOO_LARGE',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'UNSUPPORTED_MEDIA_TYPE',
  [HttpStatus.TOO_MANY_REQUESTS]: 'TOO_MANY_REQUESTS',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'SERVICE_UNAVAILABLE',
};

export const GENERIC_INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';

function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && message.every((item) => typeof item === 'string')) return message.join('; ');
  return exception.message;
}

/**
 * Maps anything thrown while handling a request to the one error body.
 * Only errors we raise on purpose (HttpException) show their message; anything else is a 500 with a generic text.
 */
export function toApiErrorBody(exception: unknown, requestId: string): ApiErrorBody {
  if (exception instanceof ApiError) {
    const body: ApiErrorBody = { statusCode: exception.getStatus(), code: exception.code, message: exception.message, requestId };
    if (exception.details !== undefined) body.details = exception.details;
    return body;
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    if (statusCode >= 500) return { statusCode, code: codeForStatus(statusCode), message: GENERIC_INTERNAL_MESSAGE, requestId };
    return { statusCode, code: codeForStatus(statusCode), message: messageOf(exception), requestId };
  }
  if (isDependencyOutage(exception)) {
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE', message: DEPENDENCY_OUTAGE_MESSAGE, requestId };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: 'INTERNAL', message: GENERIC_INTERNAL_MESSAGE, requestId };
}
