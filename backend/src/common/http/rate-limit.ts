import { applyDecorators, Module, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config';

/** Each limited family of endpoints; limits are per visitor address per minute, set in AppConfig. */
export const RATE_LIMITS = ['ai', 'analysis', 'email'] as const;
export type RateLimitName = (typeof RATE_LIMITS)[number];

const MINUTE_MS = 60_000;

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/**
 * Per-address request limits, counted in this process's memory: with several API instances each counts its own
 * share (a shared Redis store would make it exact).
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        errorMessage: TOO_MANY_REQUESTS_MESSAGE,
        throttlers: [
          { name: 'ai' satisfies RateLimitName, ttl: MINUTE_MS, limit: config.RATE_LIMIT_AI_PER_MINUTE },
          { name: 'analysis' satisfies RateLimitName, ttl: MINUTE_MS, limit: config.RATE_LIMIT_ANALYSIS_PER_MINUTE },
          { name: 'email' satisfies RateLimitName, ttl: MINUTE_MS, limit: config.RATE_LIMIT_EMAIL_PER_MINUTE },
        ],
      }),
    }),
  ],
})
export class RateLimitModule {}

/** Counts this endpoint (or controller) against one limit only; over it, a 429 with Retry-After. */
export function RateLimited(name: RateLimitName): ClassDecorator & MethodDecorator {
  const others = Object.fromEntries(RATE_LIMITS.filter((other) => other !== name).map((other) => [other, true]));
  return applyDecorators(UseGuards(ThrottlerGuard), SkipThrottle(others));
}
