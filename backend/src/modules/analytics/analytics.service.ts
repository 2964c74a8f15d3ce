import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import type { AnalyticsAction } from '@fitness/contracts';
import { Clock } from '../../common/clock';
import type { RequestOrigin } from '../../common/http/request-origin';
import { AppConfig } from '../../config/app-config';
import { AnalyticsRepository, type NewAnalyticsEvent } from './analytics.repository';
import { anonymizeIp } from './anonymize-ip';
import type { UserAnalyticsEventEntity } from './user-analytics-event.entity';

/** The longest user agent kept; real ones are well under this, longer ones are junk or abuse. */
const USER_AGENT_MAX_LENGTH = 512;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Events are written in batches: one multi-row INSERT for those tracked within this long, instead of one INSERT
 * (and one pooled connection) per request. It was one of the three queries of a stats-only analysis; on the embedded
 * database, which has one connection, it queued in front of people's own queries.
 */
const BATCH_WINDOW_MS = 25;
const MAX_BATCH = 500;

/**
 * Records product events in user_analytics (the funnel report reads them). Events are written off the request path,
 * in batches: `track` returns at once and a failed write is logged, so analytics can never cost a person their
 * result. Addresses are truncated before storage.
 */
@Injectable()
export class AnalyticsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(AnalyticsService.name);
  private readonly pending = new Set<Promise<void>>();
  private batch: NewAnalyticsEvent[] = [];
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly events: AnalyticsRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  track(
    userId: string | null,
    actionType: AnalyticsAction,
    actionData: Record<string, unknown>,
    origin: RequestOrigin,
  ): void {
    this.batch.push({
      userId,
      actionType,
      actionData,
      ipAddress: anonymizeIp(origin.ipAddress),
      userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      // When it happened, not when its batch was written (a batch shares one transaction time).
      createdAt: this.clock.now(),
    });
    if (this.batch.length >= MAX_BATCH) this.flush();
    else this.flushTimer ??= setTimeout(() => this.flush(), BATCH_WINDOW_MS);
  }

  /** Resolves once every event tracked so far is written (or failed); for shutdown and tests. */
  async whenIdle(): Promise<void> {
    this.flush();
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.whenIdle();
  }

  private flush(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.batch.length === 0) return;
    const events = this.batch;
    this.batch = [];
    const write = this.write(events);
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
  }

  /**
   * One INSERT for the batch. If it is refused (say one event names a person deleted meanwhile), each event is
   * tried alone, so one bad event does not lose the others.
   */
  private async write(events: NewAnalyticsEvent[]): Promise<void> {
    try {
      await this.events.insertMany(events);
      return;
    } catch (error) {
      if (events.length === 1) {
        this.logger.warn({ err: error, actionType: events[0].actionType }, 'Could not record an analytics event');
        return;
      }
    }
    for (const event of events) await this.write([event]);
  }

  /** Deletes events older than the retention period (ANALYTICS_RETENTION_DAYS); returns how many went. */
  async purgeExpired(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - this.config.ANALYTICS_RETENTION_DAYS * DAY_MS);
    const deleted = await this.events.deleteOlderThan(cutoff);
    if (deleted > 0) this.logger.log({ deleted, cutoff }, 'Deleted analytics events past their retention');
    return deleted;
  }

  /**
   * Every stored event that names the user (within the retention period), for downloading a person's data. Events
   * of the last moment may still be in the batch, not yet written.
   */
  eventsOfUser(userId: string): Promise<UserAnalyticsEventEntity[]> {
    return this.events.listOfUser(userId);
  }
}
