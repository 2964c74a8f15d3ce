import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';
import { UserAnalyticsEventEntity } from './user-analytics-event.entity';

// POST /api/track-interest arrives with the coaching and coming-soon pages.
@Module({
  imports: [TypeOrmModule.forFeature([UserAnalyticsEventEntity])],
  providers: [AnalyticsRepository, AnalyticsService],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
