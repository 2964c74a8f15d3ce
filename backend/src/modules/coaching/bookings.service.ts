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
import { AnalysisService } from '../analysis/analysis.service';
import { AnalyticsService } from '../analytics/analytics.service';
import { UsersService } from '../users/users.service';
import { type BookingEmailKind, bookingEmail } from './booking-emails';
import { bookingNotFound, duplicateBooking, unknownTrainer } from './coaching.errors';
import type { CoachingSessionEntity } from './coaching-session.entity';
import { CoachingSessionsRepository } from './coaching-sessions.repository';
import type { BookingDto, InterestTrackedDto, TrackInterestDto } from './dto/track-interest.dto';
import { isBooking } from './dto/track-interest.dto';
import type { TrainerEntity } from './trainer.entity';
import { TrainersRepository } from './trainers.repository';
import { canonicalTimeZone } from './time-zone';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The picker's minimum is "now" in the browser: a minute of clock skew and form time is not "in the past". */
const PAST_GRACE_MS = 5 * 60 * 1000;

/**
 * POST /api/track-interest: a coaching booking is kept as a coaching_sessions row ('requested' until the trainer
 * confirms) and confirmed by email from a job; a coming-soon report is a funnel event. Both are recorded in analytics.
 */
@Injectable()
export class BookingsService {
  private readonly logger = new Logger(BookingsService.name);

  constructor(
    private readonly sessions: CoachingSessionsRepository,
    private readonly trainers: TrainersRepository,
    private readonly users: UsersService,
    private readonly analysis: AnalysisService,
    private readonly analytics: AnalyticsService,
    private readonly queue: QueuePort,
    private readonly email: EmailPort,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async trackInterest(body: TrackInterestDto, visitorId: string, origin: RequestOrigin): Promise<InterestTrackedDto> {
    if (!isBooking(body)) {
      const userId = await this.personOf(body.analysisId, visitorId);
      this.analytics.track(
        userId,
        'coming_soon_viewed',
        { type: body.type, ...(body.analysisId ? { analysisId: body.analysisId } : {}) },
        origin,
      );
      return { recorded: true };
    }
    return { recorded: true, booking: await this.requestBooking(body, visitorId, origin) };
  }

  private async requestBooking(body: TrackInterestDto, visitorId: string, origin: RequestOrigin): Promise<BookingDto> {
    if (body.type !== 'coaching') throw new RequestValidationError({ type: ["a booking's type must be coaching"] });
    const trainer = await this.trainerOf(body);
    const scheduledAt = this.bookableTime(body.scheduledAt!);
    const userId = await this.users.ensureUser(body.userEmail!, visitorId, body.userName);
    const session = await this.sessions.insertUnlessDuplicate({
      userId,
      visitorId,
      trainerId: trainer.id,
      scheduledAt,
      status: NEW_COACHING_SESSION_STATUS,
      sessionNotes: body.message ? body.message : null,
      // The DTO accepted only a zone Intl knows; kept by its canonical name ("europe/berlin" → "Europe/Berlin").
      timeZone: body.timeZone ? canonicalTimeZone(body.timeZone) : null,
    });
    if (session === null) throw duplicateBooking();
    await this.enqueueEmail(session.id, NEW_COACHING_SESSION_STATUS);
    this.analytics.track(
      userId,
      'booking_requested',
      { sessionId: session.id, trainerId: trainer.id, scheduledAt: scheduledAt.toISOString() },
      origin,
    );
    return toBooking(session, trainer);
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

  /** Whose analysis the visitor came from, when it is theirs to see; otherwise the event has no person. */
  private async personOf(analysisId: string | undefined, visitorId: string): Promise<string | null> {
    if (analysisId === undefined) return null;
    try {
      return (await this.analysis.requireVisible(analysisId, visitorId)).userId;
    } catch {
      return null;
    }
  }

  /** Operations: sessions by status, soonest first. */
  async list(status: CoachingSessionStatus | 'all', limit: number): Promise<BookingDto[]> {
    const sessions = await this.sessions.list(status, limit);
    const trainers = new Map((await this.trainers.listAll()).map((trainer) => [trainer.id, trainer]));
    return sessions.flatMap((session) => {
      const trainer = trainers.get(session.trainerId);
      return trainer ? [toBooking(session, trainer)] : [];
    });
  }

  /** The trainer confirmed: 'scheduled', and the visitor is told (once). */
  async confirm(sessionId: string): Promise<BookingDto> {
    const confirmed = await this.sessions.confirm(sessionId);
    const session = await this.sessions.findById(sessionId);
    if (session === null) throw bookingNotFound();
    const trainer = await this.trainers.findById(session.trainerId);
    if (trainer === null) throw bookingNotFound();
    if (confirmed) await this.enqueueEmail(session.id, 'scheduled');
    return toBooking(session, trainer);
  }

  /** Job: the email about one booking; nothing when the booking (or person) was deleted since. */
  async sendEmail(sessionId: string, kind: BookingEmailKind): Promise<void> {
    const session = await this.sessions.findById(sessionId);
    if (session === null || session.userId === null) return;
    const [trainer, to, name] = await Promise.all([
      this.trainers.findById(session.trainerId),
      this.users.findEmail(session.userId),
      this.users.findUsername(session.userId),
    ]);
    if (trainer === null || to === null) return;
    await this.email.send(
      bookingEmail(kind, {
        sessionId: session.id,
        to,
        name,
        trainerName: trainer.name,
        scheduledAt: session.scheduledAt,
        timeZone: session.timeZone,
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

function toBooking(session: CoachingSessionEntity, trainer: TrainerEntity): BookingDto {
  return {
    id: session.id,
    status: session.status,
    trainerName: trainer.name,
    scheduledAt: session.scheduledAt.toISOString(),
    sessionCost: trainer.hourlyRate,
  };
}
