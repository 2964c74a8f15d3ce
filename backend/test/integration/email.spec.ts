import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { OutboxEmailAdapter, SmtpEmailAdapter } from '../../src/infra/email/nodemailer-email.adapter';

const MESSAGE = { to: 'alex@example.test', subject: 'Your Fitness analysis link', text: 'Open your results: http://x/analysis/1' };

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
});
