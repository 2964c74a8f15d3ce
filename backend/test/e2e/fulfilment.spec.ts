import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { AI_PLAN_PDF_FILE_NAME } from '@fitness/contracts';
import { createApp } from '../../src/bootstrap/create-app';
import type { AppConfig } from '../../src/config/app-config';
import { InProcessQueueAdapter } from '../../src/infra/queue/in-process-queue.adapter';
import { AnalyticsService } from '../../src/modules/analytics/analytics.service';
import { FulfilmentService } from '../../src/modules/fulfilment/fulfilment.service';
import { expectErrorBody } from '../support/api-assertions';
import { uniqueEmail, validUserStats } from '../support/factories';
import { completeAnswers } from '../support/questionnaire-answers';
import { testConfig } from '../support/test-config';
import { newVisitor, type VisitorAgent } from '../support/visitor';

// One door turns a payment into what was bought, on the server, exactly once: the built-in provider's confirmation
// fulfils it (as Stripe's webhook does) with no further request from the browser, and the page the buyer returns to
// only finds it done. The answers are saved before the money, so a closed tab loses nothing.

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef0123456789';
const NEXT_YEAR = (new Date().getUTCFullYear() + 1) % 100;
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: NEXT_YEAR, cvc: '123' };

interface Buyer {
  visitor: VisitorAgent;
  email: string;
  userId: string;
  analysisId: string;
}

