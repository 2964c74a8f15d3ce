import { Injectable, Logger } from '@nestjs/common';
import type { RequestOrigin } from '../../common/http/request-origin';
import { AnalyticsRepository } from './analytics.repository';

/** Every action type recorded in user_analytics, so reports can rely on the names. */
export const ANALYTICS_ACTIONS = ['analysis_completed'] as const;
export type AnalyticsAction = (typeof ANALYTICS_ACTIONS)[number];

/** The longest user agent kept; real ones are well under this, longer ones are junk or abuse. */
const USER_AGENT_MAX_LENGTH = 512;

@Injectable()
export class AnalyticsService {
  private readonly logger = new Logger(AnalyticsService.name);

  constructor(private readonly events: AnalyticsRepository) {}

  /**
   * Records an event. Analytics must never cost a user their result, so a failure here is logged, not thrown.
   */
  async record(
    userId: string,
    actionType: AnalyticsAction,
    actionData: Record<string, unknown>,
    origin: RequestOrigin,
  ): Promise<void> {
    try {
      await this.events.insert({
        userId,
        actionType,
        actionData,
        ipAddress: origin.ipAddress ?? null,
        userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      });
    } catch (error) {
      this.logger.warn({ err: error, actionType }, 'Could not record an analytics event');
    }
  }
}
