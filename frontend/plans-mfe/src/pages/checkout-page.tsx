import { Card, Col, Flex, List, Row, Spin, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { DEFAULT_CHECKOUT_AMOUNT_CENTS, formatUsd, MONEY_BACK_GUARANTEE_DAYS, ROUTES } from '@fitness/contracts';
import { useQueryParam } from './use-query-param';

const { Title, Text, Paragraph } = Typography;

const INCLUDED = [
  '12-week progressive workout plan',
  'Complete nutrition program',
  'Exercise video demonstrations',
  'Progress tracking templates',
] as const;

const TRUST_BADGES = ['SSL Encrypted', `${MONEY_BACK_GUARANTEE_DAYS}-Day Guarantee`, 'Instant Access'] as const;

/** A positive whole number of cents from the query, else the spec default (2000). */
export function parseAmountCents(raw: string | undefined): number {
  const amount = Number(raw);
  return Number.isInteger(amount) && amount > 0 ? amount : DEFAULT_CHECKOUT_AMOUNT_CENTS;
}

// Spec §2 /checkout. The card form arrives with the payments feature; until a payment intent exists the
// payment area shows the spec's "Preparing secure checkout..." state.
export function CheckoutPage() {
  const analysisId = useQueryParam('analysisId');
  const amountCents = parseAmountCents(useQueryParam('amount'));
  return (
    <div className="plans-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Link to={analysisId ? ROUTES.analysis(analysisId) : ROUTES.home}>Back to Analysis</Link>
        <Tag className="fitness-tag">Secure Checkout</Tag>
      </Flex>
      <Title level={1} className="plans-page__title">
        Complete Your Purchase
      </Title>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <Card title="Expert Plan Checkout">
            <Text className="plans-price">{formatUsd(amountCents)}</Text>
            <List
              size="small"
              dataSource={[...INCLUDED]}
              renderItem={(item) => (
                <List.Item>
                  <span aria-hidden="true">✓ </span>
                  {item}
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title="Payment">
            <Flex vertical align="center" gap={12} className="plans-checkout__preparing" role="status">
              <Spin />
              <Text>Preparing secure checkout...</Text>
            </Flex>
            <Paragraph type="secondary" className="plans-checkout__guarantee">
              {MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee.
            </Paragraph>
          </Card>
        </Col>
      </Row>
      <Flex wrap gap={8} justify="center" className="plans-badges">
        {TRUST_BADGES.map((badge) => (
          <Tag key={badge}>{badge}</Tag>
        ))}
      </Flex>
    </div>
  );
}
