import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/client.js';
import type { Jobs } from '../../jobs.js';
import { RECEIPT_EMAIL_QUEUE, sendReceiptEmail, type ReceiptEmailJob } from './emails.js';

export async function registerCreditJobs(deps: { db: Database; jobs: Jobs; mailer: Mailer; publicUrl: string }) {
  await deps.jobs.define<ReceiptEmailJob>(RECEIPT_EMAIL_QUEUE, (job) => sendReceiptEmail(deps, job), {
    concurrency: 3,
  });
}
