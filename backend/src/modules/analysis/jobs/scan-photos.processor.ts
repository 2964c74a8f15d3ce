import { Injectable } from '@nestjs/common';
import { JobName, type JobPayloads, type PhotoMeasurement } from '../../../jobs/job-names';
import { type JobHandler, ProcessesJob } from '../../../jobs/job-processor';
import { PhotoMeasurementService } from '../photo-measurement.service';
import { PhotoUploadsService } from '../photo-uploads.service';

/**
 * Measures an analysis's two photos on this process's scan threads: the worker's with REDIS_URL, the API's
 * otherwise. The analysis waits for the answer; it deletes the photos itself whatever comes back.
 */
@Injectable()
@ProcessesJob(JobName.ScanPhotos)
export class ScanPhotosProcessor implements JobHandler<typeof JobName.ScanPhotos> {
  constructor(
    private readonly photoUploads: PhotoUploadsService,
    private readonly measurement: PhotoMeasurementService,
  ) {}

  async handle({
    frontKey,
    sideKey,
    heightCm,
    deadlineAt,
  }: JobPayloads[typeof JobName.ScanPhotos]): Promise<PhotoMeasurement> {
    const [front, side] = await Promise.all([
      this.photoUploads.readPhoto(frontKey),
      this.photoUploads.readPhoto(sideKey),
    ]);
    return this.measurement.measureHere(front.bytes, side.bytes, heightCm, deadlineAt);
  }
}
