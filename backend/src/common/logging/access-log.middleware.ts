import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Level, Logger } from 'pino';

/** Server errors are errors, refusals warnings, the rest information (as the access log always levelled them). */
function accessLogLevel(statusCode: number): Level {
  return statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
}

/** Query parameters that are credentials: an upload address's signature, an emailed link's token. */
const SECRET_QUERY_PARAMETERS = ['signature', 'token', 'access'];

/** The URL as logged: a URL holding a credential in its query is logged as its path alone. */
export function loggableUrl(originalUrl: string): string {
  const queryStart = originalUrl.indexOf('?');
  if (queryStart === -1) return originalUrl;
  const query = new URLSearchParams(originalUrl.slice(queryStart + 1));
  return SECRET_QUERY_PARAMETERS.some((name) => query.has(name)) ? originalUrl.slice(0, queryStart) : originalUrl;
}

/**
 * One line per call once its answer is sent or abandoned: request id, method, URL (without a query that holds a
 * credential), status, time taken and the caller's address. Runs after requestIdMiddleware.
 */
export function accessLogMiddleware(logger: Logger): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const started = Date.now();
    // 'close' follows 'finish' for every answer and is the only event of one the client abandoned: one listener.
    response.once('close', () => {
      const { statusCode } = response;
      const level = accessLogLevel(statusCode);
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          requestId: request.id,
          method: request.method,
          url: loggableUrl(request.originalUrl),
          statusCode,
          responseTime: Date.now() - started,
          remoteAddress: request.socket.remoteAddress,
        },
        response.writableFinished ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}
