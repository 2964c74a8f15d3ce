import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminBearerGuard } from '../../common/admin/admin-bearer.guard';
import { AnalysisModule } from '../analysis/analysis.module';
import { AnalyticsModule } from '../analytics/analytics.module';
import { PaymentsModule } from '../payments/payments.module';
import { PlansModule } from '../plans/plans.module';
import { UsersModule } from '../users/users.module';
import { ExpertOrdersController } from './expert-orders.controller';
import { ExpertOrdersService } from './expert-orders.service';
import { FulfilmentController } from './fulfilment.controller';
import { FulfilmentService } from './fulfilment.service';
import { FulfilPaymentProcessor, SendOrderEmailProcessor } from './jobs/fulfilment.processors';
import { OrderEmailsService } from './order-emails.service';
import { OrderEntity } from './order.entity';
import { OrdersRepository } from './orders.repository';

// What a payment buys, made once by the server: the order, the AI plan started, the coach's order and its emails.
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity]), PaymentsModule, PlansModule, AnalysisModule, UsersModule, AnalyticsModule],
  controllers: [FulfilmentController, ExpertOrdersController],
  providers: [
    AdminBearerGuard,
    OrdersRepository,
    FulfilmentService,
    OrderEmailsService,
    ExpertOrdersService,
    FulfilPaymentProcessor,
    SendOrderEmailProcessor,
  ],
  exports: [FulfilmentService],
})
export class FulfilmentModule {}
