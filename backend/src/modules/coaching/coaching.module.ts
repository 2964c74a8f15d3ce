import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminBearerGuard } from '../../common/admin/admin-bearer.guard';
import { AnalysisModule } from '../analysis/analysis.module';
import { AnalyticsModule } from '../analytics/analytics.module';
import { UsersModule } from '../users/users.module';
import { BookingsService } from './bookings.service';
import { CoachingAdminController } from './coaching-admin.controller';
import { CoachingSessionEntity } from './coaching-session.entity';
import { CoachingSessionsRepository } from './coaching-sessions.repository';
import { CoachingController } from './coaching.controller';
import { CoachingService } from './coaching.service';
import { InterestTrackingController } from './interest-tracking.controller';
import { SendBookingEmailProcessor } from './jobs/send-booking-email.processor';
import { TrainerEntity } from './trainer.entity';
import { TrainersRepository } from './trainers.repository';
import { PersonDataRegistry } from '../users/person-data';

@Module({
  imports: [TypeOrmModule.forFeature([TrainerEntity, CoachingSessionEntity]), UsersModule, AnalysisModule, AnalyticsModule],
  controllers: [CoachingController, InterestTrackingController, CoachingAdminController],
  providers: [
    AdminBearerGuard,
    TrainersRepository,
    CoachingService,
    CoachingSessionsRepository,
    BookingsService,
    SendBookingEmailProcessor,
  ],
  exports: [CoachingService],
})
export class CoachingModule implements OnModuleInit {
  constructor(private readonly personData: PersonDataRegistry, private readonly sessions: CoachingSessionsRepository) {}

  /** Its rows of a person are deleted with "Delete my data" through it (users/person-data.ts). */
  onModuleInit(): void {
    this.personData.register(this.sessions);
  }
}
