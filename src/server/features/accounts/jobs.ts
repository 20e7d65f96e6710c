import { ACCOUNT_EMAIL_QUEUE, sendAccountEmail, type AccountEmailJob, type AccountsDeps } from './service.js';

export async function registerAccountJobs(deps: AccountsDeps) {
  // Its own queue and worker, so account e-mail never waits behind bulk mail (grading results, contact); several
  // at once, as each mostly waits on the mail server.
  await deps.jobs.define<AccountEmailJob>(ACCOUNT_EMAIL_QUEUE, (job) => sendAccountEmail(deps, job), {
    concurrency: 5,
  });
}
