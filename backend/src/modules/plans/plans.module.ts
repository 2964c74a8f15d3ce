import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QuestionnaireEntity } from './questionnaire.entity';
import { QuestionnairesRepository } from './questionnaires.repository';

// Questionnaire, AI plan and weekly plan endpoints arrive later; the repository is wired now.
@Module({
  imports: [TypeOrmModule.forFeature([QuestionnaireEntity])],
  providers: [QuestionnairesRepository],
})
export class PlansModule {}
