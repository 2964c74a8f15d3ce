import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/bootstrap/create-app';
import { AiCoachPort } from '../../src/infra/ai-coach/ai-coach.port';
import { expectErrorBody } from '../support/api-assertions';
import { uniqueEmail, validUserStats } from '../support/factories';
import { FakeOpenAiServer } from '../support/fake-openai-server';
import { testConfig } from '../support/test-config';
import { asVisitor } from '../support/visitor';

describe('AI coach on an OpenAI-compatible server (fake, on loopback)', () => {
  const fake = new FakeOpenAiServer();
  let app: NestExpressApplication;
  let analysisId: string;
  let bodyFat: number;
  const http = () => asVisitor(app);

  beforeAll(async () => {
    await fake.start();
    ({ app } = await createApp(
      testConfig({
        useRedisIfAvailable: false,
        env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'coach-model' },
      }),
    ));
    const user = await http().post('/api/users').send({ email: uniqueEmail() }).expect(201);
    const analysis = await http()
      .post('/api/analysis')
      .send({ userId: (user.body as { id: string }).id, userStats: validUserStats({ age: 41, waistCm: 81 }) })
      .expect(201);
    const body = analysis.body as { id: string; analysisResults: { bodyFatPercentage: number } };
    analysisId = body.id;
    bodyFat = body.analysisResults.bodyFatPercentage;
  });

  afterEach(() => {
    fake.requests.length = 0;
  });

  afterAll(async () => {
    await app.close();
    await fake.stop();
  });

  it('is the adapter the config selects', () => {
    expect(app.get(AiCoachPort).provider).toBe('openai');
  });

  it('sends the question with a system prompt built from the stored analysis, and returns the model’s answer', async () => {
    fake.reply = { status: 200, content: 'Aim for 0.5 kg a week.\n- Walk daily' };
    const response = await http()
      .post('/api/ask-expert')
      .send({
        question: 'How fast can I lose fat?',
        analysisId,
        userAnalysis: { analysisResults: { bodyFatPercentage: 99 } },
      })
      .expect(200);
    expect(response.body).toEqual({ answer: 'Aim for 0.5 kg a week.\n- Walk daily' });

    expect(fake.requests).toHaveLength(1);
    const { authorization, body } = fake.requests[0];
    expect(authorization).toBe('Bearer sk-test-key');
    expect(body.model).toBe('coach-model');
    const [system, user] = body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain(`Estimated body fat ${bodyFat.toFixed(1)}%`);
    expect(system.content).toContain('41-year-old female, 168 cm, 64.0 kg');
    expect(system.content).toContain('waist 81.0 cm (tape)');
    expect(system.content).not.toContain('99');
    expect(user).toEqual({ role: 'user', content: 'How fast can I lose fat?' });
  });

  it('sanitizes the model’s plan: code fence, scripts and attributes removed', async () => {
    fake.reply = {
      status: 200,
      content:
        '```html\n<h2>Monday</h2><script>alert(1)</script><p onclick="x()">Goblet squat 3 × 10</p><a href="http://evil">more</a>\n```',
    };
    const response = await http()
      .post('/api/generate-weekly-plan')
      .send({
        type: 'workout',
        analysisId,
        answers: {
          goal: 'strength',
          experienceLevel: 'intermediate',
          daysPerWeek: 4,
          equipmentAccess: 'home-basic',
          limitations: 'left knee',
        },
      })
      .expect(200);
    expect(response.body).toEqual({ plan: '<h2>Monday</h2><p>Goblet squat 3 × 10</p>more' });
    const [system, user] = fake.requests[0].body.messages;
    expect(system.content).toContain('4 training days');
    expect(system.content).toContain('equipment home-basic');
    expect(user.content).toBe('Limitations or injuries (respect them strictly): left knee');
  });

  it('answers 503 AI_UNAVAILABLE when the model server fails, without echoing its error', async () => {
    fake.reply = { status: 500, error: 'internal secret detail' };
    const response = await http().post('/api/ask-expert').send({ question: 'Best diet for me?', analysisId });
    const body = expectErrorBody(response, 503, 'AI_UNAVAILABLE');
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('answers 503 when the model returns no text', async () => {
    fake.reply = { status: 200, content: '   ' };
    const response = await http()
      .post('/api/generate-weekly-plan')
      .send({
        type: 'nutrition',
        analysisId,
        answers: { goal: 'health', dietaryRestrictions: 'none', mealFrequency: '2-3', cookingSkill: 'basic' },
      });
    expectErrorBody(response, 503, 'AI_UNAVAILABLE');
  });
});
