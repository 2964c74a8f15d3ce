import type { NestExpressApplication } from '@nestjs/platform-express';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap/create-app';
import { InProcessQueueAdapter } from '../../src/infra/queue/in-process-queue.adapter';
import { expectErrorBody } from '../support/api-assertions';
import { uniqueEmail, validUserStats } from '../support/factories';
import { FakeStripeServer } from '../support/fake-stripe-server';
import { completeAnswers } from '../support/questionnaire-answers';
import { testConfig } from '../support/test-config';
import { newVisitor, type VisitorAgent } from '../support/visitor';

// The Stripe adapter through the real `stripe` SDK against a local fake of Stripe's HTTP API, and webhooks signed the
// way Stripe signs them (whsec_ secret, t=...,v1=... header).

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdefghijklmnop';
const signer = new Stripe('sk_test_signer');

describe('payments with Stripe (fake Stripe API on loopback)', () => {
  const stripe = new FakeStripeServer();
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    await stripe.start();
    ({ app } = await createApp(
      testConfig({
        useRedisIfAvailable: false,
        env: {
          STRIPE_SECRET_KEY: 'sk_test_fitness',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_fitness',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_BASE: stripe.baseUrl,
        },
      }),
    ));
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
    await stripe.stop();
  });

  async function newBuyer(): Promise<{ visitor: VisitorAgent; userId: string; analysisId: string }> {
    const visitor = newVisitor(app);
    const userId = ((await visitor.post('/api/users').send({ email: uniqueEmail() }).expect(201)).body as { id: string }).id;
    const analysis = await visitor.post('/api/analysis').send({ userId, userStats: validUserStats() }).expect(201);
    return { visitor, userId, analysisId: (analysis.body as { id: string }).id };
  }

  function webhook(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    return newVisitor(app)
      .post('/api/payments/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload);
  }

  function intentEvent(id: string, type: string, intentId: string) {
    return { id, object: 'event', type, data: { object: { ...stripe.intents.get(intentId) } } };
  }

  async function paymentStatus(intentId: string): Promise<string> {
    const rows: Array<{ status: string }> = await db.query(`SELECT status FROM payments WHERE "stripePaymentIntentId" = $1`, [intentId]);
    return rows[0].status;
  }

  it('tells the browser to load Stripe Elements with the publishable key', async () => {
    const response = await newVisitor(app).get('/api/payments/config').expect(200);
    expect(response.body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fitness', testMode: true });
  });

  it('creates a PaymentIntent with automatic payment methods, an idempotency key and metadata binding it', async () => {
    const buyer = await newBuyer();
    const created = await buyer.visitor.post('/api/create-payment-intent').send({ amount: 2000, analysisId: buyer.analysisId }).expect(201);
    const body = created.body as { paymentIntentId: string; clientSecret: string };
    const request = stripe.requests.find((recorded) => recorded.method === 'POST' && recorded.path === '/v1/payment_intents')!;
    expect(request.headers['idempotency-key']).toMatch(/^[0-9a-f]{64}$/);
    expect(request.headers.authorization).toBe('Bearer sk_test_fitness');
    expect(request.form).toMatchObject({
      amount: '2000',
      currency: 'usd',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[planType]': 'expert',
      'metadata[analysisId]': buyer.analysisId,
      'metadata[userId]': buyer.userId,
    });
    expect(body.clientSecret).toBe(stripe.intents.get(body.paymentIntentId)!.client_secret);
  });

  it('unlocks only once Stripe says the intent succeeded', async () => {
    const buyer = await newBuyer();
    const { paymentIntentId } = (await buyer.visitor.post('/api/create-payment-intent').send({ amount: 2000, analysisId: buyer.analysisId }).expect(201))
      .body as { paymentIntentId: string };
    const unlock = () => buyer.visitor.post(`/api/analysis/${buyer.analysisId}/expert-plan`).send({});

    stripe.setIntent(paymentIntentId, { status: 'processing' });
    expectErrorBody(await unlock(), 402, 'PAYMENT_NOT_COMPLETED');
    stripe.setIntent(paymentIntentId, { status: 'succeeded' });
    await unlock().expect(200);
    expect(await paymentStatus(paymentIntentId)).toBe('succeeded');
  });

  it('believes Stripe over the browser: an intent Stripe reports at another amount unlocks nothing', async () => {
    const buyer = await newBuyer();
    const { paymentIntentId } = (await buyer.visitor.post('/api/create-payment-intent').send({ amount: 2000, analysisId: buyer.analysisId }).expect(201))
      .body as { paymentIntentId: string };
    stripe.setIntent(paymentIntentId, { status: 'succeeded', amount: 100 });
    expectErrorBody(await buyer.visitor.post(`/api/analysis/${buyer.analysisId}/expert-plan`).send({}), 402, 'PAYMENT_MISMATCH');
  });

  it('records payment_intent.succeeded from a signed webhook, once per event id', async () => {
    const buyer = await newBuyer();
    const { paymentIntentId } = (await buyer.visitor.post('/api/create-payment-intent').send({ amount: 2000, analysisId: buyer.analysisId }).expect(201))
      .body as { paymentIntentId: string };
    stripe.setIntent(paymentIntentId, { status: 'succeeded' });
    const event = intentEvent(`evt_${paymentIntentId}`, 'payment_intent.succeeded', paymentIntentId);
    expect((await webhook(event).expect(200)).body).toEqual({ received: true });
    expect(await paymentStatus(paymentIntentId)).toBe('succeeded');
    // Paid while the browser was closed: the expert plan is unlocked all the same.
    const analysis = await buyer.visitor.get(`/api/analysis-by-id/${buyer.analysisId}`).expect(200);
    expect((analysis.body as { hasExpertPlan: boolean }).hasExpertPlan).toBe(true);

    // A redelivery of the same event is acknowledged, recorded once, and makes no second order.
    await webhook(event).expect(200);
    await app.get(InProcessQueueAdapter).whenIdle();
    const [counts] = (await db.query(
      `SELECT (SELECT count(*)::int FROM payment_webhook_events WHERE id = $1) AS events,
              (SELECT count(*)::int FROM orders o JOIN payments p ON p.id = o."paymentId" WHERE p."stripePaymentIntentId" = $2) AS orders`,
      [event.id, paymentIntentId],
    )) as Array<{ events: number; orders: number }>;
    expect(counts).toEqual({ events: 1, orders: 1 });
  });

  it('makes the $5 plan from a signed webhook alone: the answers were saved with the payment, the browser never came back', async () => {
    const buyer = await newBuyer();
    const saved = await buyer.visitor
      .post('/api/questionnaire')
      .send(completeAnswers({ analysisId: buyer.analysisId }))
      .expect(201);
    const { questionnaireId } = saved.body as { questionnaireId: string };
    const { paymentIntentId } = (
      await buyer.visitor.post('/api/create-ai-plan-payment-intent').send({ amount: 500, analysisId: buyer.analysisId, questionnaireId }).expect(201)
    ).body as { paymentIntentId: string };
    expect(stripe.intents.get(paymentIntentId)!.metadata).toMatchObject({ questionnaireId, analysisId: buyer.analysisId });
    // Stripe.js confirmed the card in the browser, which then closed: Stripe tells the server.
    stripe.setIntent(paymentIntentId, { status: 'succeeded' });
    await webhook(intentEvent(`evt_ai_${paymentIntentId}`, 'payment_intent.succeeded', paymentIntentId)).expect(200);
    await app.get(InProcessQueueAdapter).whenIdle();
    const state = await buyer.visitor.get(`/api/analysis/${buyer.analysisId}/ai-plan`).expect(200);
    expect(state.body).toMatchObject({ status: 'ready', hasPlan: true, pdfReady: true });
  }, 60_000);

  it('records payment_intent.payment_failed', async () => {
    const buyer = await newBuyer();
    const { paymentIntentId } = (await buyer.visitor.post('/api/create-payment-intent').send({ amount: 2000, analysisId: buyer.analysisId }).expect(201))
      .body as { paymentIntentId: string };
    stripe.setIntent(paymentIntentId, { status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } });
    await webhook(intentEvent(`evt_failed_${paymentIntentId}`, 'payment_intent.payment_failed', paymentIntentId)).expect(200);
    expect(await paymentStatus(paymentIntentId)).toBe('requires_payment_method');
  });

  it.each([
    ['signed with another secret', (event: Record<string, unknown>) => webhook(event, 'whsec_someone_else_entirely_000000')],
    ['with a made-up signature', (event: Record<string, unknown>) =>
      newVisitor(app).post('/api/payments/webhook').set('stripe-signature', 't=1700000000,v1=deadbeef').send(event)],
    ['without a signature', (event: Record<string, unknown>) => newVisitor(app).post('/api/payments/webhook').send(event)],
  ])('refuses a webhook %s, changing nothing', async (_label, send) => {
    const buyer = await newBuyer();
    const { paymentIntentId } = (await buyer.visitor.post('/api/create-payment-intent').send({ amount: 2000, analysisId: buyer.analysisId }).expect(201))
      .body as { paymentIntentId: string };
    const forged = { id: `evt_forged_${paymentIntentId}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { ...stripe.intents.get(paymentIntentId)!, status: 'succeeded' } } };
    expectErrorBody(await send(forged), 400, 'WEBHOOK_SIGNATURE_INVALID');
    expect(await paymentStatus(paymentIntentId)).toBe('requires_payment_method');
    const analysis = await buyer.visitor.get(`/api/analysis-by-id/${buyer.analysisId}`).expect(200);
    expect((analysis.body as { hasExpertPlan: boolean }).hasExpertPlan).toBe(false);
    expectErrorBody(await buyer.visitor.post(`/api/analysis/${buyer.analysisId}/expert-plan`).send({}), 402, 'PAYMENT_NOT_COMPLETED');
  });

  it('has no built-in test card endpoint when Stripe is set up', async () => {
    const response = await newVisitor(app)
      .post('/api/test-payments/pi_0123456789abcdef/confirm')
      .send({ clientSecret: 'pi_0123456789abcdef_secret_x', cardNumber: '4242424242424242', expMonth: 12, expYear: 40, cvc: '123' });
    expectErrorBody(response, 404, 'PAYMENT_NOT_FOUND');
  });

  it("answers Stripe's refusal as a refusal (502 with its code), not as an outage to retry, and stores nothing", async () => {
    const buyer = await newBuyer();
    stripe.refuseNext(401, { type: 'invalid_request_error', code: 'api_key_expired', message: 'Expired API Key provided' });
    const response = await buyer.visitor.post('/api/create-payment-intent').send({ amount: 2000, analysisId: buyer.analysisId });
    const body = expectErrorBody(response, 502, 'PAYMENT_PROVIDER_REFUSED');
    expect(body.details).toEqual({ provider: ['api_key_expired'] });
    const stored: unknown[] = await db.query(`SELECT id FROM payments WHERE "userId" = $1`, [buyer.userId]);
    expect(stored).toEqual([]);
  });

  it('answers 503 when Stripe cannot be reached, and stores nothing', async () => {
    const buyer = await newBuyer();
    await stripe.stop();
    try {
      const response = await buyer.visitor.post('/api/create-payment-intent').send({ amount: 2000, analysisId: buyer.analysisId });
      expectErrorBody(response, 503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    } finally {
      await stripe.start();
    }
  });

});
