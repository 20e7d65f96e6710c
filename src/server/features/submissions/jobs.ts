import type { FastifyBaseLogger } from 'fastify';
import { MEASURED_SIDES } from '../../../shared/centering/measured.js';
import type { DetectorPool } from '../../adapters/images/detector-pool.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { Database } from '../../db/client.js';
import type { Jobs } from '../../jobs.js';
import { measureSubmission } from '../centering/service.js';
import { ORPHAN_SWEEP_QUEUE, sweepOrphans } from './orphans.js';
import { CENTERING_QUEUE, renderSubmission, type CenteringJob } from './renderings.js';
import { photosOf, RENDERINGS_QUEUE } from './service.js';

type Deps = {
  db: Database;
  storage: Storage;
  jobs: Jobs;
  detector: DetectorPool;
  dataDir: string;
  log: FastifyBaseLogger;
};

/** A new submission's background work: its renderings, then its centering measured; and the hourly sweep. */
export async function registerSubmissionJobs(deps: Deps) {
  const { db, storage, jobs, detector } = deps;
  // Before renderings, whose job queues it.
  await jobs.define<CenteringJob>(CENTERING_QUEUE, async ({ submissionId }) =>
    measureSubmission({ db, storage, detector }, await photosOf(db, submissionId, [...MEASURED_SIDES])),
  );
  await jobs.define<{ submissionId: string; requestId?: string }>(RENDERINGS_QUEUE, (job) =>
    renderSubmission({ db, storage, jobs }, job),
  );
  // Files a crash left behind; at start too (startup.ts).
  await jobs.every(ORPHAN_SWEEP_QUEUE, '41 * * * *', async () => {
    await sweepOrphans(deps);
  });
}
