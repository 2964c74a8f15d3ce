import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { QueuePort } from '../../infra/queue/queue.port';
import { JobName, type OrderEmailKind } from '../../jobs/job-names';
import { AnalysisService } from '../analysis/analysis.service';
import { AnalyticsService } from '../analytics/analytics.service';
import { paymentMismatch, paymentNotCompleted } from '../payments/payments.errors';
import { type ConfirmedPurchase, PaymentsService, type UnpaidPurchase } from '../payments/payments.service';
import { AiPlansService } from '../plans/ai-plan/ai-plans.service';
import { QuestionnairesService } from '../plans/questionnaire/questionnaires.service';
import { intakeLinkExpired, paymentAlreadyUsed } from './fulfilment.errors';
import type { OrderEntity } from './order.entity';
import { OrdersRepository } from './orders.repository';

/** A payment fulfilled: its order, and the purchase as the provider confirmed it. */
export interface Fulfilled {
  paid: true;
  order: OrderEntity;
  purchase: ConfirmedPurchase;
}

/** What the return page says was bought; each given field must match the payment. */
export interface BoughtFor {
  planType?: 'expert' | 'ai';
  analysisId?: string;
  userId?: string;
}

/** How the order email of each kind is keyed: one job per order and kind, whoever asks for it. */
export function orderEmailJobId(kind: OrderEmailKind, paymentId: string): string {
  return `order-email-${kind}-${paymentId}`;
}

