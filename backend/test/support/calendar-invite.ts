import { simpleParser } from 'mailparser';

// Reads a booking email as mail and calendar programs do: mailparser for the MIME parts, ical.js (Mozilla's
// iCalendar parser, the one Thunderbird uses) for the invite.

export interface ParsedInvite {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  /** DTSTART and DTEND as ISO instants; `utc` says both were written in UTC. */
  start: string;
  end: string;
  utc: boolean;
  summary: string;
  description: string;
  organizer: { name: string | undefined; address: string };
  attendees: Array<{ name: string | undefined; address: string }>;
}

interface IcalTime {
  toJSDate(): Date;
  zone?: { tzid: string };
}

/** The first event of a VCALENDAR text, parsed with ical.js; throws when there is none. */
export async function parseInvite(ics: string): Promise<ParsedInvite> {
  // ical.js publishes its types for ES modules only: a dynamic import() loads them (and it) from CommonJS.
  const { default: ICAL } = await import('ical.js');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent');
  if (event === null) throw new Error('the calendar holds no VEVENT');
  const text = (name: string) => String(event.getFirstPropertyValue(name) ?? '');
  const time = (name: string) => event.getFirstPropertyValue(name) as unknown as IcalTime;
  const person = (property: InstanceType<typeof ICAL.Property>) => {
    const name = property.getParameter('cn');
    return {
      name: typeof name === 'string' ? name : undefined,
      address: String(property.getFirstValue()).toLowerCase(),
    };
  };
  const organizer = event.getFirstProperty('organizer');
  if (organizer === null) throw new Error('the event has no ORGANIZER');
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: text('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: text('status'),
    start: time('dtstart').toJSDate().toISOString(),
    end: time('dtend').toJSDate().toISOString(),
    utc: time('dtstart').zone?.tzid === 'UTC' && time('dtend').zone?.tzid === 'UTC',
    summary: text('summary'),
    description: text('description'),
    organizer: person(organizer),
    attendees: event.getAllProperties('attendee').map(person),
  };
}

export interface CalendarEmail {
  subject: string;
  text: string;
  /** The `text/calendar` part and its `method` parameter (what Gmail and Outlook show as an invite). */
  calendarPart: { method: string | undefined; content: string } | null;
  /** The attached .ics file. */
  icsFile: { filename: string; content: string } | null;
}

/** A raw email (an .eml file, or what an SMTP server received) split into the parts a booking email must have. */
export async function readCalendarEmail(raw: string | Buffer): Promise<CalendarEmail> {
  const mail = await simpleParser(raw);
  const contentType = (headers: Map<string, unknown>) =>
    headers.get('content-type') as { value: string; params: Record<string, string> } | undefined;
  const calendarPart = mail.attachments.find((part) => contentType(part.headers)?.value === 'text/calendar');
  const icsFile = mail.attachments.find((part) => part.filename?.endsWith('.ics') === true);
  return {
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    calendarPart: calendarPart
      ? { method: contentType(calendarPart.headers)?.params.method, content: calendarPart.content.toString('utf8') }
      : null,
    icsFile: icsFile ? { filename: icsFile.filename ?? '', content: icsFile.content.toString('utf8') } : null,
  };
}
