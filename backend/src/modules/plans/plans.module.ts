import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminBearerGuard } from '../../common/admin/admin-bearer.guard';
import { AnalysisModule } from '../analysis/analysis.module';
import { PaymentsModule } from '../payments/payments.module';
import { AnalyticsModule } from '../analytics/analytics.module';
import { UsersModule } from '../users/users.module';
import { AiPlanJobEntity } from './ai-plan-job.entity';
import { AiPlanJobsRepository } from './ai-plan-jobs.repository';
import { AiPlanWriterService } from './ai-plan-writer.service';
import { AiPlansController } from './ai-plans.controller';
import { AiPlansService } from './ai-plans.service';
import { ExpertOrdersController } from './expert-orders.controller';
import { ExpertOrdersService } from './expert-orders.service';
import { GenerateAiPlanProcessor, RenderAiPlanPdfProcessor } from './jobs/ai-plan.processors';
import { SendPlanEmailProcessor } from './jobs/send-plan-email.processor';
import { PaymentSuccessController } from './payment-success.controller';
import { QuestionnaireController } from './questionnaire.controller';
import { QuestionnaireEntity } from './questionnaire.entity';
import { QuestionnairesRepository } from './questionnaires.repository';
import { QuestionnairesService } from './questionnaires.service';
import { WeeklyPlansController } from './weekly-plans.controller';
import { WeeklyPlansService } from './weekly-plans.service';

// Weekly plans (free), the questionnaire, the paid AI plan (jobs + PDF) and expert-plan orders (admin + emails).
@Module({
  imports: [TypeOrmModule.forFeature([QuestionnaireEntity, AiPlanJobEntity]), AnalysisModule, PaymentsModule, UsersModule, AnalyticsModule],
  controllers: [
    WeeklyPlansController,
    QuestionnaireController,
    PaymentSuccessController,
    AiPlansController,
    ExpertOrdersController,
  ],
  providers: [
    AdminBearerGuard,
    QuestionnairesRepository,
    QuestionnairesService,
    AiPlanJobsRepository,
    AiPlansService,
    AiPlanWriterService,
    ExpertOrdersService,
    WeeklyPlansService,
    GenerateAiPlanProcessor,
    RenderAiPlanPdfProcessor,
    SendPlanEmailProcessor,
  ],
})
export class PlansModule {}
