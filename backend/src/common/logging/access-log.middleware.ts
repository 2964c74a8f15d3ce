import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Level, Logger } from 'pino';

/** Server errors are errors, refusals warnings, the rest information (as the access log always levelled them). */
function accessLogLevel(statusCode: number): Level {
  return statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
}

/**
 * One line per call once its answer is sent or abandoned: request id, method, URL, status, time taken and the
 * caller's address. Runs after requestIdMiddleware.
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
          url: request.originalUrl,
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
