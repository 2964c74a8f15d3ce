/**
 * An iCalendar invite (RFC 5546 iTIP) sent with a message: mail programs show it as an invite to accept and keep it as
 * an .ics file. `content` is the VCALENDAR text; its METHOD must equal `method`.
 */
export interface CalendarInvite {
  method: 'REQUEST';
  /** The attached file's name, e.g. `invite.ics`. */
  filename: string;
  content: string;
}

/** One email we send: plain text always, HTML optionally. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (a plan's PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  /** A calendar invite (a coaching booking's session). */
  calendarInvite?: CalendarInvite;
}

/**
 * Where emails go. SMTP (nodemailer) when SMTP_URL is set, otherwise the embedded outbox that writes each message as
 * an .eml file under DATA_DIR/outbox (open it with any mail program). Called from jobs, never from a request.
 */
export abstract class EmailPort {
  abstract readonly transport: 'smtp' | 'outbox';

  /** Sends the message; throws when it could not be handed over (the job then retries). */
  abstract send(message: EmailMessage): Promise<void>;
}
