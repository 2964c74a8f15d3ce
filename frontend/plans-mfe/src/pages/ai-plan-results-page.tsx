import { Button, Card, Skeleton, Typography } from 'antd';
import { Navigate } from 'react-router-dom';
import { PLAN_LENGTH_WEEKS, ROUTES } from '@fitness/contracts';
import { useQueryParam } from './use-query-param';

const { Title } = Typography;

const SECTIONS = [
  'Personalized Summary',
  `${PLAN_LENGTH_WEEKS}-Week Workout Plan`,
  'Nutrition Plan',
  'Progress Tracking',
] as const;

// Spec §2 /ai-plan-results. Loading the plan and the PDF download arrive with the AI-plan feature.
export function AiPlanResultsPage() {
  const analysisId = useQueryParam('analysisId');
  if (!analysisId) return <Navigate to={ROUTES.home} replace />;
  return (
    <div className="plans-page">
      <Title level={1} className="plans-page__title">
        Your AI Fitness Plan
      </Title>
      <Button type="primary" size="large" disabled>
        Download Complete Plan as PDF
      </Button>
      <div aria-busy="true">
        {SECTIONS.map((section) => (
          <Card
            key={section}
            title={
              <Title level={2} className="plans-card__heading">
                {section}
              </Title>
            }
            className="plans-card"
          >
            <Skeleton active />
          </Card>
        ))}
      </div>
    </div>
  );
}
