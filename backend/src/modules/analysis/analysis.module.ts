import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../../common/clock';
import { AnalysisRepository } from './analysis.repository';
import { FitnessAnalysisEntity } from './fitness-analysis.entity';
import { SweepExpiredUploadsProcessor } from './jobs/sweep-expired-uploads.processor';
import { PhotoUploadsService } from './photo-uploads.service';
import { PhotosController } from './photos.controller';

// Analysis endpoints arrive later; the repository, the photo upload addresses and the upload sweeper are wired now.
@Module({
  imports: [TypeOrmModule.forFeature([FitnessAnalysisEntity])],
  controllers: [PhotosController],
  providers: [AnalysisRepository, PhotoUploadsService, SweepExpiredUploadsProcessor, Clock],
  exports: [PhotoUploadsService],
})
export class AnalysisModule {}
