import { Card, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useReportComingSoonView } from '@fitness/api-client';
import { COMING_SOON_TEXTS, ROUTES } from '@fitness/contracts';

const { Title, Paragraph } = Typography;

const FEATURES = [
  'Live 1:1 video sessions with certified trainers',
  'Form checks and real-time feedback',
  'A plan adjusted to your progress',
] as const;

// Spec §2 /coming-soon?type=coaching; submitted=true gives the thank-you variant. It reports interest on load.
export function CoachingComingSoonPage() {
  const [searchParams] = useSearchParams();
  const submitted = searchParams.get('submitted') === 'true';
  const analysisId = searchParams.get('analysisId');
  useReportComingSoonView('coaching', analysisId ?? undefined);
  const texts = submitted ? COMING_SOON_TEXTS.thankYou : COMING_SOON_TEXTS.coaching;
  return (
    <div className="coaching-page coaching-page--narrow">
      <Title level={1} className="coaching-page__title">
        {texts.title}
      </Title>
      <Paragraph className="coaching-hero__line">
        {texts.lead}
      </Paragraph>
      <Card title="What's included" className="coaching-section">
        <ul className="coaching-included">
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
