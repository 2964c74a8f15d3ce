import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';

// An incoming id is reused only if it is short and plain, so it cannot forge log lines.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Runs first: gives every request an id (the caller's `x-request-id` or a new UUID) and echoes it. */
export function requestIdMiddleware(request: Request, response: Response, next: NextFunction): void {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  request.id = id;
  response.setHeader(REQUEST_ID_HEADER, id);
  next();
}
