import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { FitnessAnalysisEntity } from './fitness-analysis.entity';

export type NewFitnessAnalysis = Pick<FitnessAnalysisEntity, 'userId' | 'analysisResults' | 'userStats'> &
  Partial<Pick<FitnessAnalysisEntity, 'frontPhotoPath' | 'sidePhotoPath' | 'planPreview'>>;

@Injectable()
export class AnalysisRepository {
  constructor(@InjectRepository(FitnessAnalysisEntity) private readonly analyses: Repository<FitnessAnalysisEntity>) {}

  async insert(analysis: NewFitnessAnalysis): Promise<FitnessAnalysisEntity> {
    return this.analyses.save(this.analyses.create(analysis));
  }

  /** The user's most recent analysis (GET /api/analysis/{userId} shows the latest). */
  async findLatestForUser(userId: string): Promise<FitnessAnalysisEntity | null> {
    return this.analyses.findOne({ where: { userId }, order: { createdAt: 'DESC' } });
  }

  async findById(id: string): Promise<FitnessAnalysisEntity | null> {
    return this.analyses.findOneBy({ id });
  }
}
