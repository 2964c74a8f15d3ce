import type { PaymentProviderName } from '@fitness/contracts';
import type { CardOutcome, TestCard } from './test-card-outcome';

/** Stripe's PaymentIntent statuses (https://docs.stripe.com/payments/paymentintents/lifecycle). */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** A payment intent as the provider reports it: the only source of truth about money. */
export interface ProviderIntent {
  id: string;
  clientSecret: string | null;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  /** What the intent pays for, set by us at creation (planType, analysisId, userId, visitorId...). */
  metadata: Record<string, string>;
  /** The provider's message for the last failed attempt, if any. */
  lastErrorMessage: string | null;
}

export interface NewIntent {
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  /** The same key within its window returns the same intent instead of a second one. */
  idempotencyKey: string;
}

/** A verified provider event about an intent (webhooks). */
export interface ProviderEvent {
  id: string;
  type: string;
  intent: ProviderIntent | null;
}

/**
 * The provider understood a request and refused it (Stripe's 4xx but 429): a key, setting or parameter of ours is
 * wrong, so retrying will not help. Any other failure of a provider call is an outage.
 */
export class PaymentProviderRefusedError extends Error {
  constructor(
    /** The provider's own code for the refusal (Stripe's error code or type). */
    readonly providerCode: string,
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderRefusedError';
  }
}

/** The webhook signature did not verify (or no webhooks with this provider). */
export class WebhookSignatureError extends Error {
  constructor(message = 'Webhook signature verification failed') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A card confirmation by the provider itself: the intent after it, and the refusal when the card was declined. */
export type ConfirmResult = { intent: ProviderIntent; refusal: Extract<CardOutcome, { ok: false }> | null };

/** A provider that takes card details on our own form (the built-in test provider; Stripe takes them in Stripe.js). */
export interface TestCardConfirmer {
  /** null when the intent is unknown or the client secret does not match. */
  confirm(id: string, clientSecret: string, card: TestCard): Promise<ConfirmResult | null>;
}

/**
 * Where payments happen. Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test provider, which follows
 * Stripe's flow with Stripe's test cards, keeps its intents in our database and never moves money.
 */
export abstract class PaymentProviderPort {
  abstract readonly provider: PaymentProviderName;

  /** What the browser needs to show the right card form. */
  abstract publishableKey(): string | null;

  abstract createIntent(intent: NewIntent): Promise<ProviderIntent>;

  /** The intent as the provider has it now; null when the provider does not know the id. */
  abstract retrieveIntent(id: string): Promise<ProviderIntent | null>;

  /** Verifies a webhook's signature over its exact bytes; throws WebhookSignatureError otherwise. */
  abstract parseWebhookEvent(rawBody: Buffer, signatureHeader: string): ProviderEvent;

  /** How a card typed into our own form is confirmed; null when the provider's own form takes the card. */
  abstract readonly testCardConfirmer: TestCardConfirmer | null;
}
