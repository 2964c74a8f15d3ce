import { BOOKING_TEXTS } from '@fitness/contracts';
import type { EmailMessage } from '../../infra/email/email.port';

export type BookingEmailKind = 'requested' | 'scheduled';

export interface BookingEmailFacts {
  to: string;
  name: string;
  trainerName: string;
  scheduledAt: Date;
  hourlyRate: number;
}

/** "Tuesday, 1 December 2026, 15:00 UTC": the time as stored; the visitor chose it in their own time zone. */
export function formatSessionTime(at: Date): string {
  const date = at.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${date}, ${time} UTC`;
}

/** Plain text only: nothing a person typed can become markup. */
export function bookingEmail(kind: BookingEmailKind, facts: BookingEmailFacts): EmailMessage {
  const when = formatSessionTime(facts.scheduledAt);
  const lines =
    kind === 'requested'
      ? [
          `Hi ${facts.name},`,
          '',
          `We received your request for a 1:1 video session with ${facts.trainerName}:`,
          `  ${when}`,
          '',
          `${facts.trainerName} will confirm the time (or suggest another) by email.`,
          `The session costs $${facts.hourlyRate} for the hour. ${BOOKING_TEXTS.paymentNote}`,
        ]
      : [
          `Hi ${facts.name},`,
          '',
          `${facts.trainerName} confirmed your 1:1 video session:`,
          `  ${when}`,
          '',
          'You will receive the video-call link before the session.',
          `The session costs $${facts.hourlyRate} for the hour. ${BOOKING_TEXTS.paymentNote}`,
        ];
  return {
    to: facts.to,
    subject: kind === 'requested' ? `Your session request with ${facts.trainerName}` : `Your session with ${facts.trainerName} is confirmed`,
    text: [...lines, '', 'The Fitness team'].join('\n'),
  };
}
