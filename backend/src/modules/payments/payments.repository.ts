import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { centsToDecimal } from './money';
import { PaymentEntity } from './payment.entity';

export interface NewPayment {
  stripePaymentIntentId: string;
  amountCents: number;
  userId?: string | null;
  currency?: string;
  status?: string | null;
  planType?: string | null;
  metadata?: Record<string, unknown> | null;
}

@Injectable()
export class PaymentsRepository {
  constructor(@InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>) {}

  /** Records a payment intent; fails with a unique violation if the intent is already recorded. */
  async insert(payment: NewPayment): Promise<PaymentEntity> {
    const { amountCents, ...rest } = payment;
    return this.payments.save(this.payments.create({ ...rest, amount: centsToDecimal(amountCents) }));
  }

  async findByIntentId(stripePaymentIntentId: string): Promise<PaymentEntity | null> {
    return this.payments.findOneBy({ stripePaymentIntentId });
  }
}
