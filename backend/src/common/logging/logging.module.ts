import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { type Logger, pino } from 'pino';
import { AppConfig } from '../../config/app-config';

/** The process's one pino logger: Nest's logs, the access log and every request's lines go through it. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * JSON lines go to stdout through an asynchronous destination: a synchronous write per request blocked the event
 * loop on every answer. pino flushes what is buffered when the process exits, errors included.
 */
function createRootLogger(config: AppConfig): Logger {
  if (config.LOG_FORMAT === 'pretty') {
    return pino({ level: config.LOG_LEVEL, transport: { target: 'pino-pretty', options: { singleLine: true } } });
  }
  return pino({ level: config.LOG_LEVEL }, pino.destination({ dest: 1, sync: false }));
}

@Module({
  providers: [{ provide: ROOT_LOGGER, inject: [AppConfig], useFactory: createRootLogger }],
  exports: [ROOT_LOGGER],
})
class RootLoggerModule {}

/**
 * Structured JSON logs (pino), Nest's through nestjs-pino. Each API call has one access line and, when it fails
 * unexpectedly, one error line (ApiExceptionFilter), both with its request id, which is also in the answer.
 *
 * Neither comes from nestjs-pino's request middleware, measured against the bare peer of `npm run bench:api`:
 * - its pino-http built two child loggers, serialised the request and attached three listeners per call: about a
 *   sixth of a results-page read's CPU (accessLogMiddleware writes the same line for a fraction of it);
 * - it bound every request's logger to an AsyncLocalStorage, which on Node 20 runs promise hooks on every promise
 *   the process makes, the database driver's included: another tenth of the throughput of that read.
 * So a service's own line (a model that did not answer, say) carries the fields it logs, not the request id.
 */
@Module({
  imports: [
    RootLoggerModule,
    LoggerModule.forRootAsync({
      imports: [RootLoggerModule],
      inject: [ROOT_LOGGER],
      // The root logger for Nest's and the services' lines; no request middleware (above).
      useFactory: (root: Logger) => ({ pinoHttp: { logger: root }, useExisting: true, forRoutes: [] }),
    }),
  ],
  exports: [RootLoggerModule],
})
export class LoggingModule {}
