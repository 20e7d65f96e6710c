import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  WAITED_OVER_HOURS,
  type HistoryEntry,
  type QueueEntry,
  type QueueFilter,
  type reviewSchema,
} from '../../../shared/grading.js';
import type { Database } from '../../db/client.js';
import type { Jobs } from '../../jobs.js';
import type { KeptReads } from '../../kept-reads.js';
import { written, type Written } from '../../http/contract.js';
import { displayName } from '../accounts/people.js';
import { closedByGrader } from '../submissions/history.js';
import {
  cancel,
  complete,
  findWaiting,
  isHeld,
  waitingSubmissions,
  type WaitingRow,
} from '../submissions/lifecycle.js';
import { pageOf } from '../../db/paging.js';
import { toSummary } from '../submissions/service.js';
import { GRADING_EMAIL_QUEUE, type GradingEmailJob } from './emails.js';

export type GradingDeps = {
  db: Database;
  jobs: Jobs;
  claimIdleMs: number;
  log?: FastifyBaseLogger;
};
export type Grader = { id: string };

/**
 * A queue entry as the graders see it: as its holder sees it, as everyone else does, and who holds it. Both views
 * are made once per read, as a page is kept and given to every grader (forGrader).
 */
export type SharedQueueEntry = { holderId: string | null; toHolder: QueueEntry; toOthers: QueueEntry };

/**
 * A page of the queue as every grader sees it, and when the first claim on it lapses (a change nobody announces:
 * the page is read again then).
 */
export type SharedQueuePage = {
  entries: SharedQueueEntry[];
  next: string | null;
  lapsesAt: number;
  /** The page as written for a grader who holds none of its cards (most of them), once asked for. */
  toOthers?: Written<QueuePage>;
  /** The page as written for each grader who holds a card on it (the one they are reviewing), once asked for. */
  toHolders?: Map<string, Written<QueuePage>>;
};
type QueuePage = { queue: QueueEntry[]; next: string | null };
/** The queue's pages, kept under the one group QUEUE (routes.ts). */
export type QueueDeps = GradingDeps & { waiting: KeptReads<SharedQueuePage> };
export const QUEUE = 'queue';

function sharedEntries(rows: WaitingRow[], claimIdleMs: number): SharedQueueEntry[] {
  return rows.map((row) => {
    const holderId = isHeld(row, claimIdleMs) ? row.inProgressBy : null;
    const heldBy =
      holderId && row.holderFirstName !== null
        ? displayName({
            firstName: row.holderFirstName,
            lastName: row.holderLastName ?? '',
            graderName: row.holderGraderName,
          })
        : null;
    const shown = { ...toSummary(row), heldBy, extraPhotos: row.extraPhotos };
    return { holderId, toHolder: { ...shown, heldByMe: true }, toOthers: { ...shown, heldByMe: false } };
  });
}

export const forGrader = (entry: SharedQueueEntry, grader: Grader): QueueEntry =>
  entry.holderId === grader.id ? entry.toHolder : entry.toOthers;

/**
 * A page of the OPEN and PENDING submissions, oldest first, with who holds each (a lapsed claim counts as nobody),
 * narrowed by the filter when one is given. Given as written JSON, kept with the page for the graders who ask.
 */
export async function listQueue(
  deps: QueueDeps,
  grader: Grader,
  page: { after?: string; limit: number } & QueueFilter,
) {
  const filter = {
    waitedSince: page.waited ? new Date(Date.now() - WAITED_OVER_HOURS[page.waited] * 3_600_000) : undefined,
    extras: page.extras ? page.extras === 'with' : undefined,
  };
  const read = async (): Promise<SharedQueuePage> => {
    const { entries: rows, next } = pageOf(
      await waitingSubmissions(deps.db, page.limit + 1, page.after, filter),
      page.limit,
    );
    const claimedAt = rows.flatMap((row) => (isHeld(row, deps.claimIdleMs) ? [row.claimedAt!.getTime()] : []));
    return {
      entries: sharedEntries(rows, deps.claimIdleMs),
      next,
      lapsesAt: Math.min(...claimedAt) + deps.claimIdleMs,
    };
  };
  // Kept a few seconds at most: a card that has just waited past the filter's hours shows that much later.
  const key = `${page.limit} ${page.after ?? ''} ${page.waited ?? ''} ${page.extras ?? ''}`;
  let shared = await deps.waiting.through(key, QUEUE, read);
  if (shared.lapsesAt <= Date.now()) {
    deps.waiting.forget(QUEUE);
    shared = await deps.waiting.through(key, QUEUE, read);
  }
  if (!shared.entries.some((entry) => entry.holderId === grader.id)) {
    shared.toOthers ??= written<QueuePage>({ queue: shared.entries.map((entry) => entry.toOthers), next: shared.next });
    return shared.toOthers;
  }
  // A grader at work holds a card on the first page and opens the queue again and again: written once for them too
  // (serializing the page for each request held it at a quarter of bare Fastify, against two thirds written).
  shared.toHolders ??= new Map();
  let mine = shared.toHolders.get(grader.id);
  if (!mine) {
    mine = written<QueuePage>({ queue: shared.entries.map((entry) => forGrader(entry, grader)), next: shared.next });
    shared.toHolders.set(grader.id, mine);
  }
  return mine;
}

/** A page of the cards this grader reviewed or cancelled, newest first, each with the grades they gave. */
export async function listHistory(deps: GradingDeps, grader: Grader, page: { after?: string; limit: number }) {
  const { entries, next } = pageOf(await closedByGrader(deps.db, grader.id, page.limit + 1, page.after), page.limit);
  const history = entries.map((row): HistoryEntry => ({
    ...toSummary(row),
    status: row.status === 'COMPLETE' ? 'COMPLETE' : 'CANCELLED',
    grade:
      row.anticipatedGrade === null || row.ceilingGrade === null
        ? null
        : { anticipated: row.anticipatedGrade, ceiling: row.ceilingGrade },
    closedAt: row.closedAt!.toISOString(),
  }));
  return { history, next };
}

/**
 * One submission as the queue shows it now, or null when it no longer waits (reviewed, cancelled, gone): what the
 * graders' live streams send when it changes, instead of every grader fetching the queue again.
 */
export async function queueEntryNow(
  deps: Pick<GradingDeps, 'db' | 'claimIdleMs'>,
  submissionId: string,
): Promise<SharedQueueEntry | null> {
  const row = await findWaiting(deps.db, submissionId);
  return row ? sharedEntries([row], deps.claimIdleMs)[0]! : null;
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
export async function cancelWithRefund(
  deps: GradingDeps,
  grader: Grader,
  submissionId: string,
  reason: string,
  also?: Parameters<typeof cancel>[4],
) {
  await cancel(deps, grader, submissionId, reason, also);
  await tellCollector(deps, { submissionId, kind: 'cancelled' });
}
