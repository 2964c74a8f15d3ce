import { Injectable, Logger } from '@nestjs/common';
import { BOOKING_MAX_DAYS_AHEAD, type CoachingSessionStatus, NEW_COACHING_SESSION_STATUS } from '@fitness/contracts';
import { Clock } from '../../common/clock';
import { RequestValidationError } from '../../common/errors/api-error';
import { AppConfig } from '../../config/app-config';
import { bookingTimeOutOfRange } from './coaching.errors';
import type { RequestOrigin } from '../../common/http/request-origin';
import { EmailPort } from '../../infra/email/email.port';
import { QueuePort } from '../../infra/queue/queue.port';
import { JobName } from '../../jobs/job-names';
import { AnalyticsService } from '../analytics/analytics.service';
import { UsersService } from '../users/users.service';
import { type BookingEmailKind, bookingEmail } from './booking-emails';
import { bookingNotFound, duplicateBooking, unknownTrainer } from './coaching.errors';
import type { BookingEntity } from './booking.entity';
import { BookingsRepository } from './bookings.repository';
import type { BookingDto, TrackInterestDto } from './dto/track-interest.dto';
import type { TrainerEntity } from './trainer.entity';
import { TrainersRepository } from './trainers.repository';
import { canonicalTimeZone } from './time-zone';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The picker's minimum is "now" in the browser: a minute of clock skew and form time is not "in the past". */
const PAST_GRACE_MS = 5 * 60 * 1000;

/**
 * Bookings: a visitor asks a trainer for a 1:1 session (POST /api/track-interest with booking fields); it is kept as a
 * coaching_sessions row, 'requested' until the trainer confirms it ('scheduled'), and each step is emailed from a job
 * and recorded as an analytics event.
 */
@Injectable()
export class BookingsService {
  private readonly logger = new Logger(BookingsService.name);

  constructor(
    private readonly bookings: BookingsRepository,
    private readonly trainers: TrainersRepository,
    private readonly users: UsersService,
    private readonly analytics: AnalyticsService,
    private readonly queue: QueuePort,
    private readonly email: EmailPort,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** A new booking: the trainer, a time from now to BOOKING_MAX_DAYS_AHEAD days ahead, the person found by email. */
  async request(body: TrackInterestDto, visitorId: string, origin: RequestOrigin): Promise<BookingDto> {
    if (body.type !== 'coaching') throw new RequestValidationError({ type: ["a booking's type must be coaching"] });
    const trainer = await this.trainerOf(body);
    const scheduledAt = this.bookableTime(body.scheduledAt!);
    const userId = await this.users.ensureUser(body.userEmail!, visitorId, body.userName);
    const booking = await this.bookings.insertUnlessDuplicate({
      userId,
      visitorId,
      trainerId: trainer.id,
      scheduledAt,
      status: NEW_COACHING_SESSION_STATUS,
      sessionNotes: body.message ? body.message : null,
      // The DTO accepted only a zone Intl knows; kept by its canonical name ("europe/berlin" → "Europe/Berlin").
      timeZone: body.timeZone ? canonicalTimeZone(body.timeZone) : null,
    });
    if (booking === null) throw duplicateBooking();
    await this.enqueueEmail(booking.id, NEW_COACHING_SESSION_STATUS);
    this.analytics.track(
      userId,
      'booking_requested',
      { sessionId: booking.id, trainerId: trainer.id, scheduledAt: scheduledAt.toISOString() },
      origin,
    );
    return toBookingDto(booking, trainer);
  }

  /** The trainer named by id (when sent) or by name; both must agree. Unknown → 400 naming the field. */
  private async trainerOf(body: TrackInterestDto): Promise<TrainerEntity> {
    if (body.trainerId !== undefined) {
      const trainer = await this.trainers.findById(body.trainerId);
      if (trainer === null) throw unknownTrainer('trainerId');
      if (body.trainerName !== undefined && trainer.name.toLowerCase() !== body.trainerName.trim().toLowerCase()) {
        throw unknownTrainer('trainerName');
      }
      return trainer;
    }
    const trainer = await this.trainers.findByName(body.trainerName!);
    if (trainer === null) throw unknownTrainer('trainerName');
    return trainer;
  }

  /** Not in the past, at most BOOKING_MAX_DAYS_AHEAD days ahead. */
  private bookableTime(text: string): Date {
    const at = new Date(text);
    const now = this.clock.now().getTime();
    if (at.getTime() < now - PAST_GRACE_MS) throw bookingTimeOutOfRange('scheduledAt must not be in the past');
    if (at.getTime() > now + BOOKING_MAX_DAYS_AHEAD * DAY_MS) {
      throw bookingTimeOutOfRange(`scheduledAt must be within ${BOOKING_MAX_DAYS_AHEAD} days`);
    }
    return at;
  }

  /** Operations: bookings by status, soonest first. */
  async list(status: CoachingSessionStatus | 'all', limit: number): Promise<BookingDto[]> {
    const bookings = await this.bookings.list(status, limit);
    const trainers = new Map((await this.trainers.listAll()).map((trainer) => [trainer.id, trainer]));
    return bookings.flatMap((booking) => {
      const trainer = trainers.get(booking.trainerId);
      return trainer ? [toBookingDto(booking, trainer)] : [];
    });
  }

  /** The trainer confirmed: 'scheduled', and the visitor is told (once). */
  async confirm(sessionId: string): Promise<BookingDto> {
    const confirmed = await this.bookings.confirm(sessionId);
    const booking = await this.bookings.findById(sessionId);
    if (booking === null) throw bookingNotFound();
    const trainer = await this.trainers.findById(booking.trainerId);
    if (trainer === null) throw bookingNotFound();
    if (confirmed) await this.enqueueEmail(booking.id, 'scheduled');
    return toBookingDto(booking, trainer);
  }

  /** Job: the email about one booking; nothing when the booking (or person) was deleted since. */
  async sendEmail(sessionId: string, kind: BookingEmailKind): Promise<void> {
    const booking = await this.bookings.findById(sessionId);
    if (booking === null || booking.userId === null) return;
    const [trainer, to, name] = await Promise.all([
      this.trainers.findById(booking.trainerId),
      this.users.findEmail(booking.userId),
      this.users.findUsername(booking.userId),
    ]);
    if (trainer === null || to === null) return;
    await this.email.send(
      bookingEmail(kind, {
        sessionId: booking.id,
        to,
        name,
        trainerName: trainer.name,
        scheduledAt: booking.scheduledAt,
        timeZone: booking.timeZone,
        hourlyRate: trainer.hourlyRate,
        senderEmail: addressOf(this.config.EMAIL_FROM),
        sentAt: this.clock.now(),
      }),
    );
    this.logger.log({ sessionId, kind }, 'Booking email sent');
  }

  private async enqueueEmail(sessionId: string, kind: BookingEmailKind): Promise<void> {
    await this.queue.enqueue(
      JobName.SendBookingEmail,
      { sessionId, kind },
      { jobId: `booking-email-${kind}-${sessionId}` },
    );
  }
}

/** The address in a From header: "Fitness <no-reply@fitness.local>" → "no-reply@fitness.local". */
function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

function toBookingDto(booking: BookingEntity, trainer: TrainerEntity): BookingDto {
  return {
    id: booking.id,
    status: booking.status,
    trainerName: trainer.name,
    scheduledAt: booking.scheduledAt.toISOString(),
    sessionCost: trainer.hourlyRate,
  };
}
