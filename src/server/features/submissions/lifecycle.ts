import { and, asc, eq, getTableColumns, inArray, isNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import { drawingTexts, fitsPhoto, type CenteringDrawings } from '../../../shared/centering/drawing.js';
import { MEASURED_SIDES } from '../../../shared/centering/measured.js';
import { EXTRA_PHOTOS } from '../../../shared/constants.js';
import { gradingTexts, type reviewSchema } from '../../../shared/grading.js';
import { insidePhoto, markTexts, type Mark } from '../../../shared/marks.js';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { reviews, submissionPhotos, submissions, users, type SubmissionStatus } from '../../db/schema.js';
import { notifyQueue, notifyUser } from '../../events.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { badRequest, conflict } from '../../http/errors.js';
import { displayNamesOf } from '../accounts/people.js';
import { applyCreditChange } from '../credits/ledger.js';
import { pastCursor } from '../../db/paging.js';
import { bySending } from './paging.js';
import type { SubmissionRow } from './service.js';

/**
 * A submission's life after it is paid for, in one place: the only code that changes its status. Graders move it
 * (the grading feature calls these); each move is one conditional update, so of two graders acting at once
 * exactly one succeeds.
 *
 *   OPEN --claim--> PENDING --release--> OPEN
 *   OPEN, PENDING --complete (a review)--> COMPLETE
 *   OPEN, PENDING --cancel (credit back)--> CANCELLED
 */
export const TRANSITIONS = {
  claim: { from: ['OPEN', 'PENDING'], to: 'PENDING' },
  release: { from: ['PENDING'], to: 'OPEN' },
  complete: { from: ['OPEN', 'PENDING'], to: 'COMPLETE' },
  cancel: { from: ['OPEN', 'PENDING'], to: 'CANCELLED' },
} as const satisfies Record<string, { from: readonly SubmissionStatus[]; to: SubmissionStatus }>;

/** Who acts, and how long an untouched claim holds (after that it is as good as none). */
export type LifecycleDeps = { db: Database; claimIdleMs: number };
type Actor = { id: string };

const from = (move: keyof typeof TRANSITIONS) => inArray(submissions.status, [...TRANSITIONS[move].from]);

type Claim = Pick<SubmissionRow, 'inProgressBy' | 'claimedAt'>;

/** A claim counts while it is younger than the idle limit; a lapsed one is as good as none. */
export const isHeld = (row: Claim, claimIdleMs: number): row is Claim & { inProgressBy: string } =>
  row.inProgressBy !== null && row.claimedAt !== null && row.claimedAt.getTime() >= Date.now() - claimIdleMs;

/** Who holds a claim now, by id and display name: nobody when it is unclaimed or has lapsed. */
export async function holderOf(db: Executor, row: SubmissionRow, claimIdleMs: number) {
  if (!isHeld(row, claimIdleMs)) return null;
  const name = (await displayNamesOf(db, [row.inProgressBy])).get(row.inProgressBy);
  return name === undefined ? null : { id: row.inProgressBy, name };
}

/** The claim is free for this actor: nobody holds it, they hold it, or the holder's claim has lapsed. */
const claimableBy = (actor: Actor, claimIdleMs: number): SQL =>
  or(
    isNull(submissions.inProgressBy),
    isNull(submissions.claimedAt),
    eq(submissions.inProgressBy, actor.id),
    lt(submissions.claimedAt, new Date(Date.now() - claimIdleMs)),
  )!;

const EXTRA_KEYS = sql.raw(EXTRA_PHOTOS.map((photo) => `'${photo.key}'`).join(', '));

/**
 * The queue's filters as placeholders, so one prepared query serves them all: `waitedSince` (null: any age) keeps
 * the cards made by then, and seeks in the (status, created_at) index; `extras` (null: either) whether any extra
 * photo came with the card.
 */
const filtered = sql`${submissions.createdAt} <= coalesce(${sql.placeholder('waitedSince')}::timestamptz, 'infinity')
  and coalesce(${sql.placeholder('extras')}::boolean = exists (
    select 1 from submission_photos p where p.submission_id = ${submissions.id} and p.photo_key in (${EXTRA_KEYS})
  ), true)`;

/**
 * A waiting submission as the queue shows it: with the number of extra photos that came with it and the name of
 * whoever claimed it (null when nobody did; whether the claim still holds is for isHeld to say), read in the same
 * query as the submission, so that a page of the queue is one round trip to the database.
 */
export type WaitingRow = SubmissionRow & {
  extraPhotos: number;
  holderFirstName: string | null;
  holderLastName: string | null;
  holderGraderName: string | null;
};

const holder = alias(users, 'holder');
const waitingColumns = {
  ...getTableColumns(submissions),
  extraPhotos: sql<number>`(select count(*) from submission_photos x
    where x.submission_id = ${submissions.id} and x.photo_key in (${EXTRA_KEYS}))`.mapWith(Number),
  holderFirstName: holder.firstName,
  holderLastName: holder.lastName,
  holderGraderName: holder.graderName,
};
const waitingFrom = (db: Executor) =>
  db.select(waitingColumns).from(submissions).leftJoin(holder, eq(holder.id, submissions.inProgressBy));

// One arm per status, each read in order from the (status, created_at) index and cut at the limit, then merged:
// the work stays at most twice the limit however long the backlog, where `status in (...)` sorts all of it.
const queuePages = preparedPerDatabase((db) => {
  const page = (after: Placeholder | undefined) => {
    const waiting = (status: 'OPEN' | 'PENDING') =>
      waitingFrom(db)
        .where(and(eq(submissions.status, status), filtered, pastCursor(bySending, after, 'oldest first')))
        .orderBy(asc(submissions.createdAt), asc(submissions.id))
        .limit(sql.placeholder('limit'));
    return unionAll(waiting('OPEN'), waiting('PENDING'))
      .orderBy(asc(submissions.createdAt), asc(submissions.id))
      .limit(sql.placeholder('limit'));
  };
  return {
    first: page(undefined).prepare('queue_first_page'),
    after: page(sql.placeholder('after')).prepare('queue_next_page'),
  };
});

/** What the queue may be narrowed to: made by `waitedSince`, sent with (true) or without (false) extra photos. */
export type WaitingFilter = { waitedSince?: Date; extras?: boolean };

/** Waiting and claimed submissions, oldest first: `limit` of them after the cursor's (none: from the first). */
export async function waitingSubmissions(
  db: Database,
  limit: number,
  after?: string,
  filter: WaitingFilter = {},
): Promise<WaitingRow[]> {
  const queries = queuePages(db);
  const values = { limit, waitedSince: filter.waitedSince?.toISOString() ?? null, extras: filter.extras ?? null };
  return after ? queries.after.execute({ ...values, after }) : queries.first.execute(values);
}

/** The submission as the queue shows it if it waits there (OPEN or PENDING), else undefined. */
export async function findWaiting(db: Executor, submissionId: string): Promise<WaitingRow | undefined> {
  const [row] = await waitingFrom(db).where(
    and(eq(submissions.id, submissionId), inArray(submissions.status, ['OPEN', 'PENDING'])),
  );
  return row;
}

async function announce(tx: Executor, row: SubmissionRow) {
  await notifyQueue(tx, row.id);
  await notifyUser(tx, row.userId, 'submissions');
}

/** Claims it for the actor when nobody (else) holds it. Returns the submission as it stands afterwards. */
export async function claim(deps: LifecycleDeps, actor: Actor, submissionId: string): Promise<SubmissionRow | null> {
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(submissions)
      .set({ inProgressBy: actor.id, claimedAt: new Date(), status: TRANSITIONS.claim.to })
      .where(and(eq(submissions.id, submissionId), from('claim'), claimableBy(actor, deps.claimIdleMs)))
      .returning();
    if (claimed) {
      await announce(tx, claimed);
      return claimed;
    }
    const [current] = await tx.select().from(submissions).where(eq(submissions.id, submissionId));
    return current ?? null;
  });
}

