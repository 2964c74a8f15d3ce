import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A booked 1:1 video session (spec §3 coaching_sessions). */
@Entity({ name: 'coaching_sessions' })
export class CoachingSessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'uuid' })
  trainerId!: string;

  @Column({ type: 'timestamptz' })
  scheduledAt!: Date;

  @Column({ type: 'text', default: 'scheduled' })
  status!: string;

  @Column({ type: 'text', nullable: true })
  sessionNotes!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
