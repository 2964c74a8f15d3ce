import { Injectable, Logger } from '@nestjs/common';
import type { AnalyticsAction } from '@fitness/contracts';
import { Clock } from '../../common/clock';
import type { RequestOrigin } from '../../common/http/request-origin';
import { AppConfig } from '../../config/app-config';
import { AnalyticsRepository } from './analytics.repository';
import { anonymizeIp } from './anonymize-ip';

/** The longest user agent kept; real ones are well under this, longer ones are junk or abuse. */
const USER_AGENT_MAX_LENGTH = 512;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The product funnel in user_analytics. Events are written off the request path: `track` returns at once and a
 * failed write is logged, so analytics can never cost a person their result. Addresses are truncated before storage.
 */
@Injectable()
export class AnalyticsService {
  private readonly logger = new Logger(AnalyticsService.name);
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly events: AnalyticsRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  track(userId: string | null, actionType: AnalyticsAction, actionData: Record<string, unknown>, origin: RequestOrigin): void {
    const write = this.events
      .insert({
        userId,
        actionType,
        actionData,
        ipAddress: anonymizeIp(origin.ipAddress),
        userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      })
      .then(
        () => undefined,
        (error: unknown) => this.logger.warn({ err: error, actionType }, 'Could not record an analytics event'),
      );
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
  }

  /** Resolves once every event tracked so far is written (or failed); for shutdown and tests. */
  async whenIdle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Deletes events older than the retention period (ANALYTICS_RETENTION_DAYS); returns how many went. */
  async purgeExpired(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - this.config.ANALYTICS_RETENTION_DAYS * DAY_MS);
    const deleted = await this.events.deleteOlderThan(cutoff);
    if (deleted > 0) this.logger.log({ deleted, cutoff }, 'Deleted analytics events past their retention');
    return deleted;
  }
}
