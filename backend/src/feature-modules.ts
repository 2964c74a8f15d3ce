import { AnalysisModule } from './modules/analysis/analysis.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { CoachingModule } from './modules/coaching/coaching.module';
import { DataExportModule } from './modules/data-export/data-export.module';
import { FulfilmentModule } from './modules/fulfilment/fulfilment.module';
import { InterestModule } from './modules/interest/interest.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { PlansModule } from './modules/plans/plans.module';
import { UsersModule } from './modules/users/users.module';

// The same feature modules back the API and the worker, so a job runs the same services either way.
export const FEATURE_MODULES = [UsersModule, AnalysisModule, PlansModule, PaymentsModule, FulfilmentModule, CoachingModule, InterestModule, AnalyticsModule, DataExportModule];
