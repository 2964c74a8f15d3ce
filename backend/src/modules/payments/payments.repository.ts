import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { centsToDecimal } from './money';
import { PaymentEntity } from './payment.entity';
import { PaymentWebhookEventEntity } from './payment-webhook-event.entity';
import type { PersonDataHolder } from '../users/person-data';

export interface NewPayment {
  stripePaymentIntentId: string;
  amountCents: number;
  userId?: string | null;
  currency?: string;
  status?: string | null;
  planType?: string | null;
  metadata?: Record<string, unknown> | null;
}

@Injectable()
export class PaymentsRepository implements PersonDataHolder {
  constructor(
    @InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>,
    @InjectRepository(PaymentWebhookEventEntity) private readonly events: Repository<PaymentWebhookEventEntity>,
  ) {}

  /** Records a payment intent; fails with a unique violation if the intent is already recorded. */
  async insert(payment: NewPayment): Promise<PaymentEntity> {
    const { amountCents, ...rest } = payment;
    return this.payments.save(this.payments.create({ ...rest, amount: centsToDecimal(amountCents) }));
  }

  /** Records the intent once: the same intent handed out again (idempotent create) keeps its first row. */
  async insertOnce(payment: NewPayment): Promise<void> {
    await this.payments.query(
      `INSERT INTO payments ("stripePaymentIntentId", amount, currency, status, "planType", "userId", metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT ("stripePaymentIntentId") DO NOTHING`,
      [
        payment.stripePaymentIntentId,
        centsToDecimal(payment.amountCents),
        payment.currency ?? 'usd',
        payment.status ?? null,
        payment.planType ?? null,
        payment.userId ?? null,
        payment.metadata === undefined || payment.metadata === null ? null : JSON.stringify(payment.metadata),
      ],
    );
  }

  async findByIntentId(stripePaymentIntentId: string): Promise<PaymentEntity | null> {
    return this.payments.findOneBy({ stripePaymentIntentId });
  }

  /** The payments made for one analysis and plan, newest first. */
  async findForAnalysis(analysisId: string, planType: string): Promise<PaymentEntity[]> {
    return this.payments
      .createQueryBuilder('payment')
      .where(`payment.metadata->>'analysisId' = :analysisId`, { analysisId })
      .andWhere('payment.planType = :planType', { planType })
      .orderBy('payment.createdAt', 'DESC')
      .getMany();
  }

  /**
   * Sets the status; returns the payment when this call changed it (so a transition is acted on once, even when the
   * browser, a retry and the webhook report it at the same time), null when it already had that status.
   */
  async updateStatus(stripePaymentIntentId: string, status: string): Promise<PaymentEntity | null> {
    const result = await this.payments
      .createQueryBuilder()
      .update()
      .set({ status })
      .where('"stripePaymentIntentId" = :stripePaymentIntentId', { stripePaymentIntentId })
      .andWhere('status IS DISTINCT FROM :status', { status })
      .returning('*')
      .execute();
    const [row] = result.raw as PaymentEntity[];
    return row ?? null;
  }

  /** True the first time an event id is seen; a redelivered event answers false and is not processed again. */
  async recordEventOnce(event: { id: string; type: string; paymentIntentId: string | null }): Promise<boolean> {
    const result = await this.events.createQueryBuilder().insert().values(event).orIgnore().returning('id').execute();
    return (result.raw as unknown[]).length > 0;
  }

  /**
   * The user's payments, oldest first: all, or with `madeBy` only those that visitor made (the visitor named in
   * the metadata when the intent was created, as its deletion reads it).
   */
  async listOfPerson(userId: string, madeBy: string | null): Promise<PaymentEntity[]> {
    const query = this.payments.createQueryBuilder('payment').where('payment.userId = :userId', { userId });
    if (madeBy !== null) query.andWhere(`payment.metadata->>'visitorId' = :madeBy`, { madeBy });
    return query.orderBy('payment.createdAt', 'ASC').addOrderBy('payment.id', 'ASC').getMany();
  }

  /** Person data: the payment records of the visitor's purchases for the person (no card data is ever stored). */
  async deleteMadeBy(manager: EntityManager, userId: string, visitorId: string): Promise<void> {
    await manager.query(
      `DELETE FROM ${this.payments.metadata.tableName} WHERE "userId" = $1 AND "metadata"->>'visitorId' = $2`,
      [userId, visitorId],
    );
  }

  holdsAnyOfPersonSql(person: string): string {
    return `EXISTS (SELECT 1 FROM ${this.payments.metadata.tableName} WHERE "userId" = ${person})`;
  }
}
