import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminBearerGuard } from '../../common/admin/admin-bearer.guard';
import { AnalyticsAdminController } from './analytics-admin.controller';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';
import { FunnelReportService } from './funnel-report.service';
import { PurgeExpiredAnalyticsProcessor } from './jobs/purge-expired-analytics.processor';
import { UserAnalyticsEventEntity } from './user-analytics-event.entity';

// The product funnel: written by every module through AnalyticsService, read by operations, purged on schedule.
@Module({
  imports: [TypeOrmModule.forFeature([UserAnalyticsEventEntity])],
  controllers: [AnalyticsAdminController],
  providers: [AdminBearerGuard, AnalyticsRepository, AnalyticsService, FunnelReportService, PurgeExpiredAnalyticsProcessor],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
