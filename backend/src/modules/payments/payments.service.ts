import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DEFAULT_CURRENCY, type PlanType, PRICES_CENTS, formatUsd } from '@fitness/contracts';
import { Clock } from '../../common/clock';
import { RequestValidationError } from '../../common/errors/api-error';
import {
  PaymentProviderPort,
  PaymentProviderRefusedError,
  type ProviderEvent,
  type ProviderIntent,
  WebhookSignatureError,
} from '../../infra/payments/payment-provider.port';
import { QueuePort } from '../../infra/queue/queue.port';
import { JobName } from '../../jobs/job-names';
import type { RequestOrigin } from '../../common/http/request-origin';
import { AnalysisService } from '../analysis/analysis.service';
import { AnalyticsService } from '../analytics/analytics.service';
import { QuestionnairesService } from '../plans/questionnaire/questionnaires.service';
import { userNotFound } from '../users/users.errors';
import { UsersService } from '../users/users.service';
import type { PaymentIntentCreatedDto, PaymentsConfigDto } from './dto/payment-intent.dto';
import {
  cardDeclined,
  paymentMismatch,
  paymentNotFound,
  paymentProviderRefused,
  paymentProviderUnavailable,
  webhookSignatureInvalid,
} from './payments.errors';
import type { PaymentEntity } from './payment.entity';
import { PaymentsRepository } from './payments.repository';
import type { TestCard } from '../../infra/payments/test-card-outcome';

/**
 * A payment the provider says succeeded, for exactly what we created it for: our price for its plan, in usd, and the
 * person, analysis and answers named when it was created. What fulfilment acts on.
 */
export interface ConfirmedPurchase {
  paid: true;
  paymentId: string;
  paymentIntentId: string;
  planType: PlanType;
  amountCents: number;
  userId: string;
  analysisId: string | null;
  questionnaireId: string | null;
  visitorId: string;
}

/** A payment the provider has not (yet) taken: pending, failed or canceled. */
export interface UnpaidPurchase {
  paid: false;
  status: string;
}

