import { Injectable } from '@nestjs/common';
import type { QuestionnaireAnswers } from '@fitness/contracts';
import type { RequestOrigin } from '../../../common/http/request-origin';
import { AnalysisService } from '../../analysis/analysis.service';
import { AnalyticsService } from '../../analytics/analytics.service';
import { UsersService } from '../../users/users.service';
import type { QuestionnaireCreatedDto, SubmitQuestionnaireDto } from './dto/questionnaire.dto';
import { questionnaireNotFound } from '../plans.errors';
import type { QuestionnaireEntity } from './questionnaire.entity';
import { QuestionnairesRepository } from './questionnaires.repository';

@Injectable()
export class QuestionnairesService {
  constructor(
    private readonly questionnaires: QuestionnairesRepository,
    private readonly users: UsersService,
    private readonly analysis: AnalysisService,
    private readonly analytics: AnalyticsService,
  ) {}

  /**
   * Stores the answers with the person (found or created by the email, username = full name) and the analysis they
   * are for, which must be this visitor's. Only this visitor can use the questionnaire afterwards.
   */
  async submit(answers: SubmitQuestionnaireDto, visitorId: string, origin: RequestOrigin): Promise<QuestionnaireCreatedDto> {
    const { analysisId, ...responses } = answers;
    if (analysisId !== undefined) await this.analysis.requireVisible(analysisId, visitorId);
    const userId = await this.users.ensureUser(answers.email, visitorId, answers.name);
    const questionnaire = await this.questionnaires.insert({
      userId,
      visitorId,
      analysisId: analysisId ?? null,
      responses: { ...responses },
    });
    this.analytics.track(userId, 'questionnaire_completed', { questionnaireId: questionnaire.id, ...(analysisId ? { analysisId } : {}) }, origin);
    return { questionnaireId: questionnaire.id, userId };
  }

  /** This visitor's questionnaire, or the 404 of an unknown id. */
  async requireOwn(questionnaireId: string, visitorId: string | undefined): Promise<QuestionnaireEntity> {
    const questionnaire = await this.questionnaires.findOwn(questionnaireId, visitorId);
    if (questionnaire === null) throw questionnaireNotFound();
    return questionnaire;
  }

  /** For jobs and operations, which act for a visitor checked when the work was asked for. */
  findById(questionnaireId: string): Promise<QuestionnaireEntity | null> {
    return this.questionnaires.findById(questionnaireId);
  }

  findByIds(questionnaireIds: string[]): Promise<QuestionnaireEntity[]> {
    return this.questionnaires.findByIds(questionnaireIds);
  }

  /** Records which payment paid for the answers; false when another payment did, or this one paid for others. */
  markPaid(questionnaireId: string, paymentId: string): Promise<boolean> {
    return this.questionnaires.markPaid(questionnaireId, paymentId);
  }

  /** The spec's planDelivered flag, set when the coach's plan is delivered. */
  async markDelivered(questionnaireId: string, at: Date): Promise<void> {
    await this.questionnaires.markDelivered(questionnaireId, at);
  }

  /** For "download my data": the user's questionnaires, or with `madeBy` only those that visitor wrote. */
  listOfPerson(userId: string, madeBy: string | null): Promise<QuestionnaireEntity[]> {
    return this.questionnaires.listOfPerson(userId, madeBy);
  }
}

/** The stored answers as the plan writers read them (validated by SubmitQuestionnaireDto when stored). */
export function answersOf(questionnaire: QuestionnaireEntity): QuestionnaireAnswers {
  return questionnaire.responses as unknown as QuestionnaireAnswers;
}
