import { useState, type Ref } from 'react';
import { Alert, Button, Typography } from 'antd';
import { FREE_ANALYSIS_SPEC_TEXTS, FREE_ANALYSIS_TEXTS } from '@fitness/contracts';
import { PhotoSourceDialog } from './photo-source-dialog';
import { PhotoZone } from './photo-zone';
import type { PhotoSlots, PhotoView } from './use-photo-slots';

const { Title, Paragraph } = Typography;
const SPEC = FREE_ANALYSIS_SPEC_TEXTS.upload;
const VIEWS: PhotoView[] = ['front', 'side'];

export interface PhotoUploadStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  slots: PhotoSlots;
  bothUploaded: boolean;
  /** True on a phone while this is the active step: the continue button is fixed to the bottom of the screen. */
  fixedContinue: boolean;
  onUpload: (view: PhotoView, file: File) => void;
  onContinue: () => void;
  onSkip: () => void;
}

/** Step 1 (spec §2): the front and side photo zones, the skip link, and continuing once both are uploaded. */
export function PhotoUploadStep({
  headingRef,
  slots,
  bothUploaded,
  fixedContinue,
  onUpload,
  onContinue,
  onSkip,
}: PhotoUploadStepProps) {
  const [dialog, setDialog] = useState<{ open: boolean; view: PhotoView }>({ open: false, view: 'front' });

  const continueButton = (
    <Button type="primary" size="large" block={fixedContinue} onClick={onContinue}>
      {SPEC.continue}
    </Button>
  );

  return (
    <section className="free-analysis-section" aria-labelledby="free-analysis-upload-heading">
      <Title
        level={1}
        id="free-analysis-upload-heading"
        ref={headingRef}
        tabIndex={-1}
        className="free-analysis__title"
      >
        {SPEC.heading}
      </Title>
      <Paragraph type="secondary">{FREE_ANALYSIS_TEXTS.upload.intro}</Paragraph>
      <div className="free-analysis__photo-zones">
        {VIEWS.map((view) => (
          <PhotoZone
            key={view}
            view={view}
            slot={slots[view]}
            onAdd={(chosen) => setDialog({ open: true, view: chosen })}
          />
        ))}
      </div>
      <Button type="link" className="free-analysis__skip" onClick={onSkip}>
        {SPEC.skip}
      </Button>
      {bothUploaded ? (
        <div className="free-analysis__ready">
          <Alert type="success" showIcon title={SPEC.bothUploaded} role="status" />
          {fixedContinue ? <div className="free-analysis__fixed-continue">{continueButton}</div> : continueButton}
        </div>
      ) : null}
      <PhotoSourceDialog
        open={dialog.open}
        view={dialog.view}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        onFile={onUpload}
      />
    </section>
  );
}
