import { useState, type FormEvent } from 'react';
import { Alert, Button, Input, Tag } from 'antd';
import { useConfirmTestPaymentMutation } from '@fitness/api-client';
import { TEST_CARD_FORM_TEXTS } from '@fitness/contracts';
import { declineMessage, formatCardNumber, formatExpiry, parseExpiry, type PaymentOutcome } from './payment-outcome';

interface CardFieldProps {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  inputMode?: 'numeric';
  placeholder?: string;
  maxLength?: number;
  required?: boolean;
}

/** One field of the card form, with its visible label. */
function CardField({ id, label, onChange, ...input }: CardFieldProps) {
  return (
    <div className="card-form__field">
      <label htmlFor={id}>{label}</label>
      <Input id={id} size="large" onChange={(event) => onChange(event.target.value)} {...input} />
    </div>
  );
}

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
    <form
      className="card-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-describedby="card-form-test-mode"
    >
      <Alert
        id="card-form-test-mode"
        type="info"
        showIcon
        className="card-form__test-mode"
        title={<Tag className="fitness-tag">{texts.testMode}</Tag>}
        description={texts.testModeNote}
      />
      <CardField
        id="card-number"
        label={texts.cardNumber}
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={cardNumber}
        onChange={(value) => setCardNumber(formatCardNumber(value))}
        required
      />
      <div className="card-form__row">
        <CardField
          id="card-expiry"
          label={texts.expiry}
          name="exp-date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={texts.expiryPlaceholder}
          value={expiry}
          onChange={(value) => setExpiry(formatExpiry(value))}
          required
        />
        <CardField
          id="card-cvc"
          label={texts.cvc}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={cvc}
          onChange={(value) => setCvc(value.replace(/\D/g, ''))}
          required
        />
      </div>
      <CardField
        id="card-postal-code"
        label={texts.postalCode}
        name="postal"
        autoComplete="postal-code"
        maxLength={10}
        value={postalCode}
        onChange={setPostalCode}
      />
      <Button type="primary" size="large" htmlType="submit" block disabled={!complete} loading={isLoading}>
        {isLoading ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
