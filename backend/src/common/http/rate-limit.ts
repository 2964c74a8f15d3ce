import { applyDecorators, type ExecutionContext, Injectable, Module, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard, type ThrottlerLimitDetail, ThrottlerModule } from '@nestjs/throttler';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import { AppConfig } from '../../config/app-config';
import { RateLimitStorage } from './rate-limit-storage';

/**
 * Each limited family of endpoints. Limits are per minute, set in AppConfig; each counts per visitor address, and
 * `users-visitor` per visitor session as well (so one browser cannot create users from many addresses).
 */
export const RATE_LIMITS = ['reads', 'ai', 'analysis', 'uploads', 'email', 'users', 'users-visitor'] as const;
export type RateLimitName = (typeof RATE_LIMITS)[number];

const MINUTE_MS = 60_000;

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** The visitor session when there is one, else the address: a browser keeps one budget whatever its address. */
function visitorOrAddress(request: Record<string, unknown>): Promise<string> {
  const { visitorId, ip } = request as unknown as Request;
  return Promise.resolve(visitorId === undefined ? `address:${ip}` : `visitor:${visitorId}`);
}

/**
 * The library's guard answers `Retry-After-<name>` for named limits; clients and proxies only know the standard
 * `Retry-After` (seconds, RFC 9110 §10.2.3), so the answer carries that one.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('Retry-After', String(Math.max(1, Math.ceil(detail.timeToBlockExpire))));
    await super.throwThrottlingException(context, detail);
  }
}

/** Counters shared by every API replica through Redis when REDIS_URL is set (RateLimitStorage). */
@Module({ providers: [RateLimitStorage], exports: [RateLimitStorage] })
class RateLimitStorageModule {}

/** Request limits by family, counted in Redis with REDIS_URL (exact across replicas), else in memory. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStorageModule],
      inject: [AppConfig, RateLimitStorage],
      useFactory: (config: AppConfig, storage: RateLimitStorage) => ({
        storage,
        errorMessage: TOO_MANY_REQUESTS_MESSAGE,
        // Only Retry-After on a 429 (above); the library's per-name X-RateLimit-* headers are not standard.
        setHeaders: false,
        throttlers: [
          { name: 'reads' satisfies RateLimitName, ttl: MINUTE_MS, limit: config.RATE_LIMIT_READS_PER_MINUTE },
          { name: 'ai' satisfies RateLimitName, ttl: MINUTE_MS, limit: config.RATE_LIMIT_AI_PER_MINUTE },
          { name: 'analysis' satisfies RateLimitName, ttl: MINUTE_MS, limit: config.RATE_LIMIT_ANALYSIS_PER_MINUTE },
          { name: 'uploads' satisfies RateLimitName, ttl: MINUTE_MS, limit: config.RATE_LIMIT_UPLOADS_PER_MINUTE },
          { name: 'email' satisfies RateLimitName, ttl: MINUTE_MS, limit: config.RATE_LIMIT_EMAIL_PER_MINUTE },
          { name: 'users' satisfies RateLimitName, ttl: MINUTE_MS, limit: config.RATE_LIMIT_USERS_PER_MINUTE },
          {
            name: 'users-visitor' satisfies RateLimitName,
            ttl: MINUTE_MS,
            limit: config.RATE_LIMIT_USERS_PER_MINUTE,
            getTracker: visitorOrAddress,
          },
        ],
      }),
    }),
  ],
})
export class RateLimitModule {}

/**
 * Counts this endpoint (or controller) against the named limits only; over one, a 429 with Retry-After, documented
 * in the OpenAPI document with the error body and the header.
 */
export function RateLimited(...names: [RateLimitName, ...RateLimitName[]]): ClassDecorator & MethodDecorator {
  const others = Object.fromEntries(RATE_LIMITS.filter((other) => !names.includes(other)).map((other) => [other, true]));
  return applyDecorators(
    UseGuards(RateLimitGuard),
    SkipThrottle(others),
    ApiTooManyRequestsResponse({
      type: ApiErrorBodyDto,
      description: `Over the per-minute limit (${names.join(', ')}); TOO_MANY_REQUESTS`,
      headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } },
    }),
  );
}
