import { Card, Col, Row, Skeleton, Typography } from 'antd';

const { Title } = Typography;

// Spec §2 /analysis/{userId}: the in-page sections, in order. Their content arrives with the results feature.
const SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'ask-expert', label: 'Ask AI Expert' },
  { id: 'percentiles', label: 'Percentile Rankings' },
  { id: 'insights', label: 'Key Insights' },
  { id: 'workout-plan', label: 'Workout Plan' },
  { id: 'diet-plan', label: 'Diet Plan' },
] as const;

const SUMMARY_CARDS = ['Fitness Score', 'Body Fat %', 'Fitness Age', 'Overall Ranking'] as const;

export function AnalysisResultsPage() {
  return (
    <div className="analysis-page analysis-page--wide">
      <nav className="analysis-results__nav" aria-label="Analysis sections">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Title level={1} className="analysis-page__title">
        Your Fitness Analysis
      </Title>
      <div aria-busy="true">
        {SECTIONS.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className="analysis-section"
            aria-labelledby={`${section.id}-heading`}
          >
            <Title level={2} id={`${section.id}-heading`}>
              {section.label}
            </Title>
            {section.id === 'overview' ? (
              <Row gutter={[16, 16]}>
                {SUMMARY_CARDS.map((title) => (
                  <Col xs={12} lg={6} key={title}>
                    <Card size="small" title={title}>
                      <Skeleton active paragraph={false} />
                    </Card>
                  </Col>
                ))}
              </Row>
            ) : (
              <Skeleton active />
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
