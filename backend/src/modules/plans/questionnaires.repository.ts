import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { QuestionnaireEntity } from './questionnaire.entity';

export type NewQuestionnaire = Pick<QuestionnaireEntity, 'userId' | 'visitorId' | 'analysisId' | 'responses'>;

/** A paid expert-plan questionnaire with what the coach needs to write the plan. */
export interface ExpertOrderRow {
  questionnaire: QuestionnaireEntity;
  email: string;
  username: string | null;
  paymentIntentId: string;
  amount: string | null;
  paidAt: Date;
}

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

  /**
   * Marks this visitor's questionnaire paid by `paymentId`. 'linked' the first time, 'already' when that payment was
   * linked before (a retry), 'not-found' when it is not this visitor's or another payment already paid for it.
   */
  async linkPayment(id: string, visitorId: string | undefined, paymentId: string): Promise<'linked' | 'already' | 'not-found'> {
    if (visitorId === undefined) return 'not-found';
    const result = await this.questionnaires.update({ id, visitorId, paymentId: IsNull() }, { paymentId, isCompleted: true });
    if ((result.affected ?? 0) > 0) return 'linked';
    const existing = await this.questionnaires.findOneBy({ id, visitorId, paymentId });
    return existing === null ? 'not-found' : 'already';
  }

  /** Paid expert-plan orders, oldest first (the coach works through them in order); `open` = not yet delivered. */
  async expertOrders(filter: 'open' | 'delivered' | 'all', limit: number, id?: string): Promise<ExpertOrderRow[]> {
    const query = this.questionnaires
      .createQueryBuilder('questionnaire')
      .innerJoin('payments', 'payment', 'payment.id = questionnaire."paymentId"')
      .innerJoin('users', 'person', 'person.id = questionnaire."userId"')
      .where(`payment."planType" = 'expert'`)
      .andWhere(`payment.status = 'succeeded'`)
      .andWhere('questionnaire."isCompleted" = true')
      .select('questionnaire')
      .addSelect('person.email', 'email')
      .addSelect('person.username', 'username')
      .addSelect('payment."stripePaymentIntentId"', 'paymentIntentId')
      .addSelect('payment.amount', 'amount')
      .addSelect('payment."updatedAt"', 'paidAt')
      .orderBy('payment."updatedAt"', 'ASC')
      .limit(limit);
    if (id !== undefined) query.andWhere('questionnaire.id = :id', { id });
    if (filter !== 'all') query.andWhere('questionnaire."planDelivered" = :delivered', { delivered: filter === 'delivered' });
    const { entities, raw } = await query.getRawAndEntities<{
      email: string;
      username: string | null;
      paymentIntentId: string;
      amount: string | null;
      paidAt: Date;
    }>();
    return entities.map((questionnaire, index) => ({ questionnaire, ...raw[index] }));
  }

  /** Records the expert plan as delivered; false when it was already (so the delivery email goes once). */
  async markDelivered(id: string, at: Date): Promise<boolean> {
    const result = await this.questionnaires.update(
      { id, isCompleted: true, planDelivered: false },
      { planDelivered: true, planDeliveredAt: at },
    );
    return (result.affected ?? 0) > 0;
  }
}
