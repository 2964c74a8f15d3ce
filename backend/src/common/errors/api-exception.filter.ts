import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DEPENDENCY_OUTAGE_RETRY_AFTER_S } from './dependency-outage';
import { toApiErrorBody } from './error-body';

/** The one global filter: every error leaves as `{ statusCode, code, message, details?, requestId }`. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const requestId = String(request.id ?? 'unknown');
    const body = toApiErrorBody(exception, requestId);
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
}
