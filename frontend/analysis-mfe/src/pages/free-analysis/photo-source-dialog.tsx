import { useRef, type ChangeEvent } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { FREE_ANALYSIS_SPEC_TEXTS, FREE_ANALYSIS_TEXTS } from '@fitness/contracts';
import { toast } from '@fitness/ui';
import { galleryFileProblem } from './photo-file-check';
import type { PhotoView } from './use-photo-slots';

const { Paragraph, Text } = Typography;
const SPEC = FREE_ANALYSIS_SPEC_TEXTS.upload;
const OURS = FREE_ANALYSIS_TEXTS.upload;

export interface PhotoSourceDialogProps {
  open: boolean;
  view: PhotoView;
  onClose: () => void;
  /** A file to upload: from the gallery once it passed the checks, or straight from the camera. */
  onFile: (view: PhotoView, file: File) => void;
}

/** Takes the chosen file and clears the input, so choosing the same file again (a retry) fires a change. */
function takeFile(event: ChangeEvent<HTMLInputElement>): File | undefined {
  const file = event.target.files?.[0];
  event.target.value = '';
  return file;
}

/**
 * Spec §2/§4: 'Add Front Photo' / 'Add Side Photo' with 'Choose from Gallery' or 'Take Photo' (rear camera).
 * Only a gallery file is checked (spec §5); the dialog closes once a valid file is chosen. antd's Modal keeps
 * keyboard focus inside while open and returns it to the zone's button when closed.
 */
export function PhotoSourceDialog({ open, view, onClose, onFile }: PhotoSourceDialogProps) {
  const galleryInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);

  const onGalleryChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeFile(event);
    if (!file) return;
    const problem = galleryFileProblem(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    onClose();
    onFile(view, file);
  };

  const onCameraChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeFile(event);
    if (!file) return;
    onClose();
    onFile(view, file);
  };

  return (
    <Modal open={open} title={SPEC[view].dialogTitle} footer={null} onCancel={onClose} centered>
      <Paragraph type="secondary">{OURS.dialogIntro}</Paragraph>
      <Flex vertical gap={12}>
        <Button
          type="primary"
          size="large"
          block
          aria-describedby="free-analysis-gallery-hint"
          onClick={() => galleryInput.current?.click()}
        >
          {SPEC.chooseFromGallery}
        </Button>
        <Text type="secondary" id="free-analysis-gallery-hint" className="free-analysis-dialog__hint">
          {OURS.galleryHint}
        </Text>
        <Button
          size="large"
          block
          aria-describedby="free-analysis-camera-hint"
          onClick={() => cameraInput.current?.click()}
        >
          {SPEC.takePhoto}
        </Button>
        <Text type="secondary" id="free-analysis-camera-hint" className="free-analysis-dialog__hint">
          {OURS.cameraHint}
        </Text>
      </Flex>
      <input
        ref={galleryInput}
        type="file"
        accept="image/*"
        hidden
        aria-label={SPEC.chooseFromGallery}
        data-testid="gallery-input"
        onChange={onGalleryChange}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={SPEC.takePhoto}
        data-testid="camera-input"
        onChange={onCameraChange}
      />
    </Modal>
  );
}