export function hashIntakeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The one door through which a payment becomes what was bought (Stripe's "Fulfill orders": one function, called by
 * the provider's event and by the page the buyer returns to, safe to call many times and at the same moment).
 * Exactly once rests on unique keys, not on reading before writing: one order per payment (orders.paymentId), one
 * plan job per payment (ai_plan_jobs.paymentId), one set of answers per order and per payment, one job per order
 * email (its job id) and one sending per email (its claimed column). Everything it starts is idempotent, so a
 * caller that arrives second, or again after a crash, finishes what the first left and repeats nothing.
 */
@Injectable()
export class FulfilmentService {
  private readonly logger = new Logger(FulfilmentService.name);

  constructor(
    private readonly payments: PaymentsService,
    private readonly orders: OrdersRepository,
    private readonly questionnaires: QuestionnairesService,
    private readonly aiPlans: AiPlansService,
    private readonly analysis: AnalysisService,
    private readonly analytics: AnalyticsService,
    private readonly queue: QueuePort,
  ) {}

  /**
   * Verifies the payment with the provider and, once it succeeded for exactly what it was created for, makes its one
   * order and carries it out: an expert plan becomes an order for the coaches (with the buyer's answers, or waiting
   * for them) and its email; an AI plan starts its plan job from the answers saved with the payment. Answers the
   * unpaid status otherwise, doing nothing.
   */
  async fulfil(paymentIntentId: string): Promise<Fulfilled | UnpaidPurchase> {
    const purchase = await this.payments.confirmedPurchase(paymentIntentId);
    if (!purchase.paid) return purchase;
    const { order, created } = await this.orders.insertOnce({
      paymentId: purchase.paymentId,
      planType: purchase.planType,
      userId: purchase.userId,
      analysisId: purchase.analysisId,
      questionnaireId: purchase.questionnaireId,
    });
    if (created) {
      this.logger.log({ orderId: order.id, planType: order.planType, paymentIntentId }, 'Order made from a payment');
      this.analytics.track(
        order.userId,
        'purchase_fulfilled',
        { planType: order.planType, orderId: order.id, paymentIntentId, ...(order.analysisId ? { analysisId: order.analysisId } : {}) },
        {},
      );
    }
    await this.carryOut(order);
    return { paid: true, order, purchase };
  }

  /**
   * The page the buyer returns to: the same door, for the visitor that made the payment only (anyone else gets the
   * 404 of an unknown payment), checked to be for what the page says it bought (402 PAYMENT_MISMATCH otherwise), with
   * answers it saved after paying attached when the order still awaits them. A payment the provider has not taken is
   * 402 PAYMENT_NOT_COMPLETED.
   */
  async fulfilForBuyer(
    paymentIntentId: string,
    visitorId: string | undefined,
    page: { expected?: BoughtFor; questionnaireId?: string } = {},
  ): Promise<Fulfilled> {
    await this.payments.requireVisitorsPayment(paymentIntentId, visitorId);
    const fulfilled = await this.fulfil(paymentIntentId);
    if (!fulfilled.paid) throw paymentNotCompleted(fulfilled.status);
    const { purchase, order } = fulfilled;
    const { expected = {}, questionnaireId } = page;
    if (expected.planType !== undefined && purchase.planType !== expected.planType) {
      throw paymentMismatch(`it paid for the ${purchase.planType} plan`);
    }
    if (expected.analysisId !== undefined && purchase.analysisId !== expected.analysisId) throw paymentMismatch('it paid for another analysis');
    if (questionnaireId === undefined || order.questionnaireId === questionnaireId) {
      if (expected.userId !== undefined && purchase.userId !== expected.userId) throw paymentMismatch('it paid for another person');
      return fulfilled;
    }
    if (order.questionnaireId !== null) throw paymentAlreadyUsed();
    const questionnaire = await this.questionnaires.requireOwn(questionnaireId, visitorId);
    const answersFit =
      purchase.analysisId !== null ? questionnaire.analysisId === purchase.analysisId : questionnaire.userId === purchase.userId;
    if (!answersFit) throw paymentMismatch('it paid for another person or analysis than this questionnaire');
    if (expected.userId !== undefined && expected.userId !== purchase.userId && expected.userId !== questionnaire.userId) {
      throw paymentMismatch('it paid for another person');
    }
    return { ...fulfilled, order: await this.attachIntake(order, questionnaireId) };
  }

  /** The emailed intake link: answers from any browser that holds the link, for the order it was sent for. */
  async completeIntakeByLink(token: string, questionnaireId: string, visitorId: string | undefined): Promise<OrderEntity> {
    const order = await this.orders.findByIntakeToken(hashIntakeToken(token));
    if (order === null || order.questionnaireId !== null) throw intakeLinkExpired();
    await this.questionnaires.requireOwn(questionnaireId, visitorId);
    return this.attachIntake(order, questionnaireId);
  }

  /** Every order of the user, oldest first, for downloading a person's data. */
  ordersOfPerson(userId: string): Promise<OrderEntity[]> {
    return this.orders.listOfPerson(userId);
  }

  /** Attaches answers given after paying and carries the order on; answers another order took are 409. */
  private async attachIntake(order: OrderEntity, questionnaireId: string): Promise<OrderEntity> {
    const attached = await this.orders.attachIntake(order.id, questionnaireId);
    const now = (await this.orders.findById(order.id)) ?? order;
    if (!attached && now.questionnaireId !== questionnaireId) throw paymentAlreadyUsed();
    await this.carryOut(now);
    return now;
  }

  /** What the order still needs, started again on every call: each step is safe to repeat. */
  private async carryOut(order: OrderEntity): Promise<void> {
    if (order.questionnaireId !== null && !(await this.questionnaires.markPaid(order.questionnaireId, order.paymentId))) {
      // The unique keys keep answers to one payment; reaching here means two orders share them, which they cannot.
      this.logger.error({ orderId: order.id }, 'The order’s answers are marked paid by another payment');
    }
    switch (order.planType) {
      case 'expert':
        if (order.analysisId !== null) await this.analysis.markExpertPlanPurchased(order.analysisId);
        await this.enqueueEmail(order.questionnaireId === null ? 'expert-intake-needed' : 'expert-order-confirmed', order);
        return;
      case 'ai':
        // An AI plan is always bought with its answers; an order without them waits for the return page to bring them.
        if (order.questionnaireId !== null && order.analysisId !== null) {
          await this.aiPlans.startPlan({
            userId: order.userId,
            analysisId: order.analysisId,
            questionnaireId: order.questionnaireId,
            paymentId: order.paymentId,
          });
        }
        return;
    }
  }

  private async enqueueEmail(kind: OrderEmailKind, order: OrderEntity): Promise<void> {
    await this.queue.enqueue(JobName.SendOrderEmail, { kind, paymentId: order.paymentId }, { jobId: orderEmailJobId(kind, order.paymentId) });
  }
}
