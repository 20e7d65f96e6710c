import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

export type OutboxMessage = MailMessage & { name: string; sentAt: string };

export type Mailer = {
  /** Sends one message; throws when the message could not be handed over (the job retries). */
  send(message: MailMessage): Promise<void>;
  kind: 'smtp' | 'outbox';
};

/** SMTP when a URL is configured, otherwise every message is written as an .eml file to the outbox folder. */
export function createMailer(options: { smtpUrl: string | undefined; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    // Mail jobs are worked a few at a time: a mail server that stops answering must give the slot back within
    // a minute (the job retries) rather than after nodemailer's defaults of up to ten.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      kind: 'smtp',
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  // The stream transport builds the same RFC 822 message SMTP would carry.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0; // names sort in sending order even within one millisecond
  return {
    kind: 'outbox',
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(sequence).padStart(6, '0')}-${crypto.randomUUID().slice(0, 8)}`;
      await fs.writeFile(path.join(options.outboxDir, `${name}.eml`), info.message as Buffer);
      // A readable twin for the /dev/outbox pages and the tests, which need no MIME decoding then; written aside
      // and renamed, so that a reader never sees half of one while several messages go out at once.
      const summary: OutboxMessage = { name, sentAt: new Date().toISOString(), ...message };
      const twin = path.join(options.outboxDir, `${name}.json`);
      await fs.writeFile(`${twin}.part`, JSON.stringify(summary));
      await fs.rename(`${twin}.part`, twin);
    },
  };
}
