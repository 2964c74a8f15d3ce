import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminBearerGuard } from '../../common/admin/admin-bearer.guard';
import { AnalysisModule } from '../analysis/analysis.module';
import { AnalyticsModule } from '../analytics/analytics.module';
import { UsersModule } from '../users/users.module';
import { BookingsService } from './bookings.service';
import { CoachingAdminController } from './coaching-admin.controller';
import { BookingEntity } from './booking.entity';
import { BookingsRepository } from './bookings.repository';
import { CoachingController } from './coaching.controller';
import { CoachingService } from './coaching.service';
import { ComingSoonOrBookingController } from './coming-soon-or-booking.controller';
import { ComingSoonViewsService } from './coming-soon-views.service';
import { SendBookingEmailProcessor } from './jobs/send-booking-email.processor';
import { TrainerEntity } from './trainer.entity';
import { TrainersRepository } from './trainers.repository';
import { PersonDataRegistry } from '../users/person-data';

@Module({
  imports: [TypeOrmModule.forFeature([TrainerEntity, BookingEntity]), UsersModule, AnalysisModule, AnalyticsModule],
  controllers: [CoachingController, ComingSoonOrBookingController, CoachingAdminController],
  providers: [
    AdminBearerGuard,
    TrainersRepository,
    CoachingService,
    BookingsRepository,
    BookingsService,
    ComingSoonViewsService,
    SendBookingEmailProcessor,
  ],
  exports: [CoachingService],
})
export class CoachingModule implements OnModuleInit {
  constructor(private readonly personData: PersonDataRegistry, private readonly bookings: BookingsRepository) {}

  /** Its rows of a person are deleted with "Delete my data" through it (users/person-data.ts). */
  onModuleInit(): void {
    this.personData.register(this.bookings);
  }
}
