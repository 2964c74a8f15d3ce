import type { NestExpressApplication } from '@nestjs/platform-express';
import { EXPERT_EXAMPLE_PROMPTS, EXPERT_QUESTION_MAX_LENGTH, WEEKLY_PLAN_ALLOWED_TAGS } from '@fitness/contracts';
import { JSON_MAX_VALUES } from '../../src/common/http/json-body.middleware';
import { createApp } from '../../src/bootstrap/create-app';
import { expectErrorBody } from '../support/api-assertions';
import { uniqueEmail, validUserStats } from '../support/factories';
import { testConfig } from '../support/test-config';
import { asVisitor } from '../support/visitor';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const workoutAnswers = { goal: 'fat-loss', experienceLevel: 'beginner', daysPerWeek: 3, equipmentAccess: 'bodyweight' };
const nutritionAnswers = {
  goal: 'fat-loss',
  dietaryRestrictions: 'vegetarian',
  mealFrequency: '4-5',
  cookingSkill: 'basic',
};

/** Every tag name in an HTML fragment. */
function tagNames(html: string): string[] {
  return [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((match) => match[1].toLowerCase());
}

async function createAnalysis(app: NestExpressApplication, stats = validUserStats()): Promise<string> {
  const user = await asVisitor(app).post('/api/users').send({ email: uniqueEmail() }).expect(201);
  const analysis = await asVisitor(app)
    .post('/api/analysis')
    .send({ userId: (user.body as { id: string }).id, userStats: stats })
    .expect(201);
  return (analysis.body as { id: string }).id;
}

describe('AI expert and weekly plans on the built-in coach (API)', () => {
  let app: NestExpressApplication;
  let analysisId: string;
  const http = () => asVisitor(app);

  beforeAll(async () => {
    ({ app } = await createApp(testConfig({ useRedisIfAvailable: false })));
    analysisId = await createAnalysis(
      app,
      validUserStats({ weight: '80', height: '180', gender: 'male', goal: 'build_muscle' }),
    );
  });

  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/ask-expert', () => {
    it.each(EXPERT_EXAMPLE_PROMPTS.map((prompt) => [prompt]))(
      'answers the example prompt "%s" in plain text',
      async (question) => {
        const response = await http()
          .post('/api/ask-expert')
          .send({ question, analysisId, userAnalysis: {} })
          .expect(200);
        const { answer } = response.body as { answer: string };
        expect(answer.length).toBeGreaterThan(80);
        expect(answer).not.toMatch(/<[a-z]/i);
      },
    );

    it("accepts the page's own copy of a whole analysis as userAnalysis, well inside the body's value limit", async () => {
      const stored = (await http().get(`/api/analysis-by-id/${analysisId}`).expect(200)).body as { analysisResults: unknown };
      await http()
        .post('/api/ask-expert')
        .send({ question: 'How do I get abs?', analysisId, userAnalysis: stored.analysisResults })
        .expect(200);
      let values = 0;
      const stack: unknown[] = [stored.analysisResults];
      while (stack.length > 0) {
        const value = stack.pop();
        values += 1;
        if (value !== null && typeof value === 'object') stack.push(...Object.values(value));
      }
      expect(values).toBeLessThan(JSON_MAX_VALUES / 4);
    });

    it('grounds the answer in the stored analysis: protein for an 80 kg person, whatever the browser claims', async () => {
      const response = await http()
        .post('/api/ask-expert')
        .send({
          question: 'How much protein should I eat per day?',
          analysisId,
          userAnalysis: { userStats: { weight: '200' } },
        })
        .expect(200);
      // 1.6 g/kg (Morton et al. 2018) of the stored 80 kg: 128 g; the browser's 200 kg would give 320 g.
      const { answer } = response.body as { answer: string };
      expect(answer).toContain('128 g of protein');
      expect(answer).not.toContain('320 g of protein');
    });

    it.each([
      ['a blank question', { question: '   ' }, 'question', 'question must not be empty'],
      [
        'a question over the limit',
        { question: 'a'.repeat(EXPERT_QUESTION_MAX_LENGTH + 1) },
        'question',
        `question must be at most ${EXPERT_QUESTION_MAX_LENGTH} characters`,
      ],
      ['a malformed analysisId', { analysisId: 'nope' }, 'analysisId', 'analysisId must be a UUID'],
    ])('rejects %s with a 400 naming the field', async (_label, change, field, reason) => {
      const response = await http()
        .post('/api/ask-expert')
        .send({ question: 'How do I get abs?', analysisId, ...change });
      expect(expectErrorBody(response, 400, 'VALIDATION_FAILED').details?.[field]).toContain(reason);
    });

    it('answers 404 for an analysis that does not exist', async () => {
      const response = await http()
        .post('/api/ask-expert')
        .send({ question: 'How do I get abs?', analysisId: UNKNOWN_ID });
      expectErrorBody(response, 404, 'ANALYSIS_NOT_FOUND');
    });
  });

  describe('POST /api/generate-weekly-plan', () => {
    it.each([
      ['workout', workoutAnswers],
      ['nutrition', nutritionAnswers],
    ])('writes a %s plan as HTML made only of the allowed tags', async (type, answers) => {
      const response = await http()
        .post('/api/generate-weekly-plan')
        .send({ type, analysisId, userAnalysis: {}, answers })
        .expect(200);
      const { plan } = response.body as { plan: string };
      expect(plan.length).toBeGreaterThan(500);
      expect(new Set(tagNames(plan))).toEqual(
        new Set(tagNames(plan).filter((tag) => (WEEKLY_PLAN_ALLOWED_TAGS as readonly string[]).includes(tag))),
      );
      expect(plan).not.toMatch(/<[a-z0-9]+\s+[^>]*=/i); // no attributes
    });

    it('keeps a limitation typed as markup as inert text', async () => {
      const response = await http()
        .post('/api/generate-weekly-plan')
        .send({
          type: 'workout',
          analysisId,
          answers: { ...workoutAnswers, limitations: '<img src=x onerror=alert(1)> bad knee' },
        })
        .expect(200);
      const { plan } = response.body as { plan: string };
      expect(plan).not.toMatch(/<img/i);
      expect(plan).toContain('&lt;img src=x onerror=alert(1)&gt;');
    });

    it.each([
      [
        'days per week above 7',
        'workout',
        { ...workoutAnswers, daysPerWeek: 8 },
        'answers.daysPerWeek',
        'daysPerWeek must be at most 7',
      ],
      [
        'days per week below 3',
        'workout',
        { ...workoutAnswers, daysPerWeek: 2 },
        'answers.daysPerWeek',
        'daysPerWeek must be at least 3',
      ],
      [
        'unknown equipment',
        'workout',
        { ...workoutAnswers, equipmentAccess: 'spaceship' },
        'answers.equipmentAccess',
        'equipmentAccess must be one of: full-gym, home-basic, bodyweight',
      ],
      [
        'the nutrition form sent as a workout',
        'workout',
        nutritionAnswers,
        'answers.experienceLevel',
        'experienceLevel must be one of: beginner, intermediate, advanced',
      ],
      [
        'a missing meal frequency',
        'nutrition',
        { ...nutritionAnswers, mealFrequency: undefined },
        'answers.mealFrequency',
        'mealFrequency must be one of: 2-3, 4-5, 6+',
      ],
      [
        'allergies over 500 characters',
        'nutrition',
        { ...nutritionAnswers, allergies: 'x'.repeat(501) },
        'answers.allergies',
        'allergies must be at most 500 characters',
      ],
    ])('rejects %s with a 400 naming the field', async (_label, type, answers, field, reason) => {
      const response = await http().post('/api/generate-weekly-plan').send({ type, analysisId, answers });
      expect(expectErrorBody(response, 400, 'VALIDATION_FAILED').details?.[field]).toContain(reason);
    });

    it('rejects an unknown plan type and missing answers', async () => {
      const badType = await http()
        .post('/api/generate-weekly-plan')
        .send({ type: 'sleep', analysisId, answers: workoutAnswers });
      expect(expectErrorBody(badType, 400, 'VALIDATION_FAILED').details).toHaveProperty('type');
      const noAnswers = await http().post('/api/generate-weekly-plan').send({ type: 'workout', analysisId });
      expect(expectErrorBody(noAnswers, 400, 'VALIDATION_FAILED').details?.answers).toContain('answers is required');
    });

    it('answers 404 for an analysis that does not exist', async () => {
      const response = await http()
        .post('/api/generate-weekly-plan')
        .send({ type: 'workout', analysisId: UNKNOWN_ID, answers: workoutAnswers });
      expectErrorBody(response, 404, 'ANALYSIS_NOT_FOUND');
    });
  });
});

describe('AI endpoint rate limit (API)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    ({ app } = await createApp(testConfig({ useRedisIfAvailable: false, env: { RATE_LIMIT_AI_PER_MINUTE: '2' } })));
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers 429 with Retry-After once an address goes over the limit, and other endpoints stay open', async () => {
    const analysisId = await createAnalysis(app);
    const ask = () =>
      asVisitor(app).post('/api/ask-expert').send({ question: 'How do I get abs?', analysisId });
    await ask().expect(200);
    await ask().expect(200);
    const limited = await ask();
    expectErrorBody(limited, 429, 'TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['retry-after-ai']).toBeUndefined();
    await asVisitor(app).get(`/api/analysis-by-id/${analysisId}`).expect(200);
  });
});
