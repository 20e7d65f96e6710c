import type { FastifyInstance } from 'fastify';
import { contactSchema, contactTexts } from '../../../shared/contact.js';
import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/client.js';
import { parseWith } from '../../http/validate.js';
import type { Jobs } from '../../jobs.js';
import { CONTACT_EMAIL_QUEUE, deliverContactMessage, receiveContactMessage } from './service.js';

type ContactDeps = { db: Database; jobs: Jobs; mailer: Mailer; supportEmail: string };

export async function contactRoutes(app: FastifyInstance, deps: ContactDeps) {
  await deps.jobs.define<{ id: string }>(CONTACT_EMAIL_QUEUE, (data) => deliverContactMessage(deps, data.id));

  app.post(
    '/api/contact',
    // A public form that sends e-mail: a few messages per address per ten minutes is plenty for a person.
    { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
    async (request) => {
      const input = parseWith(contactSchema, request.body);
      await receiveContactMessage(deps, input);
      return { ok: true, message: contactTexts.sent };
    },
  );
}
