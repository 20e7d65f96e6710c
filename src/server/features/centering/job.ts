import { MEASURED_SIDES } from '../../../shared/centering-measure.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { Database } from '../../db/client.js';
import type { Jobs } from '../../jobs.js';
import { photosOf } from '../submissions/service.js';
import { measureSubmission } from './service.js';

/** Sent by the renderings job once a submission's photos are rendered; retried by the queue when it throws. */
export const CENTERING_QUEUE = 'centering-measurements';
export type CenteringJob = { submissionId: string };

export async function registerCenteringJob(deps: { db: Database; storage: Storage; jobs: Jobs }) {
  await deps.jobs.define<CenteringJob>(CENTERING_QUEUE, async ({ submissionId }) =>
    measureSubmission(deps, await photosOf(deps.db, submissionId, [...MEASURED_SIDES])),
  );
}
