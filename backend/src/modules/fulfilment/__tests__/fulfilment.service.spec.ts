import { randomUUID } from 'node:crypto';
import type { QueuePort } from '../../../infra/queue/queue.port';
import { JobName } from '../../../jobs/job-names';
import { ApiError } from '../../../common/errors/api-error';
import { strictFake } from '../../../../test/support/strict-fake';
import type { AnalysisService } from '../../analysis/analysis.service';
import type { AnalyticsService } from '../../analytics/analytics.service';
import type { ConfirmedPurchase, PaymentsService, UnpaidPurchase } from '../../payments/payments.service';
import type { AiPlansService } from '../../plans/ai-plan/ai-plans.service';
import type { QuestionnairesService } from '../../plans/questionnaire/questionnaires.service';
import { FulfilmentService, hashIntakeToken } from '../fulfilment.service';
import type { OrderEntity } from '../order.entity';
import type { NewOrder, OrdersRepository } from '../orders.repository';

// The fulfilment rules without a database: its collaborators are strict in-memory fakes that keep the same unique
// keys the tables do (one order per payment, one payment per questionnaire, one job per job id).

const BUYER = 'visitor-buyer';

function purchase(overrides: Partial<ConfirmedPurchase> = {}): ConfirmedPurchase {
  return {
    paid: true,
    paymentId: randomUUID(),
    paymentIntentId: `pi_${randomUUID()}`,
    planType: 'expert',
    amountCents: 2000,
    userId: randomUUID(),
    analysisId: randomUUID(),
    questionnaireId: randomUUID(),
    visitorId: BUYER,
    ...overrides,
  };
}

function world() {
  const purchases = new Map<string, ConfirmedPurchase | UnpaidPurchase>();
  const orders = new Map<string, OrderEntity>();
  const questionnairesPaidBy = new Map<string, string>();
  const questionnaireOwners = new Map<string, { visitorId: string; userId: string; analysisId: string | null }>();
  const jobs = new Map<string, { name: string; data: unknown }>();
  const events: string[] = [];
  const plansStarted: unknown[] = [];
  const expertMarked: string[] = [];

  const payments = strictFake<PaymentsService>('PaymentsService', {
    confirmedPurchase: (paymentIntentId: string) =>
      Promise.resolve(purchases.get(paymentIntentId) ?? { paid: false, status: 'unknown' }),
    requireVisitorsPayment: (paymentIntentId: string, visitorId: string | undefined) => {
      const found = purchases.get(paymentIntentId);
      if (found === undefined || !found.paid || found.visitorId !== visitorId) {
        return Promise.reject(new ApiError(404, 'PAYMENT_NOT_FOUND', 'Payment not found'));
      }
      return Promise.resolve(undefined as never);
    },
  });
  const ordersRepository = strictFake<OrdersRepository>('OrdersRepository', {
    insertOnce: (order: NewOrder) => {
      const existing = [...orders.values()].find((candidate) => candidate.paymentId === order.paymentId);
      if (existing) return Promise.resolve({ order: existing, created: false });
      // Answers another order holds are not taken twice (the unique key on orders.questionnaireId).
      const taken = [...orders.values()].some((candidate) => candidate.questionnaireId === order.questionnaireId);
      const questionnaireId = taken ? null : order.questionnaireId;
      const made = { ...order, questionnaireId, id: randomUUID(), intakeTokenHash: null } as OrderEntity;
      orders.set(made.id, made);
      return Promise.resolve({ order: made, created: true });
    },
    findById: (id: string) => Promise.resolve(orders.get(id) ?? null),
    findByIntakeToken: (hash: string) =>
      Promise.resolve([...orders.values()].find((order) => order.intakeTokenHash === hash) ?? null),
    attachIntake: (orderId: string, questionnaireId: string) => {
      const order = orders.get(orderId);
      const taken = [...orders.values()].some((candidate) => candidate.questionnaireId === questionnaireId);
      if (!order || order.questionnaireId !== null || taken) return Promise.resolve(false);
      orders.set(orderId, { ...order, questionnaireId });
      return Promise.resolve(true);
    },
  });
  const questionnaires = strictFake<QuestionnairesService>('QuestionnairesService', {
    markPaid: (questionnaireId: string, paymentId: string) => {
      const paidBy = questionnairesPaidBy.get(questionnaireId);
      if (paidBy !== undefined && paidBy !== paymentId) return Promise.resolve(false);
      questionnairesPaidBy.set(questionnaireId, paymentId);
      return Promise.resolve(true);
    },
    requireOwn: (questionnaireId: string, visitorId: string | undefined) => {
      const owner = questionnaireOwners.get(questionnaireId);
      if (owner === undefined || owner.visitorId !== visitorId) {
        return Promise.reject(new ApiError(404, 'QUESTIONNAIRE_NOT_FOUND', 'Questionnaire not found'));
      }
      return Promise.resolve({ id: questionnaireId, userId: owner.userId, analysisId: owner.analysisId } as never);
    },
  });
  const aiPlans = strictFake<AiPlansService>('AiPlansService', {
    startPlan: (plan: unknown) => {
      plansStarted.push(plan);
      return Promise.resolve(undefined as never);
    },
  });
  const analysis = strictFake<AnalysisService>('AnalysisService', {
    markExpertPlanPurchased: (analysisId: string) => {
      expertMarked.push(analysisId);
      return Promise.resolve();
    },
  });
  const analytics = strictFake<AnalyticsService>('AnalyticsService', {
    track: (_userId: string, event: string) => {
      events.push(event);
    },
  });
  const queue = strictFake<QueuePort>('QueuePort', {
    enqueue: (name: string, data: unknown, options?: { jobId?: string }) => {
      const jobId = options?.jobId ?? randomUUID();
      if (!jobs.has(jobId)) jobs.set(jobId, { name, data });
      return Promise.resolve(undefined as never);
    },
  });

  const service = new FulfilmentService(
    payments,
    ordersRepository,
    questionnaires,
    aiPlans,
    analysis,
    analytics,
    queue,
  );
  const emails = () =>
    [...jobs.values()]
      .filter((job) => job.name === JobName.SendOrderEmail)
      .map((job) => (job.data as { kind: string }).kind);
  return { service, purchases, orders, questionnaireOwners, events, plansStarted, expertMarked, emails };
}

