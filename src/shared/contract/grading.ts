import { z } from 'zod';
import { cancelSchema, historyEntrySchema, queueEntrySchema, queueFilterSchema, reviewSchema } from '../grading.js';
import { submissionDetailSchema } from '../submissions.js';
import { endpoint, idParams, nextPage, okAnswer, okMessageAnswer, pageQuery } from './endpoint.js';

const gradingPath = (action: string) => `/api/grading/submissions/:id/${action}`;

export const queue = endpoint({
  method: 'GET',
  path: '/api/grading/queue',
  summary:
    'Waiting and claimed submissions, oldest first, with who holds each, a page at a time (50 unless `limit` says); ' +
    '`waited` keeps those waiting over 1h, 2h or 12h, `extras` those sent with or without extra photos',
  access: 'grader or admin',
  query: pageQuery(50).extend(queueFilterSchema.shape),
  answer: z.object({ queue: z.array(queueEntrySchema), next: nextPage }),
});
export const history = endpoint({
  method: 'GET',
  path: '/api/grading/history',
  summary:
    "The signed-in grader's own reviews and cancellations, newest first, each with the grades they gave, a page at " +
    'a time (20 unless `limit` says)',
  access: 'grader or admin',
  query: pageQuery(20),
  answer: z.object({ history: z.array(historyEntrySchema), next: nextPage }),
});
export const claim = endpoint({
  method: 'POST',
  path: gradingPath('claim'),
  summary: 'Open a review: claims it when nobody else holds it, and says who does',
  access: 'grader or admin',
  params: idParams,
  answer: z.object({ submission: submissionDetailSchema, heldBy: z.string().nullable(), heldByMe: z.boolean() }),
});
export const forfeit = endpoint({
  method: 'POST',
  path: gradingPath('forfeit'),
  summary: 'Give the claim back: the submission waits for any grader again',
  access: 'grader or admin',
  params: idParams,
  answer: okAnswer,
});
export const review = endpoint({
  method: 'POST',
  path: gradingPath('review'),
  summary: 'Send the review: the submission is complete and the collector is told',
  access: 'grader or admin',
  params: idParams,
  body: reviewSchema,
  answer: okMessageAnswer,
});
export const cancel = endpoint({
  method: 'POST',
  path: gradingPath('cancel'),
  summary: "Cancel with a reason; the collector's credit is refunded",
  access: 'grader or admin',
  params: idParams,
  body: cancelSchema,
  answer: okMessageAnswer,
});
