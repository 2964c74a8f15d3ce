import type { OpenAPIObject } from '@nestjs/swagger';
import { IS_DATE_STRING, IS_OPTIONAL, ValidationTypes } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { DEPENDENCY_OUTAGE_RETRY_AFTER_S } from '../common/errors/dependency-outage';
import { SCHEMA_RULES } from '../common/openapi/schema-rule.decorator';

// What Nest's document generator does not know, added in one place so the document tells the whole truth:
// the class-validator rules behind every DTO (formats, integers, ranges, patterns, nullability), that unknown fields
// are refused, the answers the HTTP layer gives on any operation (405, 413, 431, 503), and the document's metadata.

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema };
type Operation = Record<string, unknown> & {
  responses: Record<string, unknown>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: unknown[];
  security?: unknown[];
  tags?: string[];
};

/** The tags operations use, each with what it holds. */
export const API_TAGS: ReadonlyArray<{ name: string; description: string }> = [
  {
    name: 'users',
    description: 'People (found or created by email), access links and deleting a person with their data',
  },
  { name: 'analysis', description: 'Photo uploads and the free body-composition analysis' },
  { name: 'plans', description: 'Expert answers, weekly plans, the paid questionnaire and the 12-week AI plan' },
  { name: 'payments', description: 'Payment intents priced by the server, verified server-side' },
  { name: 'coaching', description: 'Trainers and session bookings' },
  { name: 'interest', description: 'Early-access interest and coming-soon views' },
  {
    name: 'admin',
    description: 'Operations: expert-plan orders, booking confirmations, the funnel (admin bearer token)',
  },
  { name: 'health', description: 'Liveness and readiness for orchestrators' },
];

/** Schema keywords a class-validator rule can state; copied onto the property Nest documented. */
const RULE_KEYWORDS = [
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'enum',
  'nullable',
] as const;

const ERROR_BODY = { $ref: '#/components/schemas/ApiErrorBodyDto' };

export function completeOpenApiDocument(document: OpenAPIObject): OpenAPIObject {
  addValidationRules(document);
  refuseUnknownFields(document);
  for (const operation of operations(document)) documentHttpLayerAnswers(operation);
  document.servers = [{ url: 'http://localhost:3000', description: '`npm start` on this machine (API under /api)' }];
  document.tags = [...API_TAGS];
  document.info.license = { name: 'Proprietary', url: 'https://fitness.example/terms' };
  return document;
}

function operations(document: OpenAPIObject): Operation[] {
  return Object.values(document.paths).flatMap((pathItem) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const)
      .map((method) => (pathItem as Record<string, Operation | undefined>)[method])
      .filter((operation): operation is Operation => operation !== undefined),
  );
}

/**
 * Each DTO's class-validator rules, converted by class-validator-jsonschema, onto the schema Nest generated for the
 * same class: the decorators that validate are the ones that document. An optional field (`@IsOptional`) also
 * accepts null, so it is documented as nullable.
 */
function addValidationRules(document: OpenAPIObject): void {
  const ruleSchemas = validationMetadatasToSchemas({
    additionalConverters: {
      [IS_DATE_STRING]: { type: 'string', format: 'date-time' },
      [ValidationTypes.CONDITIONAL_VALIDATION]: (meta) => (meta.name === IS_OPTIONAL ? { nullable: true } : {}),
    },
  }) as Record<string, Schema>;
  for (const [name, documented] of Object.entries(document.components?.schemas ?? {}) as Array<[string, Schema]>) {
    const rules = ruleSchemas[name];
    if (rules?.properties === undefined || documented.properties === undefined) continue;
    for (const [property, rule] of Object.entries(rules.properties)) {
      const target = documented.properties[property];
      if (target === undefined) continue;
      mergeRules(target, rule);
      if (target.items !== undefined && rule.items !== undefined) mergeRules(target.items, rule.items);
    }
  }
  for (const [name, rule] of SCHEMA_RULES) {
    const documented = document.components?.schemas?.[name];
    if (documented !== undefined) Object.assign(documented, rule);
  }
}

function mergeRules(target: Schema, rule: Schema): void {
  if (target.$ref !== undefined || target.allOf !== undefined || target.oneOf !== undefined) return;
  if (rule.type === 'integer' && (target.type === 'number' || target.type === undefined)) target.type = 'integer';
  for (const keyword of RULE_KEYWORDS) {
    if (rule[keyword] !== undefined && target[keyword] === undefined) target[keyword] = rule[keyword];
  }
}

/**
 * The validation pipe refuses fields no DTO declares (forbidNonWhitelisted), so every object schema a request body
 * reaches says `additionalProperties: false`, unless it deliberately takes any keys.
 */
function refuseUnknownFields(document: OpenAPIObject): void {
  const components = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const seen = new Set<Schema>();
  const close = (schema: Schema | undefined): void => {
    if (schema === undefined || seen.has(schema)) return;
    seen.add(schema);
    if (typeof schema.$ref === 'string') close(components[schema.$ref.replace('#/components/schemas/', '')]);
    // Only object definitions: a rule's alternative (`anyOf: [{ properties: … }]`) only narrows the object.
    if (schema.type === 'object' && schema.properties !== undefined) {
      if (schema.additionalProperties === undefined) schema.additionalProperties = false;
      Object.values(schema.properties).forEach(close);
    }
    if (schema.items !== undefined) close(schema.items);
    for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const)
      (schema[keyword] as Schema[] | undefined)?.forEach(close);
  };
  for (const operation of operations(document)) close(operation.requestBody?.content?.['application/json']?.schema);
}

/** Answers that come from the HTTP layer rather than a handler, so no controller declares them. */
function documentHttpLayerAnswers(operation: Operation): void {
  const responses = operation.responses;
  const error = (description: string, headers?: Record<string, unknown>) => ({
    description,
    ...(headers === undefined ? {} : { headers }),
    content: { 'application/json': { schema: ERROR_BODY } },
  });
  const hasInput = operation.requestBody !== undefined || (operation.parameters?.length ?? 0) > 0;
  if (hasInput) responses['400'] ??= error('Invalid input (VALIDATION_FAILED with per-field details)');
  if (operation.requestBody !== undefined) {
    responses['413'] ??= error('The body is over the size limit (PAYLOAD_TOO_LARGE)');
  }
  responses['405'] ??= error('This path does not take this method (METHOD_NOT_ALLOWED)', {
    Allow: { description: 'The methods this path takes', schema: { type: 'string', example: 'GET, HEAD' } },
  });
  responses['431'] ??= { description: 'Request headers too large: answered by the HTTP server itself, with no body' };
  responses['500'] ??= error('Unexpected error (INTERNAL)');
  if (operation.operationId !== 'getHealth') {
    responses['503'] ??= error('The database is unreachable for now (SERVICE_UNAVAILABLE)', {
      'Retry-After': {
        description: `Seconds to wait before trying again (${DEPENDENCY_OUTAGE_RETRY_AFTER_S})`,
        schema: { type: 'integer' },
      },
    });
  }
  // Anonymous operations say so: an empty requirement list, not a missing one.
  operation.security ??= [];
}
