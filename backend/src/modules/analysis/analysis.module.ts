import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysisRepository } from './analysis.repository';
import { FitnessAnalysisEntity } from './fitness-analysis.entity';
import { SweepExpiredUploadsProcessor } from './jobs/sweep-expired-uploads.processor';
import { PhotoUploadsService } from './photo-uploads.service';

// Analysis endpoints and photo upload addresses arrive later; the repository and the upload sweeper are wired now.
@Module({
  imports: [TypeOrmModule.forFeature([FitnessAnalysisEntity])],
  providers: [AnalysisRepository, PhotoUploadsService, SweepExpiredUploadsProcessor],
  exports: [PhotoUploadsService],
})
export class AnalysisModule {}
