import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { FREE_ANALYSIS_STEPS } from '@fitness/contracts';
import { StepProgress } from '@fitness/ui/antd';

const { Title, Paragraph, Text } = Typography;

// Spec §2, step 1 of /free-analysis. Uploading, the stats step and the email step arrive with the free-analysis
// feature; until then the controls are shown disabled rather than doing nothing.
const PHOTO_ZONES = [
  { id: 'front', title: 'Front Photo', hint: 'Stand straight, arms at sides' },
  { id: 'side', title: 'Side Photo', hint: 'Turn 90° to the side' },
] as const;

function BodyOutline({ view }: { view: 'front' | 'side' }) {
  return (
    <svg className="analysis-photo-zone__example" viewBox="0 0 80 160" role="img" aria-label={`Example ${view} pose`}>
      <circle cx="40" cy="18" r="12" />
      {view === 'front' ? (
        <path d="M22 36h36l6 52h-8l-4-34v96h-10V104h-4v46h-10V54l-4 34h-8z" />
      ) : (
        <path d="M32 36h16l4 52h-6l-2-30v92h-10V104h-2v46h-6V58l-2 30h-6z" />
      )}
    </svg>
  );
}

export function FreeAnalysisPage() {
  return (
    <div className="analysis-page">
      <StepProgress step={1} total={FREE_ANALYSIS_STEPS} />
      <section className="analysis-section" aria-labelledby="upload-photos-heading">
        <Title level={1} id="upload-photos-heading" className="analysis-page__title">
          Upload Your Photos
        </Title>
        <Paragraph type="secondary">
          A front and a side photo give the most precise estimate. Your photos are never stored.
        </Paragraph>
        <Row gutter={[16, 16]}>
          {PHOTO_ZONES.map((zone) => (
            <Col xs={24} md={12} key={zone.id}>
              <Card title={<span id={`${zone.id}-zone-title`}>{zone.title}</span>} className="analysis-photo-zone">
                <Flex vertical align="center" gap={12}>
                  <BodyOutline view={zone.id} />
                  <Text type="secondary">{zone.hint}</Text>
                  <Button type="primary" size="large" disabled aria-describedby={`${zone.id}-zone-title`}>
                    Add Photo
                  </Button>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
        <Button type="link" disabled className="analysis-page__skip">
          Prefer not to upload photos? Continue without photos (slightly less precise)
        </Button>
      </section>
    </div>
  );
}
