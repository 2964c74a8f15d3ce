import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminBearerGuard } from '../../common/admin/admin-bearer.guard';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';
import { FunnelReportController } from './funnel-report.controller';
import { FunnelReportService } from './funnel-report.service';
import { PurgeExpiredAnalyticsProcessor } from './jobs/purge-expired-analytics.processor';
import { UserAnalyticsEventEntity } from './user-analytics-event.entity';

// Analytics: the product events in user_analytics, recorded by every module through AnalyticsService, read back as
// the funnel report (operations) and the person's data export, purged after ANALYTICS_RETENTION_DAYS.
@Module({
  imports: [TypeOrmModule.forFeature([UserAnalyticsEventEntity])],
  controllers: [FunnelReportController],
  providers: [AdminBearerGuard, AnalyticsRepository, AnalyticsService, FunnelReportService, PurgeExpiredAnalyticsProcessor],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
