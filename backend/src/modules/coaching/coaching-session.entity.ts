import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A booked 1:1 video session (spec §3 coaching_sessions). */
@Entity({ name: 'coaching_sessions' })
export class CoachingSessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  /** The browser session that asked for it (one request per visitor, trainer and time). */
  @Column({ type: 'uuid', nullable: true })
  visitorId!: string | null;

  @Column({ type: 'uuid' })
  trainerId!: string;

  @Column({ type: 'timestamptz' })
  scheduledAt!: Date;

  /** 'requested' until the trainer confirms, then 'scheduled' (the spec's default, for sessions created confirmed). */
  @Column({ type: 'text', default: 'scheduled' })
  status!: string;

  @Column({ type: 'text', nullable: true })
  sessionNotes!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
