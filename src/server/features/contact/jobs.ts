import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/client.js';
import type { Jobs } from '../../jobs.js';
import { CONTACT_EMAIL_QUEUE, deliverContactMessage } from './service.js';

export async function registerContactJobs(deps: { db: Database; jobs: Jobs; mailer: Mailer; supportEmail: string }) {
  // Bulk mail on its own queue (account e-mail never waits behind it); a couple at once keeps a backlog moving.
  await deps.jobs.define<{ id: string }>(CONTACT_EMAIL_QUEUE, (data) => deliverContactMessage(deps, data.id), {
    concurrency: 2,
  });
}
