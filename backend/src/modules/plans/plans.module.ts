import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysisModule } from '../analysis/analysis.module';
import { AnalyticsModule } from '../analytics/analytics.module';
import { UsersModule } from '../users/users.module';
import { AiPlanJobEntity } from './ai-plan-job.entity';
import { AiPlanJobsRepository } from './ai-plan-jobs.repository';
import { AiPlanWriterService } from './ai-plan-writer.service';
import { AiPlansController } from './ai-plans.controller';
import { AiPlansService } from './ai-plans.service';
import { GenerateAiPlanProcessor, RenderAiPlanPdfProcessor } from './jobs/ai-plan.processors';
import { QuestionnaireController } from './questionnaire.controller';
import { QuestionnaireEntity } from './questionnaire.entity';
import { QuestionnairesRepository } from './questionnaires.repository';
import { QuestionnairesService } from './questionnaires.service';
import { WeeklyPlansController } from './weekly-plans.controller';
import { WeeklyPlansService } from './weekly-plans.service';
import { PersonDataRegistry } from '../users/person-data';
import { PlanPersonData } from './plan-person-data';

// Weekly plans (free), the questionnaire, and the paid AI plan (its jobs and PDF). What a payment buys is decided and
// started by the fulfilment module, which uses the two exported services.
@Module({
  imports: [TypeOrmModule.forFeature([QuestionnaireEntity, AiPlanJobEntity]), AnalysisModule, UsersModule, AnalyticsModule],
  controllers: [WeeklyPlansController, QuestionnaireController, AiPlansController],
  providers: [
    QuestionnairesRepository,
    QuestionnairesService,
    AiPlanJobsRepository,
    AiPlansService,
    AiPlanWriterService,
    WeeklyPlansService,
    GenerateAiPlanProcessor,
    RenderAiPlanPdfProcessor,
    PlanPersonData,
  ],
  exports: [QuestionnairesService, AiPlansService],
})
export class PlansModule implements OnModuleInit {
  constructor(private readonly personData: PersonDataRegistry, private readonly planData: PlanPersonData) {}

  /** Its rows of a person are deleted with "Delete my data" through it (users/person-data.ts). */
  onModuleInit(): void {
    this.personData.register(this.planData);
  }
}
