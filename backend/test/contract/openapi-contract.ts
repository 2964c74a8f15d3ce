import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIObject } from '@nestjs/swagger';

// The contract as a caller reads it: the operations of the live OpenAPI document, requests generated from their
// schemas by json-schema-faker, and answers checked against their documented statuses and schemas by Ajv.

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Schema = Record<string, unknown>;

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface ResponseObject {
  content?: Record<string, { schema?: Schema }>;
  headers?: Record<string, unknown>;
}

export interface ContractOperation {
  method: HttpMethod;
  template: string;
  operationId: string;
  parameters: ParameterObject[];
  bodySchema: Schema | undefined;
  responses: Record<string, ResponseObject>;
  /** Names of the security schemes any of its requirements use (empty: anonymous). */
  securitySchemes: string[];
}

const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export function contractOperations(document: OpenAPIObject): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [template, pathItem] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = (pathItem as Record<string, Record<string, unknown> | undefined>)[method];
      if (operation === undefined) continue;
      const requestBody = operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined;
      const security = (operation.security ?? document.security ?? []) as Array<Record<string, string[]>>;
      operations.push({
        method,
        template,
        operationId: String(operation.operationId),
        parameters: (operation.parameters ?? []) as ParameterObject[],
        bodySchema: requestBody?.content?.['application/json']?.schema,
        responses: operation.responses as Record<string, ResponseObject>,
        securitySchemes: [...new Set(security.flatMap((requirement) => Object.keys(requirement)))],
      });
    }
  }
  return operations;
}

/** Resolves `#/components/...` references for json-schema-faker, from the document itself. */
export function componentResolver(document: OpenAPIObject): (ref: string) => Schema {
  return (ref) => {
    const pointer = ref.replace(/^#\//, '').split('/');
    let node: unknown = document;
    for (const segment of pointer) node = (node as Record<string, unknown> | undefined)?.[segment];
    if (node === undefined) throw new Error(`Unresolvable reference ${ref}`);
    return node as Schema;
  };
}

/**
 * One Ajv validator per documented answer. OpenAPI 3.0's `nullable` and `discriminator` are Ajv keywords of their
 * own; references resolve against the document's components.
 */
export class SchemaValidator {
  private readonly ajv: Ajv;
  private readonly cache = new Map<Schema, ValidateFunction>();

  constructor(document: OpenAPIObject) {
    this.ajv = new Ajv({ strict: false, allErrors: true, discriminator: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ components: document.components } as Schema, 'openapi');
  }

  /** Whether `value` conforms to `schema` (a request drawn by the generator is only used when it does). */
  conforms(schema: Schema, value: unknown): boolean {
    return this.violations(schema, value).length === 0;
  }

  /** The first few schema violations of `body`, as readable text; empty when it conforms. */
  violations(schema: Schema, body: unknown): string[] {
    let validate = this.cache.get(schema);
    if (validate === undefined) {
      validate = this.ajv.compile(rebaseReferences(schema) as Schema);
      this.cache.set(schema, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).slice(0, 3).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
  }
}

/**
 * `#/components/schemas/X` → `openapi#/components/schemas/X`, so a standalone schema can reach the document's.
 * A discriminator keeps only its property: Ajv derives the mapping from each alternative's enum and refuses an
 * explicit one.
 */
function rebaseReferences(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebaseReferences);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/')) return [key, `openapi${child}`];
      if (key === 'discriminator') return [key, { propertyName: (child as { propertyName: string }).propertyName }];
      return [key, rebaseReferences(child)];
    }),
  );
}
