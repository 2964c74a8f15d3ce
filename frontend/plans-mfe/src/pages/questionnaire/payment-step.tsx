import { Card, Typography } from 'antd';
import { QUESTIONNAIRE_TEXTS } from '@fitness/contracts';
import { PaymentForm } from '../../payments/payment-form';
import type { PaymentOutcome } from '../../payments/payment-outcome';

const { Title, Text } = Typography;

/** A payment intent made for saved answers: the person they name and the questionnaire the payment is bound to. */
export interface PreparedPayment {
  userId: string;
  questionnaireId: string;
  paymentIntentId: string;
  clientSecret: string;
}

/** Step 7 (spec §2): the chosen plan's price and features, then the card form. */
export function PaymentStep({
  planType,
  payment,
  onOutcome,
}: {
  planType: 'ai' | 'expert';
  payment: PreparedPayment;
  onOutcome: (outcome: PaymentOutcome) => void;
}) {
  const pitch = QUESTIONNAIRE_TEXTS.pitch[planType];
  return (
    <div className="questionnaire-payment">
      <Card className="plans-card">
        <Title level={2} className="plans-card__heading">
          {pitch.title}
        </Title>
        <Text className="plans-price">{pitch.price}</Text>
        <ul className="plans-included">
          {pitch.features.map((feature) => (
            <li key={feature}>
              <span aria-hidden="true">✓ </span>
              {feature}
            </li>
          ))}
        </ul>
      </Card>
      <Card className="plans-card">
        <PaymentForm
          paymentIntentId={payment.paymentIntentId}
          clientSecret={payment.clientSecret}
          submitLabel={QUESTIONNAIRE_TEXTS.pay[planType]}
          busyLabel={QUESTIONNAIRE_TEXTS.processing}
          returnUrl={window.location.href}
          onOutcome={onOutcome}
        />
      </Card>
    </div>
  );
}
