import { parseInvite } from '../../../../test/support/calendar-invite';
import { type BookingEmailFacts, type BookingEmailKind, bookingEmail, formatSessionTime } from '../booking-emails';

// The booking emails as the visitor's mail and calendar programs read them: the text, and the invite parsed back.

const FACTS: BookingEmailFacts = {
  sessionId: '0b6c2f7e-5d1a-4c1e-9a53-8f2d4e6a7b90',
  to: 'kai@example.com',
  name: 'Kai Rivers',
  trainerName: 'Maya Chen',
  scheduledAt: new Date('2026-12-01T14:00:00Z'),
  timeZone: 'Europe/Berlin',
  hourlyRate: 120,
  senderEmail: 'no-reply@fitness.test',
  sentAt: new Date('2026-11-20T09:00:00Z'),
};

function inviteOf(kind: BookingEmailKind, facts: BookingEmailFacts = FACTS) {
  const invite = bookingEmail(kind, facts).calendarInvite;
  if (invite === undefined) throw new Error(`the ${kind} email has no calendar invite`);
  return invite;
}

describe('booking email times', () => {
  it('shows the time in the visitor’s zone with UTC beside', () => {
    expect(formatSessionTime(new Date('2026-12-01T14:00:00Z'), 'Europe/Berlin')).toBe(
      'Tuesday 1 December 2026, 15:00 (Europe/Berlin) — 14:00 UTC',
    );
  });

  it('names UTC’s date too when it is another day there than for the visitor', () => {
    expect(formatSessionTime(new Date('2026-12-01T23:30:00Z'), 'Asia/Tokyo')).toBe(
      'Wednesday 2 December 2026, 08:30 (Asia/Tokyo) — Tuesday 1 December 2026, 23:30 UTC',
    );
  });

  it('follows daylight saving time in the visitor’s zone', () => {
    expect(formatSessionTime(new Date('2026-07-01T14:00:00Z'), 'America/New_York')).toBe(
      'Wednesday 1 July 2026, 10:00 (America/New_York) — 14:00 UTC',
    );
  });

  it('shows UTC only when the zone is unknown or is UTC', () => {
    expect(formatSessionTime(new Date('2026-12-01T14:00:00Z'), null)).toBe('Tuesday 1 December 2026, 14:00 UTC');
    expect(formatSessionTime(new Date('2026-12-01T14:00:00Z'), 'UTC')).toBe('Tuesday 1 December 2026, 14:00 UTC');
  });

  it('puts the local time in both emails’ text', () => {
    for (const kind of ['requested', 'scheduled'] as const) {
      expect(bookingEmail(kind, FACTS).text).toContain('Tuesday 1 December 2026, 15:00 (Europe/Berlin) — 14:00 UTC');
    }
  });
});

describe('booking calendar invite', () => {
  it('invites the visitor to the booked hour in UTC with the trainer, revision 0, on the request', async () => {
    const invite = inviteOf('requested');
    expect(invite).toMatchObject({ method: 'REQUEST', filename: 'invite.ics' });
    expect(await parseInvite(invite.content)).toEqual({
      method: 'REQUEST',
      uid: `${FACTS.sessionId}@fitness`,
      sequence: 0,
      status: 'TENTATIVE',
      start: '2026-12-01T14:00:00.000Z',
      end: '2026-12-01T15:00:00.000Z',
      utc: true,
      summary: '1:1 video session with Maya Chen',
      description: expect.stringContaining('Maya Chen will confirm the time'),
      organizer: { name: 'Maya Chen', address: 'mailto:no-reply@fitness.test' },
      attendees: [{ name: 'Kai Rivers', address: 'mailto:kai@example.com' }],
    });
  });

  it('updates the same event with a higher SEQUENCE when the trainer confirms', async () => {
    const requested = await parseInvite(inviteOf('requested').content);
    const scheduled = await parseInvite(inviteOf('scheduled').content);
    expect(scheduled).toMatchObject({ method: 'REQUEST', uid: requested.uid, sequence: 1, status: 'CONFIRMED' });
    expect([scheduled.start, scheduled.end]).toEqual([requested.start, requested.end]);
  });

  it('keeps the invite readable when a name holds quotes or line breaks', async () => {
    const invite = await parseInvite(inviteOf('requested', { ...FACTS, name: 'Kai "KR"\nRivers' }).content);
    expect(invite.attendees).toEqual([{ name: "Kai 'KR' Rivers", address: 'mailto:kai@example.com' }]);
  });

  it('greets and invites an unnamed visitor when their name is unknown', async () => {
    const facts = { ...FACTS, name: null };
    expect(bookingEmail('requested', facts).text).toMatch(/^Hi there,/);
    expect((await parseInvite(inviteOf('requested', facts).content)).attendees).toEqual([
      { name: undefined, address: 'mailto:kai@example.com' },
    ]);
  });
});
