import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { isUniqueViolation } from '../../../database/unique-violation';
import { QuestionnaireEntity } from './questionnaire.entity';

export type NewQuestionnaire = Pick<QuestionnaireEntity, 'userId' | 'visitorId' | 'analysisId' | 'responses'>;

@Injectable()
export class QuestionnairesRepository {
  constructor(@InjectRepository(QuestionnaireEntity) private readonly questionnaires: Repository<QuestionnaireEntity>) {}

  async insert(questionnaire: NewQuestionnaire): Promise<QuestionnaireEntity> {
    return this.questionnaires.save(this.questionnaires.create(questionnaire));
  }

  /** The questionnaire, when this visitor wrote it; null alike for unknown ids and other visitors' answers. */
  async findOwn(id: string, visitorId: string | undefined): Promise<QuestionnaireEntity | null> {
    if (visitorId === undefined) return null;
    return this.questionnaires.findOneBy({ id, visitorId });
  }

  async findById(id: string): Promise<QuestionnaireEntity | null> {
    return this.questionnaires.findOneBy({ id });
  }

  async findByIds(ids: string[]): Promise<QuestionnaireEntity[]> {
    return ids.length === 0 ? [] : this.questionnaires.findBy({ id: In(ids) });
  }

  /**
   * Marks the questionnaire paid by `paymentId` (the spec's paymentId and isCompleted); false when another payment
   * paid for it, or this payment for another questionnaire (the unique key on paymentId).
   */
  async markPaid(id: string, paymentId: string): Promise<boolean> {
    try {
      const result = await this.questionnaires
        .createQueryBuilder()
        .update()
        .set({ paymentId, isCompleted: true })
        .where('"id" = :id AND ("paymentId" IS NULL OR "paymentId" = :paymentId)', { id, paymentId })
        .execute();
      return (result.affected ?? 0) > 0;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Records the expert plan as delivered; false when it was already (so the delivery email goes once). */
  async markDelivered(id: string, at: Date): Promise<boolean> {
    const result = await this.questionnaires.update(
      { id, isCompleted: true, planDelivered: false },
      { planDelivered: true, planDeliveredAt: at },
    );
    return (result.affected ?? 0) > 0;
  }

  /** The user's questionnaires, oldest first: all, or with `madeBy` only those that visitor wrote. */
  async listOfPerson(userId: string, madeBy: string | null): Promise<QuestionnaireEntity[]> {
    return this.questionnaires.find({
      where: madeBy === null ? { userId } : { userId, visitorId: madeBy },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** The questionnaires the visitor submitted under the person. */
  async deleteMadeBy(manager: EntityManager, userId: string, visitorId: string): Promise<void> {
    await manager.delete(QuestionnaireEntity, { userId, visitorId });
  }

  holdsAnyOfPersonSql(person: string): string {
    return `EXISTS (SELECT 1 FROM ${this.questionnaires.metadata.tableName} WHERE "userId" = ${person})`;
  }
}
