import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { PaymentIntentStatus } from './payment-provider.port';

/** An intent of the built-in test provider: what Stripe would keep on its side, kept in our database instead. */
@Entity({ name: 'embedded_payment_intents' })
export class EmbeddedPaymentIntentEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  clientSecret!: string;

  @Column({ type: 'text' })
  idempotencyKey!: string;

  @Column({ type: 'integer' })
  amountCents!: number;

  @Column({ type: 'text' })
  currency!: string;

  @Column({ type: 'text' })
  status!: PaymentIntentStatus;

  @Column({ type: 'jsonb' })
  metadata!: Record<string, string>;

  /** The person it was made for, so deleting a person deletes their intents too (from metadata.userId). */
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'text', nullable: true })
  lastErrorMessage!: string | null;

  @Column({ type: 'text', nullable: true })
  cardLast4!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
