import { z } from 'zod';
import { ISSUE_CHOICES } from './constants.js';

/** A review marks at most this many places: a card with more defects than that is described, not pinned. */
export const MARK_LIMIT = 30;

export const markTexts = {
  tooMany: `Please keep to ${MARK_LIMIT} marks or fewer.`,
  unknownPhoto: 'A mark is on a photo this card does not have.',
  outsidePhoto: 'A mark lies outside its photo.',
  unmarked: (issue: string) => `Mark “${issue}” on a photo, or say in the explanation why it has no mark.`,
} as const;

/**
 * A place the grader marks on a photo: a point (no width or height) or a box, in the upright photo's own pixels, so
 * it lands on the same spot at every rendering size. It names one of the issues, with an optional short note.
 */
export const markSchema = z.object({
  photoKey: z.string().min(1).max(40),
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().min(0).default(0),
  height: z.number().min(0).default(0),
  issue: z.enum(ISSUE_CHOICES, { error: 'A mark must name one of the issues.' }),
  note: z.string().trim().max(120, 'Please keep a mark’s note under 120 characters.').default(''),
});
export type Mark = z.output<typeof markSchema>;

/**
 * The ticked issues (centering aside: the numbers show it) that have no mark and that the explanation does not
 * mention either: a careful grader shows where each one is, or says why it cannot be shown.
 */
export function unmarkedIssues(review: { issues: readonly string[]; marks: readonly Mark[]; explanation: string }) {
  const explanation = review.explanation.toLowerCase();
  return review.issues.filter(
    (issue) =>
      issue !== 'centering' &&
      !review.marks.some((mark) => mark.issue === issue) &&
      // "Light whitening on the back edge" speaks of "edge whitening": any of the issue's words will do.
      !issue.split(' ').some((word) => explanation.includes(word)),
  );
}

/** Whether a mark lies inside a photo of this size. */
export const insidePhoto = (mark: Mark, size: { width: number; height: number }) =>
  mark.x + mark.width <= size.width && mark.y + mark.height <= size.height;
