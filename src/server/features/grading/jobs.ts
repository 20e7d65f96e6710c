import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/client.js';
import type { Jobs } from '../../jobs.js';
import { GRADING_EMAIL_QUEUE, sendGradingEmail, type GradingEmailJob } from './emails.js';

export async function registerGradingJobs(deps: { db: Database; jobs: Jobs; mailer: Mailer; publicUrl: string }) {
  // A few at once: mail mostly waits on the mail server.
  await deps.jobs.define<GradingEmailJob>(GRADING_EMAIL_QUEUE, (job) => sendGradingEmail(deps, job), {
    concurrency: 3,
  });
}
