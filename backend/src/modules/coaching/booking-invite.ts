import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { COACHING_SESSION_MINUTES, type CoachingSessionStatus } from '@fitness/contracts';
import type { CalendarInvite } from '../../infra/email/email.port';

export interface BookingInviteFacts {
  sessionId: string;
  trainerName: string;
  scheduledAt: Date;
  attendee: { email: string; name: string | null };
  /** The address replies to the invite go to: the one we send from (trainers have no address of their own here). */
  organizerEmail: string;
  /** DTSTAMP: when this version of the invite was made. */
  sentAt: Date;
}

/** One UID per booking, so the confirmation updates the calendar entry the request made instead of adding another. */
export function bookingInviteUid(sessionId: string): string {
  return `${sessionId}@fitness`;
}

/**
 * A name fit for a quoted parameter (CN="…"): RFC 5545 §3.1 allows neither a double quote nor a control character
 * there, and the library writes `\"`, which calendar programs misread. A person's name may hold either.
 */
function parameterText(name: string): string {
  return name.replace(/"/g, "'").replace(/\p{Cc}+/gu, ' ');
}

// RFC 5545 §3.8.7.4: a calendar applies a revision of an event only when its SEQUENCE is higher than the one it holds.
const REVISION: Record<CoachingSessionStatus, { sequence: number; status: ICalEventStatus }> = {
  requested: { sequence: 0, status: ICalEventStatus.TENTATIVE },
  scheduled: { sequence: 1, status: ICalEventStatus.CONFIRMED },
};

/**
 * The booked session as an iTIP REQUEST (RFC 5546 §3.2.2): the hour in UTC, the trainer as organizer, the visitor as
 * attendee (they asked for it, so already accepted: no RSVP goes back to our no-reply address).
 */
export function bookingInvite(kind: CoachingSessionStatus, facts: BookingInviteFacts): CalendarInvite {
  const revision = REVISION[kind];
  const summary = `1:1 video session with ${facts.trainerName}`;
  const calendar = ical({ prodId: { company: 'Fitness', product: 'Coaching' }, method: ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    id: bookingInviteUid(facts.sessionId),
    sequence: revision.sequence,
    status: revision.status,
    stamp: facts.sentAt,
    start: facts.scheduledAt,
    end: new Date(facts.scheduledAt.getTime() + COACHING_SESSION_MINUTES * 60_000),
    summary,
    description:
      kind === 'requested'
        ? `You asked ${facts.trainerName} for this 1:1 video session; ${facts.trainerName} will confirm the time by email.`
        : `${facts.trainerName} confirmed this 1:1 video session. The video-call link follows by email before the session.`,
    organizer: { name: parameterText(facts.trainerName), email: facts.organizerEmail },
    attendees: [
      {
        email: facts.attendee.email,
        ...(facts.attendee.name === null ? {} : { name: parameterText(facts.attendee.name) }),
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return { method: 'REQUEST', filename: 'invite.ics', content: calendar.toString() };
}
