import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import {
  ALL_PHOTOS,
  photoLabel,
  submissionTexts,
  type PhotoSize,
  type SubmissionDetail,
  type OrderSummary,
  type SubmissionSummary,
} from '../../../shared/submissions.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { Database } from '../../db/client.js';
import { checkViolation, uniqueViolation } from '../../db/errors.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { submissionPhotos, submissions } from '../../db/schema.js';
import { notifyQueue, notifyUser } from '../../events.js';
import { HttpError } from '../../http/errors.js';
import type { Jobs } from '../../jobs.js';
import { centeringOf } from '../centering/service.js';
import { applyCreditChange } from '../credits/ledger.js';
import { pageOf, pastCursor } from '../../db/paging.js';
import { bySending } from './paging.js';
import { reviewsOf } from './reviews.js';
import { discard, type ReceivedPhoto } from './upload.js';

export type SubmissionsDeps = { db: Database; storage: Storage; jobs: Jobs };
export type SubmissionRow = typeof submissions.$inferSelect;
export type PhotoRow = typeof submissionPhotos.$inferSelect;

export const RENDERINGS_QUEUE = 'photo-renderings';

// Crockford's alphabet: no I, L, O or U, so an id read aloud or typed is not mistaken.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newPublicId = () => `GW-${Array.from(crypto.randomBytes(6), (byte) => ALPHABET[byte % 32]).join('')}`;

export async function findByIdempotencyKey(db: Database, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.idempotencyKey, key)));
  return row;
}

/**
 * Stores the checked photos (uploaded, or copies of a cancelled submission's: reuse.ts), then in one transaction
 * creates the submission, its photos and the charge of one credit. If anything fails, no credit is taken and no
 * file is left behind.
 */
export async function createSubmission(
  deps: SubmissionsDeps,
  input: {
    userId: string;
    idempotencyKey: string;
    cardName: string;
    cardNumber: string;
    photos: ReceivedPhoto[];
    /** The upload's request id: its renderings and measurement log it too. */
    requestId?: string;
  },
): Promise<SubmissionRow> {
  const id = crypto.randomUUID();
  const stored: string[] = [];
  const photos = input.photos.map((photo) => ({
    ...photo,
    originalKey: `submissions/${input.userId}/${id}/${crypto.randomUUID()}`,
  }));
  try {
    for (const photo of photos) {
      stored.push(photo.originalKey); // before the write, so a half-written file is removed too
      await deps.storage.putFile(photo.originalKey, photo.tempPath, photo.contentType);
    }
    const submission = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(submissions)
        .values({
          id,
          publicId: newPublicId(),
          userId: input.userId,
          cardName: input.cardName,
          cardNumber: input.cardNumber,
          idempotencyKey: input.idempotencyKey,
        })
        .returning();
      await tx.insert(submissionPhotos).values(
        photos.map((photo) => ({
          submissionId: id,
          photoKey: photo.photoKey,
          originalKey: photo.originalKey,
          contentType: photo.contentType,
          bytes: photo.bytes,
          width: photo.width,
          height: photo.height,
        })),
      );
      await applyCreditChange(tx, {
        userId: input.userId,
        delta: -1,
        kind: 'submission',
        source: `submission:${id}`,
        reason: `${created!.publicId}: ${input.cardName}`,
      });
      await notifyUser(tx, input.userId, 'submissions');
      await notifyQueue(tx, created!.id);
      return created!;
    });
    await deps.jobs
      .send(RENDERINGS_QUEUE, { submissionId: id, ...(input.requestId ? { requestId: input.requestId } : {}) })
      .catch(() => undefined); // made on demand too
    return submission;
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.remove(key).catch(() => undefined)));
    await discard(photos);
    if (checkViolation(error, 'users_credits_not_negative')) {
      throw new HttpError(402, 'no_credits', submissionTexts.noCredits);
    }
    if (uniqueViolation(error) === 'submissions_user_idempotency_unique') {
      // The same request arrived twice at once and the other copy won: answer with its submission.
      const twin = await findByIdempotencyKey(deps.db, input.userId, input.idempotencyKey);
      if (twin) return twin;
    }
    throw error;
  }
}

export async function submissionById(db: Database, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  return row;
}

