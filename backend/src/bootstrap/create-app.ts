import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { Logger as PinoLogger } from 'pino';
import { AppModule } from '../app.module';
import type { Application } from 'express';
import { ApiExceptionFilter } from '../common/errors/api-exception.filter';
import { accessLogMiddleware } from '../common/logging/access-log.middleware';
import { ROOT_LOGGER } from '../common/logging/logging.module';
import { jsonBodyMiddleware } from '../common/http/json-body.middleware';
import { REQUEST_ID_HEADER, requestIdMiddleware } from '../common/http/request-id.middleware';
import { noStoreMiddleware } from '../common/http/no-store.middleware';
import { resolveSessionSecret, visitorSessionMiddleware } from '../common/visitor/visitor-session';
import { restrictNewFilesToOwner } from '../common/files/private-files';
import type { AppConfig } from '../config/app-config';
import { mountFrontends } from '../frontend-hosting/frontend-hosting';
import {
  PHOTO_UPLOADS_PATH,
  photoUploadBodyMiddleware,
  releaseAnalysisPhotosWhenAnswered,
} from '../modules/analysis/photos.middleware';
import { PhotosService } from '../modules/analysis/photos.service';
import { applyServerTimeouts } from './server-timeouts';
import { contentSecurityPolicyDirectives } from './content-security-policy';
import { buildOpenApiDocument, setupSwaggerUi } from './swagger';
import { createValidationPipe } from './validation-pipe';
import { AppExpressAdapter } from './express-adapter';

export const API_PREFIX = 'api';

export interface CreatedApp {
  app: NestExpressApplication;
  /** The API's OpenAPI document, built when first read. */
  readonly openApiDocument: OpenAPIObject;
}

/**
 * Builds the API exactly as it runs: used by main.ts, the OpenAPI script and the API tests, so all three match.
 * The app is initialised but not listening.
 */
export async function createApp(config: AppConfig): Promise<CreatedApp> {
  restrictNewFilesToOwner();
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config),
    new AppExpressAdapter(),
    {
      bufferLogs: true,
      // Body parsing is ours (jsonBodyMiddleware) so its errors get the shared error body.
      bodyParser: false,
    },
  );
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // API answers are never cached (Cache-Control: no-store), so hashing every body for an ETag is wasted work;
  // static files keep theirs (serve-static makes its own).
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY);

  // Order matters: the request id comes first so every later failure can quote it, then the access log, so the
  // time it reports covers everything after.
  app.use(requestIdMiddleware);
  app.use(`/${API_PREFIX}`, accessLogMiddleware(app.get<PinoLogger>(ROOT_LOGGER)));
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(config) },
      // Micro-frontend dev servers on other localhost ports may show our images (same site, other port).
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
  );
  app.enableCors({
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    credentials: true,
    exposedHeaders: [REQUEST_ID_HEADER],
  });
  app.use(`/${API_PREFIX}`, visitorSessionMiddleware(resolveSessionSecret(config)));
  app.use(`/${API_PREFIX}`, noStoreMiddleware);
  // Photo uploads arrive as raw bytes of any declared type; read first (a finished request is left alone by the JSON
  // parser), and a PUT the upload middleware refuses never reaches the parser at all.
  const photos = app.get(PhotosService);
  app.use(
    PHOTO_UPLOADS_PATH,
    photoUploadBodyMiddleware({
      checkAddress: (id, query) => photos.checkUploadAddress(id, query),
      incomingDir: photos.incomingDir,
      maxInFlightPerVisitor: config.UPLOADS_IN_FLIGHT_PER_VISITOR,
    }),
  );
  app.use(jsonBodyMiddleware(config.BODY_LIMIT));
  // Photos named by an analysis are deleted once it is answered, whatever the answer and whichever layer gave it.
  app.use(`/${API_PREFIX}/analysis`, releaseAnalysisPhotosWhenAnswered(photos));
  applyServerTimeouts(app.getHttpServer() as Server, config);
  mountFrontends(app, config);

  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(app.getHttpAdapter().getInstance() as Application));

  // Built on first use (the docs page, the spec writer, tests), not at start: it costs a new API about 250 ms.
  let openApiDocument: OpenAPIObject | undefined;
  const document = () => (openApiDocument ??= buildOpenApiDocument(app));
  setupSwaggerUi(app, document);
  await app.init();
  return {
    app,
    get openApiDocument() {
      return document();
    },
  };
}
