import * as api from '../../shared/contract/grading';
import type { ReceivedOf } from '../../shared/contract/endpoint';
import type { QueueFilter, ReviewInput } from '../../shared/grading';
import { call } from './client';

export type Claim = ReceivedOf<typeof api.claim>;

/** A page of the queue, oldest first, under the filter: the first, or the one after the submission `after`. */
export const fetchQueue = (filter: QueueFilter, after?: string) => call(api.queue, { query: { ...filter, after } });

/** A page of the grader's own reviews and cancellations, newest first. */
export const fetchHistory = (after?: string) => call(api.history, { query: { after } });

/** Claims the submission when no one holds it; the answer says who does. */
export const claimSubmission = (id: string) => call(api.claim, { params: { id } });

export const forfeitSubmission = (id: string) => call(api.forfeit, { params: { id } });

export const sendReview = (id: string, review: ReviewInput) => call(api.review, { params: { id }, body: review });

export const cancelSubmission = (id: string, reason: string) => call(api.cancel, { params: { id }, body: { reason } });
