import { z } from 'zod';
import { orderSummarySchema, PHOTO_SIZES, submissionDetailSchema, submissionSummarySchema } from '../submissions.js';
import { endpoint, idParams, nextPage, pageQuery } from './endpoint.js';

export const createSubmission = endpoint({
  method: 'POST',
  path: '/api/submissions',
  summary:
    'Send a card for a grade estimate (1 credit): multipart/form-data with cardName, cardNumber and one file per ' +
    'photo key, and an Idempotency-Key header (a UUID) so a retry never charges twice',
  access: 'verified',
  answer: z.object({ ok: z.literal(true), submission: submissionSummarySchema }),
});
export const mySubmissions = endpoint({
  method: 'GET',
  path: '/api/submissions',
  summary: "The signed-in collector's submissions, newest first, a page at a time (20 unless `limit` says)",
  access: 'signed in',
  query: pageQuery(20),
  answer: z.object({ submissions: z.array(orderSummarySchema), next: nextPage }),
});
export const submission = endpoint({
  method: 'GET',
  path: '/api/submissions/:id',
  summary: 'One submission with its photos, reviews and centering measurement (its owner, graders and admins)',
  access: 'signed in',
  params: idParams,
  answer: z.object({ submission: submissionDetailSchema }),
});
export const submissionPhoto = endpoint({
  method: 'GET',
  path: '/api/submissions/:id/photos/:key',
  summary: "A photo's JPEG rendering (never the original as sent)",
  access: 'signed in',
  params: z.object({ id: z.string(), key: z.string() }),
  query: z.object({ size: z.enum(PHOTO_SIZES, { error: 'Ask for size thumb, display or full.' }).default('display') }),
  answer: { contentType: 'image/jpeg', description: 'thumb (360 px), display (2400 px) or full size' },
});
