import { Module } from '@nestjs/common';
import { AnalysisModule } from '../analysis/analysis.module';
import { AnalyticsModule } from '../analytics/analytics.module';
import { CoachingModule } from '../coaching/coaching.module';
import { FulfilmentModule } from '../fulfilment/fulfilment.module';
import { InterestModule } from '../interest/interest.module';
import { PaymentsModule } from '../payments/payments.module';
import { PlansModule } from '../plans/plans.module';
import { UsersModule } from '../users/users.module';
import { DataExportController } from './data-export.controller';
import { DataExportService } from './data-export.service';

// "Download my data": reads each feature module through its exported service; owns no table.
@Module({
  imports: [
    UsersModule,
    AnalysisModule,
    PlansModule,
    PaymentsModule,
    FulfilmentModule,
    CoachingModule,
    InterestModule,
    AnalyticsModule,
  ],
  controllers: [DataExportController],
  providers: [DataExportService],
})
export class DataExportModule {}
