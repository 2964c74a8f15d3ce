import { Card, List, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@fitness/contracts';

const { Title, Paragraph } = Typography;

const FEATURES = [
  'Live 1:1 video sessions with certified trainers',
  'Form checks and real-time feedback',
  'A plan adjusted to your progress',
] as const;

// Spec §2 /coming-soon?type=coaching; submitted=true gives the thank-you variant. Reporting interest on load
// arrives with the API call.
export function CoachingComingSoonPage() {
  const [searchParams] = useSearchParams();
  const submitted = searchParams.get('submitted') === 'true';
  const analysisId = searchParams.get('analysisId');
  return (
    <div className="coaching-page coaching-page--narrow">
      <Title level={1} className="coaching-page__title">
        {submitted ? 'Thank You for Your Interest!' : '1:1 Personal Training Coming Soon!'}
      </Title>
      <Paragraph className="coaching-hero__line">
        {submitted
          ? 'Our team will email you with available times and pricing.'
          : 'Personal training with our certified coaches is on its way.'}
      </Paragraph>
      <Card title="What's included" className="coaching-section">
        <List size="small" dataSource={[...FEATURES]} renderItem={(item) => <List.Item>{item}</List.Item>} />
      </Card>
      <Link to={analysisId ? ROUTES.analysis(analysisId) : ROUTES.home} className="fitness-button-link">
        Back to Analysis
      </Link>
    </div>
  );
}
