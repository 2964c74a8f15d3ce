import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
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
  }
}

/** SESSION_SECRET, or the one kept (created once) in DATA_DIR so sessions outlive a restart. */
export function resolveSessionSecret(config: AppConfig): string {
  return config.SESSION_SECRET ?? readOrCreateSecretFile(path.join(config.DATA_DIR, 'session-secret'));
}

/** Reads the visitor cookie; a missing, tampered or malformed one leaves the request without a visitor. */
export function visitorSessionMiddleware(secret: string): RequestHandler {
  const parseCookies = cookieParser(secret);
  return (request: Request, response: Response, next: NextFunction) => {
    parseCookies(request, response, (error?: unknown) => {
      if (error !== undefined && error !== null) {
        next(error);
        return;
      }
      const signed = (request.signedCookies as Record<string, unknown>)[VISITOR_COOKIE];
      if (typeof signed === 'string' && UUID.test(signed)) request.visitorId = signed;
      next();
    });
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
  (_data: unknown, context: ExecutionContext): string | undefined => context.switchToHttp().getRequest<Request>().visitorId,
);

/** The calling visitor's id; for calls that create data, so a first-time browser gets its session here. */
export const EnsuredVisitorId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const http = context.switchToHttp();
  return ensureVisitor(http.getRequest<Request>(), http.getResponse<Response>());
});
