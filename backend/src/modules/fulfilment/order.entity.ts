import type { PlanType } from '@fitness/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * What one succeeded payment bought: made once per payment (unique paymentId), by whichever of the webhook, the
 * provider's confirmation or the buyer's return page fulfils it first. An expert order waits for its intake until a
 * questionnaire is attached; each email of the order is sent once, claimed by its column.
 */
@Entity({ name: 'orders' })
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', unique: true })
  paymentId!: string;

  @Column({ type: 'text' })
  planType!: PlanType;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'uuid', nullable: true })
  analysisId!: string | null;

  /** The buyer's answers (the intake); null while an expert order awaits them. */
  @Column({ type: 'uuid', nullable: true, unique: true })
  questionnaireId!: string | null;

  /** When the answers arrived (with the payment, or later): the coach's 48 hours run from here. */
  @Column({ type: 'timestamptz', nullable: true })
  intakeAt!: Date | null;

  /** SHA-256 of the emailed intake link's token, while the intake is missing. */
  @Column({ type: 'text', nullable: true, unique: true })
  intakeTokenHash!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmationEmailAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  intakeEmailAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  readyEmailAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  deliveryEmailAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
