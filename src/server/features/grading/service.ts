import { and, asc, eq, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import { gradingTexts, type QueueEntry, type reviewSchema } from '../../../shared/grading.js';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { reviews, submissions, users } from '../../db/schema.js';
import { notifyQueue, notifyUser } from '../../events.js';
import { conflict } from '../../http/errors.js';
import type { Jobs } from '../../jobs.js';
import { applyCreditChange } from '../credits/ledger.js';
import { toSummary, type SubmissionRow } from '../submissions/service.js';
import { holderOf, isHeld } from './holder.js';
import { displayName } from './reviews.js';

export type GradingDeps = { db: Database; jobs: Jobs; claimIdleMs: number; log?: FastifyBaseLogger };
export type Grader = { id: string };

export const GRADING_EMAIL_QUEUE = 'grading-email';
export type GradingEmailJob = { submissionId: string; kind: 'reviewed' | 'cancelled' };

const QUEUE_LIMIT = 500;
const IN_QUEUE = inArray(submissions.status, ['OPEN', 'PENDING']);

/** The claim is free for this grader: nobody holds it, they hold it, or the holder's claim has lapsed. */
const claimableBy = (grader: Grader, claimIdleMs: number): SQL =>
  or(
    isNull(submissions.inProgressBy),
    isNull(submissions.claimedAt),
    eq(submissions.inProgressBy, grader.id),
    lt(submissions.claimedAt, new Date(Date.now() - claimIdleMs)),
  )!;

/** OPEN and PENDING submissions, oldest first, with who holds each (a lapsed claim counts as nobody). */
export async function listQueue(deps: GradingDeps, grader: Grader): Promise<QueueEntry[]> {
  const holder = alias(users, 'holder');
  // One arm per status, each read in order from the (status, created_at) index and cut at the limit, then merged:
  // the work stays at most twice the limit however long the backlog, where `status in (...)` sorts all of it.
  const waiting = (status: 'OPEN' | 'PENDING') =>
    deps.db
      .select({ submission: submissions, holderFirst: holder.firstName, holderLast: holder.lastName })
      .from(submissions)
      .leftJoin(holder, eq(holder.id, submissions.inProgressBy))
      .where(eq(submissions.status, status))
      .orderBy(asc(submissions.createdAt))
      .limit(QUEUE_LIMIT);
  const rows = await unionAll(waiting('OPEN'), waiting('PENDING'))
    .orderBy(asc(submissions.createdAt))
    .limit(QUEUE_LIMIT);
  return rows.map(({ submission, holderFirst, holderLast }) => {
    const held = isHeld(submission, deps.claimIdleMs);
    return {
      ...toSummary(submission),
      heldBy: held && holderFirst !== null ? displayName({ firstName: holderFirst, lastName: holderLast ?? '' }) : null,
      heldByMe: held && submission.inProgressBy === grader.id,
    };
  });
}

/**
 * Opening a review claims it when nobody (else) holds it: one conditional update, so of two graders opening
 * it at once exactly one gets it. Returns the submission as it stands afterwards.
 */
export async function claim(deps: GradingDeps, grader: Grader, submissionId: string): Promise<SubmissionRow | null> {
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(submissions)
      .set({ inProgressBy: grader.id, claimedAt: new Date(), status: 'PENDING' })
      .where(and(eq(submissions.id, submissionId), IN_QUEUE, claimableBy(grader, deps.claimIdleMs)))
      .returning();
    if (claimed) {
      await notifyQueue(tx);
      await notifyUser(tx, claimed.userId, 'submissions');
      return claimed;
    }
    const [current] = await tx.select().from(submissions).where(eq(submissions.id, submissionId));
    return current ?? null;
  });
}

/** Forfeit: gives the claim back; the submission is OPEN again for any grader. */
export async function forfeit(deps: GradingDeps, grader: Grader, submissionId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [released] = await tx
      .update(submissions)
      .set({ inProgressBy: null, claimedAt: null, status: 'OPEN' })
      .where(
        and(
          eq(submissions.id, submissionId),
          eq(submissions.status, 'PENDING'),
          eq(submissions.inProgressBy, grader.id),
        ),
      )
      .returning();
    if (released) {
      await notifyQueue(tx);
      await notifyUser(tx, released.userId, 'submissions');
    }
  });
}

/** Closes a queued submission that this grader may act on; throws when it is closed or held by someone else. */
async function close(
  tx: Executor,
  deps: GradingDeps,
  grader: Grader,
  submissionId: string,
  change: Partial<SubmissionRow>,
) {
  const [closed] = await tx
    .update(submissions)
    .set({ ...change, inProgressBy: null, claimedAt: null })
    .where(and(eq(submissions.id, submissionId), IN_QUEUE, claimableBy(grader, deps.claimIdleMs)))
    .returning();
  if (!closed) {
    const [current] = await tx.select().from(submissions).where(eq(submissions.id, submissionId));
    const holder = current?.status === 'PENDING' ? await holderOf(tx, current, deps.claimIdleMs) : null;
    if (holder) throw conflict(gradingTexts.heldByOther(displayName(holder)), 'held_by_other');
    throw conflict(gradingTexts.closed, 'closed');
  }
  await notifyQueue(tx);
  await notifyUser(tx, closed.userId, 'submissions');
  return closed;
}

// After the commit: the review or cancel stands even if the e-mail cannot be queued, so that is logged, not thrown.
const tellCollector = (deps: GradingDeps, job: GradingEmailJob) =>
  deps.jobs
    .send<GradingEmailJob>(GRADING_EMAIL_QUEUE, job)
    .catch((error: unknown) => deps.log?.error({ err: error }, 'grading e-mail not queued'));

/** The review, COMPLETE and the claim cleared, in one transaction; one review per grader (a database rule). */
export async function submitReview(
  deps: GradingDeps,
  grader: Grader,
  submissionId: string,
  input: z.output<typeof reviewSchema>,
): Promise<void> {
  const issues = [...input.issues, ...(input.customIssue ? [input.customNote] : [])];
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(reviews).values({
        submissionId,
        graderId: grader.id,
        anticipatedGrade: input.anticipatedGrade,
        ceilingGrade: input.ceilingGrade,
        centeringFront: input.centeringFront,
        centeringBack: input.centeringBack,
        rawValue: input.rawValue,
        gradedValue: input.gradedValue,
        issues,
        explanation: input.explanation,
      });
      await close(tx, deps, grader, submissionId, { status: 'COMPLETE' });
    });
  } catch (error) {
    if (uniqueViolation(error) === 'reviews_submission_grader_unique')
      throw conflict(gradingTexts.alreadyReviewed, 'already_reviewed');
    throw error;
  }
  await tellCollector(deps, { submissionId, kind: 'reviewed' });
}

/** CANCELLED with the reason and the credit back, in one transaction; the ledger's source makes it once, ever. */
export async function cancelWithRefund(deps: GradingDeps, grader: Grader, submissionId: string, reason: string) {
  await deps.db.transaction(async (tx) => {
    const closed = await close(tx, deps, grader, submissionId, { status: 'CANCELLED', cancelReason: reason });
    const refunded = await applyCreditChange(tx, {
      userId: closed.userId,
      delta: 1,
      kind: 'refund',
      source: `refund:${submissionId}`,
      reason: `${closed.publicId} cancelled: ${reason}`,
    });
    if (!refunded) throw conflict(gradingTexts.closed, 'already_refunded');
  });
  await tellCollector(deps, { submissionId, kind: 'cancelled' });
}
