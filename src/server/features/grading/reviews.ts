import { asc, eq } from 'drizzle-orm';
import type { Review } from '../../../shared/grading.js';
import type { Database } from '../../db/client.js';
import { reviews, users } from '../../db/schema.js';

/** A grader as others see them: first name and last initial, never the e-mail. */
export const displayName = (user: { firstName: string; lastName: string }) =>
  user.lastName ? `${user.firstName} ${user.lastName.slice(0, 1)}.` : user.firstName;

export async function reviewsOf(db: Database, submissionId: string): Promise<Review[]> {
  const rows = await db
    .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.graderId))
    .where(eq(reviews.submissionId, submissionId))
    .orderBy(asc(reviews.createdAt));
  return rows.map(({ review, firstName, lastName }) => ({
    id: review.id,
    grader: displayName({ firstName, lastName }),
    anticipatedGrade: review.anticipatedGrade,
    ceilingGrade: review.ceilingGrade,
    centeringFront: review.centeringFront,
    centeringBack: review.centeringBack,
    rawValue: review.rawValue,
    gradedValue: review.gradedValue,
    issues: review.issues,
    explanation: review.explanation,
    timestamp: review.createdAt.toISOString(),
  }));
}
