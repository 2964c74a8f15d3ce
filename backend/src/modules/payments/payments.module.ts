import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentEntity } from './payment.entity';
import { PaymentsRepository } from './payments.repository';

// Payment intents and the provider port arrive with checkout; the repository is wired now.
@Module({
  imports: [TypeOrmModule.forFeature([PaymentEntity])],
  providers: [PaymentsRepository],
})
export class PaymentsModule {}
