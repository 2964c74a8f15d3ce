import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { EmailMessage } from '../../src/infra/email/email.port';
import { OutboxEmailAdapter, SmtpEmailAdapter } from '../../src/infra/email/nodemailer-email.adapter';
import { readCalendarEmail } from '../support/calendar-invite';

const MESSAGE = { to: 'alex@example.test', subject: 'Your Fitness analysis link', text: 'Open your results: http://x/analysis/1' };

// CRLF line ends and a non-ASCII name, as a real invite has.
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Fitness//Test//EN',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:session-1@fitness',
  'SEQUENCE:0',
  'DTSTAMP:20261120T090000Z',
  'DTSTART:20261201T140000Z',
  'DTEND:20261201T150000Z',
  'SUMMARY:1:1 video session with Jürgen Groß',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');
const INVITE: EmailMessage = {
  ...MESSAGE,
  subject: 'Your session request',
  calendarInvite: { method: 'REQUEST', filename: 'invite.ics', content: ICS },
};

/** What a mail program finds in the message: the invite inline (text/calendar; method=REQUEST) and as an .ics file. */
async function expectInvite(raw: string): Promise<void> {
  const email = await readCalendarEmail(raw);
  expect(email.text).toContain('Open your results');
  // The outbox writes the message's text parts with Unix line ends; the attached file keeps the invite's bytes.
  expect(email.calendarPart).toEqual({ method: 'REQUEST', content: expect.any(String) });
  expect(email.calendarPart?.content.replace(/\r\n/g, '\n')).toBe(ICS.replace(/\r\n/g, '\n'));
  expect(email.icsFile).toEqual({ filename: 'invite.ics', content: ICS });
}

describe('email port: SMTP adapter against a real SMTP server on loopback', () => {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let port: number;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('hands the message to the server with our From address', async () => {
    const adapter = new SmtpEmailAdapter(`smtp://127.0.0.1:${port}`, 'Fitness <no-reply@fitness.test>');
    await adapter.send(MESSAGE);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@fitness.test', to: ['alex@example.test'] });
    expect(received[0].raw).toContain('Subject: Your Fitness analysis link');
  });

  it('sends a calendar invite as a text/calendar; method=REQUEST part and an .ics file', async () => {
    const adapter = new SmtpEmailAdapter(`smtp://127.0.0.1:${port}`, 'Fitness <no-reply@fitness.test>');
    await adapter.send(INVITE);
    const message = received.find((item) => item.raw.includes('Subject: Your session request'));
    expect(message).toBeDefined();
    await expectInvite(message!.raw);
  });

  it('throws when no server answers, so the job retries', async () => {
    const adapter = new SmtpEmailAdapter('smtp://127.0.0.1:1', 'Fitness <no-reply@fitness.test>');
    await expect(adapter.send(MESSAGE)).rejects.toThrow();
  });
});

describe('email port: embedded outbox', () => {
  it('writes each message as an .eml file readable by this account only, whatever the umask', async () => {
    const outbox = path.join(await mkdtemp(path.join(tmpdir(), 'fitness-outbox-')), 'outbox');
    const adapter = new OutboxEmailAdapter(outbox, 'Fitness <no-reply@fitness.test>');
    const umask = process.umask(0);
    try {
      await adapter.send(MESSAGE);
      await adapter.send({ ...MESSAGE, subject: 'Second' });
    } finally {
      process.umask(umask);
    }
    const files = (await readdir(outbox)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
    const first = await readFile(path.join(outbox, files[0]), 'utf8');
    expect(first).toMatch(/^From: Fitness <no-reply@fitness.test>$/m);
    expect(first).toMatch(/^To: alex@example.test$/m);
    expect(first).toContain('Open your results: http://x/analysis/1');
    expect((await stat(outbox)).mode & 0o777).toBe(0o700);
    for (const name of files) expect((await stat(path.join(outbox, name))).mode & 0o777).toBe(0o600);
  });

  it('writes a calendar invite into the .eml as a text/calendar; method=REQUEST part and an .ics file', async () => {
    const outbox = path.join(await mkdtemp(path.join(tmpdir(), 'fitness-outbox-')), 'outbox');
    await new OutboxEmailAdapter(outbox, 'Fitness <no-reply@fitness.test>').send(INVITE);
    const [name] = await readdir(outbox);
    await expectInvite(await readFile(path.join(outbox, name), 'utf8'));
  });

  it('adds no calendar part to a message without an invite', async () => {
    const outbox = path.join(await mkdtemp(path.join(tmpdir(), 'fitness-outbox-')), 'outbox');
    await new OutboxEmailAdapter(outbox, 'Fitness <no-reply@fitness.test>').send(MESSAGE);
    const [name] = await readdir(outbox);
    const email = await readCalendarEmail(await readFile(path.join(outbox, name), 'utf8'));
    expect([email.calendarPart, email.icsFile]).toEqual([null, null]);
  });
});
