import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DEFAULT_CURRENCY, type PlanType, PRICES_CENTS, formatUsd } from '@fitness/contracts';
import { Clock } from '../../common/clock';
import { RequestValidationError } from '../../common/errors/api-error';
import { EmbeddedPaymentProvider } from '../../infra/payments/embedded-payment-provider';
import {
  PaymentProviderPort,
  PaymentProviderRefusedError,
  type ProviderIntent,
  WebhookSignatureError,
} from '../../infra/payments/payment-provider.port';
import type { RequestOrigin } from '../../common/http/request-origin';
import { AnalysisService } from '../analysis/analysis.service';
import { AnalyticsService } from '../analytics/analytics.service';
import { userNotFound } from '../users/users.errors';
import { UsersService } from '../users/users.service';
import type { PaymentIntentCreatedDto, PaymentsConfigDto } from './dto/payment-intent.dto';
import {
  cardDeclined,
  paymentMismatch,
  paymentNotCompleted,
  paymentNotFound,
  paymentProviderRefused,
  paymentProviderUnavailable,
  paymentRequired,
  webhookSignatureInvalid,
} from './payments.errors';
import { PaymentsRepository } from './payments.repository';
import type { TestCard } from '../../infra/payments/test-card-outcome';

/** What a payment must pay for before anything is unlocked. */
export interface PaymentExpectation {
  planType: PlanType;
  analysisId?: string;
  userId?: string;
}

