import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysisModule } from '../analysis/analysis.module';
import { PaymentsModule } from '../payments/payments.module';
import { PaymentSuccessController } from './payment-success.controller';
import { QuestionnaireEntity } from './questionnaire.entity';
import { QuestionnairesRepository } from './questionnaires.repository';
import { WeeklyPlansController } from './weekly-plans.controller';
import { WeeklyPlansService } from './weekly-plans.service';

// The questionnaire and 12-week AI plan endpoints arrive with the paid plans; payment/success links the questionnaire.
@Module({
  imports: [TypeOrmModule.forFeature([QuestionnaireEntity]), AnalysisModule, PaymentsModule],
  controllers: [WeeklyPlansController, PaymentSuccessController],
  providers: [QuestionnairesRepository, WeeklyPlansService],
})
export class PlansModule {}
