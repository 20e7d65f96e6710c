import { z } from 'zod';
import { officialResultSchema, officialResultView } from '../official-result-schema.js';
import { COMPANIES, OFFICIAL_RESULT_STATUSES } from '../official-results.js';
import { endpoint, idParams, okMessageAnswer } from './endpoint.js';

// The track record's figures (the type is TrackRecord, made by trackRecord() in shared/track-record.ts).
const shareSchema = z.object({
  /** How many results the share is taken over. */
  n: z.number(),
  hits: z.number(),
  /** hits / n, or null when n is under MIN_SAMPLE. */
  share: z.number().nullable(),
});

export const comparisonSchema = z.object({
  /** Results with a number grade (Authentic aside): the ones compared. */
  compared: z.number(),
  /** The official grade equals the anticipated grade. */
  exact: shareSchema,
  /** The official grade is within one grade of the anticipated grade. */
  withinOne: shareSchema,
  /** The official grade lies between the anticipated and the ceiling grade, both included. */
  inRange: shareSchema,
});

export const trackRecordSchema = comparisonSchema.extend({
  /** Every verified result, Authentic included. */
  results: z.number(),
  byCompany: z.array(comparisonSchema.extend({ company: z.enum(COMPANIES) })),
  /** Oldest month first. */
  byMonth: z.array(comparisonSchema.extend({ month: z.string() })),
  /**
   * How often each anticipated grade met each official grade: one cell per pair that occurred, official grades
   * rounded down to the whole grade (a 9.5 in the 9 column).
   */
  calibration: z.array(z.object({ anticipated: z.number(), official: z.number(), count: z.number() })),
});

// Official grades that come back from the grading companies, and the track record made from them.

const resultPath = '/api/submissions/:id/official-result';

/** One kept change of a reported result: every save and every staff decision, oldest first. */
export const resultChangeSchema = z.object({
  at: z.iso.datetime(),
  /** "You" for the collector's own saves (in the owner's view), "Staff" for a decision. */
  by: z.string(),
  /** What it became: "PSA 9, certificate 81234567", "verified", "rejected: label unreadable". */
  what: z.string(),
});

export const officialResult = endpoint({
  method: 'GET',
  path: resultPath,
  summary: "A completed order's official result, as reported by its owner, with every change kept",
  access: 'verified',
  params: idParams,
  answer: z.object({
    result: officialResultView.nullable(),
    changes: z.array(resultChangeSchema),
    /** The estimate it is compared with; null until the order is complete. */
    estimate: z.object({ anticipatedGrade: z.number(), ceilingGrade: z.number() }).nullable(),
  }),
});
export const reportOfficialResult = endpoint({
  method: 'POST',
  path: resultPath,
  summary: 'Report or change the official result of a completed order (until staff have verified it)',
  access: 'verified',
  params: idParams,
  body: officialResultSchema,
  answer: okMessageAnswer.extend({ result: officialResultView }),
});
export const uploadLabelPhoto = endpoint({
  method: 'POST',
  path: `${resultPath}/label`,
  summary: "A photo of the slab's label for a reported result (JPEG, PNG or HEIC), replacing any before",
  access: 'verified',
  params: idParams,
  form: z.object({ photo: z.string().describe('the photo (binary)') }),
  answer: okMessageAnswer,
});
export const labelPhoto = endpoint({
  method: 'GET',
  path: '/api/official-results/:id/label',
  summary: 'The label photo of a reported result, to its owner and to staff',
  access: 'verified',
  params: idParams,
  answer: { contentType: 'image/jpeg', description: 'the label photo, re-encoded without metadata' },
});

/** A reported result as staff check it: the card, the estimate, who reported it. */
export const staffResultSchema = officialResultView.extend({
  publicId: z.string(),
  cardName: z.string(),
  cardNumber: z.string(),
  anticipatedGrade: z.number(),
  ceilingGrade: z.number(),
  reportedBy: z.string(),
  changes: z.array(resultChangeSchema),
});

export const staffResults = endpoint({
  method: 'GET',
  path: '/api/staff/official-results',
  summary: 'Reported official results by status (pending first, oldest first), for staff to check',
  access: 'admin',
  query: z.object({ status: z.enum(OFFICIAL_RESULT_STATUSES).default('pending') }),
  answer: z.object({ results: z.array(staffResultSchema) }),
});
export const verifyResult = endpoint({
  method: 'POST',
  path: '/api/staff/official-results/:id/verify',
  summary: 'Mark a reported result verified: the label photo matches the certificate number and grade',
  access: 'admin',
  params: idParams,
  answer: okMessageAnswer,
});
export const rejectResult = endpoint({
  method: 'POST',
  path: '/api/staff/official-results/:id/reject',
  summary: 'Reject a reported result, with the reason the collector sees',
  access: 'admin',
  params: idParams,
  body: z.object({
    reason: z
      .string({ error: 'Say why the result is rejected; the collector sees it.' })
      .trim()
      .min(1, 'Say why the result is rejected; the collector sees it.')
      .max(300, 'Please keep the reason under 300 characters.'),
  }),
  answer: okMessageAnswer,
});

export const accuracy = endpoint({
  method: 'GET',
  path: '/api/accuracy',
  summary: 'The public track record: our estimates against the verified official grades',
  access: 'anyone',
  answer: z.object({
    record: trackRecordSchema,
    /** Reported results staff have not checked yet: they do not count until they are. */
    unverified: z.number(),
    /** Evaluation mode only: the same figures over made-up results, shown apart and labelled as such. */
    sample: trackRecordSchema.nullable(),
  }),
});
export const myRecord = endpoint({
  method: 'GET',
  path: '/api/grading/record',
  summary: "The signed-in grader's own track record: their reviews against the verified official grades",
  access: 'grader or admin',
  answer: z.object({ record: trackRecordSchema }),
});

export const unsubscribeReminders = endpoint({
  method: 'POST',
  path: '/api/official-results/reminders/unsubscribe',
  summary: 'Stop the reminders to report official results (the link in the reminder e-mail)',
  access: 'anyone',
  body: z.object({ token: z.string().min(1, 'This unsubscribe link is not valid.') }),
  answer: okMessageAnswer,
});