/** Gives the actor's claim back; the submission is OPEN again for anyone. Nothing happens if they hold none. */
export async function release(deps: LifecycleDeps, actor: Actor, submissionId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [released] = await tx
      .update(submissions)
      .set({ inProgressBy: null, claimedAt: null, status: TRANSITIONS.release.to })
      .where(and(eq(submissions.id, submissionId), from('release'), eq(submissions.inProgressBy, actor.id)))
      .returning();
    if (released) await announce(tx, released);
  });
}

/**
 * Staff take back whoever's claim it is: the submission is OPEN again for anyone. Returns the released submission, or
 * null when nobody held it. `also` adds the act's record to the same transaction.
 */
export async function releaseHeld(
  deps: LifecycleDeps,
  submissionId: string,
  also: (tx: Executor, released: SubmissionRow) => Promise<void>,
): Promise<SubmissionRow | null> {
  return deps.db.transaction(async (tx) => {
    const [released] = await tx
      .update(submissions)
      .set({ inProgressBy: null, claimedAt: null, status: TRANSITIONS.release.to })
      .where(and(eq(submissions.id, submissionId), from('release')))
      .returning();
    if (!released) return null;
    await also(tx, released);
    await announce(tx, released);
    return released;
  });
}

/** Ends a queued submission the actor may act on; throws when it is closed or held by someone else. */
async function close(
  tx: Executor,
  deps: LifecycleDeps,
  actor: Actor,
  submissionId: string,
  move: 'complete' | 'cancel',
  outcome: Pick<typeof submissions.$inferInsert, 'cancelReason' | 'anticipatedGrade' | 'ceilingGrade'>,
) {
  const [closed] = await tx
    .update(submissions)
    .set({
      status: TRANSITIONS[move].to,
      ...outcome,
      inProgressBy: null,
      claimedAt: null,
      closedBy: actor.id,
      closedAt: new Date(),
    })
    .where(and(eq(submissions.id, submissionId), from(move), claimableBy(actor, deps.claimIdleMs)))
    .returning();
  if (!closed) {
    const [current] = await tx.select().from(submissions).where(eq(submissions.id, submissionId));
    const holder = current?.status === 'PENDING' ? await holderOf(tx, current, deps.claimIdleMs) : null;
    if (holder) throw conflict(gradingTexts.heldByOther(holder.name), 'held_by_other');
    throw conflict(gradingTexts.closed, 'closed');
  }
  await announce(tx, closed);
  return closed;
}

