import { Alert, Button, Col, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { type TrainerDto, useListTrainersQuery } from '@fitness/api-client';
import { COACHING_HOURLY_RATE_USD } from '@fitness/contracts';
import { BookingDialog } from './booking-dialog';
import { TrainerCard } from './trainer-card';

const { Title, Paragraph, Text } = Typography;

const HOW_IT_WORKS = [
  { title: 'Choose your trainer', text: 'Pick the coach whose speciality matches your goal.' },
  { title: 'Book a time', text: 'Send your preferred date and time; the trainer confirms by email.' },
  { title: 'Train by video call', text: 'Meet online. Payment is taken after your session.' },
] as const;

function TrainersGrid() {
  const { data: trainers, isLoading, isError, refetch } = useListTrainersQuery();
  const [booking, setBooking] = useState<TrainerDto | null>(null);
  if (isLoading) {
    return (
      <div className="coaching-loading" role="status">
        <Spin />
        <Text>Loading trainers...</Text>
      </div>
    );
  }
  if (isError || !trainers) {
    return (
      <Alert
        type="error"
        showIcon
        title="The trainers could not be loaded."
        action={
          <Button size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Row gutter={[16, 16]}>
        {trainers.map((trainer) => (
          <Col xs={24} sm={12} lg={8} key={trainer.id}>
            <TrainerCard trainer={trainer} onBook={setBooking} />
          </Col>
        ))}
      </Row>
      <BookingDialog trainer={booking} onClose={() => setBooking(null)} />
    </>
  );
}

// Spec §2 /coaching: hero, price line, trainer grid with booking, and the three-step explanation.
export function CoachingPage() {
  return (
    <div className="coaching-page">
      <section className="coaching-hero" aria-labelledby="coaching-heading">
        <Title level={1} id="coaching-heading" className="coaching-page__title">
          1:1 Personal Coaching
        </Title>
        <Paragraph className="coaching-hero__line">
          All sessions are ${COACHING_HOURLY_RATE_USD}/hour via video call
        </Paragraph>
      </section>
      <section aria-labelledby="trainers-heading" className="coaching-section">
        <Title level={2} id="trainers-heading">
          Our Trainers
        </Title>
        <TrainersGrid />
      </section>
      <section aria-labelledby="how-heading" className="coaching-section">
        <Title level={2} id="how-heading">
          How Coaching Works
        </Title>
        <ol className="coaching-steps">
          {HOW_IT_WORKS.map((step) => (
            <li key={step.title} className="coaching-steps__item">
              <Text strong>{step.title}</Text>
              <Paragraph type="secondary">{step.text}</Paragraph>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
