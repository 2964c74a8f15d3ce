import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { type DestinationStream, pino } from 'pino';
import type { Options } from 'pino-http';
import type { IncomingMessage } from 'node:http';
import { AppConfig } from '../../config/app-config';

/** Structured JSON logs (pino); each request's lines carry its request id. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // Nest 11 route syntax for "every route" (the library's default '*' logs a legacy-route warning).
        forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
        pinoHttp: withDestination(config, {
          level: config.LOG_LEVEL,
          // The id was set by requestIdMiddleware, which runs before everything else.
          genReqId: (request: IncomingMessage) => request.id ?? 'unknown',
          // One compact line per request: who asked what, and the outcome (no header dumps, so no cookies either).
          serializers: {
            req: (request: { id?: unknown; method?: string; url?: string; remoteAddress?: string }) => ({
              id: request.id,
              method: request.method,
              url: request.url,
              remoteAddress: request.remoteAddress,
            }),
            res: (response: { statusCode?: number }) => ({ statusCode: response.statusCode }),
          },
          customLogLevel: (_request, response, error) =>
            error !== undefined || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
          transport:
            config.LOG_FORMAT === 'pretty' ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
        }),
      }),
    }),
  ],
})
export class LoggingModule {}

/**
 * JSON lines go to stdout through an asynchronous destination: a synchronous write per request blocked the event
 * loop on every answer. pino flushes what is buffered when the process exits, errors included.
 */
function withDestination(config: AppConfig, options: Options): Options | [Options, DestinationStream] {
  if (config.LOG_FORMAT === 'pretty') return options;
  return [options, pino.destination({ dest: 1, sync: false })];
}
