import { Injectable } from '@nestjs/common';
import { JobName, type JobPayloads } from '../../../jobs/job-names';
import { type JobHandler, ProcessesJob } from '../../../jobs/job-processor';
import { PhotosService } from '../photos.service';

@Injectable()
@ProcessesJob(JobName.SweepExpiredUploads)
export class SweepExpiredUploadsProcessor implements JobHandler<typeof JobName.SweepExpiredUploads> {
  constructor(private readonly photos: PhotosService) {}

  async handle(_payload: JobPayloads[typeof JobName.SweepExpiredUploads]): Promise<void> {
    await this.photos.sweepExpired();
  }
}
