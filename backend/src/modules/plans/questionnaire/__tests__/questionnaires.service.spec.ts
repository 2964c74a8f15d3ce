import { randomUUID } from 'node:crypto';
import { strictFake } from '../../../../../test/support/strict-fake';
import { completeAnswers } from '../../../../../test/support/questionnaire-answers';
import type { ApiError } from '../../../../common/errors/api-error';
import { AnalysisNotFoundError } from '../../../analysis/analysis.errors';
import type { AnalysisService } from '../../../analysis/analysis.service';
import type { AnalyticsService } from '../../../analytics/analytics.service';
import type { UsersService } from '../../../users/users.service';
import type { SubmitQuestionnaireDto } from '../dto/questionnaire.dto';
import { questionnaireNotFound } from '../../plans.errors';
import type { QuestionnaireEntity } from '../questionnaire.entity';
import type { NewQuestionnaire, QuestionnairesRepository } from '../questionnaires.repository';
import { QuestionnairesService } from '../questionnaires.service';

// Who may attach answers to an analysis and read them back, without a database: strict fakes of every port.

const VISITOR = randomUUID();
const STRANGER = randomUUID();
const PERSON = randomUUID();
const ORIGIN = { ipAddress: '198.51.100.4', userAgent: 'Test/1.0' };

function answer(error: ApiError) {
  return { status: error.getStatus(), code: error.code, details: error.details };
}

function world(options: { visibleAnalyses?: string[] } = {}) {
  const rows = new Map<string, QuestionnaireEntity>();
  const tracked: unknown[][] = [];
  const peopleMade: Array<{ email: string; visitorId: string; username?: string }> = [];
  const questionnaires = strictFake<QuestionnairesRepository>('QuestionnairesRepository', {
    insert: (questionnaire: NewQuestionnaire) => {
      const row = { ...questionnaire, id: randomUUID() } as QuestionnaireEntity;
      rows.set(row.id, row);
      return Promise.resolve(row);
    },
    findOwn: (id: string, visitorId: string | undefined) => {
      const row = rows.get(id);
      return Promise.resolve(row !== undefined && visitorId !== undefined && row.visitorId === visitorId ? row : null);
    },
  });
  const users = strictFake<UsersService>('UsersService', {
    ensureUser: (email: string, visitorId: string, username?: string) => {
      peopleMade.push({ email, visitorId, username });
      return Promise.resolve(PERSON);
    },
  });
  const analysis = strictFake<AnalysisService>('AnalysisService', {
    requireVisible: (analysisId: string, visitorId: string | undefined) =>
      visitorId === VISITOR && (options.visibleAnalyses ?? []).includes(analysisId)
        ? Promise.resolve({ id: analysisId, userId: PERSON, hasExpertPlan: false, hasAiPlan: false })
        : Promise.reject(new AnalysisNotFoundError('analysisId')),
  });
  const analytics = strictFake<AnalyticsService>('AnalyticsService', {
    track: (...event: unknown[]) => void tracked.push(event),
  });
  const service = new QuestionnairesService(questionnaires, users, analysis, analytics);
  return { service, rows, tracked, peopleMade };
}

function answers(overrides: Record<string, unknown> = {}): SubmitQuestionnaireDto {
  return completeAnswers(overrides) as unknown as SubmitQuestionnaireDto;
}

describe('QuestionnairesService (strict fakes, no database)', () => {
  it("stores the answers with the person named by the email, for the visitor's own analysis, and records the event", async () => {
    const analysisId = randomUUID();
    const w = world({ visibleAnalyses: [analysisId] });
    const sent = answers({ analysisId });

    const created = await w.service.submit(sent, VISITOR, ORIGIN);

    expect(created).toEqual({ questionnaireId: expect.any(String), userId: PERSON });
    expect(w.peopleMade).toEqual([{ email: sent.email, visitorId: VISITOR, username: sent.name }]);
    const stored = w.rows.get(created.questionnaireId);
    expect(stored).toMatchObject({ userId: PERSON, visitorId: VISITOR, analysisId });
    // The analysis is a column of its own, not one of the answers.
    expect(stored?.responses).not.toHaveProperty('analysisId');
    expect(stored?.responses).toMatchObject({ primaryGoal: sent.primaryGoal, email: sent.email });
    expect(w.tracked).toEqual([
      [PERSON, 'questionnaire_completed', { questionnaireId: created.questionnaireId, analysisId }, ORIGIN],
    ]);
  });

  it('stores answers given without an analysis, and records the event without one', async () => {
    const w = world();

    const created = await w.service.submit(answers(), VISITOR, ORIGIN);

    expect(w.rows.get(created.questionnaireId)?.analysisId).toBeNull();
    expect(w.tracked).toEqual([[PERSON, 'questionnaire_completed', { questionnaireId: created.questionnaireId }, ORIGIN]]);
  });

  it("refuses answers for another visitor's analysis with its 404, creating no person and storing nothing", async () => {
    const w = world({ visibleAnalyses: [] });

    await expect(w.service.submit(answers({ analysisId: randomUUID() }), VISITOR, ORIGIN)).rejects.toMatchObject(
      answer(new AnalysisNotFoundError('analysisId')),
    );
    expect(w.peopleMade).toEqual([]);
    expect(w.rows.size).toBe(0);
    expect(w.tracked).toEqual([]);
  });

  it('gives the answers back only to the visitor who wrote them; anyone else gets the 404 of an unknown id', async () => {
    const w = world();
    const { questionnaireId } = await w.service.submit(answers(), VISITOR, ORIGIN);

    await expect(w.service.requireOwn(questionnaireId, VISITOR)).resolves.toMatchObject({ id: questionnaireId });
    await expect(w.service.requireOwn(questionnaireId, STRANGER)).rejects.toMatchObject(answer(questionnaireNotFound()));
    await expect(w.service.requireOwn(questionnaireId, undefined)).rejects.toMatchObject(answer(questionnaireNotFound()));
    await expect(w.service.requireOwn(randomUUID(), VISITOR)).rejects.toMatchObject(answer(questionnaireNotFound()));
  });
});
