import { createHash, timingSafeEqual } from 'node:crypto';
import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { ApiError } from '../errors/api-error';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';

/** The OpenAPI security scheme of the operations staff's bearer token (declared in bootstrap/swagger.ts). */
export const ADMIN_SECURITY_SCHEME = 'admin';
export const ADMIN_SECURITY_DESCRIPTION =
  'Operations staff only: `Authorization: Bearer <ADMIN_TOKEN>` (set in the server environment; unset, every admin ' +
  'call is refused).';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Lets a request through only with `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. */
@Injectable()
export class AdminBearerGuard implements CanActivate {
  private readonly expected: Buffer | null;

  constructor(config: AppConfig) {
    this.expected = config.ADMIN_TOKEN === undefined ? null : digest(config.ADMIN_TOKEN);
  }

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<Request>().headers.authorization;
    const token = /^Bearer (\S+)$/i.exec(header ?? '')?.[1];
    // Hashing first makes both sides the same length, so the comparison time says nothing about the token.
    if (this.expected === null || token === undefined || !timingSafeEqual(digest(token), this.expected)) {
      throw new ApiError(401, 'ADMIN_TOKEN_REQUIRED', 'A valid admin bearer token is required');
    }
    return true;
  }
}

/** An operations-only endpoint: the admin bearer token, documented as the `admin` security scheme with its 401. */
export function AdminOnly(): ClassDecorator & MethodDecorator {
  return applyDecorators(
    UseGuards(AdminBearerGuard),
    ApiBearerAuth(ADMIN_SECURITY_SCHEME),
    ApiUnauthorizedResponse({ description: 'Missing or wrong admin token (ADMIN_TOKEN_REQUIRED)', type: ApiErrorBodyDto }),
  );
}
