import { asc, eq } from 'drizzle-orm';
import type { Review } from '../../../shared/grading.js';
import type { Database } from '../../db/client.js';
import { reviews } from '../../db/schema.js';
import { displayNamesOf } from '../accounts/people.js';

/** A submission's reviews, oldest first, each with its grader's display name (written by lifecycle.complete). */
export async function reviewsOf(db: Database, submissionId: string): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.submissionId, submissionId))
    .orderBy(asc(reviews.createdAt));
  const names = await displayNamesOf(
    db,
    rows.map((review) => review.graderId),
  );
  return rows.map((review) => ({
    id: review.id,
    grader: names.get(review.graderId) ?? '',
    anticipatedGrade: review.anticipatedGrade,
    ceilingGrade: review.ceilingGrade,
    centeringFront: review.centeringFront,
    centeringBack: review.centeringBack,
    rawValue: review.rawValue,
    gradedValue: review.gradedValue,
    issues: review.issues,
    explanation: review.explanation,
    marks: review.marks,
    centeringDrawings: review.centeringDrawings,
    timestamp: review.createdAt.toISOString(),
  }));
}
