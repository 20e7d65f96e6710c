import type { FastifyBaseLogger } from 'fastify';
import type { DetectorPool } from './adapters/images/detector-pool.js';
import type { Mailer } from './adapters/mail/mailer.js';
import type { Storage } from './adapters/storage/storage.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAccountJobs } from './features/accounts/jobs.js';
import { registerContactJobs } from './features/contact/jobs.js';
import { registerCreditJobs } from './features/credits/jobs.js';
import { registerGradingJobs } from './features/grading/jobs.js';
import { registerRecordJobs } from './features/records/jobs.js';
import { registerSubmissionJobs } from './features/submissions/jobs.js';
import { pruneRateLimits } from './http/rate-limit.js';
import type { Jobs } from './jobs.js';

export type JobDeps = {
  config: Config;
  db: Database;
  jobs: Jobs;
  mailer: Mailer;
  storage: Storage;
  detector: DetectorPool;
  log: FastifyBaseLogger;
};

/**
 * Every queue and schedule of the service, in one place. Queues exist before the first request can send to them
 * (start-up registers these before it builds the app), and each is worked by every process that runs this.
 */
export async function registerJobs(deps: JobDeps): Promise<void> {
  const { config, db, jobs, mailer, storage, detector, log } = deps;
  await registerAccountJobs({ db, jobs, mailer, config });
  await registerContactJobs({ db, jobs, mailer, supportEmail: config.supportEmail });
  await registerSubmissionJobs({ db, jobs, storage, detector, dataDir: config.dataDir, log });
  await registerGradingJobs({ db, jobs, mailer, publicUrl: config.publicUrl });
  await registerCreditJobs({ db, jobs, mailer, publicUrl: config.publicUrl });
  await registerRecordJobs({ db, jobs, mailer, config });
  await jobs.every('prune-rate-limits', '17 * * * *', () => pruneRateLimits(db));
}
