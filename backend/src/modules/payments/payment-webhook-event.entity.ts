import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A provider event already processed: Stripe may deliver one more than once, and each counts once. */
@Entity({ name: 'payment_webhook_events' })
export class PaymentWebhookEventEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ type: 'text', nullable: true })
  paymentIntentId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt!: Date;
}
