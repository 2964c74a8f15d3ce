import { Button, Flex, Typography } from 'antd';
import { FREE_ANALYSIS_SPEC_TEXTS, FREE_ANALYSIS_TEXTS } from '@fitness/contracts';
import { BodyOutline } from './body-outline';
import type { PhotoSlot, PhotoView } from './use-photo-slots';

const { Title, Text } = Typography;
const SPEC = FREE_ANALYSIS_SPEC_TEXTS.upload;
const OURS = FREE_ANALYSIS_TEXTS.upload;

function buttonText(slot: PhotoSlot): string {
  switch (slot.status) {
    case 'empty':
      return SPEC.addPhoto;
    case 'uploading':
      return SPEC.uploading;
    case 'uploaded':
      return SPEC.replacePhoto;
  }
}

export interface PhotoZoneProps {
  view: PhotoView;
  slot: PhotoSlot;
  onAdd: (view: PhotoView) => void;
}

/**
 * One photo slot: its title, example pose, hint, the uploaded photo's preview and the add/replace button.
 * A bordered box of our own rather than antd's Card: Card brings antd's Tabs, Menu and Dropdown with it (a 69 KB
 * chunk that the first view of /free-analysis had to load and compile), for a frame it draws with four CSS rules.
 */
export function PhotoZone({ view, slot, onAdd }: PhotoZoneProps) {
  const titleId = `free-analysis-${view}-title`;
  const hintId = `free-analysis-${view}-hint`;
  return (
    <div
      className="free-analysis-zone"
      role="group"
      aria-labelledby={titleId}
      aria-busy={slot.status === 'uploading'}
      data-status={slot.status}
    >
      <Flex vertical align="center" gap={12}>
        {/* Sections of step 1, whose heading is the page's h1: h2 for the outline, sized as antd's h3. */}
        <Title level={2} id={titleId} className="free-analysis-zone__title">
          {SPEC[view].title}
        </Title>
        <Flex justify="center" align="center" gap={16} wrap>
          <BodyOutline view={view} label={OURS.exampleAlt[view]} />
          {slot.previewURL ? (
            <img className="free-analysis-zone__preview" src={slot.previewURL} alt={OURS.previewAlt[view]} />
          ) : null}
        </Flex>
        <Text type="secondary" id={hintId}>
          {SPEC[view].hint}
        </Text>
        <Button
          type={slot.status === 'uploaded' ? 'default' : 'primary'}
          size="large"
          loading={slot.status === 'uploading'}
          disabled={slot.status === 'uploading'}
          aria-describedby={`${titleId} ${hintId}`}
          onClick={() => onAdd(view)}
        >
          {buttonText(slot)}
        </Button>
      </Flex>
    </div>
  );
}
