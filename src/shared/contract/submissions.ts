import { z } from 'zod';
import { reuseFieldsSchema } from '../submit-again.js';
import {
  ALL_PHOTOS,
  orderSummarySchema,
  PHOTO_SIZES,
  reportShareSchema,
  sharedReportSchema,
  submissionDetailSchema,
  submissionFieldsSchema,
  submissionSummarySchema,
} from '../submissions.js';
import { endpoint, idParams, nextPage, pageQuery } from './endpoint.js';

const photoFile = z
  .string()
  .meta({ format: 'binary', contentMediaType: 'image/*', description: 'A PNG, JPEG or HEIC photo, at most 10 MB' });

/** What a submission sends: the card, then one file per photo key, or the keys taken from a cancelled one. */
export const submissionForm = submissionFieldsSchema
  .extend(reuseFieldsSchema.shape)
  .extend(Object.fromEntries(ALL_PHOTOS.map((photo) => [photo.key, photoFile.optional()])));

export const createSubmission = endpoint({
  method: 'POST',
  path: '/api/submissions',
  summary:
    'Send a card for a grade estimate (1 credit): multipart/form-data with cardName, cardNumber and one file per ' +
    'photo key, and an Idempotency-Key header (a UUID) so a retry never charges twice. "Submit again": ' +
    "reuseFrom names the collector's own CANCELLED submission and reusePhotos the keys whose photos it copies " +
    'from there instead of a file; the ten required keys must each be sent or reused',
  access: 'verified',
  form: submissionForm,
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

export const reportShare = endpoint({
  method: 'GET',
  path: '/api/submissions/:id/share',
  summary: "The owner's link that shows this card's report to anyone, or null when there is none",
  access: 'signed in',
  params: idParams,
  answer: z.object({ share: reportShareSchema.nullable() }),
});
export const createReportShare = endpoint({
  method: 'POST',
  path: '/api/submissions/:id/share',
  summary:
    "Makes a link that shows this graded card's report to anyone, without signing in (the owner's; the same link while it is on)",
  access: 'signed in',
  params: idParams,
  answer: z.object({ share: reportShareSchema }),
});
export const revokeReportShare = endpoint({
  method: 'POST',
  path: '/api/submissions/:id/share/revoke',
  summary: 'Turns the link off: from then on it answers 404 (the owner)',
  access: 'signed in',
  params: idParams,
  answer: z.object({ ok: z.literal(true) }),
});
export const sharedReport = endpoint({
  method: 'GET',
  path: '/api/shared/:token',
  summary: "A shared card's report: the card, its photos and reviews, without the owner's or the grader's name",
  access: 'anyone',
  params: z.object({ token: z.string() }),
  answer: z.object({ report: sharedReportSchema }),
});
export const sharedPhoto = endpoint({
  method: 'GET',
  path: '/api/shared/:token/photos/:key',
  summary: 'A photo of a shared report, as a JPEG rendering (never the original as sent, which may carry GPS)',
  access: 'anyone',
  params: z.object({ token: z.string(), key: z.string() }),
  query: z.object({ size: z.enum(PHOTO_SIZES, { error: 'Ask for size thumb, display or full.' }).default('display') }),
  answer: { contentType: 'image/jpeg', description: 'thumb (360 px), display (2400 px) or full size' },
});
export const reportPdf = endpoint({
  method: 'GET',
  path: '/api/submissions/:id/report.pdf',
  summary:
    "A graded card's report as a PDF made on the server: photos, grades, centering verdicts, issues (its owner, graders and admins)",
  access: 'signed in',
  params: idParams,
  answer: { contentType: 'application/pdf', description: 'The report, with no one’s name in it' },
});
export const sharedReportPdf = endpoint({
  method: 'GET',
  path: '/api/shared/:token/report.pdf',
  summary: "A shared card's report as a PDF, for anyone with the link",
  access: 'anyone',
  params: z.object({ token: z.string() }),
  answer: { contentType: 'application/pdf', description: 'The report, with no one’s name in it' },
});
