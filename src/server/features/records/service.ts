import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OfficialResult, OfficialResultBody } from '../../../shared/official-result-schema.js';
import {
  gradeValue,
  labelOf,
  officialResultTexts,
  type OfficialResultStatus,
} from '../../../shared/official-results.js';
import type { RecordRow } from '../../../shared/track-record.js';
import { recordAudit } from '../../audit.js';
import type { Database, Executor } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { officialResultChanges, officialResults, submissions, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { SubmissionRow } from '../submissions/service.js';

export type ResultRow = typeof officialResults.$inferSelect;
type Person = { id: string; role: string };

export const recordTexts = {
  notFound: 'No official result has been reported for this order.',
  certificateTaken: 'This certificate number has already been reported for another order.',
  alreadyDecided: 'This result has already been checked.',
  noResultForLabel: 'Save the official result first, then add the photo of its label.',
  needsLabel: 'A result is verified against the photo of its label, and this one has none yet.',
} as const;

export function toOfficialResult(row: ResultRow): OfficialResult {
  return {
    id: row.id,
    submissionId: row.submissionId,
    company: row.company,
    companyName: row.companyName,
    grade: row.grade,
    qualifier: row.qualifier,
    tagScore: row.tagScore,
    certificate: row.certificate,
    gradedOn: row.gradedOn,
    centeringSubgrade: row.centeringSubgrade,
    centeringNote: row.centeringNote,
    hasLabelPhoto: row.labelPhotoKey !== null,
    status: row.status,
    rejectReason: row.rejectReason,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function resultOfSubmission(db: Executor, submissionId: string): Promise<ResultRow | undefined> {
  const [row] = await db.select().from(officialResults).where(eq(officialResults.submissionId, submissionId));
  return row;
}

export async function resultById(db: Executor, id: string): Promise<ResultRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(officialResults).where(eq(officialResults.id, id));
  return row;
}

/** The date `days` after `date` (both YYYY-MM-DD). */
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What a save made of the result, as its history says it. */
const savedText = (
  row: Pick<ResultRow, 'company' | 'companyName' | 'grade' | 'qualifier' | 'tagScore' | 'certificate'>,
) => `${labelOf(row)}, certificate ${row.certificate}`;

/** Every change of a result, oldest first; `viewer` sees their own saves as "You". */
export async function changesOf(db: Executor, resultId: string, viewer: Person) {
  const rows = await db
    .select()
    .from(officialResultChanges)
    .where(eq(officialResultChanges.resultId, resultId))
    .orderBy(asc(officialResultChanges.createdAt), asc(officialResultChanges.id));
  return rows.map((row) => ({
    at: row.createdAt.toISOString(),
    by: row.byStaff ? 'Staff' : row.byUserId === viewer.id ? 'You' : 'Collector',
    what: row.what,
  }));
}

async function keepChange(db: Executor, row: ResultRow, by: Person, byStaff: boolean, what: string) {
  await db.insert(officialResultChanges).values({
    resultId: row.id,
    byUserId: by.id,
    byStaff,
    what,
    snapshot: toOfficialResult(row),
  });
}

/**
 * Saves the owner's report of a completed order's official result (a new one, or a change until staff verified
 * it): the row and its kept change in one transaction. A change sends the result back to staff (pending).
 */
export async function reportResult(
  db: Database,
  owner: Person,
  submission: SubmissionRow,
  input: OfficialResultBody,
  today: string,
): Promise<ResultRow> {
  if (submission.status !== 'COMPLETE') throw conflict(officialResultTexts.notComplete, 'not_complete');
  // Dates as the collector's calendar says them, checked against ours in UTC: a day of slack each way, so that no
  // time zone turns a true date into a refusal.
  if (input.gradedOn > dayAfter(today, 1)) throw badRequest(officialResultTexts.dateInFuture, 'date_in_future');
  if (input.gradedOn < dayAfter(submission.createdAt.toISOString().slice(0, 10), -1))
    throw badRequest(officialResultTexts.dateTooEarly, 'date_too_early');
  const fields = {
    company: input.company,
    companyName: input.company === 'other' ? input.companyName : null,
    grade: input.grade,
    gradeValue: gradeValue(input.grade),
    qualifier: input.qualifier,
    tagScore: input.tagScore,
    certificate: input.certificate,
    gradedOn: input.gradedOn,
    centeringSubgrade: input.centeringSubgrade,
    centeringNote: input.centeringNote,
    status: 'pending' as const,
    rejectReason: null,
    decidedBy: null,
    decidedAt: null,
    updatedAt: new Date(),
  };
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(officialResults)
        .where(eq(officialResults.submissionId, submission.id))
        .for('update');
      if (before?.status === 'verified') throw conflict(officialResultTexts.verifiedLocked, 'verified');
      const [row] = before
        ? await tx.update(officialResults).set(fields).where(eq(officialResults.id, before.id)).returning()
        : await tx
            .insert(officialResults)
            .values({ ...fields, submissionId: submission.id, userId: owner.id })
            .returning();
      await keepChange(tx, row!, owner, false, `${before ? 'Changed to' : 'Reported'} ${savedText(row!)}`);
      return row!;
    });
  } catch (error) {
    // Two orders racing for the same slab, or the same submission reported twice at once: the index decides.
    const constraint = uniqueViolation(error);
    if (constraint === 'official_results_certificate_unique') throw conflict(recordTexts.certificateTaken);
    if (constraint === 'official_results_submission_unique') return reportResult(db, owner, submission, input, today);
    throw error;
  }
}

