import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatUsd, PLAN_LENGTH_WEEKS, PRICES_CENTS, ROUTES } from '@fitness/contracts';

const { Title, Paragraph } = Typography;

const PLAN_CONTENTS = [
  `A ${PLAN_LENGTH_WEEKS}-week progressive workout plan`,
  'A complete nutrition program',
  'Exercise video demonstrations',
  'Progress tracking templates',
] as const;

const NEXT_STEPS = [
  'Our experts review your responses.',
  'We create your custom plan.',
  `We send payment instructions for a simple ${formatUsd(PRICES_CENTS.expert)} payment.`,
  'You start your plan.',
] as const;

// Spec §2 /questionnaire-complete: a static thank-you page.
export function QuestionnaireCompletePage() {
  return (
    <div className="plans-page plans-page--narrow">
      <Title level={1} className="plans-page__title">
        Thank You!
      </Title>
      <Paragraph>Payment instructions and your plan details will be emailed to you within 24 hours.</Paragraph>
      <Card title="Your plan includes" className="plans-card">
        <ul className="plans-included">
          {PLAN_CONTENTS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Card>
      <Card title="What happens next" className="plans-card">
        <ol className="plans-steps">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
      <Link to={ROUTES.home} className="fitness-button-link">
        Return to Home
      </Link>
    </div>
  );
}
