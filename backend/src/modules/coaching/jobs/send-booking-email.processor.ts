import { Injectable } from '@nestjs/common';
import { JobName, type JobPayloads } from '../../../jobs/job-names';
import { type JobHandler, ProcessesJob } from '../../../jobs/job-processor';
import { BookingsService } from '../bookings.service';

@Injectable()
@ProcessesJob(JobName.SendBookingEmail)
export class SendBookingEmailProcessor implements JobHandler<typeof JobName.SendBookingEmail> {
  constructor(private readonly bookings: BookingsService) {}

  handle({ sessionId, kind }: JobPayloads[typeof JobName.SendBookingEmail]): Promise<void> {
    return this.bookings.sendEmail(sessionId, kind);
  }
}
