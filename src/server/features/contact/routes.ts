import type { FastifyInstance } from 'fastify';
import { contactSchema, contactTexts } from '../../../shared/contact.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { parseWith } from '../../http/validate.js';
import type { Jobs } from '../../jobs.js';
import { receiveContactMessage } from './service.js';

type ContactDeps = { db: Database; jobs: Jobs; config: Config };

// A public form that sends e-mail: a few messages per address per ten minutes is plenty for a person.
const CONTACT_LIMIT = { max: 5, windowSeconds: 600 };

export async function contactRoutes(app: FastifyInstance, deps: ContactDeps) {
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
