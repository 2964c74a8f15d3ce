import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CoachingSessionEntity } from './coaching-session.entity';
import { CoachingController } from './coaching.controller';
import { CoachingService } from './coaching.service';
import { TrainerEntity } from './trainer.entity';
import { TrainersRepository } from './trainers.repository';

@Module({
  imports: [TypeOrmModule.forFeature([TrainerEntity, CoachingSessionEntity])],
  controllers: [CoachingController],
  providers: [TrainersRepository, CoachingService],
  exports: [CoachingService],
})
export class CoachingModule {}
