import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysisModule } from '../analysis/analysis.module';
import { AnalyticsModule } from '../analytics/analytics.module';
import { UsersModule } from '../users/users.module';
import { AiPlanJobEntity } from './ai-plan/ai-plan-job.entity';
import { AiPlanJobsRepository } from './ai-plan/ai-plan-jobs.repository';
import { AiPlanWriterService } from './ai-plan/ai-plan-writer.service';
import { AiPlansController } from './ai-plan/ai-plans.controller';
import { AiPlansService } from './ai-plan/ai-plans.service';
import { GenerateAiPlanProcessor, RenderAiPlanPdfProcessor } from './ai-plan/jobs/ai-plan.processors';
import { QuestionnaireController } from './questionnaire/questionnaire.controller';
import { QuestionnaireEntity } from './questionnaire/questionnaire.entity';
import { QuestionnairesRepository } from './questionnaire/questionnaires.repository';
import { QuestionnairesService } from './questionnaire/questionnaires.service';
import { WeeklyPlansController } from './weekly-plans/weekly-plans.controller';
import { WeeklyPlansService } from './weekly-plans/weekly-plans.service';
import { PersonDataRegistry } from '../users/person-data';
import { PlanPersonData } from './plan-person-data';

// Three features, one folder each: weekly-plans/ (free), questionnaire/ (the answers a paid plan is made from) and
// ai-plan/ (the paid 12-week plan, its jobs and PDF). They stay one Nest module: the AI plan reads the questionnaire's
// answers and "Delete my data" removes both features' rows in one holder (plan-person-data.ts), and the modules that
// use them (payments, fulfilment, data export) import "plans" as the design names it. What a payment buys is decided
// and started by the fulfilment module, which uses the two exported services.
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
