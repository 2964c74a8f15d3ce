import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsModule } from '../analytics/analytics.module';
import { UsersModule } from '../users/users.module';
import { AnalysisController } from './analysis.controller';
import { AnalysisRepository } from './analysis.repository';
import { AnalysisService } from './analysis.service';
import { ExpertController } from './expert.controller';
import { ExpertService } from './expert.service';
import { FitnessAnalysisEntity } from './fitness-analysis.entity';
import { ScanPhotosProcessor } from './jobs/scan-photos.processor';
import { SweepExpiredUploadsProcessor } from './jobs/sweep-expired-uploads.processor';
import { PhotoMeasurementService } from './photo-measurement.service';
import { PhotosService } from './photos.service';
import { PhotosController } from './photos.controller';
import { PersonDataRegistry } from '../users/person-data';

@Module({
  imports: [TypeOrmModule.forFeature([FitnessAnalysisEntity]), UsersModule, AnalyticsModule],
  controllers: [AnalysisController, ExpertController, PhotosController],
  providers: [
    AnalysisRepository,
    AnalysisService,
    ExpertService,
    PhotoMeasurementService,
    PhotosService,
    ScanPhotosProcessor,
    SweepExpiredUploadsProcessor,
  ],
  exports: [AnalysisService, PhotosService],
})
export class AnalysisModule implements OnModuleInit {
  constructor(private readonly personData: PersonDataRegistry, private readonly analyses: AnalysisRepository) {}

  /** Its rows of a person are deleted with "Delete my data" through it (users/person-data.ts). */
  onModuleInit(): void {
    this.personData.register(this.analyses);
  }
}