/** Records the label photo's key (already stored) on the result, as a kept change; the key it replaced, if any. */
export async function setLabelPhoto(db: Database, owner: Person, resultId: string, key: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(officialResults).where(eq(officialResults.id, resultId)).for('update');
    if (!before) throw notFound(recordTexts.noResultForLabel);
    if (before.status === 'verified') throw conflict(officialResultTexts.verifiedLocked, 'verified');
    // A new photo is new evidence: staff look again.
    const [row] = await tx
      .update(officialResults)
      .set({
        labelPhotoKey: key,
        status: 'pending',
        rejectReason: null,
        decidedBy: null,
        decidedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(officialResults.id, resultId))
      .returning();
    await keepChange(tx, row!, owner, false, before.labelPhotoKey ? 'Replaced the label photo' : 'Added a label photo');
    return { replaced: before.labelPhotoKey !== key ? before.labelPhotoKey : null };
  });
}

/** Staff's decision on a pending result: verified (it counts from now on) or rejected with the reason shown. */
export async function decideResult(
  db: Database,
  staff: Person,
  resultId: string,
  decision: { status: 'verified' } | { status: 'rejected'; reason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(officialResults).where(eq(officialResults.id, resultId)).for('update');
    if (!before) throw notFound(recordTexts.notFound);
    if (before.status !== 'pending') throw conflict(recordTexts.alreadyDecided, 'already_decided');
    // Verifying is matching the label to the certificate number and grade: without the photo there is nothing to
    // match, and an unchecked result must not count.
    if (decision.status === 'verified' && !before.labelPhotoKey) throw conflict(recordTexts.needsLabel, 'no_label');
    const reason = decision.status === 'rejected' ? decision.reason : null;
    const [row] = await tx
      .update(officialResults)
      .set({ status: decision.status, rejectReason: reason, decidedBy: staff.id, decidedAt: new Date() })
      .where(eq(officialResults.id, resultId))
      .returning();
    await keepChange(tx, row!, staff, true, reason ? `Rejected: ${reason}` : `Verified ${savedText(row!)}`);
    await recordAudit(tx, {
      actorId: staff.id,
      action: reason ? 'official result rejected' : `official result verified (${labelOf(row!)})`,
      target: { type: 'official result', id: row!.id, label: `${row!.company} ${row!.certificate}` },
      reason: reason ?? 'The label photo matches the certificate number and grade.',
    });
  });
}

const reporter = alias(users, 'reporter');

/** Results in one status for staff, oldest change first (the longest waiting at the top), with their orders. */
export async function resultsForStaff(db: Database, staff: Person, status: OfficialResultStatus) {
  const rows = await db
    .select({
      result: officialResults,
      submission: submissions,
      reporter: { first: reporter.firstName, last: reporter.lastName, username: reporter.username },
    })
    .from(officialResults)
    .innerJoin(submissions, eq(submissions.id, officialResults.submissionId))
    .innerJoin(reporter, eq(reporter.id, officialResults.userId))
    .where(eq(officialResults.status, status))
    .orderBy(asc(officialResults.updatedAt))
    .limit(200);
  return Promise.all(
    rows.map(async ({ result, submission, reporter: who }) => ({
      ...toOfficialResult(result),
      publicId: submission.publicId,
      cardName: submission.cardName,
      cardNumber: submission.cardNumber,
      anticipatedGrade: submission.anticipatedGrade ?? 0,
      ceilingGrade: submission.ceilingGrade ?? 0,
      reportedBy: `${who.first} ${who.last} (${who.username})`,
      changes: await changesOf(db, result.id, staff),
    })),
  );
}

/**
 * Every verified result beside the estimate it answers (of one grader's reviews when `graderId` is given): the
 * rows of the track record. Nothing is left out.
 */
export async function recordRows(db: Database, graderId?: string): Promise<RecordRow[]> {
  const rows = await db
    .select({
      anticipated: submissions.anticipatedGrade,
      ceiling: submissions.ceilingGrade,
      official: officialResults.gradeValue,
      company: officialResults.company,
      gradedOn: officialResults.gradedOn,
    })
    .from(officialResults)
    .innerJoin(submissions, eq(submissions.id, officialResults.submissionId))
    .where(
      and(
        eq(officialResults.status, 'verified'),
        sql`${submissions.anticipatedGrade} is not null`,
        graderId ? eq(submissions.closedBy, graderId) : undefined,
      ),
    );
  return rows.map((row) => ({
    anticipated: row.anticipated!,
    ceiling: row.ceiling!,
    official: row.official,
    company: row.company,
    month: row.gradedOn.slice(0, 7),
  }));
}

export async function unverifiedCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(officialResults)
    .where(eq(officialResults.status, 'pending'));
  return row?.count ?? 0;
}
