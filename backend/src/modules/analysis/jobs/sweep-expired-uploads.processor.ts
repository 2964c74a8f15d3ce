import { Injectable } from '@nestjs/common';
import { JobName, type JobPayloads } from '../../../jobs/job-names';
import { type JobHandler, ProcessesJob } from '../../../jobs/job-processor';
import { PhotoUploadsService } from '../photo-uploads.service';

@Injectable()
@ProcessesJob(JobName.SweepExpiredUploads)
export class SweepExpiredUploadsProcessor implements JobHandler<typeof JobName.SweepExpiredUploads> {
  constructor(private readonly photoUploads: PhotoUploadsService) {}

  async handle(_payload: JobPayloads[typeof JobName.SweepExpiredUploads]): Promise<void> {
    await this.photoUploads.sweepExpired();
  }
}
