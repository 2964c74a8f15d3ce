import { Injectable } from '@nestjs/common';
import { JobName, type JobPayloads } from '../../../jobs/job-names';
import { type JobHandler, ProcessesJob } from '../../../jobs/job-processor';
import { AccessLinksService } from '../access-links.service';

@Injectable()
@ProcessesJob(JobName.SendAccessLink)
export class SendAccessLinkProcessor implements JobHandler<typeof JobName.SendAccessLink> {
  constructor(private readonly accessLinks: AccessLinksService) {}

  async handle(payload: JobPayloads[typeof JobName.SendAccessLink]): Promise<void> {
    await this.accessLinks.sendLink(payload.email);
  }
}
