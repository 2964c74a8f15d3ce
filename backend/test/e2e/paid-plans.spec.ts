import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { AI_PLAN_PDF_FILE_NAME, type AiPlan } from '@fitness/contracts';
import { createApp } from '../../src/bootstrap/create-app';
import type { AppConfig } from '../../src/config/app-config';
import { InProcessQueueAdapter } from '../../src/infra/queue/in-process-queue.adapter';
import { expectErrorBody } from '../support/api-assertions';
import { uniqueEmail, validUserStats } from '../support/factories';
import { completeAnswers } from '../support/questionnaire-answers';
import { testConfig } from '../support/test-config';
import { newVisitor, type VisitorAgent } from '../support/visitor';

// The paid half on the embedded defaults: the questionnaire, the $5 AI plan made by jobs (plan, then PDF by
// Chromium), and the $20 expert plan as an order operations fulfil, with its emails in the outbox.

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef0123456789';
const NEXT_YEAR = (new Date().getUTCFullYear() + 1) % 100;
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: NEXT_YEAR, cvc: '123', postalCode: '10001' };

interface Buyer {
  visitor: VisitorAgent;
  userId: string;
  analysisId: string;
}

describe('paid plans (API, embedded defaults)', () => {
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

  async function newBuyer(visitor = newVisitor(app)): Promise<Buyer> {
    const user = await visitor.post('/api/users').send({ email: uniqueEmail('buyer') }).expect(201);
    const userId = (user.body as { id: string }).id;
    const analysis = await visitor
      .post('/api/analysis')
      .send({ userId, userStats: validUserStats({ weight: '82', height: '170', gender: 'female' }) })
      .expect(201);
    return { visitor, userId, analysisId: (analysis.body as { id: string }).id };
  }

  /** Pays with 4242 through the built-in provider; with `questionnaireId`, the answers were saved before paying. */
  async function paidIntent(buyer: Buyer, plan: 'ai' | 'expert', userId = buyer.userId, questionnaireId?: string): Promise<string> {
    const created =
      plan === 'ai'
        ? await buyer.visitor
            .post('/api/create-ai-plan-payment-intent')
            .send({ amount: 500, analysisId: buyer.analysisId, questionnaireId })
            .expect(201)
        : await buyer.visitor.post('/api/create-payment-intent').send({ amount: 2000, userId, questionnaireId }).expect(201);
    const intent = created.body as { clientSecret: string; paymentIntentId: string };
    await buyer.visitor
      .post(`/api/test-payments/${intent.paymentIntentId}/confirm`)
      .send({ clientSecret: intent.clientSecret, ...GOOD_CARD })
      .expect(200);
    return intent.paymentIntentId;
  }

  async function submitQuestionnaire(buyer: Buyer, overrides: Record<string, unknown> = {}): Promise<string> {
    const response = await buyer.visitor
      .post('/api/questionnaire')
      .send(completeAnswers({ analysisId: buyer.analysisId, ...overrides }))
      .expect(201);
    return (response.body as { questionnaireId: string }).questionnaireId;
  }

  async function outboxMessages(): Promise<string[]> {
    const names = await readdir(config.emailOutboxDir).catch(() => []);
    return Promise.all(names.map((name) => readFile(path.join(config.emailOutboxDir, name), 'utf8')));
  }

  describe('POST /api/questionnaire', () => {
    it('stores the answers with the person found or created by email, named by the full name', async () => {
      const buyer = await newBuyer();
      const email = uniqueEmail('questionnaire');
      const response = await buyer.visitor
        .post('/api/questionnaire')
        .send(completeAnswers({ email, analysisId: buyer.analysisId }))
        .expect(201);
      const { questionnaireId, userId } = response.body as { questionnaireId: string; userId: string };
      const [row] = await db.query(`SELECT * FROM questionnaires WHERE id = $1`, [questionnaireId]);
      expect(row).toMatchObject({ userId, analysisId: buyer.analysisId, isCompleted: false, paymentId: null });
      expect(row.responses).toMatchObject({ email, name: 'Alex Morgan', primaryGoal: 'lose-weight', dietaryRestrictions: ['Vegetarian'] });
      const [person] = await db.query(`SELECT email, username FROM users WHERE id = $1`, [userId]);
      expect(person).toEqual({ email, username: 'Alex Morgan' });
    });

    it.each([
      ['a missing step-1 answer', { name: undefined }, 'name'],
      ['an age outside the list', { age: '30-40' }, 'age'],
      ['a goal outside the list', { primaryGoal: 'get-huge' }, 'primaryGoal'],
      ['a missing step-5 answer', { sleepHours: undefined }, 'sleepHours'],
      ['an unknown restriction', { dietaryRestrictions: ['Carnivore'] }, 'dietaryRestrictions'],
      ['an overlong free text', { motivation: 'x'.repeat(1001) }, 'motivation'],
      ['an unknown field', { favouriteColour: 'green' }, 'favouriteColour'],
    ])('refuses %s with a 400 naming the field', async (_label, overrides, field) => {
      const buyer = await newBuyer();
      const response = await buyer.visitor.post('/api/questionnaire').send(completeAnswers({ analysisId: buyer.analysisId, ...overrides }));
      const error = expectErrorBody(response, 400, 'VALIDATION_FAILED');
      expect(Object.keys(error.details ?? {})).toContain(field);
    });

    it("refuses an email without '@' with the spec's 'Invalid email' on the field", async () => {
      const buyer = await newBuyer();
      const response = await buyer.visitor
        .post('/api/questionnaire')
        .send(completeAnswers({ analysisId: buyer.analysisId, email: 'alex.example.com' }));
      const error = expectErrorBody(response, 400, 'VALIDATION_FAILED');
      expect(error.details?.email).toEqual(['Invalid email']);
    });

    it("refuses another visitor's analysis with the 404 of an unknown one", async () => {
      const buyer = await newBuyer();
      const stranger = newVisitor(app);
      const response = await stranger.post('/api/questionnaire').send(completeAnswers({ analysisId: buyer.analysisId }));
      expectErrorBody(response, 404, 'ANALYSIS_NOT_FOUND');
    });
  });

  describe('the $5 AI plan', () => {
    it('is made once per payment by the jobs: plan saved on the analysis, then a PDF with the person in it', async () => {
      const buyer = await newBuyer();
      const paymentIntentId = await paidIntent(buyer, 'ai');
      const questionnaireId = await submitQuestionnaire(buyer);

      const first = await buyer.visitor.post(`/api/analysis/${buyer.analysisId}/ai-plan`).send({ paymentIntentId, questionnaireId }).expect(202);
      expect(first.body).toMatchObject({ analysisId: buyer.analysisId, pdfReady: false });
      // A double click while the job runs: the same job, never a second plan.
      await buyer.visitor.post(`/api/analysis/${buyer.analysisId}/ai-plan`).send({ paymentIntentId, questionnaireId }).expect(202);
      await jobsDone();

      const state = await buyer.visitor.get(`/api/analysis/${buyer.analysisId}/ai-plan`).expect(200);
      expect(state.body).toEqual({ analysisId: buyer.analysisId, status: 'ready', hasPlan: true, pdfReady: true, generator: 'built-in' });
      const again = await buyer.visitor.post(`/api/analysis/${buyer.analysisId}/ai-plan`).send({ paymentIntentId, questionnaireId }).expect(202);
      expect(again.body).toMatchObject({ status: 'ready' });
      expect(await db.query(`SELECT id FROM ai_plan_jobs WHERE "analysisId" = $1`, [buyer.analysisId])).toHaveLength(1);

      const analysis = await buyer.visitor.get(`/api/analysis-by-id/${buyer.analysisId}`).expect(200);
      const { hasAiPlan, aiGeneratedPlan } = analysis.body as { hasAiPlan: boolean; aiGeneratedPlan: AiPlan };
      expect(hasAiPlan).toBe(true);
      expect(aiGeneratedPlan.workoutPlan.totalWeeks).toBe(12);
      expect(aiGeneratedPlan.workoutPlan.phases.flatMap((phase) => phase.weeklyWorkouts.map((week) => week.week))).toEqual(
        Array.from({ length: 12 }, (_, index) => index + 1),
      );
      expect(aiGeneratedPlan.personalizedSummary.userProfile).toContain('82');

      const pdf = await buyer.visitor.get(`/api/analysis/${buyer.analysisId}/ai-plan/pdf`).buffer(true).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${AI_PLAN_PDF_FILE_NAME}"`);
      expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

      const [questionnaire] = await db.query(`SELECT "isCompleted", "paymentId" FROM questionnaires WHERE id = $1`, [questionnaireId]);
      expect(questionnaire.isCompleted).toBe(true);
      expect(questionnaire.paymentId).not.toBeNull();
    }, 60_000);

    it('answers only to the visitor who paid: a stranger gets the 404 of an unknown analysis for state and PDF', async () => {
      const buyer = await newBuyer();
      const paymentIntentId = await paidIntent(buyer, 'ai');
      const questionnaireId = await submitQuestionnaire(buyer);
      await buyer.visitor.post(`/api/analysis/${buyer.analysisId}/ai-plan`).send({ paymentIntentId, questionnaireId }).expect(202);
      await jobsDone();
      const stranger = newVisitor(app);
      expectErrorBody(await stranger.get(`/api/analysis/${buyer.analysisId}/ai-plan`), 404, 'ANALYSIS_NOT_FOUND');
      expectErrorBody(await stranger.get(`/api/analysis/${buyer.analysisId}/ai-plan/pdf`), 404, 'ANALYSIS_NOT_FOUND');
      expectErrorBody(
        await stranger.post(`/api/analysis/${buyer.analysisId}/ai-plan`).send({ paymentIntentId, questionnaireId }),
        404,
        'ANALYSIS_NOT_FOUND',
      );
    }, 60_000);

    it('starts nothing without a succeeded $5 payment for this analysis', async () => {
      const buyer = await newBuyer();
      const questionnaireId = await submitQuestionnaire(buyer);
      const unpaid = (
        await buyer.visitor.post('/api/create-ai-plan-payment-intent').send({ amount: 500, analysisId: buyer.analysisId }).expect(201)
      ).body as { paymentIntentId: string };
      expectErrorBody(
        await buyer.visitor.post(`/api/analysis/${buyer.analysisId}/ai-plan`).send({ paymentIntentId: unpaid.paymentIntentId, questionnaireId }),
        402,
        'PAYMENT_NOT_COMPLETED',
      );
      const expert = await paidIntent(buyer, 'expert');
      expectErrorBody(
        await buyer.visitor.post(`/api/analysis/${buyer.analysisId}/ai-plan`).send({ paymentIntentId: expert, questionnaireId }),
        402,
        'PAYMENT_MISMATCH',
      );
      const state = await buyer.visitor.get(`/api/analysis/${buyer.analysisId}/ai-plan`);
      expect(state.status).toBe(200);
      expect(state.body).toEqual({ analysisId: buyer.analysisId, status: 'none', hasPlan: false, pdfReady: false });
      expectErrorBody(await buyer.visitor.get(`/api/analysis/${buyer.analysisId}/ai-plan/pdf`), 404, 'AI_PLAN_NOT_FOUND');
      expect(await db.query(`SELECT id FROM ai_plan_jobs WHERE "analysisId" = $1`, [buyer.analysisId])).toHaveLength(0);
    });

    it("refuses another visitor's questionnaire as unknown", async () => {
      const buyer = await newBuyer();
      const other = await newBuyer();
      const othersQuestionnaire = await submitQuestionnaire(other);
      const paymentIntentId = await paidIntent(buyer, 'ai');
      expectErrorBody(
        await buyer.visitor.post(`/api/analysis/${buyer.analysisId}/ai-plan`).send({ paymentIntentId, questionnaireId: othersQuestionnaire }),
        404,
        'QUESTIONNAIRE_NOT_FOUND',
      );
    });

    it("deletes the plan's PDF with the person", async () => {
      const buyer = await newBuyer();
      const paymentIntentId = await paidIntent(buyer, 'ai');
      const questionnaireId = await submitQuestionnaire(buyer);
      await buyer.visitor.post(`/api/analysis/${buyer.analysisId}/ai-plan`).send({ paymentIntentId, questionnaireId }).expect(202);
      await jobsDone();
      const [job] = await db.query(`SELECT "pdfStorageKey" FROM ai_plan_jobs WHERE "analysisId" = $1`, [buyer.analysisId]);
      const pdfFile = path.join(config.STORAGE_DIR, job.pdfStorageKey as string);
      await expect(readFile(pdfFile)).resolves.toBeInstanceOf(Buffer);
      await buyer.visitor.delete(`/api/users/${buyer.userId}`).expect(204);
      await expect(readFile(pdfFile)).rejects.toMatchObject({ code: 'ENOENT' });
    }, 60_000);
  });

  describe('the $20 expert plan as an order', () => {
    const admin = (request: import('supertest').Test) => request.set('Authorization', `Bearer ${ADMIN_TOKEN}`);

    it('becomes an open order with answers and analysis, confirmed and delivered by email, once each', async () => {
      const buyer = await newBuyer();
      const email = uniqueEmail('expert');
      const created = await buyer.visitor.post('/api/users').send({ email, username: 'Sam Lee' }).expect(201);
      const userId = (created.body as { id: string }).id;
      // The answers are saved before the money, bound to the payment.
      const questionnaireId = await submitQuestionnaire(buyer, { email, name: 'Sam Lee' });
      const before = (await outboxMessages()).length;
      const paymentIntentId = await paidIntent(buyer, 'expert', userId, questionnaireId);

      await buyer.visitor.post('/api/payment/success').send({ paymentIntentId, userId, questionnaireId }).expect(200);
      await buyer.visitor.post('/api/payment/success').send({ paymentIntentId, userId, questionnaireId }).expect(200);
      await jobsDone();
      const confirmations = (await outboxMessages()).filter((message) => message.includes(email) && message.includes('on its way'));
      expect(confirmations).toHaveLength(1);
      expect((await outboxMessages()).length).toBe(before + 1);

      const open = await admin(newVisitor(app).get('/api/admin/expert-plan-orders')).expect(200);
      const order = (open.body as { orders: Array<Record<string, unknown>> }).orders.find((item) => item.questionnaireId === questionnaireId);
      expect(order).toMatchObject({
        status: 'open',
        email,
        name: 'Sam Lee',
        paymentIntentId,
        amount: '20.00',
        planDelivered: false,
        answers: expect.objectContaining({ primaryGoal: 'lose-weight' }),
        analysis: expect.objectContaining({ id: buyer.analysisId }),
      });
      expect(Date.parse(order?.dueBy as string) - Date.parse(order?.paidAt as string)).toBe(48 * 3600 * 1000);

      const orderId = order?.orderId as string;
      const delivered = await admin(newVisitor(app).post(`/api/admin/expert-plan-orders/${orderId}/delivered`))
        .send({ note: 'Start with the mobility block.' })
        .expect(200);
      expect(delivered.body).toMatchObject({ status: 'delivered', planDelivered: true, planDeliveredAt: expect.any(String) });
      await admin(newVisitor(app).post(`/api/admin/expert-plan-orders/${orderId}/delivered`)).send({}).expect(200);
      await jobsDone();
      const deliveries = (await outboxMessages()).filter((message) => message.includes(email) && message.includes('has been delivered'));
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]).toContain('Start with the mobility block.');

      const stillOpen = await admin(newVisitor(app).get('/api/admin/expert-plan-orders?status=open')).expect(200);
      expect((stillOpen.body as { orders: Array<{ questionnaireId: string }> }).orders.map((item) => item.questionnaireId)).not.toContain(
        questionnaireId,
      );
    }, 60_000);

    it('pays for one questionnaire per payment: the same payment sent with others is refused and makes no order', async () => {
      const buyer = await newBuyer();
      const email = uniqueEmail('expert-once');
      const userId = ((await buyer.visitor.post('/api/users').send({ email }).expect(201)).body as { id: string }).id;
      const paymentIntentId = await paidIntent(buyer, 'expert', userId);
      const questionnaires = [
        await submitQuestionnaire(buyer, { email }),
        await submitQuestionnaire(buyer, { email }),
        await submitQuestionnaire(buyer, { email }),
      ];
      await jobsDone(); // the payment's own order (awaiting its answers) and its email
      const before = (await outboxMessages()).length;

      const answers = [];
      for (const questionnaireId of questionnaires) {
        answers.push(await buyer.visitor.post('/api/payment/success').send({ paymentIntentId, userId, questionnaireId }));
      }
      expect(answers[0].status).toBe(200);
      expectErrorBody(answers[1], 409, 'PAYMENT_ALREADY_USED');
      expectErrorBody(answers[2], 409, 'PAYMENT_ALREADY_USED');
      await jobsDone();
      expect((await outboxMessages()).length).toBe(before + 1);
      const orders = await admin(newVisitor(app).get('/api/admin/expert-plan-orders?status=all')).expect(200);
      const mine = (orders.body as { orders: Array<{ questionnaireId: string }> }).orders.filter((order) =>
        questionnaires.includes(order.questionnaireId),
      );
      expect(mine.map((order) => order.questionnaireId)).toEqual([questionnaires[0]]);
    }, 60_000);

    it("refuses a payment for another person's questionnaire, linking nothing", async () => {
      const buyer = await newBuyer();
      const payer = ((await buyer.visitor.post('/api/users').send({ email: uniqueEmail('payer') }).expect(201)).body as { id: string }).id;
      const paymentIntentId = await paidIntent(buyer, 'expert', payer);
      const othersQuestionnaire = await submitQuestionnaire(buyer, { email: uniqueEmail('someone-else') });
      expectErrorBody(
        await buyer.visitor.post('/api/payment/success').send({ paymentIntentId, userId: payer, questionnaireId: othersQuestionnaire }),
        402,
        'PAYMENT_MISMATCH',
      );
      expect(await db.query(`SELECT "paymentId" FROM questionnaires WHERE id = $1`, [othersQuestionnaire])).toEqual([{ paymentId: null }]);
    });

    it.each([
      ['no token', undefined],
      ['a wrong token', 'Bearer not-the-token-0123456789abcdef0123456789'],
      ['another scheme', `Basic ${ADMIN_TOKEN}`],
    ])('refuses the admin endpoints with %s (401)', async (_label, header) => {
      const request = newVisitor(app).get('/api/admin/expert-plan-orders');
      const response = header === undefined ? await request : await request.set('Authorization', header);
      expectErrorBody(response, 401, 'ADMIN_TOKEN_REQUIRED');
    });

    it('validates the admin query and ids', async () => {
      expectErrorBody(await admin(newVisitor(app).get('/api/admin/expert-plan-orders?status=late')), 400, 'VALIDATION_FAILED');
      expectErrorBody(await admin(newVisitor(app).post('/api/admin/expert-plan-orders/nope/delivered')).send({}), 400, 'VALIDATION_FAILED');
      expectErrorBody(
        await admin(newVisitor(app).post('/api/admin/expert-plan-orders/3f2c8d1e-0000-4000-8000-000000000000/delivered')).send({}),
        404,
        'EXPERT_ORDER_NOT_FOUND',
      );
    });
  });
});
