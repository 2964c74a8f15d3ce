import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A payment intent and its outcome (spec §3 payments). */
@Entity({ name: 'payments' })
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'text', unique: true })
  stripePaymentIntentId!: string;

  /** Dollars as an exact decimal string ("19.99"): numeric(10,2) never goes through a float. */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  amount!: string | null;

  @Column({ type: 'text', default: 'usd' })
  currency!: string;

  @Column({ type: 'text', nullable: true })
  status!: string | null;

  @Column({ type: 'text', nullable: true })
  planType!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  metadata!: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