export const photoUrl = (submissionId: string, photoKey: string, size: PhotoSize) =>
  `/api/submissions/${submissionId}/photos/${photoKey}?size=${size}`;

export function toSummary(row: SubmissionRow): SubmissionSummary {
  return {
    id: row.id,
    publicId: row.publicId,
    cardName: row.cardName,
    cardNumber: row.cardNumber,
    status: row.status,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    thumbnailUrl: photoUrl(row.id, 'front', 'thumb'),
  };
}

// The orders list is a signed-in collector's most frequent read.
const ownPages = preparedPerDatabase((db) => {
  const page = (after: Placeholder | undefined) =>
    db
      .select()
      .from(submissions)
      .where(and(eq(submissions.userId, sql.placeholder('userId')), pastCursor(bySending, after, 'newest first')))
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(sql.placeholder('limit'));
  return {
    first: page(undefined).prepare('own_submissions_first_page'),
    after: page(sql.placeholder('after')).prepare('own_submissions_next_page'),
  };
});

/** A page of the collector's own submissions, newest first. */
export async function listOwnSubmissions(db: Database, userId: string, page: { after?: string; limit: number }) {
  const queries = ownPages(db);
  const values = { userId, limit: page.limit + 1 };
  const rows = page.after
    ? await queries.after.execute({ ...values, after: page.after })
    : await queries.first.execute(values);
  const { entries, next } = pageOf(rows, page.limit);
  return {
    submissions: entries.map((row): OrderSummary => ({
      ...toSummary(row),
      grade:
        row.anticipatedGrade === null || row.ceilingGrade === null
          ? null
          : { anticipated: row.anticipatedGrade, ceiling: row.ceilingGrade },
    })),
    next,
  };
}

/** A submission as its owner or a grader sees it; null for a missing id or someone else's. */
export async function findVisibleSubmission(
  db: Database,
  viewer: { id: string; role: string },
  idOrPublicId: string,
): Promise<SubmissionRow | null> {
  const column = /^GW-/i.test(idOrPublicId) ? submissions.publicId : submissions.id;
  const value = column === submissions.publicId ? idOrPublicId.toUpperCase() : idOrPublicId;
  if (column === submissions.id && !/^[0-9a-f-]{36}$/i.test(value)) return null;
  const [row] = await db.select().from(submissions).where(eq(column, value));
  if (!row) return null;
  const mayView = row.userId === viewer.id || viewer.role === 'grader' || viewer.role === 'admin';
  return mayView ? row : null;
}

/** Where a photo's rendering is served: the signed-in route by default, a share link's route for shared reports. */
export type PhotoUrls = (photoKey: string, size: PhotoSize) => string;

export async function submissionDetail(
  db: Database,
  row: SubmissionRow,
  urlOf: PhotoUrls = (photoKey, size) => photoUrl(row.id, photoKey, size),
): Promise<SubmissionDetail> {
  const photos = await db
    .select()
    .from(submissionPhotos)
    .where(eq(submissionPhotos.submissionId, row.id))
    .orderBy(asc(submissionPhotos.createdAt));
  const order = (key: string) => ALL_PHOTOS.findIndex((photo) => photo.key === key);
  const centering = await centeringOf(db, row.id);
  return {
    ...toSummary(row),
    ...(centering ? { centering } : {}),
    reviews: await reviewsOf(db, row.id),
    photos: photos
      .sort((a, b) => order(a.photoKey) - order(b.photoKey))
      .map((photo) => ({
        key: photo.photoKey,
        label: photoLabel(photo.photoKey),
        thumbUrl: urlOf(photo.photoKey, 'thumb'),
        url: urlOf(photo.photoKey, 'display'),
        fullUrl: urlOf(photo.photoKey, 'full'),
        width: photo.width,
        height: photo.height,
      })),
  };
}

export async function photosOf(db: Database, submissionId: string, keys?: string[]): Promise<PhotoRow[]> {
  const where = keys
    ? and(eq(submissionPhotos.submissionId, submissionId), inArray(submissionPhotos.photoKey, keys))
    : eq(submissionPhotos.submissionId, submissionId);
  return db.select().from(submissionPhotos).where(where);
}
