import { applyDecorators, type ExecutionContext, Injectable, Module, SetMetadata, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard, type ThrottlerLimitDetail, ThrottlerModule, type ThrottlerOptions } from '@nestjs/throttler';
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

/** The limits an endpoint counts against (RateLimited), on the handler or its controller. */
const RATE_LIMIT_NAMES = 'fitness:rate-limits';

/**
 * The library's guard, with two changes:
 * - It reads which limits apply to an endpoint once, not on every call. The library looks up six decorator keys for
 *   each of the seven limits, per request (about a tenth of a results-page read's CPU); an endpoint's decorators
 *   never change.
 * - It answers a refusal with the standard `Retry-After` (seconds, RFC 9110 §10.2.3); the library sends
 *   `Retry-After-<name>` for named limits, which clients and proxies do not know.
 * Counting, keys, storage and the 429 are the library's.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private readonly limitsByHandler = new WeakMap<object, ThrottlerOptions[]>();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    for (const throttler of this.limitsOf(context)) {
      const ttl = throttler.ttl as number;
      // Refuses by throwing (throwThrottlingException), so reaching the end means every count is within its limit.
      await this.handleRequest({
        context,
        limit: throttler.limit as number,
        ttl,
        throttler,
        blockDuration: (throttler.blockDuration as number | undefined) ?? ttl,
        getTracker: throttler.getTracker ?? this.commonOptions.getTracker!,
        generateKey: throttler.generateKey ?? this.commonOptions.generateKey!,
      });
    }
    return true;
  }

  /** The library's start-up (it sorts and names the limits), then a check that each is a plain number. */
  override async onModuleInit(): Promise<void> {
    await super.onModuleInit();
    for (const { name, limit, ttl, blockDuration } of this.throttlers) {
      // Set from AppConfig as numbers (RateLimitModule), so the library's per-call resolution is not needed.
      const numeric = typeof limit === 'number' && typeof ttl === 'number';
      if (!numeric || !['number', 'undefined'].includes(typeof blockDuration)) {
        throw new Error(`Rate limit "${name}" must have a numeric limit, ttl and block duration`);
      }
    }
  }

  private limitsOf(context: ExecutionContext): ThrottlerOptions[] {
    const handler = context.getHandler();
    let limits = this.limitsByHandler.get(handler);
    if (limits === undefined) {
      const targets = [handler, context.getClass()];
      const names = this.reflector.getAllAndOverride<RateLimitName[] | undefined>(RATE_LIMIT_NAMES, targets) ?? [];
      limits = this.throttlers.filter((throttler) => names.includes(throttler.name as RateLimitName));
      this.limitsByHandler.set(handler, limits);
    }
    return limits;
  }

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
  return applyDecorators(
    UseGuards(RateLimitGuard),
    SetMetadata(RATE_LIMIT_NAMES, names),
    ApiTooManyRequestsResponse({
      type: ApiErrorBodyDto,
      description: `Over the per-minute limit (${names.join(', ')}); TOO_MANY_REQUESTS`,
      headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } },
    }),
  );
}
