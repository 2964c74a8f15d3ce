import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isUniqueViolation } from '../../database/unique-violation';
import { OrderEntity } from './order.entity';

export type NewOrder = Pick<OrderEntity, 'paymentId' | 'planType' | 'userId' | 'analysisId' | 'questionnaireId'>;

/** The email of an order each column records as sent (claimed before sending, released if sending failed). */
export const ORDER_EMAIL_COLUMNS = {
  confirmation: 'confirmationEmailAt',
  intake: 'intakeEmailAt',
  ready: 'readyEmailAt',
  delivery: 'deliveryEmailAt',
} as const satisfies Record<string, keyof OrderEntity>;
export type OrderEmailSlot = keyof typeof ORDER_EMAIL_COLUMNS;

/** An expert order with what operations list beside it (the payment and the person's email). */
export interface ExpertOrderRow {
  order: OrderEntity;
  email: string;
  username: string | null;
  paymentIntentId: string;
  amount: string | null;
}

@Injectable()
export class OrdersRepository {
  constructor(@InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>) {}

  /**
   * The payment's one order: made by the first call, found by every other one, even at the same moment (the unique
   * key on paymentId decides, not a read before the write). Answers given before paying come in the same statement;
   * answers another order already took (a second payment for them) leave this one awaiting its intake.
   */
  async insertOnce(order: NewOrder): Promise<{ order: OrderEntity; created: boolean }> {
    let created: boolean;
    try {
      created = await this.insertUnlessPaid(order);
    } catch (error) {
      if (!isUniqueViolation(error) || order.questionnaireId === null) throw error;
      created = await this.insertUnlessPaid({ ...order, questionnaireId: null });
    }
    return { order: await this.orders.findOneByOrFail({ paymentId: order.paymentId }), created };
  }

  /** Conflicts on the payment only: answers another order holds still fail, with a unique violation. */
  private async insertUnlessPaid(order: NewOrder): Promise<boolean> {
    const rows = (await this.orders.query(
      `INSERT INTO orders ("paymentId", "planType", "userId", "analysisId", "questionnaireId", "intakeAt")
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $5::uuid IS NULL THEN NULL ELSE now() END)
       ON CONFLICT ("paymentId") DO NOTHING
       RETURNING "id"`,
      [order.paymentId, order.planType, order.userId, order.analysisId, order.questionnaireId],
    )) as unknown[];
    return rows.length > 0;
  }

  async findById(id: string): Promise<OrderEntity | null> {
    return this.orders.findOneBy({ id });
  }

  /** Every order of the user, oldest first. */
  async listOfPerson(userId: string): Promise<OrderEntity[]> {
    return this.orders.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async findByPaymentId(paymentId: string): Promise<OrderEntity | null> {
    return this.orders.findOneBy({ paymentId });
  }

  async findByIntakeToken(tokenHash: string): Promise<OrderEntity | null> {
    return this.orders.findOneBy({ intakeTokenHash: tokenHash });
  }

  /**
   * Gives an order awaiting its intake these answers; false when it already has answers, or these answers belong to
   * another order. The emailed link's token is spent with it.
   */
  async attachIntake(orderId: string, questionnaireId: string): Promise<boolean> {
    try {
      const result = await this.orders
        .createQueryBuilder()
        .update()
        .set({ questionnaireId, intakeTokenHash: null, intakeAt: () => 'now()' })
        .where('"id" = :orderId AND "questionnaireId" IS NULL', { orderId })
        .execute();
      return (result.affected ?? 0) > 0;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Replaces the intake link's token while the intake is missing; false once the answers arrived. */
  async setIntakeToken(orderId: string, tokenHash: string): Promise<boolean> {
    const result = await this.orders
      .createQueryBuilder()
      .update()
      .set({ intakeTokenHash: tokenHash })
      .where('"id" = :orderId AND "questionnaireId" IS NULL', { orderId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Claims one email of the order: true for the one caller that may send it, false once it was claimed. */
  async claimEmail(orderId: string, slot: OrderEmailSlot, at: Date): Promise<boolean> {
    const column = ORDER_EMAIL_COLUMNS[slot];
    const result = await this.orders
      .createQueryBuilder()
      .update()
      .set({ [column]: at })
      .where(`"id" = :orderId AND "${column}" IS NULL`, { orderId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Gives a claimed email back when sending it failed, so the job's retry sends it. */
  async releaseEmail(orderId: string, slot: OrderEmailSlot): Promise<void> {
    await this.orders.update({ id: orderId }, { [ORDER_EMAIL_COLUMNS[slot]]: null });
  }

  /** Records the delivery of an expert plan with its answers; false when it was already delivered. */
  async markDelivered(orderId: string, at: Date): Promise<boolean> {
    const result = await this.orders
      .createQueryBuilder()
      .update()
      .set({ deliveredAt: at })
      .where('"id" = :orderId AND "questionnaireId" IS NOT NULL AND "deliveredAt" IS NULL', { orderId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Expert orders, oldest first (the coaches work through them in order), with their payment and person. */
  async expertOrders(filter: 'awaiting_intake' | 'open' | 'delivered' | 'all', limit: number, id?: string): Promise<ExpertOrderRow[]> {
    const query = this.orders
      .createQueryBuilder('ord')
      .innerJoin('payments', 'payment', 'payment.id = ord."paymentId"')
      .innerJoin('users', 'person', 'person.id = ord."userId"')
      .where(`ord."planType" = 'expert'`)
      .select('ord')
      .addSelect('person.email', 'email')
      .addSelect('person.username', 'username')
      .addSelect('payment."stripePaymentIntentId"', 'paymentIntentId')
      .addSelect('payment.amount', 'amount')
      .orderBy('ord."createdAt"', 'ASC')
      .limit(limit);
    if (id !== undefined) query.andWhere('ord.id = :id', { id });
    if (filter === 'awaiting_intake') query.andWhere('ord."questionnaireId" IS NULL');
    if (filter === 'open') query.andWhere('ord."questionnaireId" IS NOT NULL AND ord."deliveredAt" IS NULL');
    if (filter === 'delivered') query.andWhere('ord."deliveredAt" IS NOT NULL');
    const { entities, raw } = await query.getRawAndEntities<{
      email: string;
      username: string | null;
      paymentIntentId: string;
      amount: string | null;
    }>();
    return entities.map((order, index) => ({
      order,
      email: raw[index].email,
      username: raw[index].username,
      paymentIntentId: raw[index].paymentIntentId,
      amount: raw[index].amount,
    }));
  }
}
