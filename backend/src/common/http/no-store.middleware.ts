import type { NextFunction, Request, Response } from 'express';

/**
 * API answers carry a person's health data: no browser or proxy cache may keep them. Handlers serving public,
 * cacheable files (trainer avatars) set their own Cache-Control, which replaces this one.
 */
export function noStoreMiddleware(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Cache-Control', 'no-store');
  next();
}
