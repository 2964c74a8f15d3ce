import { Flex, Progress, theme, Typography } from 'antd';

export interface StepProgressProps {
  step: number;
  total: number;
}

/** "Step N of M" with its percentage and a bar (spec §2: free analysis 3 steps, questionnaire 7). */
export function StepProgress({ step, total }: StepProgressProps) {
  const { token } = theme.useToken();
  const percent = Math.round((step / total) * 100);
  const label = `Step ${step} of ${total}`;
  return (
    <div>
      <Flex justify="space-between" align="baseline">
        <Typography.Text strong>{label}</Typography.Text>
        <Typography.Text type="secondary">{percent}%</Typography.Text>
      </Flex>
      <Progress
        percent={percent}
        showInfo={false}
        strokeColor={token.colorPrimary}
        aria-label={`${label}, ${percent}% complete`}
      />
    </div>
  );
}
