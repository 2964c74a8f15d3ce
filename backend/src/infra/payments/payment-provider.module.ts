import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { EmbeddedPaymentProvider } from './embedded-payment-provider';
import { PaymentProviderPort } from './payment-provider.port';

function required(value: string | undefined, name: string): string {
  // AppConfig already refuses to boot without it; this only narrows the type.
  if (value === undefined) throw new Error(`${name} is required when STRIPE_SECRET_KEY is set`);
  return value;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set; the built-in test provider only when no Stripe key is. Stripe's adapter (and
 * SDK) is imported only when chosen, like every outside service's: the embedded default starts without them.
 */
export async function createPaymentProvider(config: AppConfig, dataSource: DataSource): Promise<PaymentProviderPort> {
  switch (config.paymentsProvider) {
    case 'stripe': {
      const { StripePaymentProvider } = await import('./stripe-payment-provider.js');
      return new StripePaymentProvider({
        secretKey: required(config.STRIPE_SECRET_KEY, 'STRIPE_SECRET_KEY'),
        publishableKey: required(config.STRIPE_PUBLISHABLE_KEY, 'STRIPE_PUBLISHABLE_KEY'),
        webhookSecret: required(config.STRIPE_WEBHOOK_SECRET, 'STRIPE_WEBHOOK_SECRET'),
        apiBase: config.STRIPE_API_BASE,
      });
    }
    case 'embedded':
      return new EmbeddedPaymentProvider(dataSource);
  }
}

@Global()
@Module({
  providers: [{ provide: PaymentProviderPort, inject: [AppConfig, DataSource], useFactory: createPaymentProvider }],
  exports: [PaymentProviderPort],
})
export class PaymentProviderModule {}
