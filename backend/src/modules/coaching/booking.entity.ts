import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type CoachingSessionStatus, NEW_COACHING_SESSION_STATUS } from '@fitness/contracts';

/**
 * A booking: a visitor's request for a 1:1 video session with a trainer, 'requested' until the trainer confirms it,
 * then 'scheduled' (spec §3 coaching_sessions, the table's name).
 */
@Entity({ name: 'coaching_sessions' })
export class BookingEntity {
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

  /** NEW_COACHING_SESSION_STATUS ('requested') until the trainer confirms, then 'scheduled'. */
  @Column({ type: 'text', default: NEW_COACHING_SESSION_STATUS })
  status!: CoachingSessionStatus;

  @Column({ type: 'text', nullable: true })
  sessionNotes!: string | null;

  /** The visitor's IANA time zone as their browser named it (canonical); null: unknown, emails show UTC only. */
  @Column({ type: 'text', nullable: true })
  timeZone!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
