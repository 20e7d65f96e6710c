import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { QueueEntry, reviewSchema } from '../../../shared/grading.js';
import type { Database } from '../../db/client.js';
import type { Jobs } from '../../jobs.js';
import { displayNamesOf } from '../accounts/people.js';
import { cancel, complete, isHeld, waitingSubmissions } from '../submissions/lifecycle.js';
import { toSummary } from '../submissions/service.js';
import { GRADING_EMAIL_QUEUE, type GradingEmailJob } from './emails.js';

export type GradingDeps = { db: Database; jobs: Jobs; claimIdleMs: number; log?: FastifyBaseLogger };
export type Grader = { id: string };

const QUEUE_LIMIT = 500;

/** OPEN and PENDING submissions, oldest first, with who holds each (a lapsed claim counts as nobody). */
export async function listQueue(deps: GradingDeps, grader: Grader): Promise<QueueEntry[]> {
  const rows = await waitingSubmissions(deps.db, QUEUE_LIMIT);
  const held = rows.filter((row) => isHeld(row, deps.claimIdleMs));
  const names = await displayNamesOf(
    deps.db,
    held.map((row) => row.inProgressBy),
  );
  return rows.map((row) => {
    const holder = isHeld(row, deps.claimIdleMs) ? row.inProgressBy : null;
    return {
      ...toSummary(row),
      heldBy: holder ? (names.get(holder) ?? null) : null,
      heldByMe: holder === grader.id,
    };
  });
}

// After the commit: the review or cancel stands even if the e-mail cannot be queued, so that is logged, not thrown.
const tellCollector = (deps: GradingDeps, job: GradingEmailJob) =>
  deps.jobs
    .send<GradingEmailJob>(GRADING_EMAIL_QUEUE, job)
    .catch((error: unknown) => deps.log?.error({ err: error }, 'grading e-mail not queued'));

/** The review sent: the submission is COMPLETE, and the collector is told. */
export async function submitReview(
  deps: GradingDeps,
  grader: Grader,
  submissionId: string,
  input: z.output<typeof reviewSchema>,
): Promise<void> {
  await complete(deps, grader, submissionId, input);
  await tellCollector(deps, { submissionId, kind: 'reviewed' });
}

/** Cancelled with the credit back, and the collector is told. */
export async function cancelWithRefund(deps: GradingDeps, grader: Grader, submissionId: string, reason: string) {
  await cancel(deps, grader, submissionId, reason);
  await tellCollector(deps, { submissionId, kind: 'cancelled' });
}
