import { useState, type FormEvent } from 'react';
import { Alert, Button, Input, Tag } from 'antd';
import { useConfirmTestPaymentMutation } from '@fitness/api-client';
import { TEST_CARD_FORM_TEXTS } from '@fitness/contracts';
import { declineMessage, formatCardNumber, formatExpiry, parseExpiry, type PaymentOutcome } from './payment-outcome';

export interface CardFormProps {
  paymentIntentId: string;
  clientSecret: string;
  /** The pay button's label (spec: 'Complete Payment', 'Complete Purchase - $5'...). */
  submitLabel: string;
  busyLabel: string;
  onOutcome: (outcome: PaymentOutcome) => void;
}

/**
 * The built-in test provider's card form (no Stripe account configured): Stripe's test cards, a visible label on each
 * field, and a clear "Test mode" notice, since no real money can move here.
 */
export function TestCardForm({ paymentIntentId, clientSecret, submitLabel, busyLabel, onOutcome }: CardFormProps) {
  const texts = TEST_CARD_FORM_TEXTS;
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [confirm, { isLoading }] = useConfirmTestPaymentMutation();

  const expiryParts = parseExpiry(expiry);
  const complete = cardNumber.replace(/\D/g, '').length >= 12 && expiryParts !== null && /^\d{3,4}$/.test(cvc);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || expiryParts === null || isLoading) return;
    try {
      await confirm({
        paymentIntentId,
        confirmTestPaymentDto: {
          clientSecret,
          cardNumber,
          expMonth: expiryParts.month,
          expYear: expiryParts.year,
          cvc,
          ...(postalCode.trim() === '' ? {} : { postalCode: postalCode.trim() }),
        },
      }).unwrap();
      onOutcome({ kind: 'paid', paymentIntentId });
    } catch (error) {
      const message = declineMessage(error);
      onOutcome(message === null ? { kind: 'error' } : { kind: 'declined', message });
    }
  };

  return (
    <form className="card-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby="card-form-test-mode">
      <Alert
        id="card-form-test-mode"
        type="info"
        showIcon
        className="card-form__test-mode"
        title={<Tag className="fitness-tag">{texts.testMode}</Tag>}
        description={texts.testModeNote}
      />
      <div className="card-form__field">
        <label htmlFor="card-number">{texts.cardNumber}</label>
        <Input
          id="card-number"
          name="cardnumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          size="large"
          value={cardNumber}
          onChange={(event) => setCardNumber(formatCardNumber(event.target.value))}
          required
        />
      </div>
      <div className="card-form__row">
        <div className="card-form__field">
          <label htmlFor="card-expiry">{texts.expiry}</label>
          <Input
            id="card-expiry"
            name="exp-date"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={texts.expiryPlaceholder}
            size="large"
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.target.value))}
            required
          />
        </div>
        <div className="card-form__field">
          <label htmlFor="card-cvc">{texts.cvc}</label>
          <Input
            id="card-cvc"
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            size="large"
            maxLength={4}
            value={cvc}
            onChange={(event) => setCvc(event.target.value.replace(/\D/g, ''))}
            required
          />
        </div>
      </div>
      <div className="card-form__field">
        <label htmlFor="card-postal-code">{texts.postalCode}</label>
        <Input
          id="card-postal-code"
          name="postal"
          autoComplete="postal-code"
          size="large"
          maxLength={10}
          value={postalCode}
          onChange={(event) => setPostalCode(event.target.value)}
        />
      </div>
      <Button type="primary" size="large" htmlType="submit" block disabled={!complete} loading={isLoading}>
        {isLoading ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
