import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsModule } from '../analytics/analytics.module';
import { InterestController } from './interest.controller';
import { InterestRegistrationEntity } from './interest-registration.entity';
import { InterestRepository } from './interest.repository';
import { InterestService } from './interest.service';

@Module({
  imports: [TypeOrmModule.forFeature([InterestRegistrationEntity]), AnalyticsModule],
  controllers: [InterestController],
  providers: [InterestRepository, InterestService],
  exports: [InterestService],
})
export class InterestModule {}
