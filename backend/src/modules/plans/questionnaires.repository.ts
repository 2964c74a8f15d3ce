import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isUniqueViolation } from '../../database/unique-violation';
import { QuestionnaireEntity } from './questionnaire.entity';

export type NewQuestionnaire = Pick<QuestionnaireEntity, 'userId' | 'visitorId' | 'analysisId' | 'responses'>;

/** A verified payment, as much of it as linking a questionnaire needs. */
export interface PaymentToLink {
  paymentId: string;
  userId: string;
  analysisId: string | null;
}

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
   * Marks this visitor's questionnaire paid by `payment`, when it is what the payment was made for: the same analysis
   * for a payment bound to one (the questionnaire's email may differ from the analysis's: it is where the plan is
   * sent), else the same person. One payment pays for one questionnaire: a unique key on questionnaires.paymentId
   * holds it, whatever races. 'linked' the first time; 'already' when this payment was linked to it before (a
   * retry); 'payment-used' when the payment paid for another questionnaire; 'mismatch' when the questionnaire is for
   * another analysis or person; 'not-found' when it is not this visitor's or another payment already paid for it.
   */
  async linkPayment(
    id: string,
    visitorId: string | undefined,
    payment: PaymentToLink,
  ): Promise<'linked' | 'already' | 'payment-used' | 'mismatch' | 'not-found'> {
    if (visitorId === undefined) return 'not-found';
    const questionnaire = await this.questionnaires.findOneBy({ id, visitorId });
    if (questionnaire === null) return 'not-found';
    if (questionnaire.paymentId === payment.paymentId) return 'already';
    if (questionnaire.paymentId !== null) return 'not-found';
    const paidFor =
      payment.analysisId !== null ? questionnaire.analysisId === payment.analysisId : questionnaire.userId === payment.userId;
    if (!paidFor) return 'mismatch';
    try {
      const result = await this.questionnaires
        .createQueryBuilder()
        .update()
        .set({ paymentId: payment.paymentId, isCompleted: true })
        .where('"id" = :id AND "visitorId" = :visitorId AND "paymentId" IS NULL', { id, visitorId })
        .execute();
      if ((result.affected ?? 0) > 0) return 'linked';
    } catch (error) {
      if (isUniqueViolation(error)) return 'payment-used';
      throw error;
    }
    // Another request linked a payment between the read and the update.
    const now = await this.questionnaires.findOneBy({ id, visitorId });
    return now?.paymentId === payment.paymentId ? 'already' : 'not-found';
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
