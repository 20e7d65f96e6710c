import { z } from 'zod';
import {
  CERTIFICATE_FORMATS,
  COMPANIES,
  GRADE_SCALES,
  normalCertificate,
  officialResultTexts,
  OFFICIAL_RESULT_STATUSES,
  AUTHENTIC,
  PSA_QUALIFIERS,
  type PsaQualifier,
} from './official-results.js';

// The official result's schemas: the form's body, checked against each company's scale and certificate format, and
// the result as the API gives it back. Apart from the constants so that pages showing results need no zod.

const isoDate = z.iso.date(officialResultTexts.dateRequired);

/** The form's body: checked against the company's scale and certificate format, with the message a person needs. */
export const officialResultSchema = z
  .object({
    company: z.enum(COMPANIES, { error: officialResultTexts.companyRequired }),
    /** Only for 'other': the company's name. */
    companyName: z
      .string()
      .trim()
      .max(60, 'Please keep the company name under 60 characters.')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
    grade: z.string({ error: officialResultTexts.gradeRequired }).trim().min(1, officialResultTexts.gradeRequired),
    qualifier: z
      .enum(Object.keys(PSA_QUALIFIERS) as [PsaQualifier, ...PsaQualifier[]])
      .nullable()
      .default(null),
    tagScore: z.number().int(officialResultTexts.tagScoreRange).nullable().default(null),
    certificate: z
      .string({ error: 'Enter the certificate number from the label.' })
      .transform(normalCertificate)
      .pipe(z.string().min(1, 'Enter the certificate number from the label.')),
    gradedOn: isoDate,
    /** BGS and others publish a centering sub-grade; kept for later use. */
    centeringSubgrade: z.number().nullable().default(null),
    /** What the collector says about centering (the label's or their own complaint); kept for later use. */
    centeringNote: z
      .string()
      .trim()
      .max(300, officialResultTexts.complaintTooLong)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
  })
  .superRefine((result, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (result.company === 'other' && !result.companyName)
      issue('companyName', officialResultTexts.companyNameRequired);
    if (!GRADE_SCALES[result.company].includes(result.grade))
      issue('grade', officialResultTexts.gradeNotOnScale(result.company));
    if (result.qualifier && result.company !== 'PSA') issue('qualifier', officialResultTexts.qualifierOnlyPsa);
    else if (result.qualifier && result.grade === AUTHENTIC)
      issue('qualifier', officialResultTexts.qualifierNeedsGrade);
    if (result.tagScore !== null && result.company !== 'TAG') issue('tagScore', officialResultTexts.tagScoreOnlyTag);
    else if (result.tagScore !== null && (result.tagScore < 1 || result.tagScore > 1000))
      issue('tagScore', officialResultTexts.tagScoreRange);
    const format = CERTIFICATE_FORMATS[result.company];
    if (result.certificate && !format.pattern.test(result.certificate)) issue('certificate', format.says);
    const subgrade = result.centeringSubgrade;
    if (subgrade !== null && !(subgrade >= 1 && subgrade <= 10 && Number.isInteger(subgrade * 2)))
      issue('centeringSubgrade', officialResultTexts.subgradeRange);
  });

/** A reported result as its owner and staff see it (the type is OfficialResult, in official-results.ts). */
export const officialResultView = z.object({
  id: z.string(),
  submissionId: z.string(),
  company: z.enum(COMPANIES),
  companyName: z.string().nullable(),
  grade: z.string(),
  qualifier: z.string().nullable(),
  tagScore: z.number().nullable(),
  certificate: z.string(),
  gradedOn: z.string(),
  centeringSubgrade: z.number().nullable(),
  centeringNote: z.string().nullable(),
  hasLabelPhoto: z.boolean(),
  status: z.enum(OFFICIAL_RESULT_STATUSES),
  /** Why staff rejected it, shown to the collector. */
  rejectReason: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});

export type OfficialResultInput = z.input<typeof officialResultSchema>;
export type OfficialResultBody = z.output<typeof officialResultSchema>;
/** A reported result as its owner and staff see it. */
export type OfficialResult = z.infer<typeof officialResultView>;
