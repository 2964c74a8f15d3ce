import { useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ROUTES, VIEW_TEXTS } from '@fitness/contracts';
import { planAsPlainText, readSavedWeeklyPlan } from './weekly-plan-storage';

const { Title, Paragraph } = Typography;

const PLAN_TITLES = {
  workout: 'Your Personalized Workout Plan',
  nutrition: 'Your Personalized Nutrition Plan',
} as const;

function NoPlanFound() {
  const navigate = useNavigate();
  const location = useLocation();
  // With no saved plan there is no analysis id to link to: go back if the visitor came from within the app.
  const goBack = () => (location.key === 'default' ? navigate(ROUTES.home) : navigate(-1));
  return (
    <Card className="analysis-state-card">
      <Title level={1} className="analysis-page__title">
        {VIEW_TEXTS.noPlanFound.title}
      </Title>
      <Paragraph type="secondary">{VIEW_TEXTS.noPlanFound.text}</Paragraph>
      <Button type="primary" onClick={() => void goBack()}>
        {VIEW_TEXTS.noPlanFound.action}
      </Button>
    </Card>
  );
}

export function WeeklyPlanPage() {
  const [savedPlan] = useState(() => readSavedWeeklyPlan(window.sessionStorage));
  if (!savedPlan) {
    return (
      <div className="analysis-page">
        <NoPlanFound />
      </div>
    );
  }
  return (
    <div className="analysis-page">
      <Flex vertical gap={16}>
        <Link to={ROUTES.analysis(savedPlan.userId)}>Back to Analysis</Link>
        <Title level={1} className="analysis-page__title">
          {PLAN_TITLES[savedPlan.type]}
        </Title>
        <Card>
          <Paragraph className="analysis-plan-text">{planAsPlainText(savedPlan.plan)}</Paragraph>
        </Card>
      </Flex>
    </div>
  );
}
