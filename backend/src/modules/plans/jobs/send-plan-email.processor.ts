import { Injectable } from '@nestjs/common';
import { JobName, type JobPayloads } from '../../../jobs/job-names';
import { type JobHandler, ProcessesJob } from '../../../jobs/job-processor';
import { ExpertOrdersService } from '../expert-orders.service';

@Injectable()
@ProcessesJob(JobName.SendPlanEmail)
export class SendPlanEmailProcessor implements JobHandler<typeof JobName.SendPlanEmail> {
  constructor(private readonly orders: ExpertOrdersService) {}

  handle({ kind, questionnaireId, note }: JobPayloads[typeof JobName.SendPlanEmail]): Promise<void> {
    return this.orders.sendEmail(kind, questionnaireId, note);
  }
}
