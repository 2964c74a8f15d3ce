import Stripe from 'stripe';
import {
  type NewIntent,
  type PaymentIntentStatus,
  PaymentProviderPort,
  PaymentProviderRefusedError,
  type ProviderEvent,
  type ProviderIntent,
  WebhookSignatureError,
} from './payment-provider.port';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API host (a local fake in tests), e.g. http://127.0.0.1:12111. */
  apiBase?: string;
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    status: intent.status as PaymentIntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    lastErrorMessage: intent.last_payment_error?.message ?? null,
  };
}

/**
 * Stripe's refusals (a 4xx but 429: a bad key, parameter or account state) become PaymentProviderRefusedError;
 * connection failures, timeouts, 429 and 5xx stay outages.
 */
function asPortError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500 || status === 429) return error;
  return new PaymentProviderRefusedError(error.code ?? error.type, status, error.message);
}

/** Stripe PaymentIntents through the official SDK; SDK types stay in this file. */
export class StripePaymentProvider extends PaymentProviderPort {
  /** Stripe.js takes the card in the browser; no card reaches our server. */
  readonly testCardConfirmer = null;
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    super();
    const base = settings.apiBase === undefined ? undefined : new URL(settings.apiBase);
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base === undefined
        ? {}
        : { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol.replace(':', '') as 'http' | 'https' }),
    });
  }

  publishableKey(): string {
    return this.settings.publishableKey;
  }

  async createIntent(intent: NewIntent): Promise<ProviderIntent> {
    try {
      const created = await this.stripe.paymentIntents.create(
        {
          amount: intent.amountCents,
          currency: intent.currency,
          description: intent.description,
          metadata: intent.metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: intent.idempotencyKey },
      );
      return toProviderIntent(created);
    } catch (error) {
      throw asPortError(error);
    }
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    try {
      return toProviderIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw asPortError(error);
    }
  }

  parseWebhookEvent(rawBody: Buffer, signatureHeader: string): ProviderEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.settings.webhookSecret);
    } catch {
      throw new WebhookSignatureError();
    }
    const object = event.data.object as { object?: string };
    const intent = object.object === 'payment_intent' ? toProviderIntent(object as Stripe.PaymentIntent) : null;
    return { id: event.id, type: event.type, intent };
  }
}
