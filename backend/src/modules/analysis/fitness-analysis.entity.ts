import type { AnalysisResults, UserStats } from '@fitness/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One analysis of a user's stats and optional photos (spec §3 fitness_analyses). JSON payloads are jsonb. */
@Entity({ name: 'fitness_analyses' })
export class FitnessAnalysisEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  /** The anonymous visitor (browser session) that made it; null for rows from before sessions existed. */
  @Column({ type: 'uuid', nullable: true })
  visitorId!: string | null;

  @Column({ type: 'text', nullable: true })
  frontPhotoPath!: string | null;

  @Column({ type: 'text', nullable: true })
  sidePhotoPath!: string | null;

  @Column({ type: 'jsonb' })
  analysisResults!: AnalysisResults;

  @Column({ type: 'jsonb' })
  userStats!: UserStats;

  @Column({ type: 'jsonb', nullable: true })
  planPreview!: Record<string, unknown> | null;

  @Column({ type: 'boolean', default: false })
  hasExpertPlan!: boolean;

  @Column({ type: 'boolean', default: false })
  hasAiPlan!: boolean;

  @Column({ type: 'jsonb', nullable: true })
  aiGeneratedPlan!: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
