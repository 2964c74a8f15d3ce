import { useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import type { CardFormProps } from './test-card-form';

// Stripe Elements, used when the server runs with Stripe keys. Loaded only then (its own chunk), since Stripe.js
// always fetches js.stripe.com. Kept thin: Stripe's own fields, confirmPayment, and the outcome handed back.

const stripes = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (stripe === undefined) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
  /** Where Stripe sends the visitor back when a payment method needs a redirect (3-D Secure, bank pages). */
  returnUrl: string;
}

function StripeFields({ submitLabel, busyLabel, returnUrl, onOutcome }: StripeCardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (stripe === null || elements === null || busy) return;
    setBusy(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl },
      });
      if (error !== undefined) {
        // Spec §8: 'Payment Failed' with the provider's message, whatever kind of error Stripe returned; only a
        // failure without a message (or a thrown one) is the generic 'Payment Error'.
        onOutcome(error.message ? { kind: 'declined', message: error.message } : { kind: 'error' });
      } else if (paymentIntent.status === 'succeeded') {
        onOutcome({ kind: 'paid', paymentIntentId: paymentIntent.id });
      } else {
        onOutcome({ kind: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card-form" onSubmit={(event) => void submit(event)}>
      <PaymentElement />
      <Button type="primary" size="large" htmlType="submit" block disabled={stripe === null} loading={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

export default function StripeCardForm(props: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ clientSecret: props.clientSecret }}>
      <StripeFields {...props} />
    </Elements>
  );
}
