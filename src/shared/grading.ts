import { z } from 'zod';
import { centeringDrawingsSchema, drawingProblems } from './centering/drawing.js';
import { ISSUE_CHOICES } from './constants.js';
import { MARK_LIMIT, markSchema, markTexts, unmarkedIssues } from './marks.js';
import { orderSummarySchema, submissionSummarySchema } from './submissions.js';

/** The spec's texts for the grader's side, word for word, with our own where the spec is silent. */
export const gradingTexts = {
  gradesRequired: 'Please select Anticipated and Ceiling grades (1-10).',
  ceilingBelowAnticipated: "The ceiling grade can't be lower than the anticipated grade.",
  customNoteRequired: 'Add a note for the custom issue or uncheck the custom box.',
  alreadyReviewed: "You've already submitted a review.",
  reviewSubmitted: 'Review submitted!',
  reasonRequired: 'Please enter a reason for cancellation.',
  cancelled: 'Submission cancelled and credit refunded.',
  cancelError: (message: string) => `Error cancelling submission: ${message}`,
  heldByOther: (grader: string) =>
    `${grader} is reviewing this submission. Complete Review is disabled until they finish or forfeit.`,
  closed: 'This submission is no longer open: it has been completed or cancelled.',
} as const;

/** A claim left alone this long lapses, so a grader who walked away does not block a card (the default). */
export const DEFAULT_CLAIM_IDLE_MINUTES = 60;

// A number, never a coerced `true` or `[5]`: the form sends the chosen grade as a number.
const grade = z
  .number({ error: gradingTexts.gradesRequired })
  .int(gradingTexts.gradesRequired)
  .min(1, gradingTexts.gradesRequired)
  .max(10, gradingTexts.gradesRequired);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

export const reviewSchema = z
  .object({
    anticipatedGrade: grade,
    ceilingGrade: grade,
    centeringFront: optionalText(20),
    centeringBack: optionalText(20),
    rawValue: optionalText(60),
    gradedValue: optionalText(60),
    issues: z.array(z.enum(ISSUE_CHOICES)).max(ISSUE_CHOICES.length).default([]),
    customIssue: z.boolean().default(false),
    customNote: z.string().trim().max(200, 'Please keep the custom note under 200 characters.').default(''),
    explanation: z.string().trim().max(4000, 'Please keep the explanation under 4000 characters.').default(''),
    marks: z.array(markSchema).max(MARK_LIMIT, markTexts.tooMany).default([]),
    centeringDrawings: centeringDrawingsSchema.default({}),
  })
  .superRefine((review, context) => {
    // The ceiling is the best the card could get: below the expected grade it contradicts itself.
    if (review.ceilingGrade < review.anticipatedGrade) {
      context.addIssue({ code: 'custom', path: ['ceilingGrade'], message: gradingTexts.ceilingBelowAnticipated });
    }
    const written = { front: review.centeringFront, back: review.centeringBack };
    for (const [side, message] of drawingProblems(review.centeringDrawings, written))
      context.addIssue({ code: 'custom', path: [side === 'front' ? 'centeringFront' : 'centeringBack'], message });
    for (const issue of unmarkedIssues(review))
      context.addIssue({ code: 'custom', path: ['marks'], message: markTexts.unmarked(issue) });
    if (review.customIssue && review.customNote === '') {
      context.addIssue({ code: 'custom', path: ['customNote'], message: gradingTexts.customNoteRequired });
    }
  });

export type ReviewInput = z.input<typeof reviewSchema>;

/** An issue as a report lists it: the stored string with a capital, so the grader's custom note reads as written. */
export const issueLabel = (issue: string) => issue.charAt(0).toUpperCase() + issue.slice(1);

export const cancelSchema = z.object({
  reason: z
    .string({ error: gradingTexts.reasonRequired })
    .trim()
    .min(1, gradingTexts.reasonRequired)
    .max(500, 'Please keep the reason under 500 characters.'),
});

export type { Review } from './submissions.js';

/** A row of the grader's queue: who holds it, if anyone (a lapsed claim counts as nobody). */
export const queueEntrySchema = submissionSummarySchema.extend({
  heldBy: z.string().nullable(),
  heldByMe: z.boolean(),
  extraPhotos: z.number().int().meta({ description: 'How many of the optional extra photos came with the card.' }),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

/**
 * How long a card has waited at least, for the queue's filter: past 1 hour it nears the FAQ's "most results in 1-2
 * hours", past 2 it is later than that, past 12 later than the most we promise.
 */
export const WAITED_OVER_HOURS = { '1h': 1, '2h': 2, '12h': 12 } as const;
export type WaitedOver = keyof typeof WAITED_OVER_HOURS;
const WAITED_OVER = Object.keys(WAITED_OVER_HOURS) as [WaitedOver, ...WaitedOver[]];

/** The queue's filters, as the API's query and the dashboard's address carry them; absent means all. */
export const queueFilterSchema = z.object({
  waited: z.enum(WAITED_OVER, { error: 'waited must be one of 1h, 2h or 12h.' }).optional(),
  extras: z.enum(['with', 'without'], { error: 'extras must be with or without.' }).optional(),
});
export type QueueFilter = z.infer<typeof queueFilterSchema>;

/** Whether a queue entry shows under the filter at `now`: how the dashboard reads each change the stream sends. */
export function matchesQueueFilter(
  entry: Pick<QueueEntry, 'createdAt' | 'extraPhotos'>,
  { waited, extras }: QueueFilter,
  now: number,
): boolean {
  if (waited && Date.parse(entry.createdAt) > now - WAITED_OVER_HOURS[waited] * 3_600_000) return false;
  if (extras === 'with' && entry.extraPhotos === 0) return false;
  return !(extras === 'without' && entry.extraPhotos > 0);
}

/**
 * A card in the grader's own history: one they reviewed (with the grades they gave) or cancelled with a refund.
 * `closedAt` is when they did it; the list is newest first by it.
 */
export const historyEntrySchema = orderSummarySchema.extend({
  status: z.enum(['COMPLETE', 'CANCELLED']),
  closedAt: z.iso.datetime(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