/** The review, COMPLETE and the claim cleared, in one transaction; one review per grader (a database rule). */
export async function complete(
  deps: LifecycleDeps,
  actor: Actor,
  submissionId: string,
  input: z.output<typeof reviewSchema>,
): Promise<void> {
  const issues = [...input.issues, ...(input.customIssue ? [input.customNote] : [])];
  await checkPlacements(deps.db, submissionId, input);
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(reviews).values({
        submissionId,
        graderId: actor.id,
        anticipatedGrade: input.anticipatedGrade,
        ceilingGrade: input.ceilingGrade,
        centeringFront: input.centeringFront,
        centeringBack: input.centeringBack,
        rawValue: input.rawValue,
        gradedValue: input.gradedValue,
        issues,
        explanation: input.explanation,
        marks: input.marks,
        centeringDrawings: input.centeringDrawings,
        // The claim's time, read before close() clears it: how long the review took (the staff console's figure).
        startedAt: sql`(select ${submissions.claimedAt} from ${submissions} where ${submissions.id} = ${submissionId})`,
      });
      await close(tx, deps, actor, submissionId, 'complete', {
        anticipatedGrade: input.anticipatedGrade,
        ceilingGrade: input.ceilingGrade,
      });
    });
  } catch (error) {
    if (uniqueViolation(error) === 'reviews_submission_grader_unique')
      throw conflict(gradingTexts.alreadyReviewed, 'already_reviewed');
    throw error;
  }
}

/**
 * Every mark on a photo of this submission, inside it, and each centering drawing on its side's photo (the photo's
 * size as stored at upload, upright).
 */
async function checkPlacements(
  db: Executor,
  submissionId: string,
  { marks, centeringDrawings }: { marks: readonly Mark[]; centeringDrawings: CenteringDrawings },
): Promise<void> {
  const drawn = MEASURED_SIDES.filter((side) => centeringDrawings[side]);
  if (marks.length === 0 && drawn.length === 0) return;
  const photos = await db
    .select({ key: submissionPhotos.photoKey, width: submissionPhotos.width, height: submissionPhotos.height })
    .from(submissionPhotos)
    .where(eq(submissionPhotos.submissionId, submissionId));
  for (const mark of marks) {
    const photo = photos.find((candidate) => candidate.key === mark.photoKey);
    if (!photo) throw badRequest(markTexts.unknownPhoto, 'unknown_photo');
    if (!insidePhoto(mark, photo)) throw badRequest(markTexts.outsidePhoto, 'outside_photo');
  }
  for (const side of drawn) {
    const photo = photos.find((candidate) => candidate.key === side);
    if (!photo || !fitsPhoto(centeringDrawings[side]!, photo))
      throw badRequest(drawingTexts.wrongPhoto(side), 'drawing_off_photo');
  }
}

/**
 * CANCELLED with the reason and the credit back, in one transaction; the ledger's source makes it once, ever. `also`
 * adds to the same transaction what records the act (a staff action's audit row).
 */
export async function cancel(
  deps: LifecycleDeps,
  actor: Actor,
  submissionId: string,
  reason: string,
  also?: (tx: Executor, closed: SubmissionRow) => Promise<void>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const closed = await close(tx, deps, actor, submissionId, 'cancel', { cancelReason: reason });
    await also?.(tx, closed);
    const refunded = await applyCreditChange(tx, {
      userId: closed.userId,
      delta: 1,
      kind: 'refund',
      source: `refund:${submissionId}`,
      reason: `${closed.publicId} cancelled: ${reason}`,
    });
    if (!refunded) throw conflict(gradingTexts.closed, 'already_refunded');
  });
}
