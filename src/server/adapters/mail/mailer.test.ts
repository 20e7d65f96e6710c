import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';
import { readOutbox } from './outbox.js';

const message = {
  to: 'ada@example.com',
  subject: 'Verify your e-mail for Gradewise',
  text: 'Hi Ada,\nhttp://localhost:3000/api/auth/verify-email?token=abc',
  html: '<p>Hi Ada</p>',
  replyTo: 'support@gradewise.test',
};

describe('the SMTP adapter, against a real SMTP server on loopback', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands the message over with its envelope, headers and both bodies', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Gradewise <support@gradewise.test>',
      outboxDir: '/nonexistent',
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('support@gradewise.test');
    expect(received[0]!.to).toEqual(['ada@example.com']);
    expect(received[0]!.data).toContain('Subject: Verify your e-mail for Gradewise');
    expect(received[0]!.data).toContain('text/plain');
    expect(received[0]!.data).toContain('text/html');
  });

  it('throws when the server is unreachable, so the job retries', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@example.com', outboxDir: '/nonexistent' });
    await expect(mailer.send(message)).rejects.toThrow();
  });
});

describe('the outbox adapter', () => {
  it('writes each message as .eml with a readable twin, newest first', async () => {
    const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-outbox-'));
    try {
      const mailer = createMailer({ smtpUrl: undefined, from: 'Gradewise <support@gradewise.test>', outboxDir });
      await mailer.send(message);
      await mailer.send({ ...message, subject: 'Second' });
      const messages = await readOutbox(outboxDir);
      expect(messages.map((m) => m.subject)).toEqual(['Second', message.subject]);
      const eml = await fs.readFile(path.join(outboxDir, `${messages[1]!.name}.eml`), 'utf8');
      expect(eml).toContain('To: ada@example.com');
      expect(eml).toContain('Reply-To: support@gradewise.test');
    } finally {
      await fs.rm(outboxDir, { recursive: true, force: true });
    }
  });
});
