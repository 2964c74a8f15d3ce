import { Flex, Progress, Typography } from 'antd';

export interface StepProgressProps {
  step: number;
  total: number;
}

/** "Step N of M" with its percentage and a bar (spec §2: free analysis 3 steps, questionnaire 7). */
export function StepProgress({ step, total }: StepProgressProps) {
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
        // The theme's variable, not its value: the same markup then serves both themes (prerender-antd-page.tsx).
        strokeColor="var(--ant-color-primary)"
        aria-label={`${label}, ${percent}% complete`}
      />
    </div>
  );
}