describe('fulfilment: every payment becomes what was bought, once (API, embedded defaults)', () => {
  let app: NestExpressApplication;
  let config: AppConfig;
  let db: DataSource;

  beforeAll(async () => {
    config = testConfig({ useRedisIfAvailable: false, env: { ADMIN_TOKEN } });
    ({ app } = await createApp(config));
    db = app.get(DataSource);
  }, 60_000);

  afterAll(async () => {
    await app.close();
  });

  const jobsDone = () => app.get(InProcessQueueAdapter).whenIdle();
  const admin = (request: import('supertest').Test) => request.set('Authorization', `Bearer ${ADMIN_TOKEN}`);

  async function newBuyer(): Promise<Buyer> {
    const visitor = newVisitor(app);
    const email = uniqueEmail('buyer');
    const userId = ((await visitor.post('/api/users').send({ email }).expect(201)).body as { id: string }).id;
    const analysis = await visitor.post('/api/analysis').send({ userId, userStats: validUserStats({ weight: '82' }) }).expect(201);
    return { visitor, email, userId, analysisId: (analysis.body as { id: string }).id };
  }

  /** The questionnaire, saved before paying as the wizard does it, with the buyer's own email. */
  async function answers(buyer: Buyer, overrides: Record<string, unknown> = {}): Promise<string> {
    const response = await buyer.visitor
      .post('/api/questionnaire')
      .send(completeAnswers({ analysisId: buyer.analysisId, email: buyer.email, name: 'Robin Park', ...overrides }))
      .expect(201);
    return (response.body as { questionnaireId: string }).questionnaireId;
  }

  async function intent(buyer: Buyer, plan: 'ai' | 'expert', questionnaireId?: string): Promise<{ paymentIntentId: string; clientSecret: string }> {
    const response =
      plan === 'ai'
        ? await buyer.visitor.post('/api/create-ai-plan-payment-intent').send({ amount: 500, analysisId: buyer.analysisId, questionnaireId })
        : await buyer.visitor.post('/api/create-payment-intent').send({ amount: 2000, analysisId: buyer.analysisId, questionnaireId });
    expect(response.status).toBe(201);
    return response.body as { paymentIntentId: string; clientSecret: string };
  }

  /** The card form's one request; after it the test sends nothing more, as if the tab closed. */
  async function confirmAndCloseTab(buyer: Buyer, paid: { paymentIntentId: string; clientSecret: string }): Promise<void> {
    await buyer.visitor
      .post(`/api/test-payments/${paid.paymentIntentId}/confirm`)
      .send({ clientSecret: paid.clientSecret, ...GOOD_CARD })
      .expect(200);
  }

  async function emailsTo(email: string) {
    const names = await readdir(config.emailOutboxDir).catch(() => [] as string[]);
    const messages = await Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(config.emailOutboxDir, name)))));
    return messages.filter((message) => message.to !== undefined && JSON.stringify(message.to).includes(email));
  }

  async function count(sql: string, params: unknown[]): Promise<number> {
    const [row] = (await db.query(`SELECT count(*)::int AS n FROM (${sql}) counted`, params)) as Array<{ n: number }>;
    return row.n;
  }

  it('makes a $5 plan, emails it with its PDF and a link that opens it in any browser, with no request after the card', async () => {
    const buyer = await newBuyer();
    const paid = await intent(buyer, 'ai', await answers(buyer));
    await confirmAndCloseTab(buyer, paid);
    await jobsDone();

    const [job] = (await db.query(`SELECT status FROM ai_plan_jobs WHERE "analysisId" = $1`, [buyer.analysisId])) as Array<{ status: string }>;
    expect(job).toEqual({ status: 'ready' });
    const [email] = await emailsTo(buyer.email);
    expect(email.subject).toBe('Your 12-week AI plan is ready');
    expect(email.attachments.map((file) => [file.filename, file.contentType, file.content.subarray(0, 5).toString()])).toEqual([
      [AI_PLAN_PDF_FILE_NAME, 'application/pdf', '%PDF-'],
    ]);
    const link = /https?:\/\/\S+\/ai-plan-results\?analysisId=([0-9a-f-]{36})&access=([A-Za-z0-9_-]{43})/.exec(email.text ?? '');
    expect(link?.[1]).toBe(buyer.analysisId);

    // Another browser opens the link: once.
    const phone = newVisitor(app);
    await phone.post('/api/access-links/redeem').send({ token: link![2] }).expect(200);
    expect((await phone.get(`/api/analysis/${buyer.analysisId}/ai-plan`).expect(200)).body).toMatchObject({ status: 'ready', pdfReady: true });
    expectErrorBody(await newVisitor(app).post('/api/access-links/redeem').send({ token: link![2] }), 410, 'ACCESS_LINK_EXPIRED');
  }, 60_000);

  it('streams the plan state to the page as it changes (server-sent events), ending once the PDF is ready', async () => {
    const buyer = await newBuyer();
    const paid = await intent(buyer, 'ai', await answers(buyer));
    await confirmAndCloseTab(buyer, paid);
    const stream = await buyer.visitor
      .get(`/api/analysis/${buyer.analysisId}/ai-plan/events`)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done(null, text));
      })
      .expect(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    const states = (stream.body as string)
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice('data: '.length)) as { status: string; pdfReady: boolean });
    expect(states.at(-1)).toMatchObject({ analysisId: buyer.analysisId, status: 'ready', pdfReady: true });
    // Each state once, in the order the job goes through them.
    const order = ['queued', 'generating', 'rendering', 'ready'];
    const seen = states.map((state) => `${state.status}:${state.pdfReady}`);
    expect(new Set(seen).size).toBe(seen.length);
    expect(states.map((state) => order.indexOf(state.status))).toEqual([...states.map((state) => order.indexOf(state.status))].sort());
    expectErrorBody(await newVisitor(app).get(`/api/analysis/${buyer.analysisId}/ai-plan/events`), 404, 'ANALYSIS_NOT_FOUND');
    await jobsDone();
  }, 60_000);

  it('makes a $20 order with its answers for the coaches and emails its confirmation, with no request after the card', async () => {
    const buyer = await newBuyer();
    const questionnaireId = await answers(buyer);
    const paid = await intent(buyer, 'expert', questionnaireId);
    await confirmAndCloseTab(buyer, paid);
    await jobsDone();

    const list = await admin(newVisitor(app).get('/api/admin/expert-plan-orders?status=open')).expect(200);
    const order = (list.body as { orders: Array<Record<string, unknown>> }).orders.find((item) => item.paymentIntentId === paid.paymentIntentId);
    expect(order).toMatchObject({
      status: 'open',
      questionnaireId,
      email: buyer.email,
      name: 'Robin Park',
      answers: expect.objectContaining({ primaryGoal: 'lose-weight' }),
      analysis: expect.objectContaining({ id: buyer.analysisId }),
    });
    expect((await emailsTo(buyer.email)).map((email) => email.subject)).toEqual(['Your 12-week expert plan is on its way']);
    const analysis = await buyer.visitor.get(`/api/analysis-by-id/${buyer.analysisId}`).expect(200);
    expect((analysis.body as { hasExpertPlan: boolean }).hasExpertPlan).toBe(true);
  });

  it('makes one order, one plan and one email when the provider, the return page and retries arrive at once', async () => {
    const buyer = await newBuyer();
    const questionnaireId = await answers(buyer);
    const paid = await intent(buyer, 'ai', questionnaireId);
    const fulfilment = app.get(FulfilmentService);
    const confirm = buyer.visitor
      .post(`/api/test-payments/${paid.paymentIntentId}/confirm`)
      .send({ clientSecret: paid.clientSecret, ...GOOD_CARD });
    expect((await confirm).status).toBe(200);
    const returnPage = () =>
      buyer.visitor.post(`/api/analysis/${buyer.analysisId}/ai-plan`).send({ paymentIntentId: paid.paymentIntentId, questionnaireId });
    const answersSeen = await Promise.all([
      ...Array.from({ length: 4 }, () => fulfilment.fulfil(paid.paymentIntentId).then(() => 202)),
      ...Array.from({ length: 4 }, () => returnPage().then((response) => response.status)),
    ]);
    expect(answersSeen).toEqual(Array(8).fill(202));
    await jobsDone();

    const paymentId = `(SELECT id FROM payments WHERE "stripePaymentIntentId" = $1)`;
    expect(await count(`SELECT 1 FROM orders WHERE "paymentId" = ${paymentId}`, [paid.paymentIntentId])).toBe(1);
    expect(await count(`SELECT 1 FROM ai_plan_jobs WHERE "paymentId" = ${paymentId}`, [paid.paymentIntentId])).toBe(1);
    expect(await emailsTo(buyer.email)).toHaveLength(1);
    await app.get(AnalyticsService).whenIdle();
    expect(await count(`SELECT 1 FROM user_analytics WHERE "userId" = $1 AND "actionType" = 'purchase_fulfilled'`, [buyer.userId])).toBe(1);
  }, 60_000);

  it('fulfils nothing for a payment that failed, or one the provider reports for something else', async () => {
    const buyer = await newBuyer();
    const declined = await intent(buyer, 'expert', await answers(buyer));
    await buyer.visitor
      .post(`/api/test-payments/${declined.paymentIntentId}/confirm`)
      .send({ clientSecret: declined.clientSecret, ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' })
      .expect(402);
    await expect(app.get(FulfilmentService).fulfil(declined.paymentIntentId)).resolves.toEqual({ paid: false, status: 'requires_payment_method' });
    expectErrorBody(
      await buyer.visitor.post(`/api/analysis/${buyer.analysisId}/expert-plan`).send({ paymentIntentId: declined.paymentIntentId }),
      402,
      'PAYMENT_NOT_COMPLETED',
    );

    // The provider's record altered after the payment (another price): refused, never fulfilled.
    const altered = await intent(buyer, 'ai', await answers(buyer));
    await db.query(`UPDATE embedded_payment_intents SET "amountCents" = 50 WHERE id = $1`, [altered.paymentIntentId]);
    await buyer.visitor
      .post(`/api/test-payments/${altered.paymentIntentId}/confirm`)
      .send({ clientSecret: altered.clientSecret, ...GOOD_CARD })
      .expect(200);
    await jobsDone();
    await expect(app.get(FulfilmentService).fulfil(altered.paymentIntentId)).rejects.toMatchObject({ code: 'PAYMENT_MISMATCH' });
    expect(await count(`SELECT 1 FROM orders WHERE "userId" = $1`, [buyer.userId])).toBe(0);
    expect(await count(`SELECT 1 FROM ai_plan_jobs WHERE "userId" = $1`, [buyer.userId])).toBe(0);
    expect(await emailsTo(buyer.email)).toEqual([]);
  });

  it("answers another visitor's return page as an unknown payment, and fulfils nothing for it", async () => {
    const buyer = await newBuyer();
    const paid = await intent(buyer, 'expert');
    const stranger = await newBuyer();
    expectErrorBody(
      await stranger.visitor.post('/api/payment/success').send({ paymentIntentId: paid.paymentIntentId, userId: stranger.userId }),
      404,
      'PAYMENT_NOT_FOUND',
    );
    expect(await count(`SELECT 1 FROM orders WHERE "userId" = $1`, [buyer.userId])).toBe(0);
  });

  describe('a $20 plan bought at checkout, before its answers', () => {
    async function paidAtCheckout(): Promise<{ buyer: Buyer; paymentIntentId: string }> {
      const buyer = await newBuyer();
      const paid = await intent(buyer, 'expert');
      await confirmAndCloseTab(buyer, paid);
      await jobsDone();
      return { buyer, paymentIntentId: paid.paymentIntentId };
    }

    it('is listed for the coaches as awaiting intake, and the buyer is emailed a link to give the answers', async () => {
      const { buyer, paymentIntentId } = await paidAtCheckout();
      const list = await admin(newVisitor(app).get('/api/admin/expert-plan-orders?status=awaiting_intake')).expect(200);
      const order = (list.body as { orders: Array<Record<string, unknown>> }).orders.find((item) => item.paymentIntentId === paymentIntentId);
      expect(order).toMatchObject({ status: 'awaiting_intake', questionnaireId: null, answers: null, dueBy: null });
      expectErrorBody(
        await admin(newVisitor(app).post(`/api/admin/expert-plan-orders/${order!.orderId as string}/delivered`)).send({}),
        409,
        'ORDER_AWAITING_INTAKE',
      );
      const [email] = await emailsTo(buyer.email);
      expect(email.subject).toBe('Your expert plan: one step left');

      // From the email, in another browser: the answers, then the order is open and confirmed.
      const token = /\/questionnaire\?planType=expert&intake=([A-Za-z0-9_-]{43})/.exec(email.text ?? '')![1];
      const phone = newVisitor(app);
      const saved = await phone.post('/api/questionnaire').send(completeAnswers({ email: buyer.email, name: 'Robin Park' })).expect(201);
      const questionnaireId = (saved.body as { questionnaireId: string }).questionnaireId;
      expect((await phone.post('/api/orders/intake').send({ token, questionnaireId }).expect(200)).body).toEqual({ orderStatus: 'open' });
      expectErrorBody(await phone.post('/api/orders/intake').send({ token, questionnaireId }), 410, 'INTAKE_LINK_EXPIRED');
      await jobsDone();
      expect((await emailsTo(buyer.email)).map((message) => message.subject).sort()).toEqual([
        'Your 12-week expert plan is on its way',
        'Your expert plan: one step left',
      ]);
      const open = await admin(newVisitor(app).get('/api/admin/expert-plan-orders?status=open')).expect(200);
      expect((open.body as { orders: Array<Record<string, unknown>> }).orders.find((item) => item.paymentIntentId === paymentIntentId)).toMatchObject({
        questionnaireId,
        answers: expect.objectContaining({ name: 'Robin Park' }),
        analysis: expect.objectContaining({ id: buyer.analysisId }),
      });
    });

    it('takes the answers right after paying on the same page (the checkout’s intake)', async () => {
      const { buyer, paymentIntentId } = await paidAtCheckout();
      const unlocked = await buyer.visitor.post(`/api/analysis/${buyer.analysisId}/expert-plan`).send({ paymentIntentId }).expect(200);
      expect(unlocked.body).toEqual({ hasExpertPlan: true, paymentIntentId, orderStatus: 'awaiting_intake' });
      const questionnaireId = await answers(buyer);
      const recorded = await buyer.visitor
        .post('/api/payment/success')
        .send({ paymentIntentId, userId: buyer.userId, questionnaireId })
        .expect(200);
      expect(recorded.body).toMatchObject({ planType: 'expert', questionnaireId, orderStatus: 'open' });
      // The same payment cannot take a second set of answers.
      expectErrorBody(
        await buyer.visitor.post('/api/payment/success').send({ paymentIntentId, userId: buyer.userId, questionnaireId: await answers(buyer) }),
        409,
        'PAYMENT_ALREADY_USED',
      );
    });
  });
});
