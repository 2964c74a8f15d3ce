import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserAnalyticsEventEntity } from './user-analytics-event.entity';

export type NewAnalyticsEvent = Pick<UserAnalyticsEventEntity, 'actionType'> &
  Partial<Pick<UserAnalyticsEventEntity, 'userId' | 'actionData' | 'ipAddress' | 'userAgent'>>;

@Injectable()
export class AnalyticsRepository {
  constructor(@InjectRepository(UserAnalyticsEventEntity) private readonly events: Repository<UserAnalyticsEventEntity>) {}

  async insert(event: NewAnalyticsEvent): Promise<UserAnalyticsEventEntity> {
    return this.events.save(this.events.create(event));
  }
}
