import { Injectable } from '@nestjs/common';
import { JobName } from '../../../jobs/job-names';
import { type JobHandler, ProcessesJob } from '../../../jobs/job-processor';
import { AnalyticsService } from '../analytics.service';

@Injectable()
@ProcessesJob(JobName.PurgeExpiredAnalytics)
export class PurgeExpiredAnalyticsProcessor implements JobHandler<typeof JobName.PurgeExpiredAnalytics> {
  constructor(private readonly analytics: AnalyticsService) {}

  async handle(): Promise<void> {
    await this.analytics.purgeExpired();
  }
}
