import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { parse as parseCookieHeader } from 'cookie';
import { unsign } from 'cookie-signature';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../../config/app-config';
import { readOrCreateSecretFile } from '../files/private-files';

// Each browser gets an anonymous visitor id in a signed cookie, issued the first time it creates something (a user,
// an analysis, an upload). Whatever it creates belongs to that visitor, and per-person calls answer only to it.
// No sign-in, no third-party cookie, nothing but this id in it.

export const VISITOR_COOKIE = 'fitness_visitor';

/** Long enough that results stay reachable from the browser that made them; browsers cap cookies near 400 days. */
const VISITOR_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

declare module 'express-serve-static-core' {
  interface Request {
    /** The visitor whose signed cookie came with this request, if any. */
    visitorId?: string;
    /** The key Express signs cookies with (res.cookie with `signed: true`). */
    secret?: string;
  }
}

/** SESSION_SECRET, or the one kept (created once) in DATA_DIR so sessions outlive a restart. */
export function resolveSessionSecret(config: AppConfig): string {
  return config.SESSION_SECRET ?? readOrCreateSecretFile(path.join(config.DATA_DIR, 'session-secret'));
}

const SIGNED_PREFIX = 's:';
// Browsers the verdicts are remembered for; beyond that the least recently seen is verified again when it returns.
const REMEMBERED_COOKIES = 10_000;

/**
 * Reads the visitor cookie; a missing, tampered or malformed one leaves the request without a visitor.
 * Checking the signature (an HMAC-SHA256) cost about 3% of an API call's CPU, and a browser sends the same cookie
 * with every call, so each signed value's verdict is remembered. The key is the whole signed value: a changed
 * cookie is a new key and is verified afresh.
 */
export function visitorSessionMiddleware(secret: string): RequestHandler {
  const verdicts = new LRUCache<string, { visitorId: string | undefined }>({ max: REMEMBERED_COOKIES });
  const verify = (signedValue: string): string | undefined => {
    const known = verdicts.get(signedValue);
    if (known !== undefined) return known.visitorId;
    // Express signs as `s:` + value + `.` + HMAC (res.cookie with signed: true); anything else is not ours.
    const value = signedValue.startsWith(SIGNED_PREFIX)
      ? unsign(signedValue.slice(SIGNED_PREFIX.length), secret)
      : false;
    const visitorId = value !== false && UUID.test(value) ? value : undefined;
    verdicts.set(signedValue, { visitorId });
    return visitorId;
  };
  return (request: Request, _response: Response, next: NextFunction) => {
    // Where Express's res.cookie(..., { signed: true }) takes its key (ensureVisitor).
    request.secret = secret;
    const header = request.headers.cookie;
    const signedValue = header === undefined ? undefined : parseCookieHeader(header)[VISITOR_COOKIE];
    if (signedValue !== undefined) request.visitorId = verify(signedValue);
    next();
  };
}

/** The request's visitor, issuing a new one (and its cookie) when the browser has none yet. */
export function ensureVisitor(request: Request, response: Response): string {
  if (request.visitorId !== undefined) return request.visitorId;
  const visitorId = randomUUID();
  response.cookie(VISITOR_COOKIE, visitorId, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    // Behind HTTPS (directly or through a trusted proxy) the cookie never travels in clear text.
    secure: request.secure,
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE_MS,
  });
  request.visitorId = visitorId;
  return visitorId;
}

/** The calling visitor's id, or undefined when the browser has no session (it then owns nothing). */
export const VisitorId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined =>
    context.switchToHttp().getRequest<Request>().visitorId,
);

/** The calling visitor's id; for calls that create data, so a first-time browser gets its session here. */
export const EnsuredVisitorId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const http = context.switchToHttp();
  return ensureVisitor(http.getRequest<Request>(), http.getResponse<Response>());
});
