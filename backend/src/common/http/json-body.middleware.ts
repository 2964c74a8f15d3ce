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

/** JSON body parsing with a size limit; its failures become API errors the global filter shapes. */
export function jsonBodyMiddleware(limit: string): RequestHandler {
  const parse = express.json({
    limit,
    verify: (request: Request, _response, buffer) => {
      request.rawBody = buffer;
    },
  });
  return (request: Request, response: Response, next: NextFunction) => {
    parse(request, response, (error?: unknown) => next(error === undefined ? undefined : toApiError(error, limit)));
  };
}
