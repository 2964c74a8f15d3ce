import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useReportComingSoonView } from '@fitness/api-client';
import { COMING_SOON_TEXTS, PLAN_LENGTH_WEEKS, ROUTES } from '@fitness/contracts';
import { useQueryParam } from './use-query-param';

const { Title, Paragraph } = Typography;

const FEATURES = [
  `${PLAN_LENGTH_WEEKS}-week programs built by certified trainers`,
  'Nutrition plans matched to your goals',
  'Progress tracking and weekly check-ins',
] as const;

// Spec §2 /coming-soon, plan variant (the default type). It reports interest on load.
export function PlanComingSoonPage() {
  const analysisId = useQueryParam('analysisId');
  useReportComingSoonView('plan', analysisId);
  return (
    <div className="plans-page plans-page--narrow">
      <Title level={1} className="plans-page__title">
        {COMING_SOON_TEXTS.plan.title}
      </Title>
      <Paragraph className="plans-lead">{COMING_SOON_TEXTS.plan.lead}</Paragraph>
      <Card title="What's included" className="plans-card">
        <ul className="plans-included">
          {FEATURES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Card>
      <Link to={analysisId ? ROUTES.analysis(analysisId) : ROUTES.home} className="fitness-button-link">
        {COMING_SOON_TEXTS.back}
      </Link>
    </div>
  );
}
