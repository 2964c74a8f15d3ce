import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../database/unique-violation';
import { EmbeddedPaymentIntentEntity } from './embedded-payment-intent.entity';
import {
  type ConfirmResult,
  type NewIntent,
  PaymentProviderPort,
  type ProviderEvent,
  type ProviderIntent,
  type TestCardConfirmer,
  WebhookSignatureError,
} from './payment-provider.port';
import { type TestCard, testCardOutcome } from './test-card-outcome';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function toProviderIntent(row: EmbeddedPaymentIntentEntity): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    metadata: row.metadata,
    lastErrorMessage: row.lastErrorMessage,
  };
}

function sameSecret(expected: string, given: string): boolean {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The built-in test provider: Stripe's PaymentIntent flow with no account and no network. Intents live in our
 * database (so they survive restarts and are shared by every API process); confirmation takes Stripe's test cards
 * and gives their outcomes. It never moves money, and it exists only when no Stripe keys are set.
 */
export class EmbeddedPaymentProvider extends PaymentProviderPort implements TestCardConfirmer {
  readonly testCardConfirmer: TestCardConfirmer = this;
  readonly provider = 'embedded' as const;
  private readonly intents: Repository<EmbeddedPaymentIntentEntity>;

  constructor(
    dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
    this.intents = dataSource.getRepository(EmbeddedPaymentIntentEntity);
  }

  publishableKey(): null {
    return null;
  }

  async createIntent(intent: NewIntent): Promise<ProviderIntent> {
    // As Stripe does: the same idempotency key answers with the intent it first created.
    const existing = await this.intents.findOneBy({ idempotencyKey: intent.idempotencyKey });
    if (existing !== null) return toProviderIntent(existing);
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const userId = intent.metadata.userId;
    const row = this.intents.create({
      id,
      clientSecret: `${id}_secret_${randomBytes(16).toString('base64url')}`,
      idempotencyKey: intent.idempotencyKey,
      amountCents: intent.amountCents,
      currency: intent.currency,
      status: 'requires_payment_method',
      metadata: intent.metadata,
      userId: userId !== undefined && UUID.test(userId) ? userId : null,
      lastErrorMessage: null,
      cardLast4: null,
    });
    try {
      await this.intents.insert(row);
    } catch (error) {
      const raced = await this.intents.findOneBy({ idempotencyKey: intent.idempotencyKey });
      if (isUniqueViolation(error) && raced !== null) {
        return toProviderIntent(raced);
      }
      throw error;
    }
    return toProviderIntent(row);
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    const row = await this.intents.findOneBy({ id });
    return row === null ? null : toProviderIntent(row);
  }

  parseWebhookEvent(): ProviderEvent {
    throw new WebhookSignatureError('The built-in test provider sends no webhooks');
  }

  /**
   * Confirms the intent with a test card, as Stripe.js would: null when the id or client secret is unknown. A
   * declined card leaves the intent payable again, with the provider's message; a succeeded intent stays succeeded.
   * Card details are used for the outcome and forgotten (only the last four digits are kept).
   */
  async confirm(id: string, clientSecret: string, card: TestCard): Promise<ConfirmResult | null> {
    const row = await this.intents.findOneBy({ id });
    if (row === null || !sameSecret(row.clientSecret, clientSecret)) return null;
    if (row.status === 'succeeded' || row.status === 'canceled') return { intent: toProviderIntent(row), refusal: null };
    const outcome = testCardOutcome(card, this.now());
    if (outcome.ok) {
      await this.intents.update({ id }, { status: 'succeeded', lastErrorMessage: null, cardLast4: outcome.last4 });
    } else {
      await this.intents.update({ id }, { status: 'requires_payment_method', lastErrorMessage: outcome.message });
    }
    const updated = (await this.intents.findOneBy({ id }))!;
    return { intent: toProviderIntent(updated), refusal: outcome.ok ? null : outcome };
  }
}
