import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysisModule } from '../analysis/analysis.module';
import { QuestionnaireEntity } from './questionnaire.entity';
import { QuestionnairesRepository } from './questionnaires.repository';
import { WeeklyPlansController } from './weekly-plans.controller';
import { WeeklyPlansService } from './weekly-plans.service';

// Questionnaire and 12-week AI plan endpoints arrive with the paid plans.
@Module({
  imports: [TypeOrmModule.forFeature([QuestionnaireEntity]), AnalysisModule],
  controllers: [WeeklyPlansController],
  providers: [QuestionnairesRepository, WeeklyPlansService],
})
export class PlansModule {}
