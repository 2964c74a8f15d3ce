import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { CARD_ERROR_MESSAGES, TEST_CARDS } from '@fitness/contracts';
import { createApp } from '../../src/bootstrap/create-app';
import { expectErrorBody } from '../support/api-assertions';
import { uniqueEmail, validUserStats } from '../support/factories';
import { completeAnswers } from '../support/questionnaire-answers';
import { testConfig } from '../support/test-config';
import { newVisitor, type VisitorAgent } from '../support/visitor';

// Payments on the built-in test provider (the default): Stripe's flow and test cards, no account, no network. Nothing
// is unlocked without a succeeded payment of the server's price for exactly what is unlocked.

interface Buyer {
  visitor: VisitorAgent;
  userId: string;
  analysisId: string;
}

interface Intent {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
}

const NEXT_YEAR = (new Date().getUTCFullYear() + 1) % 100;
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: NEXT_YEAR, cvc: '123', postalCode: '10001' };

describe('payments on the built-in test provider (API)', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    ({ app } = await createApp(testConfig({ useRedisIfAvailable: false })));
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  async function newBuyer(visitor = newVisitor(app)): Promise<Buyer> {
    const user = await visitor.post('/api/users').send({ email: uniqueEmail('buyer') }).expect(201);
    const userId = (user.body as { id: string }).id;
    const analysis = await visitor.post('/api/analysis').send({ userId, userStats: validUserStats() }).expect(201);
    return { visitor, userId, analysisId: (analysis.body as { id: string }).id };
  }

  async function expertIntent(buyer: Buyer, analysisId = buyer.analysisId): Promise<Intent> {
    const response = await buyer.visitor.post('/api/create-payment-intent').send({ amount: 2000, analysisId }).expect(201);
    return response.body as Intent;
  }

  async function aiIntent(buyer: Buyer): Promise<Intent> {
    const response = await buyer.visitor
      .post('/api/create-ai-plan-payment-intent')
      .send({ amount: 500, userId: buyer.userId, analysisId: buyer.analysisId })
      .expect(201);
    return response.body as Intent;
  }

  function pay(buyer: Buyer, intent: Intent, card: Partial<typeof GOOD_CARD> = {}) {
    return buyer.visitor
      .post(`/api/test-payments/${intent.paymentIntentId}/confirm`)
      .send({ clientSecret: intent.clientSecret, ...GOOD_CARD, ...card });
  }

  function unlock(buyer: Buyer, analysisId = buyer.analysisId, body: Record<string, unknown> = {}) {
    return buyer.visitor.post(`/api/analysis/${analysisId}/expert-plan`).send(body);
  }

  async function hasExpertPlan(buyer: Buyer): Promise<boolean> {
    const response = await buyer.visitor.get(`/api/analysis-by-id/${buyer.analysisId}`).expect(200);
    return (response.body as { hasExpertPlan: boolean }).hasExpertPlan;
  }

  async function paymentRow(intentId: string): Promise<Record<string, unknown>> {
    const rows: Array<Record<string, unknown>> = await db.query(`SELECT * FROM payments WHERE "stripePaymentIntentId" = $1`, [intentId]);
    expect(rows).toHaveLength(1);
    return rows[0];
  }

  it('tells the browser to show the built-in test card form', async () => {
    const response = await newVisitor(app).get('/api/payments/config').expect(200);
    expect(response.body).toEqual({ provider: 'embedded', publishableKey: null, testMode: true });
  });

  describe('creating an intent', () => {
    it('prices the expert plan on the server, binds it to the analysis, and records it from creation on', async () => {
      const buyer = await newBuyer();
      const intent = await expertIntent(buyer);
      expect(intent).toEqual({
        clientSecret: expect.stringMatching(/^pi_[0-9a-f]+_secret_/),
        paymentIntentId: expect.stringMatching(/^pi_/),
        amount: 2000,
        currency: 'usd',
      });
      expect(await paymentRow(intent.paymentIntentId)).toMatchObject({
        amount: '20.00',
        currency: 'usd',
        status: 'requires_payment_method',
        planType: 'expert',
        userId: buyer.userId,
        metadata: expect.objectContaining({ planType: 'expert', analysisId: buyer.analysisId, userId: buyer.userId }),
      });
    });

    it.each([
      ['a tampered amount', { amount: 1 }],
      ['the AI price for the expert plan', { amount: 500 }],
      ['a fractional amount', { amount: 2000.5 }],
    ])('refuses %s with a 400 naming amount', async (_label, body) => {
      const buyer = await newBuyer();
      const response = await buyer.visitor.post('/api/create-payment-intent').send({ ...body, analysisId: buyer.analysisId });
      const error = expectErrorBody(response, 400, 'VALIDATION_FAILED');
      expect(error.details?.amount).toBeDefined();
    });

    it('refuses the AI plan at any amount but 500', async () => {
      const buyer = await newBuyer();
      const response = await buyer.visitor
        .post('/api/create-ai-plan-payment-intent')
        .send({ amount: 2000, userId: buyer.userId, analysisId: buyer.analysisId });
      expect(expectErrorBody(response, 400, 'VALIDATION_FAILED').details?.amount).toBeDefined();
    });

    it('answers a double click with the same intent, not a second one', async () => {
      const buyer = await newBuyer();
      const [first, second] = [await expertIntent(buyer), await expertIntent(buyer)];
      expect(second.paymentIntentId).toBe(first.paymentIntentId);
    });

    it("refuses another visitor's analysis or person with the 404 of an unknown one", async () => {
      const owner = await newBuyer();
      const stranger = await newBuyer();
      const forAnalysis = await stranger.visitor.post('/api/create-payment-intent').send({ amount: 2000, analysisId: owner.analysisId });
      expectErrorBody(forAnalysis, 404, 'ANALYSIS_NOT_FOUND');
      const forPerson = await stranger.visitor.post('/api/create-ai-plan-payment-intent').send({ amount: 500, userId: owner.userId });
      expectErrorBody(forPerson, 404, 'USER_NOT_FOUND');
    });
  });

  describe('paying with Stripe test cards', () => {
    it('unlocks the expert plan after 4242 4242 4242 4242, once, and a second unlock changes nothing', async () => {
      const buyer = await newBuyer();
      const intent = await expertIntent(buyer);
      expectErrorBody(await unlock(buyer), 402, 'PAYMENT_NOT_COMPLETED');
      expect(await hasExpertPlan(buyer)).toBe(false);

      expect((await pay(buyer, intent).expect(200)).body).toEqual({ paymentIntentId: intent.paymentIntentId, status: 'succeeded' });
      // Made at checkout, without answers: the page asks for them next.
      const unlocked = { hasExpertPlan: true, paymentIntentId: intent.paymentIntentId, orderStatus: 'awaiting_intake' };
      expect((await unlock(buyer).expect(200)).body).toEqual(unlocked);
      expect((await unlock(buyer).expect(200)).body).toEqual(unlocked);
      expect(await hasExpertPlan(buyer)).toBe(true);
      expect(await paymentRow(intent.paymentIntentId)).toMatchObject({ status: 'succeeded' });
      // The results page says where the plan goes.
      const latest = await buyer.visitor.get(`/api/analysis/${buyer.userId}`).expect(200);
      expect((latest.body as { expertPlanEmail?: string }).expertPlanEmail).toMatch(/^buyer\..+@example\.test$/);
    });

    it.each([
      ['a generic decline', { cardNumber: TEST_CARDS.genericDecline }, CARD_ERROR_MESSAGES.declined],
      ['insufficient funds', { cardNumber: TEST_CARDS.insufficientFunds }, CARD_ERROR_MESSAGES.insufficientFunds],
      ['a past expiry', { expMonth: 1, expYear: 20 }, CARD_ERROR_MESSAGES.expired],
      ['a number that fails the checksum', { cardNumber: '4242 4242 4242 4241' }, CARD_ERROR_MESSAGES.invalidNumber],
    ])('refuses %s with Stripe’s message, and unlocks nothing', async (_label, card, message) => {
      const buyer = await newBuyer();
      const intent = await expertIntent(buyer);
      const refused = expectErrorBody(await pay(buyer, intent, card), 402, 'CARD_DECLINED');
      expect(refused.message).toBe(message);
      expectErrorBody(await unlock(buyer), 402, 'PAYMENT_NOT_COMPLETED');
      expect(await hasExpertPlan(buyer)).toBe(false);
      // The intent stays payable: the visitor can try another card.
      await pay(buyer, intent).expect(200);
      await unlock(buyer).expect(200);
    });

    it('refuses an incomplete CVC with a field reason', async () => {
      const buyer = await newBuyer();
      const intent = await expertIntent(buyer);
      const error = expectErrorBody(await pay(buyer, intent, { cvc: '12' }), 400, 'VALIDATION_FAILED');
      expect(error.details?.cvc).toEqual(["Your card's security code is incomplete."]);
    });

    it('refuses a confirmation without the intent’s client secret', async () => {
      const buyer = await newBuyer();
      const intent = await expertIntent(buyer);
      const forged = { ...intent, clientSecret: `${intent.paymentIntentId}_secret_forged` };
      expectErrorBody(await pay(buyer, forged), 404, 'PAYMENT_NOT_FOUND');
    });
  });

  describe('nothing unlocks without a payment for exactly that', () => {
    it('refuses an unlock with no payment at all', async () => {
      const buyer = await newBuyer();
      expectErrorBody(await unlock(buyer), 402, 'PAYMENT_REQUIRED');
    });

    it('refuses a paid $5 AI plan as payment for the $20 expert plan', async () => {
      const buyer = await newBuyer();
      const intent = await aiIntent(buyer);
      await pay(buyer, intent).expect(200);
      expectErrorBody(await unlock(buyer, buyer.analysisId, { paymentIntentId: intent.paymentIntentId }), 402, 'PAYMENT_MISMATCH');
      expect(await hasExpertPlan(buyer)).toBe(false);
    });

    it("replays a paid intent on the visitor's other analysis: refused", async () => {
      const buyer = await newBuyer();
      const intent = await expertIntent(buyer);
      await pay(buyer, intent).expect(200);
      await unlock(buyer).expect(200);
      const other = await buyer.visitor.post('/api/analysis').send({ userId: buyer.userId, userStats: validUserStats() }).expect(201);
      const otherId = (other.body as { id: string }).id;
      const replay = await unlock(buyer, otherId, { paymentIntentId: intent.paymentIntentId });
      expect(expectErrorBody(replay, 402, 'PAYMENT_MISMATCH').message).toContain('another analysis');
    });

    it("does not let another visitor use someone's paid intent", async () => {
      const buyer = await newBuyer();
      const intent = await expertIntent(buyer);
      await pay(buyer, intent).expect(200);
      const stranger = await newBuyer();
      const stolen = await unlock(stranger, stranger.analysisId, { paymentIntentId: intent.paymentIntentId });
      expectErrorBody(stolen, 404, 'PAYMENT_NOT_FOUND');
      expect(await hasExpertPlan(stranger)).toBe(false);
    });

    it('refuses an unlock by a visitor who may not see the analysis, with its 404', async () => {
      const buyer = await newBuyer();
      const intent = await expertIntent(buyer);
      await pay(buyer, intent).expect(200);
      expectErrorBody(await newVisitor(app).post(`/api/analysis/${buyer.analysisId}/expert-plan`).send({}), 404, 'ANALYSIS_NOT_FOUND');
    });

    it('answers a webhook with 400: the built-in provider sends none, so none can be forged', async () => {
      const response = await newVisitor(app)
        .post('/api/payments/webhook')
        .set('stripe-signature', 't=1,v1=forged')
        .send({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { object: 'payment_intent', id: 'pi_x' } } });
      expectErrorBody(response, 400, 'WEBHOOK_SIGNATURE_INVALID');
    });
  });

  describe('POST /api/payment/success (questionnaire payments)', () => {
    /** A questionnaire written by this visitor (questionnaires answer only to the visitor who wrote them). */
    async function questionnaireOf(visitor: VisitorAgent, analysisId?: string): Promise<string> {
      const response = await visitor.post('/api/questionnaire').send(completeAnswers({ analysisId })).expect(201);
      return (response.body as { questionnaireId: string }).questionnaireId;
    }

    async function questionnaireRow(id: string): Promise<{ paymentId: string | null; isCompleted: boolean }> {
      const [row]: Array<{ paymentId: string | null; isCompleted: boolean }> = await db.query(
        `SELECT "paymentId", "isCompleted" FROM questionnaires WHERE id = $1`,
        [id],
      );
      return row;
    }

    it('verifies the AI plan payment with the provider and marks the questionnaire paid', async () => {
      const buyer = await newBuyer();
      const questionnaireId = await questionnaireOf(buyer.visitor, buyer.analysisId);
      const intent = await aiIntent(buyer);
      await pay(buyer, intent).expect(200);
      const response = await buyer.visitor
        .post('/api/payment/success')
        .send({ paymentIntentId: intent.paymentIntentId, userId: buyer.userId, questionnaireId })
        .expect(200);
      expect(response.body).toEqual({
        paymentIntentId: intent.paymentIntentId,
        planType: 'ai',
        status: 'succeeded',
        questionnaireId,
        orderStatus: 'started',
      });
      const payment = await paymentRow(intent.paymentIntentId);
      expect(await questionnaireRow(questionnaireId)).toEqual({ paymentId: payment.id, isCompleted: true });
    });

    it("refuses to mark paid a questionnaire for another of the visitor's analyses, or for none", async () => {
      const buyer = await newBuyer();
      const other = await newBuyer(buyer.visitor);
      const intent = await aiIntent(buyer);
      await pay(buyer, intent).expect(200);
      for (const questionnaireId of [await questionnaireOf(buyer.visitor, other.analysisId), await questionnaireOf(buyer.visitor)]) {
        const response = await buyer.visitor
          .post('/api/payment/success')
          .send({ paymentIntentId: intent.paymentIntentId, userId: buyer.userId, questionnaireId });
        expectErrorBody(response, 402, 'PAYMENT_MISMATCH');
        expect(await questionnaireRow(questionnaireId)).toEqual({ paymentId: null, isCompleted: false });
      }
    });

    it('records nothing for a payment that has not gone through', async () => {
      const buyer = await newBuyer();
      const questionnaireId = await questionnaireOf(buyer.visitor, buyer.analysisId);
      const intent = await aiIntent(buyer);
      const response = await buyer.visitor
        .post('/api/payment/success')
        .send({ paymentIntentId: intent.paymentIntentId, userId: buyer.userId, questionnaireId });
      expectErrorBody(response, 402, 'PAYMENT_NOT_COMPLETED');
      expect(await questionnaireRow(questionnaireId)).toEqual({ paymentId: null, isCompleted: false });
    });

    it("refuses a payment named for another person, and another visitor's questionnaire", async () => {
      const buyer = await newBuyer();
      const intent = await aiIntent(buyer);
      await pay(buyer, intent).expect(200);
      const other = await newBuyer(buyer.visitor);
      const forOther = await buyer.visitor.post('/api/payment/success').send({ paymentIntentId: intent.paymentIntentId, userId: other.userId });
      expectErrorBody(forOther, 402, 'PAYMENT_MISMATCH');
      const othersQuestionnaire = await questionnaireOf(newVisitor(app));
      const linked = await buyer.visitor
        .post('/api/payment/success')
        .send({ paymentIntentId: intent.paymentIntentId, userId: buyer.userId, questionnaireId: othersQuestionnaire });
      expectErrorBody(linked, 404, 'QUESTIONNAIRE_NOT_FOUND');
      expect(await questionnaireRow(othersQuestionnaire)).toEqual({ paymentId: null, isCompleted: false });
    });
  });
});
