import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InterestRegistrationEntity } from './interest-registration.entity';
import { InterestRepository } from './interest.repository';
import { InterestService } from './interest.service';

// POST /api/interest arrives later; the repository is wired now.
@Module({
  imports: [TypeOrmModule.forFeature([InterestRegistrationEntity])],
  providers: [InterestRepository, InterestService],
  exports: [InterestService],
})
export class InterestModule {}
