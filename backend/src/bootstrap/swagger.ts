import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ADMIN_SECURITY_DESCRIPTION, ADMIN_SECURITY_SCHEME } from '../common/admin/admin-bearer.guard';
import { ApiErrorBodyDto } from '../common/errors/api-error-body.dto';
import { completeOpenApiDocument } from './openapi-completion';
import { VISITOR_SECURITY_DESCRIPTION, VISITOR_SECURITY_SCHEME } from '../common/visitor/visitor-openapi';
import { VISITOR_COOKIE } from '../common/visitor/visitor-session';

export const SWAGGER_UI_PATH = 'api/docs';
export const SWAGGER_JSON_PATH = 'api/docs-json';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Fitness API')
    .setDescription(
      'Body-composition and fitness analysis, paid plans and 1:1 coaching. ' +
        'Every error answers with ApiErrorBodyDto: { statusCode, code, message, details?, requestId }.',
    )
    .setVersion('1')
    .addCookieAuth(
      VISITOR_COOKIE,
      { type: 'apiKey', in: 'cookie', name: VISITOR_COOKIE, description: VISITOR_SECURITY_DESCRIPTION },
      VISITOR_SECURITY_SCHEME,
    )
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: ADMIN_SECURITY_DESCRIPTION }, ADMIN_SECURITY_SCHEME)
    .build();
  return completeOpenApiDocument(
    SwaggerModule.createDocument(app, config, {
      operationIdFactory: (_controllerKey, methodKey) => methodKey,
      extraModels: [ApiErrorBodyDto],
    }),
  );
}

export function setupSwaggerUi(app: INestApplication, document: () => OpenAPIObject): void {
  SwaggerModule.setup(SWAGGER_UI_PATH, app, document, {
    jsonDocumentUrl: SWAGGER_JSON_PATH,
    yamlDocumentUrl: 'api/docs-yaml',
  });
}
