import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Jobs } from '../../jobs.js';
import {
  REMINDER_EMAIL_QUEUE,
  REMINDER_SWEEP_QUEUE,
  sendReminderEmail,
  sweepReminders,
  type ReminderEmailJob,
} from './reminders.js';

export async function registerRecordJobs(deps: { db: Database; jobs: Jobs; mailer: Mailer; config: Config }) {
  const { db, jobs, mailer, config } = deps;
  await jobs.define<ReminderEmailJob>(
    REMINDER_EMAIL_QUEUE,
    (job) => sendReminderEmail({ db, mailer, publicUrl: config.publicUrl }, job),
    { concurrency: 3 },
  );
  // Hourly: a reminder is weeks away, an hour late is nothing.
  await jobs.every(REMINDER_SWEEP_QUEUE, '41 * * * *', async () => {
    await sweepReminders({ db, jobs }, new Date(), config.reminderAfterMs);
  });
}
