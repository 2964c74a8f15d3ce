import { Injectable } from '@nestjs/common';
import { JobName, type JobPayloads } from '../../../jobs/job-names';
import { type JobHandler, ProcessesJob } from '../../../jobs/job-processor';
import { FulfilmentService } from '../fulfilment.service';
import { OrderEmailsService } from '../order-emails.service';

/** The provider confirmed a payment (the built-in provider's payment_intent.succeeded): fulfil it. */
@Injectable()
@ProcessesJob(JobName.FulfilPayment)
export class FulfilPaymentProcessor implements JobHandler<typeof JobName.FulfilPayment> {
  constructor(private readonly fulfilment: FulfilmentService) {}

  async handle({ paymentIntentId }: JobPayloads[typeof JobName.FulfilPayment]): Promise<void> {
    await this.fulfilment.fulfil(paymentIntentId);
  }
}

@Injectable()
@ProcessesJob(JobName.SendOrderEmail)
export class SendOrderEmailProcessor implements JobHandler<typeof JobName.SendOrderEmail> {
  constructor(private readonly emails: OrderEmailsService) {}

  handle({ kind, paymentId, note }: JobPayloads[typeof JobName.SendOrderEmail]): Promise<void> {
    return this.emails.send(kind, paymentId, note);
  }
}
