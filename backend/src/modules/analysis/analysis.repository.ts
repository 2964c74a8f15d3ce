import type { AiPlan } from '@fitness/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { FitnessAnalysisEntity } from './fitness-analysis.entity';

export type NewFitnessAnalysis = Pick<FitnessAnalysisEntity, 'userId' | 'visitorId' | 'analysisResults' | 'userStats'> &
  Partial<Pick<FitnessAnalysisEntity, 'frontPhotoPath' | 'sidePhotoPath' | 'planPreview'>>;

/**
 * Which analyses a visitor sees, decided in the same query that reads them (so "not yours" and "unknown" cost the
 * same and answer the same): the ones it made, and, when it owns the person (visitor_users, kept by the users
 * module), the ones made by another owner or before sessions existed. An analysis a mere claimant added under
 * someone's email stays with that claimant until it proves the email by an emailed link.
 */
const VISIBLE_TO_VISITOR = `(
  analysis."visitorId" = :visitorId
  OR (
    EXISTS (SELECT 1 FROM visitor_users viewer
            WHERE viewer."visitorId" = :visitorId AND viewer."userId" = analysis."userId" AND viewer."access" = 'owner')
    AND (
      analysis."visitorId" IS NULL
      OR EXISTS (SELECT 1 FROM visitor_users maker
                 WHERE maker."visitorId" = analysis."visitorId" AND maker."userId" = analysis."userId" AND maker."access" = 'owner')
    )
  )
)`;

@Injectable()
export class AnalysisRepository {
  constructor(@InjectRepository(FitnessAnalysisEntity) private readonly analyses: Repository<FitnessAnalysisEntity>) {}

  /**
   * One INSERT … RETURNING (save() would wrap it in a transaction and cost two more round trips); the generated id,
   * timestamps and defaults come back into the entity.
   */
  async insert(analysis: NewFitnessAnalysis): Promise<FitnessAnalysisEntity> {
    const entity = this.analyses.create(analysis);
    // jsonb columns: TypeORM's insert typing cannot express an arbitrary JSON value, hence the cast.
    await this.analyses.insert(entity as never);
    return entity;
  }

  /** The user's most recent analysis this visitor may see (GET /api/analysis/{userId} shows the latest). */
  async findLatestVisible(userId: string, visitorId: string): Promise<FitnessAnalysisEntity | null> {
    return this.visibleTo(visitorId)
      .andWhere('analysis."userId" = :userId', { userId })
      .orderBy('analysis.createdAt', 'DESC')
      .limit(1)
      .getOne();
  }

  async findVisibleById(id: string, visitorId: string): Promise<FitnessAnalysisEntity | null> {
    return this.visibleTo(visitorId).andWhere('analysis.id = :id', { id }).getOne();
  }

  private visibleTo(visitorId: string): SelectQueryBuilder<FitnessAnalysisEntity> {
    return this.analyses.createQueryBuilder('analysis').where(VISIBLE_TO_VISITOR, { visitorId });
  }

  async markExpertPlanPurchased(id: string): Promise<void> {
    await this.analyses.update({ id }, { hasExpertPlan: true });
  }

  /** For jobs, which act for a visitor that was checked when the job was asked for. */
  async findById(id: string): Promise<FitnessAnalysisEntity | null> {
    return this.analyses.findOneBy({ id });
  }

  async saveAiPlan(id: string, plan: AiPlan): Promise<void> {
    // jsonb column: TypeORM's update typing cannot express an arbitrary JSON value, hence the cast.
    await this.analyses.update({ id }, { aiGeneratedPlan: plan as never, hasAiPlan: true });
  }
}
