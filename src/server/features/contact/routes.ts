import type { FastifyInstance } from 'fastify';
import { contactSchema, contactTexts } from '../../../shared/contact.js';
import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { parseWith } from '../../http/validate.js';
import type { Jobs } from '../../jobs.js';
import { CONTACT_EMAIL_QUEUE, deliverContactMessage, receiveContactMessage } from './service.js';

type ContactDeps = { db: Database; jobs: Jobs; mailer: Mailer; config: Config };

// A public form that sends e-mail: a few messages per address per ten minutes is plenty for a person.
const CONTACT_LIMIT = { max: 5, windowSeconds: 600 };

export async function contactRoutes(app: FastifyInstance, deps: ContactDeps) {
  const delivery = { db: deps.db, mailer: deps.mailer, supportEmail: deps.config.supportEmail };
  // Bulk mail on its own queue (account e-mail never waits behind it); a couple at once keeps a backlog moving.
  await deps.jobs.define<{ id: string }>(CONTACT_EMAIL_QUEUE, (data) => deliverContactMessage(delivery, data.id), {
    concurrency: 2,
  });

  app.post('/api/contact', async (request) => {
    await hitRateLimit(deps.db, `contact:ip:${request.ip}`, CONTACT_LIMIT);
    const body = (request.body ?? {}) as { website?: unknown };
    // The hidden "website" field is left empty by people and filled by bots: thank them and keep nothing.
    if (typeof body.website === 'string' && body.website.trim() !== '') return { ok: true, message: contactTexts.sent };
    const input = parseWith(contactSchema, request.body);
    await receiveContactMessage(deps, input);
    return { ok: true, message: contactTexts.sent };
  });
}
