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
    const transport = nodemailer.createTransport(options.smtpUrl);
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
      // A readable twin for the /dev/outbox pages and the tests, which need no MIME decoding then.
      const summary: OutboxMessage = { name, sentAt: new Date().toISOString(), ...message };
      await fs.writeFile(path.join(options.outboxDir, `${name}.json`), JSON.stringify(summary));
    },
  };
}
