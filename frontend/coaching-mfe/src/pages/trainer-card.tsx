import { Avatar, Button, Card, Flex, Tag, Typography } from 'antd';
import type { TrainerDto } from '@fitness/api-client';
import { BOOKING_TEXTS } from '@fitness/contracts';

const { Title, Text } = Typography;

/** Spec §2 trainer card: one star per rating point, and 'Book Session' opening the booking dialog. */
export function TrainerCard({ trainer, onBook }: { trainer: TrainerDto; onBook: (trainer: TrainerDto) => void }) {
  const stars = Math.max(0, Math.round(trainer.rating));
  return (
    <Card className="coaching-trainer">
      <Flex vertical gap={8}>
        <Flex gap={12} align="center">
          <Avatar size={64} src={trainer.avatar} alt="" className="coaching-trainer__avatar" />
          <div>
            <Title level={3} className="coaching-trainer__name">
              {trainer.name}
            </Title>
            <Text type="secondary">{trainer.certifications}</Text>
          </div>
        </Flex>
        <span className="coaching-trainer__stars" role="img" aria-label={`Rated ${stars} out of 5`}>
          {'★'.repeat(stars)}
        </span>
        <div>
          <Tag className="fitness-tag">{trainer.specialization}</Tag>
        </div>
        <Flex justify="space-between" wrap gap={8}>
          <Text>{trainer.experience} years experience</Text>
          <Text strong>${trainer.hourlyRate}/hour</Text>
        </Flex>
        <Text type="secondary">Session type: Virtual</Text>
        <Button type="primary" block onClick={() => onBook(trainer)} aria-label={`${BOOKING_TEXTS.book} with ${trainer.name}`}>
          {BOOKING_TEXTS.book}
        </Button>
      </Flex>
    </Card>
  );
}
