import crypto from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { PhotoSize, SharedReport } from '../../../shared/submissions.js';
import type { Database } from '../../db/client.js';
import { reportShares, submissions } from '../../db/schema.js';
import { photosOf, submissionDetail, type SubmissionRow } from './service.js';

export type Share = { token: string; createdAt: Date };

/** The submission's link that is on, if any. */
export async function activeShare(db: Database, submissionId: string): Promise<Share | null> {
  const [share] = await db
    .select({ token: reportShares.token, createdAt: reportShares.createdAt })
    .from(reportShares)
    .where(and(eq(reportShares.submissionId, submissionId), isNull(reportShares.revokedAt)))
    .orderBy(desc(reportShares.createdAt))
    .limit(1);
  return share ?? null;
}

/**
 * The link to a graded card's report: the one that is on, or a new one. 32 random bytes: nobody finds a report by
 * guessing, and the link opens that report and nothing else.
 */
export async function shareReport(db: Database, submissionId: string): Promise<Share> {
  return db.transaction(async (tx) => {
    // One link at a time per card, even when the owner's two tabs ask at once.
    await tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, submissionId)).for('update');
    const [current] = await tx
      .select({ token: reportShares.token, createdAt: reportShares.createdAt })
      .from(reportShares)
      .where(and(eq(reportShares.submissionId, submissionId), isNull(reportShares.revokedAt)))
      .limit(1);
    if (current) return current;
    const [created] = await tx
      .insert(reportShares)
      .values({ token: crypto.randomBytes(32).toString('base64url'), submissionId })
      .returning({ token: reportShares.token, createdAt: reportShares.createdAt });
    return created!;
  });
}

/** Turns the card's link off for good; a later share makes a new one. */
export async function revokeShare(db: Database, submissionId: string): Promise<void> {
  await db
    .update(reportShares)
    .set({ revokedAt: new Date() })
    .where(and(eq(reportShares.submissionId, submissionId), isNull(reportShares.revokedAt)));
}

// Tokens are base64url of 32 bytes; anything else is not looked up at all.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The graded submission a link that is on opens; null for an unknown, revoked or malformed token. */
export async function sharedSubmission(db: Database, token: string): Promise<SubmissionRow | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ submission: submissions })
    .from(reportShares)
    .innerJoin(submissions, eq(submissions.id, reportShares.submissionId))
    .where(and(eq(reportShares.token, token), isNull(reportShares.revokedAt), eq(submissions.status, 'COMPLETE')));
  return row?.submission ?? null;
}

export const sharedPhotoUrl = (token: string, photoKey: string, size: PhotoSize) =>
  `/api/shared/${token}/photos/${photoKey}?size=${size}`;

/** What a share link shows: the card, its photos (through the link's own route) and reviews; nobody's name. */
export async function sharedReport(db: Database, token: string, row: SubmissionRow): Promise<SharedReport> {
  const detail = await submissionDetail(db, row, (photoKey, size) => sharedPhotoUrl(token, photoKey, size));
  return {
    cardName: detail.cardName,
    cardNumber: detail.cardNumber,
    photos: detail.photos,
    reviews: detail.reviews.map(({ grader: _grader, ...review }) => review),
  };
}

/**
 * What a shared report's page says of itself before any script runs, so that a link pasted into a chat previews as
 * the card and its grade (Open Graph); null for a link that is unknown or turned off.
 */
export async function sharedHead(db: Database, token: string) {
  const row = await sharedSubmission(db, token);
  if (!row) return null;
  const [review] = (await sharedReport(db, token, row)).reviews;
  const grade = review
    ? `grade estimate ${review.anticipatedGrade} (ceiling ${review.ceilingGrade})`
    : 'grade estimate';
  const [front] = await photosOf(db, row.id, ['front']);
  return {
    title: `${row.cardName}: ${grade} | Gradewise`,
    description: `A Gradewise grader's estimate for ${row.cardName} (${row.cardNumber}), shared by its owner.`,
    image: front ? sharedPhotoUrl(token, 'front', 'display') : null,
  };
}
