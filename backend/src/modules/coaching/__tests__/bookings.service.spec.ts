import { randomUUID } from 'node:crypto';
import { BOOKING_MAX_DAYS_AHEAD, NEW_COACHING_SESSION_STATUS } from '@fitness/contracts';
import { strictFake } from '../../../../test/support/strict-fake';
import type { Clock } from '../../../common/clock';
import { type ApiError, RequestValidationError } from '../../../common/errors/api-error';
import type { AppConfig } from '../../../config/app-config';
import type { EmailMessage, EmailPort } from '../../../infra/email/email.port';
import type { QueuePort } from '../../../infra/queue/queue.port';
import { JobName } from '../../../jobs/job-names';
import type { AnalyticsService } from '../../analytics/analytics.service';
import type { UsersService } from '../../users/users.service';
import { BookingsService } from '../bookings.service';
import type { BookingEntity } from '../booking.entity';
import type { BookingsRepository, NewBooking } from '../bookings.repository';
import { bookingNotFound, bookingTimeOutOfRange, duplicateBooking, unknownTrainer } from '../coaching.errors';
import type { TrackInterestDto } from '../dto/track-interest.dto';
import type { TrainerEntity } from '../trainer.entity';
import type { TrainersRepository } from '../trainers.repository';

// The booking rules without a database: when a session may be asked for, with whom, what is stored and which emails
// and events follow. Every port is a strict fake, and the bookings fake keeps the table's unique key (one request per
// visitor, trainer and time).

