import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The paid-plan intake answers (spec §3 questionnaires). */
@Entity({ name: 'questionnaires' })
export class QuestionnaireEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  /** The browser session that wrote it: only that visitor may pay for it or read it back. */
  @Column({ type: 'uuid', nullable: true })
  visitorId!: string | null;

  /** The analysis the plan is for (the AI plan needs one; the expert plan may come without). */
  @Column({ type: 'uuid', nullable: true })
  analysisId!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  responses!: Record<string, unknown> | null;

  @Column({ type: 'uuid', nullable: true })
  paymentId!: string | null;

  @Column({ type: 'boolean', default: false })
  isCompleted!: boolean;

  @Column({ type: 'boolean', default: false })
  planDelivered!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  planDeliveredAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
