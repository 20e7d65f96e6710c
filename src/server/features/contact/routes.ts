import type { FastifyInstance } from 'fastify';
import { contactTexts } from '../../../shared/contact.js';
import * as api from '../../../shared/contract/service.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { bodyOf, route } from '../../http/contract.js';
import type { Jobs } from '../../jobs.js';
import { receiveContactMessage } from './service.js';

type ContactDeps = { db: Database; jobs: Jobs; config: Config };

// A public form that sends e-mail: a few messages per address per ten minutes is plenty for a person.
const CONTACT_LIMIT = { max: 5, windowSeconds: 600 };

export async function contactRoutes(app: FastifyInstance, deps: ContactDeps) {
  route(
    app,
    api.contact,
  )(async (request) => {
    await hitRateLimit(deps.db, `contact:ip:${request.ip}`, CONTACT_LIMIT);
    // The hidden "website" field is left empty by people and filled by bots: thank them and keep nothing, whatever
    // else they sent.
    const bot = api.honeypot.safeParse(request.body);
    if (bot.success && bot.data.website.trim() !== '') return { ok: true, message: contactTexts.sent };
    const { website: _filledByBots, ...input } = bodyOf(api.contact, request);
    await receiveContactMessage(deps, input);
    return { ok: true, message: contactTexts.sent };
  });
}