const NOW = new Date('2026-11-27T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const VISITOR = randomUUID();
const PERSON = randomUUID();
const ORIGIN = { ipAddress: '192.0.2.10', userAgent: 'Test/1.0' };

const SAM: TrainerEntity = {
  id: randomUUID(),
  name: 'Sam Rivera',
  avatar: null,
  certifications: 'NASM-CPT',
  experience: 8,
  specialization: 'Strength',
  rating: 5,
  hourlyRate: 85,
};

function answer(error: ApiError) {
  return { status: error.getStatus(), code: error.code, details: error.details };
}

function booking(overrides: Partial<TrackInterestDto> = {}): TrackInterestDto {
  return {
    type: 'coaching',
    trainerName: SAM.name,
    userEmail: 'jo@example.test',
    userName: 'Jo Bloggs',
    scheduledAt: new Date(NOW.getTime() + 2 * DAY_MS).toISOString(),
    ...overrides,
  };
}

function world(options: { emailOf?: Record<string, string> } = {}) {
  const bookings = new Map<string, BookingEntity>();
  const people: Array<{ email: string; visitorId: string; username?: string }> = [];
  const tracked: unknown[][] = [];
  const jobs = new Map<string, { name: string; payload: unknown }>();
  const sent: EmailMessage[] = [];

  const bookingsTable = strictFake<BookingsRepository>('BookingsRepository', {
    insertUnlessDuplicate: (candidate: NewBooking) => {
      const duplicate = [...bookings.values()].some(
        (row) =>
          row.visitorId === candidate.visitorId &&
          row.trainerId === candidate.trainerId &&
          row.scheduledAt.getTime() === candidate.scheduledAt.getTime(),
      );
      if (duplicate) return Promise.resolve(null);
      const row = { ...candidate, id: randomUUID(), createdAt: NOW };
      bookings.set(row.id, row);
      return Promise.resolve(row);
    },
    findById: (id: string) => Promise.resolve(bookings.get(id) ?? null),
    confirm: (id: string) => {
      const row = bookings.get(id);
      if (row?.status !== 'requested') return Promise.resolve(false);
      bookings.set(id, { ...row, status: 'scheduled' });
      return Promise.resolve(true);
    },
  });
  const trainers = strictFake<TrainersRepository>('TrainersRepository', {
    findById: (id: string) => Promise.resolve(id === SAM.id ? SAM : null),
    findByName: (name: string) => Promise.resolve(name.trim().toLowerCase() === SAM.name.toLowerCase() ? SAM : null),
  });
  const users = strictFake<UsersService>('UsersService', {
    ensureUser: (email: string, visitorId: string, username?: string) => {
      people.push({ email, visitorId, username });
      return Promise.resolve(PERSON);
    },
    findEmail: (userId: string) => Promise.resolve(options.emailOf?.[userId] ?? null),
    findUsername: () => Promise.resolve('Jo Bloggs'),
  });
  const analytics = strictFake<AnalyticsService>('AnalyticsService', {
    track: (...event: unknown[]) => void tracked.push(event),
  });
  const queue = strictFake<QueuePort>('QueuePort', {
    enqueue: (name: string, payload: unknown, enqueueOptions?: { jobId?: string }) => {
      const jobId = enqueueOptions?.jobId ?? randomUUID();
      if (!jobs.has(jobId)) jobs.set(jobId, { name, payload });
      return Promise.resolve();
    },
  });
  const email = strictFake<EmailPort>('EmailPort', {
    send: (message: EmailMessage) => {
      sent.push(message);
      return Promise.resolve();
    },
  });
  const clock = strictFake<Clock>('Clock', { now: () => NOW });
  const config = strictFake<AppConfig>('AppConfig', { EMAIL_FROM: 'Fitness <hello@fitness.test>' });

  const service = new BookingsService(bookingsTable, trainers, users, analytics, queue, email, clock, config);
  const emailJobs = () => [...jobs.values()].filter((job) => job.name === JobName.SendBookingEmail).map((job) => job.payload);
  return { service, bookings, people, tracked, emailJobs, sent };
}

describe('BookingsService (strict fakes, no database)', () => {
  it("keeps a booking as 'requested', queues its email, records the event and answers the trainer's price", async () => {
    const w = world();
    const body = booking({ message: 'Knee-friendly, please', timeZone: 'europe/berlin' });

    const result = await w.service.request(body, VISITOR, ORIGIN);

    const [stored] = [...w.bookings.values()];
    expect(stored).toMatchObject({
      userId: PERSON,
      visitorId: VISITOR,
      trainerId: SAM.id,
      status: NEW_COACHING_SESSION_STATUS,
      sessionNotes: 'Knee-friendly, please',
      timeZone: 'Europe/Berlin',
    });
    expect(w.people).toEqual([{ email: body.userEmail, visitorId: VISITOR, username: body.userName }]);
    expect(result).toEqual({
      id: stored.id,
      status: NEW_COACHING_SESSION_STATUS,
      trainerName: SAM.name,
      scheduledAt: body.scheduledAt,
      sessionCost: SAM.hourlyRate,
    });
    expect(w.emailJobs()).toEqual([{ sessionId: stored.id, kind: NEW_COACHING_SESSION_STATUS }]);
    expect(w.tracked).toEqual([
      [PERSON, 'booking_requested', { sessionId: stored.id, trainerId: SAM.id, scheduledAt: body.scheduledAt }, ORIGIN],
    ]);
  });

  it('stores no message and no time zone when none were given', async () => {
    const w = world();

    await w.service.request(booking({ message: '' }), VISITOR, ORIGIN);

    expect([...w.bookings.values()][0]).toMatchObject({ sessionNotes: null, timeZone: null });
  });

  it('refuses a time in the past, allowing five minutes of clock skew', async () => {
    const w = world();
    const sixMinutesAgo = new Date(NOW.getTime() - 6 * 60_000).toISOString();
    const fourMinutesAgo = new Date(NOW.getTime() - 4 * 60_000).toISOString();

    await expect(w.service.request(booking({ scheduledAt: sixMinutesAgo }), VISITOR, ORIGIN)).rejects.toMatchObject(
      answer(bookingTimeOutOfRange('scheduledAt must not be in the past')),
    );
    expect(w.bookings.size).toBe(0);
    await expect(w.service.request(booking({ scheduledAt: fourMinutesAgo }), VISITOR, ORIGIN)).resolves.toMatchObject({
      scheduledAt: fourMinutesAgo,
    });
  });

  it(`refuses a time more than ${BOOKING_MAX_DAYS_AHEAD} days ahead, and takes one on the last day`, async () => {
    const w = world();
    const lastMoment = new Date(NOW.getTime() + BOOKING_MAX_DAYS_AHEAD * DAY_MS).toISOString();
    const tooFar = new Date(NOW.getTime() + BOOKING_MAX_DAYS_AHEAD * DAY_MS + 60_000).toISOString();

    await expect(w.service.request(booking({ scheduledAt: tooFar }), VISITOR, ORIGIN)).rejects.toMatchObject(
      answer(bookingTimeOutOfRange(`scheduledAt must be within ${BOOKING_MAX_DAYS_AHEAD} days`)),
    );
    await expect(w.service.request(booking({ scheduledAt: lastMoment }), VISITOR, ORIGIN)).resolves.toMatchObject({
      scheduledAt: lastMoment,
    });
  });

  it('refuses a trainer we do not have, naming the field that named them, and stores nothing', async () => {
    const w = world();

    await expect(
      w.service.request(booking({ trainerName: 'Nobody Atall' }), VISITOR, ORIGIN),
    ).rejects.toMatchObject(answer(unknownTrainer('trainerName')));
    await expect(
      w.service.request(booking({ trainerName: undefined, trainerId: randomUUID() }), VISITOR, ORIGIN),
    ).rejects.toMatchObject(answer(unknownTrainer('trainerId')));
    await expect(
      w.service.request(booking({ trainerId: SAM.id, trainerName: 'Someone Else' }), VISITOR, ORIGIN),
    ).rejects.toMatchObject(answer(unknownTrainer('trainerName')));
    expect(w.bookings.size + w.people.length + w.tracked.length).toBe(0);
  });

  it('takes a trainer id with the same name in any letter case and spacing', async () => {
    const w = world();

    const result = await w.service.request(booking({ trainerId: SAM.id, trainerName: '  sam RIVERA ' }), VISITOR, ORIGIN);

    expect(result.trainerName).toBe(SAM.name);
  });

  it('refuses a booking whose type is not coaching', async () => {
    const w = world();

    await expect(w.service.request(booking({ type: 'plan' }), VISITOR, ORIGIN)).rejects.toMatchObject(
      answer(new RequestValidationError({ type: ["a booking's type must be coaching"] })),
    );
    expect(w.bookings.size).toBe(0);
  });

  it('refuses the same visitor asking the same trainer for the same time twice, with one email and one event', async () => {
    const w = world();
    const body = booking();

    await w.service.request(body, VISITOR, ORIGIN);
    await expect(w.service.request(body, VISITOR, ORIGIN)).rejects.toMatchObject(answer(duplicateBooking()));

    expect(w.bookings.size).toBe(1);
    expect(w.emailJobs()).toHaveLength(1);
    expect(w.tracked).toHaveLength(1);
  });

  it("confirms a requested booking as 'scheduled' and tells the visitor once; an unknown one is not found", async () => {
    const w = world();
    const requested = await w.service.request(booking(), VISITOR, ORIGIN);
    const sessionId = requested.id;

    await expect(w.service.confirm(sessionId)).resolves.toMatchObject({ id: sessionId, status: 'scheduled' });
    await expect(w.service.confirm(sessionId)).resolves.toMatchObject({ status: 'scheduled' });

    expect(w.emailJobs()).toEqual([
      { sessionId, kind: NEW_COACHING_SESSION_STATUS },
      { sessionId, kind: 'scheduled' },
    ]);
    await expect(w.service.confirm(randomUUID())).rejects.toMatchObject(answer(bookingNotFound()));
  });

  it('emails the person a calendar invite from our address, and sends nothing for a deleted booking or person', async () => {
    const w = world({ emailOf: { [PERSON]: 'jo@example.test' } });
    const requested = await w.service.request(booking(), VISITOR, ORIGIN);

    await w.service.sendEmail(requested.id, NEW_COACHING_SESSION_STATUS);
    await w.service.sendEmail(randomUUID(), NEW_COACHING_SESSION_STATUS);

    expect(w.sent).toHaveLength(1);
    const [message] = w.sent;
    expect(message).toMatchObject({ to: 'jo@example.test', calendarInvite: { method: 'REQUEST' } });
    expect(message.text).toContain(SAM.name);
    expect(message.calendarInvite?.content).toContain('hello@fitness.test');

    const forgotten = world({ emailOf: {} });
    const orphan = await forgotten.service.request(booking(), VISITOR, ORIGIN);
    await forgotten.service.sendEmail(orphan.id, NEW_COACHING_SESSION_STATUS);
    expect(forgotten.sent).toEqual([]);
  });
});