/** Double clicks and retries within this window get the same intent back, not a second one. */
const IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly provider: PaymentProviderPort,
    private readonly analysis: AnalysisService,
    private readonly users: UsersService,
    private readonly questionnaires: QuestionnairesService,
    private readonly queue: QueuePort,
    private readonly clock: Clock,
    private readonly analytics: AnalyticsService,
  ) {}

  config(): PaymentsConfigDto {
    const publishableKey = this.provider.publishableKey();
    return {
      provider: this.provider.provider,
      publishableKey,
      testMode: publishableKey === null || publishableKey.startsWith('pk_test_'),
    };
  }

  /**
   * A payment intent for a plan, at the server's price, bound to what it pays for and to this visitor: the person,
   * the analysis and the answers saved before paying, so the order can be made from the payment alone. The amount
   * the browser sends is only checked against the price, never used; a wrong one is refused naming the field.
   */
  async createIntent(
    planType: PlanType,
    request: { amount: number; analysisId?: string; userId?: string; questionnaireId?: string },
    visitorId: string,
    origin: RequestOrigin,
  ): Promise<PaymentIntentCreatedDto> {
    const priceCents = PRICES_CENTS[planType];
    if (request.amount !== priceCents) {
      throw new RequestValidationError({
        amount: [`amount must be ${priceCents} (cents: ${formatUsd(priceCents)}, the ${planType} plan's price)`],
      });
    }
    const { userId, analysisId } = await this.bindTarget(request, visitorId);
    const questionnaireId = await this.bindAnswers(request.questionnaireId, { userId, analysisId }, visitorId);
    const metadata: Record<string, string> = {
      planType,
      userId,
      visitorId,
      ...(analysisId ? { analysisId } : {}),
      ...(questionnaireId ? { questionnaireId } : {}),
    };
    const window = Math.floor(this.clock.now().getTime() / IDEMPOTENCY_WINDOW_MS);
    const idempotencyKey = createHash('sha256')
      .update([visitorId, planType, analysisId ?? '', userId, questionnaireId ?? '', window].join(':'))
      .digest('hex');

    const intent = await this.callProvider(() =>
      this.provider.createIntent({
        amountCents: priceCents,
        currency: DEFAULT_CURRENCY,
        description: planType === 'expert' ? 'Fitness expert 12-week plan' : 'Fitness AI 12-week plan',
        metadata,
        idempotencyKey,
      }),
    );
    if (intent.clientSecret === null) throw paymentProviderUnavailable();
    await this.payments.insertOnce({
      stripePaymentIntentId: intent.id,
      amountCents: intent.amountCents,
      currency: intent.currency,
      status: intent.status,
      planType,
      userId,
      metadata,
    });
    this.analytics.track(
      userId,
      'checkout_opened',
      { planType, ...(analysisId ? { analysisId } : {}), paymentIntentId: intent.id },
      origin,
    );
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount: intent.amountCents,
      currency: intent.currency,
    };
  }

  /**
   * What the provider says of a payment we created: unpaid (with its status), or a confirmed purchase, checked
   * against what we created it for (plan, price, currency, person, analysis, answers). A payment we never created is
   * PAYMENT_NOT_FOUND; one the provider reports for something else is PAYMENT_MISMATCH (and logged: it means a forged
   * or altered intent). Records the status the provider reports (a success is one analytics event, once).
   */
  async confirmedPurchase(paymentIntentId: string): Promise<ConfirmedPurchase | UnpaidPurchase> {
    const row = await this.payments.findByIntentId(paymentIntentId);
    if (row === null) throw paymentNotFound();
    const intent = await this.callProvider(() => this.provider.retrieveIntent(paymentIntentId));
    if (intent === null) throw paymentNotFound();
    if (row.status !== intent.status) await this.recordStatus(intent.id, intent.status, {});
    if (intent.status !== 'succeeded') return { paid: false, status: intent.status };

    const created = (row.metadata ?? {}) as Record<string, string | undefined>;
    const meta = intent.metadata;
    const planType = row.planType;
    const problem =
      planType !== 'expert' && planType !== 'ai'
        ? 'it pays for no plan'
        : meta.planType !== planType
          ? `it paid for the ${meta.planType} plan`
          : intent.amountCents !== PRICES_CENTS[planType]
            ? `it paid ${formatUsd(intent.amountCents)}, not ${formatUsd(PRICES_CENTS[planType])}`
            : intent.currency !== DEFAULT_CURRENCY
              ? `it was paid in ${intent.currency}`
              : (['userId', 'analysisId', 'questionnaireId', 'visitorId'] as const).some((key) => meta[key] !== created[key])
                ? 'it names another person, analysis or questionnaire than it was created for'
                : null;
    if (problem !== null || (planType !== 'expert' && planType !== 'ai')) {
      this.logger.error({ paymentIntentId, problem }, 'A succeeded payment does not match what it was created for');
      throw paymentMismatch(problem ?? 'it pays for no plan');
    }
    return {
      paid: true,
      paymentId: row.id,
      paymentIntentId: intent.id,
      planType,
      amountCents: intent.amountCents,
      userId: meta.userId,
      analysisId: meta.analysisId ?? null,
      questionnaireId: meta.questionnaireId ?? null,
      visitorId: meta.visitorId,
    };
  }

  /** Throws the 404 of an unknown payment unless this visitor made the payment (return pages act only for it). */
  async requireVisitorsPayment(paymentIntentId: string, visitorId: string | undefined): Promise<void> {
    const row = await this.payments.findByIntentId(paymentIntentId);
    if (row === null || visitorId === undefined || row.metadata?.visitorId !== visitorId) throw paymentNotFound();
  }

  /** For "download my data": the user's payment records, or with `madeBy` only those that visitor made. */
  listOfPerson(userId: string, madeBy: string | null): Promise<PaymentEntity[]> {
    return this.payments.listOfPerson(userId, madeBy);
  }

  /** The payment made for this analysis and plan most recently by this visitor, if any (for a page that lost it). */
  async latestPaymentIntentOf(analysisId: string, planType: PlanType, visitorId: string): Promise<string | null> {
    const mine = (await this.payments.findForAnalysis(analysisId, planType)).find((payment) => payment.metadata?.visitorId === visitorId);
    return mine?.stripePaymentIntentId ?? null;
  }

  /** The built-in provider's card form: confirms with a test card; a refusal is a 402 with the provider's message. */
  async confirmTestPayment(
    paymentIntentId: string,
    clientSecret: string,
    card: TestCard,
    origin: RequestOrigin,
  ): Promise<ProviderIntent> {
    const confirmer = this.provider.testCardConfirmer;
    if (confirmer === null) throw paymentNotFound();
    const result = await confirmer.confirm(paymentIntentId, clientSecret, card);
    if (result === null) throw paymentNotFound();
    await this.recordStatus(result.intent.id, result.intent.status, origin);
    if (result.refusal !== null)
      throw cardDeclined(result.refusal.message, result.refusal.code, result.refusal.declineCode);
    // As Stripe sends payment_intent.succeeded, the provider itself tells the server: the order is fulfilled by a
    // job, whether or not the browser ever comes back.
    await this.queue.enqueue(JobName.FulfilPayment, { paymentIntentId: result.intent.id }, { jobId: `fulfil-${result.intent.id}` });
    return result.intent;
  }

  /**
   * A provider webhook, verified over its exact bytes. Each event id is recorded once (a redelivery changes no status
   * twice); the verified event is returned for fulfilment, which is itself safe to run again, so a redelivered
   * success after a failed first attempt still fulfils.
   */
  async receiveWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<ProviderEvent> {
    if (rawBody === undefined || signature === undefined) throw webhookSignatureInvalid();
    let event;
    try {
      event = this.provider.parseWebhookEvent(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw webhookSignatureInvalid();
      throw error;
    }
    const first = await this.payments.recordEventOnce({
      id: event.id,
      type: event.type,
      paymentIntentId: event.intent?.id ?? null,
    });
    if (first && event.intent !== null && (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed')) {
      await this.recordStatus(event.intent.id, event.intent.status, {});
      this.logger.log({ event: event.type, paymentIntentId: event.intent.id }, 'Payment status from the provider');
    }
    return event;
  }

  /** Stores a status the provider reported; a payment's first success is recorded as an analytics event (once). */
  private async recordStatus(paymentIntentId: string, status: string, origin: RequestOrigin): Promise<void> {
    const changed = await this.payments.updateStatus(paymentIntentId, status);
    if (changed === null || status !== 'succeeded') return;
    this.analytics.track(
      changed.userId,
      'payment_succeeded',
      {
        planType: changed.planType,
        paymentIntentId,
        amount: changed.amount,
        ...(changed.metadata?.analysisId ? { analysisId: changed.metadata.analysisId } : {}),
      },
      origin,
    );
  }

  /**
   * The answers a payment is for, saved before paying: this visitor's, not yet paid for, and for the same analysis
   * (or, paying for a person, the same person). Undefined when none are named (the results page's checkout: the
   * intake is asked for right after paying).
   */
  private async bindAnswers(
    questionnaireId: string | undefined,
    target: { userId: string; analysisId?: string },
    visitorId: string,
  ): Promise<string | undefined> {
    if (questionnaireId === undefined) return undefined;
    const questionnaire = await this.questionnaires.requireOwn(questionnaireId, visitorId);
    const forTarget =
      target.analysisId !== undefined ? questionnaire.analysisId === target.analysisId : questionnaire.userId === target.userId;
    if (!forTarget) throw new RequestValidationError({ questionnaireId: ['these answers were given for another analysis or person'] });
    if (questionnaire.paymentId !== null) throw new RequestValidationError({ questionnaireId: ['these answers are already paid for'] });
    return questionnaire.id;
  }

  /** Who is paying: the analysis's person (when named, and visible to this visitor) or a person this visitor knows. */
  private async bindTarget(
    request: { analysisId?: string; userId?: string },
    visitorId: string,
  ): Promise<{ userId: string; analysisId?: string }> {
    if (request.analysisId !== undefined) {
      const analysis = await this.analysis.requireVisible(request.analysisId, visitorId);
      if (request.userId !== undefined && request.userId !== analysis.userId) {
        throw new RequestValidationError({ userId: ['userId is not the person of this analysis'] });
      }
      return { userId: analysis.userId, analysisId: analysis.id };
    }
    if (request.userId === undefined) {
      throw new RequestValidationError({ analysisId: ['analysisId or userId is required'] });
    }
    if ((await this.users.accessOf(visitorId, request.userId)) === null) throw userNotFound();
    return { userId: request.userId };
  }

  /**
   * A provider's refusal (a 4xx: our key, settings or request are wrong) is logged with its code and answered as
   * such (502 PAYMENT_PROVIDER_REFUSED); only an outage (network, timeout, 5xx) is the 503 a page may retry.
   */
  private async callProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PaymentProviderRefusedError) {
        this.logger.error(
          { provider: this.provider.provider, providerCode: error.providerCode, httpStatus: error.httpStatus, reason: error.message },
          'The payment provider refused the request',
        );
        throw paymentProviderRefused(error.providerCode);
      }
      this.logger.error({ err: error, provider: this.provider.provider }, 'The payment provider could not be reached');
      throw paymentProviderUnavailable();
    }
  }
}
