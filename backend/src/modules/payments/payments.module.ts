import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysisModule } from '../analysis/analysis.module';
import { AnalyticsModule } from '../analytics/analytics.module';
import { PlansModule } from '../plans/plans.module';
import { UsersModule } from '../users/users.module';
import { PaymentEntity } from './payment.entity';
import { PaymentWebhookEventEntity } from './payment-webhook-event.entity';
import { PaymentsController } from './payments.controller';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { PersonDataRegistry } from '../users/person-data';

@Module({
  imports: [TypeOrmModule.forFeature([PaymentEntity, PaymentWebhookEventEntity]), AnalysisModule, UsersModule, PlansModule, AnalyticsModule],
  controllers: [PaymentsController],
  providers: [PaymentsRepository, PaymentsService],
  exports: [PaymentsService],
})
export class PaymentsModule implements OnModuleInit {
  constructor(private readonly personData: PersonDataRegistry, private readonly payments: PaymentsRepository) {}

  /** Its rows of a person are deleted with "Delete my data" through it (users/person-data.ts). */
  onModuleInit(): void {
    this.personData.register(this.payments);
  }
}
