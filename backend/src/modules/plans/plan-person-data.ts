import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AnalysisService } from '../analysis/analysis.service';
import type { PersonDataHolder } from '../users/person-data';
import { AiPlanJobsRepository } from './ai-plan/ai-plan-jobs.repository';
import { QuestionnairesRepository } from './questionnaire/questionnaires.repository';

/**
 * The plans module's rows of a person, for "Delete my data": the visitor's questionnaires, and the AI plans made for
 * the visitor's analyses (the rows go with their analysis, by cascade; their PDFs are stored files, deleted first).
 */
@Injectable()
export class PlanPersonData implements PersonDataHolder {
  constructor(
    private readonly questionnaires: QuestionnairesRepository,
    private readonly jobs: AiPlanJobsRepository,
    private readonly analyses: AnalysisService,
  ) {}

  deleteMadeBy(manager: EntityManager, userId: string, visitorId: string): Promise<void> {
    return this.questionnaires.deleteMadeBy(manager, userId, visitorId);
  }

  holdsAnyOfPersonSql(person: string): string {
    return `(${this.questionnaires.holdsAnyOfPersonSql(person)} OR ${this.jobs.holdsAnyOfPersonSql(person)})`;
  }

  async storedFilesMadeBy(userId: string, visitorId: string): Promise<string[]> {
    return this.jobs.pdfKeysOfAnalyses(await this.analyses.analysisIdsMadeBy(userId, visitorId));
  }
}
