import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { AiPlanJobEntity } from './ai-plan-job.entity';

export type NewAiPlanJob = Pick<AiPlanJobEntity, 'userId' | 'analysisId' | 'questionnaireId' | 'paymentId'>;

@Injectable()
export class AiPlanJobsRepository {
  constructor(@InjectRepository(AiPlanJobEntity) private readonly jobs: Repository<AiPlanJobEntity>) {}

  /** The payment's one plan job: created on the first call, the same row on every later one (unique on payment). */
  async insertOnce(job: NewAiPlanJob): Promise<{ job: AiPlanJobEntity; created: boolean }> {
    const result = await this.jobs
      .createQueryBuilder()
      .insert()
      .values(job)
      .orIgnore()
      .returning('id')
      .execute();
    const created = result.raw.length > 0;
    const row = await this.jobs.findOneByOrFail({ paymentId: job.paymentId });
    return { job: row, created };
  }

  async findByPaymentId(paymentId: string): Promise<AiPlanJobEntity | null> {
    return this.jobs.findOneBy({ paymentId });
  }

  async findById(id: string): Promise<AiPlanJobEntity | null> {
    return this.jobs.findOneBy({ id });
  }

  /** The analysis's latest plan job (a person may buy a second plan for one analysis; the page shows the latest). */
  async latestForAnalysis(analysisId: string): Promise<AiPlanJobEntity | null> {
    return this.jobs.findOne({ where: { analysisId }, order: { createdAt: 'DESC' } });
  }

  async update(id: string, changes: Partial<Omit<AiPlanJobEntity, 'id'>>): Promise<void> {
    await this.jobs.update({ id }, changes);
  }

  async countAttempt(id: string): Promise<void> {
    await this.jobs.increment({ id }, 'attempts', 1);
  }

  /** Every stored PDF of a person's plans, for deleting them with the person. */
  async pdfKeysOfUser(userId: string): Promise<string[]> {
    const rows = await this.jobs.find({ select: { pdfStorageKey: true }, where: { userId } });
    return rows.flatMap((row) => (row.pdfStorageKey === null ? [] : [row.pdfStorageKey]));
  }

  holdsAnyOfPersonSql(person: string): string {
    return `EXISTS (SELECT 1 FROM ${this.jobs.metadata.tableName} WHERE "userId" = ${person})`;
  }

  /** The stored PDFs of the plans made for these analyses. */
  async pdfKeysOfAnalyses(analysisIds: string[]): Promise<string[]> {
    if (analysisIds.length === 0) return [];
    const rows = await this.jobs.find({ select: { pdfStorageKey: true }, where: { analysisId: In(analysisIds) } });
    return rows.flatMap((row) => (row.pdfStorageKey === null ? [] : [row.pdfStorageKey]));
  }
}
