import { eq } from 'drizzle-orm';
import type { ContactInput } from '../../../shared/contact.js';
import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';
import type { Jobs } from '../../jobs.js';

export const CONTACT_EMAIL_QUEUE = 'contact-email';

/** The message is stored first, so nothing is lost if e-mail is down; the job delivers it with retries. */
export async function receiveContactMessage(deps: { db: Database; jobs: Jobs }, input: ContactInput) {
  const [row] = await deps.db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message was not stored');
  await deps.jobs.send(CONTACT_EMAIL_QUEUE, { id: row.id });
  return row.id;
}

export async function deliverContactMessage(
  deps: { db: Database; mailer: Mailer; supportEmail: string },
  id: string,
): Promise<void> {
  const [message] = await deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) return; // deleted since: nothing to deliver
  await deps.mailer.send({
    to: deps.supportEmail,
    replyTo: `${message.name} <${message.email}>`,
    subject: `Contact form: ${message.name}`,
    text: `From: ${message.name} <${message.email}>\nSent: ${message.createdAt.toISOString()}\n\n${message.message}\n`,
  });
}
