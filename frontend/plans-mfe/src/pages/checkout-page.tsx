import { useEffect, useRef } from 'react';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useCreatePaymentIntentMutation, useUnlockExpertPlanMutation } from '@fitness/api-client';
import { CHECKOUT_TEXTS, DEFAULT_CHECKOUT_AMOUNT_CENTS, formatUsd, PRICES_CENTS, ROUTES, TOASTS } from '@fitness/contracts';
import { toast } from '@fitness/ui';
import { PaymentForm, PreparingCheckout } from '../payments/payment-form';
import type { PaymentOutcome } from '../payments/payment-outcome';
import { checkoutIntakePath } from './questionnaire/questionnaire-mode';
import { useQueryParam } from './use-query-param';

const { Title, Text, Paragraph } = Typography;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A positive whole number of cents from the query, else the spec default (2000). */
export function parseAmountCents(raw: string | undefined): number {
  const amount = Number(raw);
  return Number.isInteger(amount) && amount > 0 ? amount : DEFAULT_CHECKOUT_AMOUNT_CENTS;
}

/** The analysis the results page is at: /analysis/{analysisId}, which opens an analysis by its own id too. */
function resultsPath(analysisId: string, query = ''): string {
  return `${ROUTES.analysis(analysisId)}${query}`;
}

/**
 * Spec §2 /checkout: the expert plan. The intent is created on arrival (bound to the analysis); the spinner stays
 * until its client secret arrives, and if creating it fails it stays, with only a log (spec §2, §8). The server
 * prices the plan; the amount in the address is only passed on, and a tampered one is refused there. Once paid, the
 * server has made the order; the page asks for its state and, while it awaits the buyer's answers, opens the intake.
 */
export function CheckoutPage() {
  const analysisId = useQueryParam('analysisId');
  const amountCents = parseAmountCents(useQueryParam('amount'));
  const navigate = useNavigate();
  const [createIntent, intent] = useCreatePaymentIntentMutation();
  const [unlockExpertPlan] = useUnlockExpertPlanMutation();
  const requested = useRef(false);

  useEffect(() => {
    // Once per visit (effects run twice in development); without an analysis there is nothing to buy.
    if (requested.current) return;
    requested.current = true;
    if (analysisId === undefined || !UUID.test(analysisId)) {
      console.warn('Checkout needs the analysisId of the analysis the plan is for');
      return;
    }
    // The server accepts only its own price; an address with another amount cannot be paid (and is not sent).
    if (amountCents !== PRICES_CENTS.expert) {
      console.warn(`Checkout amount ${amountCents} is not the expert plan's price`);
      return;
    }
    createIntent({ createExpertPaymentIntentDto: { amount: PRICES_CENTS.expert, analysisId } })
      .unwrap()
      .catch((error: unknown) => console.warn('Could not prepare the payment', error));
  }, [analysisId, amountCents, createIntent]);

  const onOutcome = async (outcome: PaymentOutcome) => {
    switch (outcome.kind) {
      case 'declined':
        toast({ title: TOASTS.paymentFailedQuestionnaire.title, description: outcome.message, variant: 'destructive' });
        return;
      case 'error':
        toast({ ...TOASTS.paymentError, variant: 'destructive' });
        return;
      case 'paid':
        try {
          const { paymentIntentId } = outcome;
          const order = await unlockExpertPlan({ analysisId: analysisId!, unlockExpertPlanDto: { paymentIntentId } }).unwrap();
          toast(TOASTS.paymentSuccessful);
          // Bought here, the plan has no answers yet: the coach needs them (they are also asked for by email).
          void navigate(
            order.orderStatus === 'awaiting_intake'
              ? checkoutIntakePath(analysisId!, paymentIntentId)
              : resultsPath(analysisId!, '?payment=success'),
          );
        } catch {
          toast({ ...TOASTS.paymentError, variant: 'destructive' });
        }
    }
  };

  // Spec §2: the spinner alone until the client secret arrives, then the page. It shows the price the server set.
  if (intent.data === undefined) {
    return (
      <div className="plans-page plans-checkout--preparing">
        {/* The page's name for screen readers and the outline while only the spinner shows. */}
        <h1 className="fitness-visually-hidden">{CHECKOUT_TEXTS.title}</h1>
        <PreparingCheckout />
      </div>
    );
  }
  const { paymentIntentId, clientSecret, amount } = intent.data;

  return (
    <div className="plans-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Link to={analysisId ? resultsPath(analysisId) : ROUTES.home}>{CHECKOUT_TEXTS.back}</Link>
        <Tag className="fitness-tag">{CHECKOUT_TEXTS.badge}</Tag>
      </Flex>
      <Title level={1} className="plans-page__title">
        {CHECKOUT_TEXTS.title}
      </Title>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <Card title={<h2 className="plans-card-title">{CHECKOUT_TEXTS.cardTitle}</h2>}>
            <Text className="plans-price">{formatUsd(amount)}</Text>
            <ul className="plans-included">
              {CHECKOUT_TEXTS.included.map((item) => (
                <li key={item}>
                  <span aria-hidden="true">✓ </span>
                  {item}
                </li>
              ))}
            </ul>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={<h2 className="plans-card-title">{CHECKOUT_TEXTS.paymentHeading}</h2>}>
            <PaymentForm
              paymentIntentId={paymentIntentId}
              clientSecret={clientSecret}
              submitLabel={CHECKOUT_TEXTS.pay}
              busyLabel={CHECKOUT_TEXTS.processing}
              returnUrl={`${window.location.origin}${resultsPath(analysisId!, '?payment=success')}`}
              onOutcome={(outcome) => void onOutcome(outcome)}
            />
            <Paragraph type="secondary" className="plans-checkout__guarantee">
              {CHECKOUT_TEXTS.guarantee}
            </Paragraph>
          </Card>
        </Col>
      </Row>
      <Flex wrap gap={8} justify="center" className="plans-badges">
        {CHECKOUT_TEXTS.trustBadges.map((badge) => (
          <Tag key={badge}>{badge}</Tag>
        ))}
      </Flex>
    </div>
  );
}
