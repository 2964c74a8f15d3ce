import { Button, Card, Flex, Form, Input, Radio, Select, Tag, Typography } from 'antd';
import { Navigate } from 'react-router-dom';
import {
  AGE_RANGES,
  HOME_MESSAGE_UPLOAD_PHOTOS_FIRST,
  QUESTIONNAIRE_GENDERS,
  QUESTIONNAIRE_STEPS,
  ROUTES,
} from '@fitness/contracts';
import { StepProgress } from '@fitness/ui/antd';
import { useQueryParam } from './use-query-param';

const { Title } = Typography;

const GENDER_LABELS: Record<(typeof QUESTIONNAIRE_GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

// Spec §2 /questionnaire, step 1 of 7. Stepping through the wizard, validation and payment arrive with the
// questionnaire feature; the Next button stays disabled until then.
export function QuestionnairePage() {
  const planType = useQueryParam('planType') === 'ai' ? 'ai' : 'expert';
  const analysisId = useQueryParam('analysisId');

  if (planType === 'ai' && !analysisId) {
    return <Navigate to={`${ROUTES.home}?message=${HOME_MESSAGE_UPLOAD_PHOTOS_FIRST}`} replace />;
  }

  return (
    <div className="plans-page plans-page--narrow">
      <Flex justify="flex-end">
        <Tag color="green">{planType === 'ai' ? '$5 AI Plan' : '$20 Expert Plan'}</Tag>
      </Flex>
      <StepProgress step={1} total={QUESTIONNAIRE_STEPS} />
      <Card className="plans-wizard">
        <Title level={1} className="plans-page__title plans-page__title--step">
          Personal Information
        </Title>
        <Form layout="vertical" requiredMark>
          <Form.Item label="Email" name="email" required>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item label="Full Name" name="name" required>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item label="Age Range" name="age" required>
            <Select
              options={AGE_RANGES.map((range) => ({ value: range, label: range }))}
              placeholder="Select your age range"
            />
          </Form.Item>
          <Form.Item label="Gender" name="gender" required>
            <Radio.Group
              options={QUESTIONNAIRE_GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }))}
            />
          </Form.Item>
          <Flex justify="flex-end">
            <Button type="primary" disabled>
              Next
            </Button>
          </Flex>
        </Form>
      </Card>
    </div>
  );
}
