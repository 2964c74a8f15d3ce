import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsRepository } from './analytics.repository';
import { UserAnalyticsEventEntity } from './user-analytics-event.entity';

// POST /api/track-interest arrives later; the repository is wired now.
@Module({
  imports: [TypeOrmModule.forFeature([UserAnalyticsEventEntity])],
  providers: [AnalyticsRepository],
})
export class AnalyticsModule {}
