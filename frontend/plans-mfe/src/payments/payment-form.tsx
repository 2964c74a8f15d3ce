import { lazy, Suspense } from 'react';
import { Flex, Spin, Typography } from 'antd';
import { usePaymentsConfigQuery } from '@fitness/api-client';
import { CHECKOUT_TEXTS } from '@fitness/contracts';
import { TestCardForm, type CardFormProps } from './test-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The spec's spinner, while there is no client secret (or no card form) yet. */
export function PreparingCheckout() {
  return (
    <Flex vertical align="center" gap={12} className="plans-checkout__preparing" role="status">
      <Spin />
      <Typography.Text>{CHECKOUT_TEXTS.preparing}</Typography.Text>
    </Flex>
  );
}

/**
 * The card form the server's payment provider needs: Stripe Elements with Stripe keys, otherwise the built-in test
 * provider's form. Used by the checkout and by the questionnaire's payment step.
 */
export function PaymentForm(props: CardFormProps & { returnUrl: string }) {
  const config = usePaymentsConfigQuery();
  if (config.data === undefined) return <PreparingCheckout />;
  const { provider, publishableKey } = config.data;
  if (provider === 'stripe' && publishableKey !== null) {
    return (
      <Suspense fallback={<PreparingCheckout />}>
        <StripeCardForm {...props} publishableKey={publishableKey} />
      </Suspense>
    );
  }
  return <TestCardForm {...props} />;
}
