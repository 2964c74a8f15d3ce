import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type * as Nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
import { writePrivateFile } from '../../common/files/private-files';
import { type EmailMessage, EmailPort } from './email.port';

/** Sends through an SMTP server (SMTP_URL: smtp://user:pass@host:port, or smtps:// for implicit TLS). */
export class SmtpEmailAdapter extends EmailPort {
  readonly transport = 'smtp' as const;
  private readonly transporter: () => Promise<Transporter>;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transporter = onFirstMessage((nodemailer) => nodemailer.createTransport(smtpUrl));
  }

  async send(message: EmailMessage): Promise<void> {
    await (await this.transporter()).sendMail(mailOptions(this.from, message));
  }
}

/**
 * The embedded default: nodemailer builds the same MIME message it would send, and it is written to `outboxDir` as
 * `<time>-<id>.eml`, readable by this account only (emails hold links to a person's health data).
 */
export class OutboxEmailAdapter extends EmailPort {
  readonly transport = 'outbox' as const;
  private readonly transporter = onFirstMessage((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
  ) {
    super();
  }

  async send(message: EmailMessage): Promise<void> {
    const built = (await (await this.transporter()).sendMail(mailOptions(this.from, message))) as { message: Buffer };
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
    await writePrivateFile(path.join(this.outboxDir, name), built.message);
  }
}

/**
 * A transport made when the first message is sent: loading nodemailer is ~45 ms of the API's start (cold start,
 * `npm run bench:api`), and many runs send no email at all.
 */
function onFirstMessage(create: (nodemailer: typeof Nodemailer) => Transporter): () => Promise<Transporter> {
  let transporter: Promise<Transporter> | undefined;
  return () => (transporter ??= import('nodemailer').then(create));
}

/**
 * The port's message as nodemailer options, the same for both adapters. A calendar invite becomes nodemailer's
 * `icalEvent`: a `text/calendar; method=…` alternative to the text (what Gmail and Outlook show as an invite) and the
 * same calendar attached as the named .ics file (what other mail programs offer to import).
 */
function mailOptions(from: string, { calendarInvite, ...message }: EmailMessage): SendMailOptions {
  return {
    from,
    ...message,
    ...(calendarInvite
      ? { icalEvent: { method: calendarInvite.method, filename: calendarInvite.filename, content: calendarInvite.content } }
      : {}),
  };
}
