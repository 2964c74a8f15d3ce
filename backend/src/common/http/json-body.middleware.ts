import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { HttpException } from '@nestjs/common';
import { ApiError } from '../errors/api-error';

declare module 'express-serve-static-core' {
  interface Request {
    /** The exact bytes of a JSON body, kept for signature checks (payment webhooks). */
    rawBody?: Buffer;
  }
}

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

function toApiError(error: unknown, limit: string): unknown {
  const { type, status, expose } = (error ?? {}) as BodyParserError;
  if (type === 'entity.parse.failed') return new ApiError(400, 'MALFORMED_JSON', 'Request body is not valid JSON');
  if (type === 'entity.too.large') return new ApiError(413, 'PAYLOAD_TOO_LARGE', `Request body is larger than ${limit}`);
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpException((error as Error).message, status);
  }
  return error;
}

/**
 * Deepest nesting accepted: our deepest body is a few levels, and class-transformer recurses once per level, so a
 * body thousands deep would overflow its stack (a 500) and burn CPU.
 */
export const JSON_MAX_DEPTH = 32;

/**
 * Most values (objects, arrays and scalars) a body may hold: our largest (a questionnaire, or the page's copy of an
 * analysis sent as `userAnalysis`) holds a few hundred, and class-transformer visits every one of them before any
 * rule runs, so a megabyte of tiny objects (70,000 of them) held the event loop for 0.44 s.
 */
export const JSON_MAX_VALUES = 5_000;

// An unpaired UTF-16 surrogate (JSON's \ud800 escape) is not text: PostgreSQL and most encoders refuse it; NUL
// cannot be stored in a PostgreSQL text value.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The first problem with a parsed body's shape, or null; walked without recursion so depth itself is safe. */
export function jsonShapeProblem(body: unknown, maxDepth = JSON_MAX_DEPTH, maxValues = JSON_MAX_VALUES): ApiError | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  let values = 0;
  while (stack.length > 0) {
    values += 1;
    if (values > maxValues) {
      return new ApiError(400, 'JSON_TOO_MANY_VALUES', `Request body holds more than ${maxValues} values`);
    }
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isText(value)) return invalidText();
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) {
      return new ApiError(400, 'JSON_TOO_DEEP', `Request body is nested deeper than ${maxDepth} levels`);
    }
    for (const [key, child] of Object.entries(value)) {
      if (!isText(key)) return invalidText();
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

function invalidText(): ApiError {
  return new ApiError(400, 'INVALID_UNICODE', 'Request body strings must be valid Unicode text (no lone surrogates, no NUL)');
}

/**
 * JSON body parsing with a size limit, a nesting limit and a text check; its failures become API errors the global
 * filter shapes, for every endpoint there is and will be.
 */
export function jsonBodyMiddleware(limit: string): RequestHandler {
  const parse = express.json({
    limit,
    verify: (request: Request, _response, buffer) => {
      request.rawBody = buffer;
    },
  });
  return (request: Request, response: Response, next: NextFunction) => {
    parse(request, response, (error?: unknown) => {
      if (error !== undefined) {
        next(toApiError(error, limit));
        return;
      }
      next(jsonShapeProblem(request.body) ?? undefined);
    });
  };
}
