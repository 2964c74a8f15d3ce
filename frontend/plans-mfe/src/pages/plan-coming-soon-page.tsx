import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PLAN_LENGTH_WEEKS, ROUTES } from '@fitness/contracts';
import { useQueryParam } from './use-query-param';

const { Title, Paragraph } = Typography;

const FEATURES = [
  `${PLAN_LENGTH_WEEKS}-week programs built by certified trainers`,
  'Nutrition plans matched to your goals',
  'Progress tracking and weekly check-ins',
] as const;

// Spec §2 /coming-soon, plan variant (the default type). Reporting interest on load arrives with the API call.
export function PlanComingSoonPage() {
  const analysisId = useQueryParam('analysisId');
  return (
    <div className="plans-page plans-page--narrow">
      <Title level={1} className="plans-page__title">
        Premium Fitness Plans Coming Soon!
      </Title>
      <Paragraph className="plans-lead">We&apos;ll contact you soon!</Paragraph>
      <Card title="What's included" className="plans-card">
        <ul className="plans-included">
          {FEATURES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Card>
      <Link to={analysisId ? ROUTES.analysis(analysisId) : ROUTES.home} className="fitness-button-link">
        Back to Analysis
      </Link>
    </div>
  );
}
