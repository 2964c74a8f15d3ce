import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { QuestionnaireEntity } from './questionnaire.entity';

export type NewQuestionnaire = Partial<Pick<QuestionnaireEntity, 'userId' | 'responses' | 'paymentId'>>;

@Injectable()
export class QuestionnairesRepository {
  constructor(@InjectRepository(QuestionnaireEntity) private readonly questionnaires: Repository<QuestionnaireEntity>) {}

  async insert(questionnaire: NewQuestionnaire): Promise<QuestionnaireEntity> {
    return this.questionnaires.save(this.questionnaires.create(questionnaire));
  }

  async findById(id: string): Promise<QuestionnaireEntity | null> {
    return this.questionnaires.findOneBy({ id });
  }

  /** Marks the questionnaire paid and complete; false when it is not this person's. */
  async linkPayment(id: string, userId: string, paymentId: string): Promise<boolean> {
    const result = await this.questionnaires.update({ id, userId }, { paymentId, isCompleted: true });
    return (result.affected ?? 0) > 0;
  }
}
