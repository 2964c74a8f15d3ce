import { type ArgumentsHost, Catch, type ExceptionFilter, Logger, NotFoundException } from '@nestjs/common';
import type { Application, Request, Response } from 'express';
import { allowedMethods } from '../http/method-not-allowed';
import { ApiError } from './api-error';
import { DEPENDENCY_OUTAGE_RETRY_AFTER_S } from './dependency-outage';
import { toApiErrorBody } from './error-body';

/** The one global filter: every error leaves as `{ statusCode, code, message, details?, requestId }`. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  /** `routes`: the Express app, to tell a wrong method (405 with Allow) from an unknown path (404). */
  constructor(private readonly routes?: Application) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const requestId = String(request.id ?? 'unknown');
    const body = toApiErrorBody(this.methodNotAllowed(exception, request, response) ?? exception, requestId);
    if (body.statusCode >= 500) {
      this.logger.error(
        { err: exception, requestId, method: request.method, url: request.originalUrl },
        'Request failed with an unexpected error',
      );
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    // A handler may have set its own content type or caching (an image, say) before failing: an error is neither.
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    if (body.statusCode === 503 && !response.hasHeader('Retry-After')) {
      response.setHeader('Retry-After', String(DEPENDENCY_OUTAGE_RETRY_AFTER_S));
    }
    response.status(body.statusCode).json(body);
  }

  /** The router found no route for this method; when the path has routes for other methods, that is a 405. */
  private methodNotAllowed(exception: unknown, request: Request, response: Response): ApiError | undefined {
    if (
      this.routes === undefined ||
      !(exception instanceof NotFoundException) ||
      !exception.message.startsWith('Cannot ')
    ) {
      return undefined;
    }
    const allow = allowedMethods(this.routes, request.path);
    if (allow.length === 0 || allow.includes(request.method)) return undefined;
    response.setHeader('Allow', allow.join(', '));
    return new ApiError(405, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed here; use ${allow.join(', ')}`);
  }
}
