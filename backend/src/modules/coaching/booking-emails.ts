import { BOOKING_TEXTS, type CoachingSessionStatus } from '@fitness/contracts';
import type { EmailMessage } from '../../infra/email/email.port';
import { bookingInvite } from './booking-invite';

/** A booking's email says what its session now is: requested, or scheduled once the trainer confirmed. */
export type BookingEmailKind = CoachingSessionStatus;

export interface BookingEmailFacts {
  sessionId: string;
  to: string;
  /** The visitor's name as they gave it; null when unknown. */
  name: string | null;
  trainerName: string;
  scheduledAt: Date;
  /** The visitor's IANA time zone, from their browser; null: show UTC only. */
  timeZone: string | null;
  hourlyRate: number;
  /** The address we send from, the invite's organizer. */
  senderEmail: string;
  sentAt: Date;
}

/** "Tuesday 1 December 2026, 15:00" in `timeZone`, assembled from parts so it reads the same whatever the ICU version. */
function dateAndTime(at: Date, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return {
    date: `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * The session's time for the visitor: in their own zone with UTC beside ("Tuesday 1 December 2026, 15:00
 * (Europe/Berlin) — 14:00 UTC"; UTC's date too when it is another day there), or UTC alone when no zone is known.
 */
export function formatSessionTime(at: Date, timeZone: string | null): string {
  const utc = dateAndTime(at, 'UTC');
  if (timeZone === null || timeZone === 'UTC') return `${utc.date}, ${utc.time} UTC`;
  const local = dateAndTime(at, timeZone);
  const utcText = local.date === utc.date ? `${utc.time} UTC` : `${utc.date}, ${utc.time} UTC`;
  return `${local.date}, ${local.time} (${timeZone}) — ${utcText}`;
}

/**
 * Plain text only: nothing a person typed can become markup. Both kinds carry the calendar invite; the confirmation's
 * revision replaces the request's entry in the visitor's calendar.
 */
export function bookingEmail(kind: BookingEmailKind, facts: BookingEmailFacts): EmailMessage {
  const when = formatSessionTime(facts.scheduledAt, facts.timeZone);
  const greeting = `Hi ${facts.name ?? 'there'},`;
  const lines =
    kind === 'requested'
      ? [
          greeting,
          '',
          `We received your request for a 1:1 video session with ${facts.trainerName}:`,
          `  ${when}`,
          '',
          `${facts.trainerName} will confirm the time (or suggest another) by email.`,
          'The attached calendar invite holds the time until then.',
          `The session costs $${facts.hourlyRate} for the hour. ${BOOKING_TEXTS.paymentNote}`,
        ]
      : [
          greeting,
          '',
          `${facts.trainerName} confirmed your 1:1 video session:`,
          `  ${when}`,
          '',
          'The attached calendar invite updates the one we sent with your request.',
          'You will receive the video-call link before the session.',
          `The session costs $${facts.hourlyRate} for the hour. ${BOOKING_TEXTS.paymentNote}`,
        ];
  return {
    to: facts.to,
    subject: kind === 'requested' ? `Your session request with ${facts.trainerName}` : `Your session with ${facts.trainerName} is confirmed`,
    text: [...lines, '', 'The Fitness team'].join('\n'),
    calendarInvite: bookingInvite(kind, {
      sessionId: facts.sessionId,
      trainerName: facts.trainerName,
      scheduledAt: facts.scheduledAt,
      attendee: { email: facts.to, name: facts.name },
      organizerEmail: facts.senderEmail,
      sentAt: facts.sentAt,
    }),
  };
}
