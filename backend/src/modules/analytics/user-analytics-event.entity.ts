import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One analytics event: a visitor's action in the product (spec §3 user_analytics), e.g. a booking or a coming-soon view. */
@Entity({ name: 'user_analytics' })
export class UserAnalyticsEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'text' })
  actionType!: string;

  @Column({ type: 'jsonb', nullable: true })
  actionData!: Record<string, unknown> | null;

  @Column({ type: 'text', nullable: true })
  ipAddress!: string | null;

  @Column({ type: 'text', nullable: true })
  userAgent!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