describe('FulfilmentService (strict fakes, no database)', () => {
  it('does nothing for a payment the provider has not taken', async () => {
    const w = world();
    w.purchases.set('pi_pending', { paid: false, status: 'processing' });
    await expect(w.service.fulfil('pi_pending')).resolves.toEqual({ paid: false, status: 'processing' });
    expect(w.orders.size).toBe(0);
    expect(w.emails()).toEqual([]);
  });

  it('makes one order, one event and one email of an expert payment however often it is called', async () => {
    const w = world();
    const paid = purchase();
    w.purchases.set(paid.paymentIntentId, paid);
    await Promise.all([w.service.fulfil(paid.paymentIntentId), w.service.fulfil(paid.paymentIntentId)]);
    await w.service.fulfil(paid.paymentIntentId);
    expect(w.orders.size).toBe(1);
    expect(w.events).toEqual(['purchase_fulfilled']);
    expect(w.emails()).toEqual(['expert-order-confirmed']);
    expect(new Set(w.expertMarked)).toEqual(new Set([paid.analysisId]));
  });

  it('asks for the intake when an expert plan was bought without answers, and confirms once they arrive', async () => {
    const w = world();
    const paid = purchase({ questionnaireId: null });
    w.purchases.set(paid.paymentIntentId, paid);
    const answers = randomUUID();
    w.questionnaireOwners.set(answers, { visitorId: BUYER, userId: paid.userId, analysisId: paid.analysisId });

    const first = await w.service.fulfil(paid.paymentIntentId);
    expect(first.paid && first.order.questionnaireId).toBeNull();
    expect(w.emails()).toEqual(['expert-intake-needed']);

    const withAnswers = await w.service.fulfilForBuyer(paid.paymentIntentId, BUYER, { questionnaireId: answers });
    expect(withAnswers.order.questionnaireId).toBe(answers);
    expect(w.emails()).toEqual(['expert-intake-needed', 'expert-order-confirmed']);
  });

  it('starts the AI plan from the answers paid with it, and never without them', async () => {
    const w = world();
    const paid = purchase({ planType: 'ai', amountCents: 500 });
    w.purchases.set(paid.paymentIntentId, paid);
    await w.service.fulfil(paid.paymentIntentId);
    expect(w.plansStarted).toEqual([
      {
        userId: paid.userId,
        analysisId: paid.analysisId,
        questionnaireId: paid.questionnaireId,
        paymentId: paid.paymentId,
      },
    ]);
    expect(w.emails()).toEqual([]);

    const unanswered = purchase({ planType: 'ai', amountCents: 500, questionnaireId: null });
    w.purchases.set(unanswered.paymentIntentId, unanswered);
    await w.service.fulfil(unanswered.paymentIntentId);
    expect(w.plansStarted).toHaveLength(1);
  });

  it('refuses the return page of another visitor, and a page that says another plan or analysis', async () => {
    const w = world();
    const paid = purchase();
    w.purchases.set(paid.paymentIntentId, paid);
    await expect(w.service.fulfilForBuyer(paid.paymentIntentId, 'someone-else')).rejects.toMatchObject({ status: 404 });
    expect(w.orders.size).toBe(0);
    await expect(
      w.service.fulfilForBuyer(paid.paymentIntentId, BUYER, { expected: { planType: 'ai' } }),
    ).rejects.toMatchObject({ status: 402, code: 'PAYMENT_MISMATCH' });
    await expect(
      w.service.fulfilForBuyer(paid.paymentIntentId, BUYER, { expected: { analysisId: randomUUID() } }),
    ).rejects.toMatchObject({ status: 402, code: 'PAYMENT_MISMATCH' });
  });

  it('refuses answers that another payment already paid for: one payment, one plan', async () => {
    const w = world();
    const shared = randomUUID();
    const first = purchase({ questionnaireId: shared });
    const second = purchase({ questionnaireId: null, userId: first.userId, analysisId: first.analysisId });
    w.purchases.set(first.paymentIntentId, first);
    w.purchases.set(second.paymentIntentId, second);
    w.questionnaireOwners.set(shared, { visitorId: BUYER, userId: first.userId, analysisId: first.analysisId });
    await w.service.fulfil(first.paymentIntentId);
    await expect(
      w.service.fulfilForBuyer(second.paymentIntentId, BUYER, { questionnaireId: shared }),
    ).rejects.toMatchObject({ status: 409, code: 'PAYMENT_ALREADY_USED' });
  });

  it('takes intake answers by the emailed link once, and calls a used or unknown link expired', async () => {
    const w = world();
    const paid = purchase({ questionnaireId: null });
    w.purchases.set(paid.paymentIntentId, paid);
    const made = await w.service.fulfil(paid.paymentIntentId);
    const orderId = made.paid ? made.order.id : '';
    w.orders.set(orderId, { ...w.orders.get(orderId)!, intakeTokenHash: hashIntakeToken('token-1') });
    const answers = randomUUID();
    w.questionnaireOwners.set(answers, { visitorId: 'phone', userId: paid.userId, analysisId: paid.analysisId });

    await expect(w.service.completeIntakeByLink('token-1', answers, 'phone')).resolves.toMatchObject({
      questionnaireId: answers,
    });
    await expect(w.service.completeIntakeByLink('token-1', answers, 'phone')).rejects.toMatchObject({ status: 410 });
    await expect(w.service.completeIntakeByLink('unknown', answers, 'phone')).rejects.toMatchObject({ status: 410 });
  });

  it('a strict fake names a call the rule was not expected to make', () => {
    const fake = strictFake<{ a: () => number; b: () => number }>('Thing', { a: () => 1 });
    expect(fake.a()).toBe(1);
    expect(() => fake.b()).toThrow('Unexpected call: Thing.b is not part of this fake');
  });
});
