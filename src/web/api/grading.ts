import type { QueueEntry, ReviewInput } from '../../shared/grading';
import type { SubmissionDetail } from '../../shared/submissions';
import { requestJson } from './client';

const submissionPath = (id: string, action: string) => `/api/grading/submissions/${encodeURIComponent(id)}/${action}`;

export type Claim = { submission: SubmissionDetail; heldBy: string | null; heldByMe: boolean };

export const fetchQueue = () => requestJson<{ queue: QueueEntry[] }>('GET', '/api/grading/queue');

/** Claims the submission when no one holds it; the answer says who does. */
export const claimSubmission = (id: string) => requestJson<Claim>('POST', submissionPath(id, 'claim'));

export const forfeitSubmission = (id: string) => requestJson<{ ok: true }>('POST', submissionPath(id, 'forfeit'));

export const sendReview = (id: string, review: ReviewInput) =>
  requestJson<{ ok: true; message: string }>('POST', submissionPath(id, 'review'), review);

export const cancelSubmission = (id: string, reason: string) =>
  requestJson<{ ok: true; message: string }>('POST', submissionPath(id, 'cancel'), { reason });
