import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** Who made a request, as recorded with analytics events. */
export interface RequestOrigin {
  ipAddress?: string;
  userAgent?: string;
}

/** The caller's address (after the TRUST_PROXY hops) and user agent. */
export function requestOrigin(request: Request): RequestOrigin {
  return { ipAddress: request.ip, userAgent: request.get('user-agent') };
}

/** The request's origin as a handler parameter, for the services that record analytics. */
export const Origin = createParamDecorator((_data: unknown, context: ExecutionContext): RequestOrigin =>
  requestOrigin(context.switchToHttp().getRequest<Request>()),
);
