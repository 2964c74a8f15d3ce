import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AiPlanStatus } from '@fitness/contracts';

/** One AI-plan payment's plan: made once (unique on the payment), with where the job is for the page to show. */
@Entity({ name: 'ai_plan_jobs' })
export class AiPlanJobEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'uuid' })
  analysisId!: string;

  @Column({ type: 'uuid' })
  questionnaireId!: string;

  @Column({ type: 'uuid', unique: true })
  paymentId!: string;

  @Column({ type: 'text', default: 'queued' })
  status!: AiPlanStatus;

  /** Who wrote the plan: 'openai' or 'built-in' (also when the model's answer was refused). */
  @Column({ type: 'text', nullable: true })
  generator!: string | null;

  /** Why a failed job failed, for support; never shown as is. */
  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'text', nullable: true })
  pdfStorageKey!: string | null;

  @Column({ type: 'integer', nullable: true })
  pdfBytes!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt!: Date | null;
}
