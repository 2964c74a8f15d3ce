import type { Ref } from 'react';
import { Flex, Spin, Typography } from 'antd';
import { FREE_ANALYSIS_SPEC_TEXTS, FREE_ANALYSIS_TEXTS } from '@fitness/contracts';

const { Title, Paragraph } = Typography;

export interface AnalysisLoadingViewProps {
  headingRef: Ref<HTMLHeadingElement>;
  noPhotoMode: boolean;
  /** The analysis is done and the redirect is pending. */
  done: boolean;
}

/** Spec §2: shown while the analysis is requested, then until the redirect to the results. */
export function AnalysisLoadingView({ headingRef, noPhotoMode, done }: AnalysisLoadingViewProps) {
  const { loading } = FREE_ANALYSIS_SPEC_TEXTS;
  return (
    <section className="free-analysis-section free-analysis__loading" aria-labelledby="free-analysis-loading-heading">
      <Flex vertical align="center" gap={16}>
        <Spin size="large" />
        <Title level={2} id="free-analysis-loading-heading" ref={headingRef} tabIndex={-1}>
          {noPhotoMode ? loading.stats : loading.photos}
        </Title>
        <Paragraph type="secondary" role="status">
          {done ? FREE_ANALYSIS_TEXTS.loading.done : FREE_ANALYSIS_TEXTS.loading.note}
        </Paragraph>
      </Flex>
    </section>
  );
}
