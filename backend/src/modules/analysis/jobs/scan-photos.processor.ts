import { Injectable } from '@nestjs/common';
import { JobName, type JobPayloads, type PhotoMeasurement } from '../../../jobs/job-names';
import { type JobHandler, ProcessesJob } from '../../../jobs/job-processor';
import { PhotoMeasurementService } from '../photo-measurement.service';
import { PhotosService } from '../photos.service';

/**
 * Measures an analysis's two photos on this process's scan threads: the worker's with REDIS_URL, the API's
 * otherwise. The one read of the photos' bytes; a photo that cannot be read comes back as a refusal the analysis
 * answers with. The photos are deleted when the analysis is answered (PhotosService), not here.
 */
@Injectable()
@ProcessesJob(JobName.ScanPhotos)
export class ScanPhotosProcessor implements JobHandler<typeof JobName.ScanPhotos> {
  constructor(
    private readonly photos: PhotosService,
    private readonly measurement: PhotoMeasurementService,
  ) {}

  async handle({
    frontKey,
    sideKey,
    heightCm,
    deadlineAt,
  }: JobPayloads[typeof JobName.ScanPhotos]): Promise<PhotoMeasurement> {
    const read = await this.photos.readForScan({ frontPhotoURL: frontKey, sidePhotoURL: sideKey });
    if (!read.ok) return read;
    return this.measurement.measureHere(read.front, read.side, heightCm, deadlineAt);
  }
}