/** A payment the provider confirmed, for exactly what was expected. */
export interface VerifiedPayment {
  paymentId: string;
  paymentIntentId: string;
  planType: PlanType;
  amountCents: number;
  userId: string;
  analysisId: string | null;
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
   * A payment intent for a plan, at the server's price, bound to what it pays for and to this visitor. The amount
   * the browser sends is only checked against the price, never used; a wrong one is refused naming the field.
   */
  async createIntent(
    planType: PlanType,
    request: { amount: number; analysisId?: string; userId?: string },
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
    const metadata: Record<string, string> = { planType, userId, visitorId, ...(analysisId ? { analysisId } : {}) };
    const window = Math.floor(this.clock.now().getTime() / IDEMPOTENCY_WINDOW_MS);
    const idempotencyKey = createHash('sha256')
      .update([visitorId, planType, analysisId ?? '', userId, window].join(':'))
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
   * The one check before anything paid is unlocked: the payment is this visitor's, and the provider itself says it
   * succeeded, for the plan's price, in usd, for this analysis and person. Pending and failed payments answer 402
   * PAYMENT_NOT_COMPLETED; a payment for something else (another plan, price or analysis) 402 PAYMENT_MISMATCH;
   * another visitor's payment the 404 of an unknown one.
   */
  async verify(
    paymentIntentId: string,
    expected: PaymentExpectation,
    visitorId: string | undefined,
  ): Promise<VerifiedPayment> {
    const row = await this.payments.findByIntentId(paymentIntentId);
    if (row === null || visitorId === undefined || row.metadata?.visitorId !== visitorId) throw paymentNotFound();
    const intent = await this.callProvider(() => this.provider.retrieveIntent(paymentIntentId));
    if (intent === null) throw paymentNotFound();
    if (row.status !== intent.status) await this.recordStatus(intent.id, intent.status, {});

    if (intent.status !== 'succeeded') throw paymentNotCompleted(intent.status);
    const price = PRICES_CENTS[expected.planType];
    const meta = intent.metadata;
    if (meta.planType !== expected.planType) throw paymentMismatch(`it paid for the ${meta.planType} plan`);
    if (intent.amountCents !== price)
      throw paymentMismatch(`it paid ${formatUsd(intent.amountCents)}, not ${formatUsd(price)}`);
    if (intent.currency !== DEFAULT_CURRENCY) throw paymentMismatch(`it was paid in ${intent.currency}`);
    if (expected.analysisId !== undefined && meta.analysisId !== expected.analysisId) {
      throw paymentMismatch('it paid for another analysis');
    }
    if (expected.userId !== undefined && meta.userId !== expected.userId)
      throw paymentMismatch('it paid for another person');
    return {
      paymentId: row.id,
      paymentIntentId: intent.id,
      planType: expected.planType,
      amountCents: intent.amountCents,
      userId: meta.userId,
      analysisId: meta.analysisId ?? null,
    };
  }

  /**
   * Sets hasExpertPlan once a succeeded expert-plan payment for this analysis exists (the named one, or any of this
   * visitor's); 402 otherwise. Calling it again changes nothing.
   */
  async unlockExpertPlan(
    analysisId: string,
    visitorId: string | undefined,
    paymentIntentId?: string,
  ): Promise<boolean> {
    const analysis = await this.analysis.requireVisible(analysisId, visitorId);
    if (analysis.hasExpertPlan) return true;
    const candidates =
      paymentIntentId !== undefined
        ? [paymentIntentId]
        : (await this.payments.findForAnalysis(analysisId, 'expert'))
            .filter((payment) => payment.metadata?.visitorId === visitorId)
            .map((payment) => payment.stripePaymentIntentId);
    let refusal: unknown = paymentRequired('the expert plan of this analysis');
    for (const candidate of candidates) {
      try {
        await this.verify(candidate, { planType: 'expert', analysisId, userId: analysis.userId }, visitorId);
        await this.analysis.markExpertPlanPurchased(analysisId);
        return true;
      } catch (error) {
        refusal = error;
      }
    }
    throw refusal;
  }

  /**
   * After a questionnaire payment (spec §7 POST /api/payment/success): verifies the payment for the plan it was made
   * for and this person; an expert plan bought for an analysis is recorded on it too.
   */
  async recordPlanPayment(
    paymentIntentId: string,
    userId: string,
    visitorId: string | undefined,
  ): Promise<VerifiedPayment> {
    const row = await this.payments.findByIntentId(paymentIntentId);
    const planType = row?.planType;
    if (row === null || (planType !== 'expert' && planType !== 'ai')) throw paymentNotFound();
    const verified = await this.verify(paymentIntentId, { planType, userId }, visitorId);
    if (verified.planType === 'expert' && verified.analysisId !== null) {
      await this.analysis.markExpertPlanPurchased(verified.analysisId);
    }
    return verified;
  }

  /** The built-in provider's card form: confirms with a test card; a refusal is a 402 with the provider's message. */
  async confirmTestPayment(
    paymentIntentId: string,
    clientSecret: string,
    card: TestCard,
    origin: RequestOrigin,
  ): Promise<ProviderIntent> {
    if (!(this.provider instanceof EmbeddedPaymentProvider)) throw paymentNotFound();
    const result = await this.provider.confirm(paymentIntentId, clientSecret, card);
    if (result === null) throw paymentNotFound();
    await this.recordStatus(result.intent.id, result.intent.status, origin);
    if (result.refusal !== null)
      throw cardDeclined(result.refusal.message, result.refusal.code, result.refusal.declineCode);
    return result.intent;
  }

  /** A provider webhook: verified over its exact bytes, processed once per event id, then the payment's status. */
  async handleWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
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
    if (!first || event.intent === null) return;
    if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
      await this.recordStatus(event.intent.id, event.intent.status, {});
      this.logger.log({ event: event.type, paymentIntentId: event.intent.id }, 'Payment status from the provider');
    }
    // A payment confirmed while the browser was closed (or after a bank redirect) still unlocks what it paid for.
    if (event.type === 'payment_intent.succeeded') await this.unlockPaidExpertPlan(event.intent);
  }

  /** Stores a status the provider reported; the first time a payment succeeds, the funnel records it (once). */
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

  /** Sets hasExpertPlan for a succeeded expert-plan intent we created, at its price, in usd, for an analysis. */
  private async unlockPaidExpertPlan(intent: ProviderIntent): Promise<void> {
    const row = await this.payments.findByIntentId(intent.id);
    const analysisId = intent.metadata.analysisId;
    const paidInFull = intent.amountCents === PRICES_CENTS.expert && intent.currency === DEFAULT_CURRENCY;
    if (
      row === null ||
      row.planType !== 'expert' ||
      intent.metadata.planType !== 'expert' ||
      !paidInFull ||
      !analysisId
    )
      return;
    if (intent.status !== 'succeeded') return;
    await this.analysis.markExpertPlanPurchased(analysisId);
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
