import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { trackRecord } from '../../../shared/track-record.js';
import type { Database } from '../../db/client.js';
import {
  creditLedger,
  processedPayments,
  reviews,
  submissions,
  users,
  type SubmissionStatus,
} from '../../db/schema.js';
import { displayName } from '../accounts/people.js';
import { recordRows } from '../records/service.js';
import { pageOf, pastCursor, type Order } from '../../db/paging.js';
import { bySending } from '../submissions/paging.js';

// What the staff console reads. Reads only: every change it makes goes through the feature that owns the table
// (routes.ts), with its audit row in the same transaction.

/** The FAQ's promise the queue's health is set against: most results in 1-2 hours, at most 12. */
export const PROMISE = { usualHours: 2, mostHours: 12 } as const;
const WEEK_MS = 7 * 24 * 3600 * 1000;

type UserRow = typeof users.$inferSelect;

export const toAdminUser = (row: UserRow) => ({
  id: row.id,
  username: row.username,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  credits: row.credits,
  verified: row.verifiedAt !== null,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * People by the start of their username or e-mail, by support ID (their id), or by the public ID of a card they sent
 * (what a collector quotes about an order); the newest without a query.
 */
export async function findPeople(db: Database, query: string) {
  const q = query.trim().toLowerCase();
  const where = !q
    ? undefined
    : /^[0-9a-f-]{36}$/.test(q)
      ? eq(users.id, q)
      : /^gw-[0-9a-z]+$/.test(q)
        ? inArray(
            users.id,
            db.select({ id: submissions.userId }).from(submissions).where(eq(submissions.publicId, q.toUpperCase())),
          )
        : or(ilike(users.username, `${escapeLike(q)}%`), ilike(users.email, `${escapeLike(q)}%`));
  const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt)).limit(50);
  return rows.map(toAdminUser);
}

export async function personById(db: Database, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A page of a person's credit ledger, newest first. */
export async function ledgerOf(db: Database, userId: string, { after, limit }: { after?: string; limit: number }) {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        pastCursor({ time: creditLedger.createdAt, id: creditLedger.id }, after, 'newest first'),
      ),
    )
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit + 1);
  const entries = rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    delta: row.delta,
    kind: row.kind,
    reason: row.reason,
  }));
  return pageOf(entries, limit);
}

export async function purchaseById(db: Database, sessionId: string) {
  const [row] = await db.select().from(processedPayments).where(eq(processedPayments.sessionId, sessionId));
  return row;
}

const owner = alias(users, 'owner');
const holder = alias(users, 'holder');

/**
 * Submissions for staff: any status, sent at least `olderThanHours` ago, or one person's; `limit` after the cursor's
 * (none: from the first). Waiting and claimed cards oldest first (the ones to worry about on top), others newest
 * first.
 */
export async function submissionsForStaff(
  db: Database,
  filter: { status?: SubmissionStatus; olderThanHours?: number; userId?: string },
  { after, limit }: { after?: string | undefined; limit: number },
  now = new Date(),
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(submissions.status, filter.status));
  if (filter.olderThanHours !== undefined)
    conditions.push(lte(submissions.createdAt, new Date(now.getTime() - filter.olderThanHours * 3600 * 1000)));
  if (filter.userId) conditions.push(eq(submissions.userId, filter.userId));
  const order: Order = filter.status === 'OPEN' || filter.status === 'PENDING' ? 'oldest first' : 'newest first';
  const cursor = pastCursor(bySending, after, order);
  if (cursor) conditions.push(cursor);
  const by = order === 'oldest first' ? asc : desc;
  const rows = await db
    .select({
      submission: submissions,
      owner: { firstName: owner.firstName, lastName: owner.lastName, username: owner.username },
      holder: { firstName: holder.firstName, lastName: holder.lastName, graderName: holder.graderName },
    })
    .from(submissions)
    .innerJoin(owner, eq(owner.id, submissions.userId))
    .leftJoin(holder, eq(holder.id, submissions.inProgressBy))
    .where(and(...conditions))
    .orderBy(by(submissions.createdAt), by(submissions.id))
    .limit(limit + 1);
  const page = rows.map(({ submission, owner: who, holder: held }) => ({
    id: submission.id,
    publicId: submission.publicId,
    cardName: submission.cardName,
    cardNumber: submission.cardNumber,
    status: submission.status,
    owner: `${who.firstName} ${who.lastName} (${who.username})`,
    heldBy:
      submission.status === 'PENDING' && held?.firstName
        ? displayName(held as Parameters<typeof displayName>[0])
        : null,
    createdAt: submission.createdAt.toISOString(),
    closedAt: submission.closedAt?.toISOString() ?? null,
  }));
  return pageOf(page, limit);
}

/** The queue against the FAQ's promise: how many wait, the longest wait, and the week's median time to result. */
export async function queueHealth(db: Database, now = new Date()) {
  const [waiting] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${submissions.createdAt})` })
    .from(submissions)
    .where(inArray(submissions.status, ['OPEN', 'PENDING']));
  const [week] = await db
    .select({
      count: sql<number>`count(*)::int`,
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${submissions.closedAt} - ${submissions.createdAt}))`,
    })
    .from(submissions)
    .where(and(eq(submissions.status, 'COMPLETE'), gte(submissions.closedAt, new Date(now.getTime() - WEEK_MS))));
  const oldest = waiting?.oldest ? new Date(waiting.oldest) : null;
  return {
    waiting: waiting?.count ?? 0,
    oldestWaitingMinutes: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 60_000)) : null,
    medianResultMinutes:
      week?.median === null || week?.median === undefined ? null : Math.round(Number(week.median) / 60),
    completedThisWeek: week?.count ?? 0,
    promise: PROMISE,
  };
}

/** Every grader and admin: reviews in the last 7 days, their median time from claim to review, their record. */
export async function graderStats(db: Database, now = new Date()) {
  const since = new Date(now.getTime() - WEEK_MS);
  const staff = await db
    .select()
    .from(users)
    .where(inArray(users.role, ['grader', 'admin']))
    .orderBy(asc(users.graderName));
  const weeks = await db
    .select({
      graderId: reviews.graderId,
      count: sql<number>`count(*)::int`,
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${reviews.createdAt} - ${reviews.startedAt}))`,
    })
    .from(reviews)
    .where(gte(reviews.createdAt, since))
    .groupBy(reviews.graderId);
  const byGrader = new Map(weeks.map((week) => [week.graderId, week]));
  return Promise.all(
    staff.map(async (person) => {
      const week = byGrader.get(person.id);
      const { results, compared, exact, withinOne, inRange } = trackRecord(await recordRows(db, person.id));
      return {
        id: person.id,
        name: displayName(person),
        username: person.username,
        role: person.role,
        reviewsThisWeek: week?.count ?? 0,
        medianReviewMinutes:
          week?.median === null || week?.median === undefined ? null : Math.round(Number(week.median) / 60),
        record: { results, compared, exact, withinOne, inRange },
      };
    }),
  );
}
