import { z } from 'zod';

// The official result a collector reports once a grading company has graded the card: which company, its grade on
// the company's own scale, the certificate number in the company's own format, and when. The track record
// (shared/track-record.ts) compares these with our estimates.

export const COMPANIES = ['PSA', 'BGS', 'SGC', 'CGC', 'TAG', 'other'] as const;
export type Company = (typeof COMPANIES)[number];

export const COMPANY_NAMES: Record<Company, string> = {
  PSA: 'PSA',
  BGS: 'BGS (Beckett)',
  SGC: 'SGC',
  CGC: 'CGC Cards',
  TAG: 'TAG',
  other: 'Another company',
};

/** PSA's qualifiers: the grade stands, with a condition named beside it (PSA 8 OC). */
export const PSA_QUALIFIERS = {
  OC: 'OC (off-center)',
  ST: 'ST (staining)',
  PD: 'PD (print defect)',
  OF: 'OF (out of focus)',
  MK: 'MK (marks)',
  MC: 'MC (miscut)',
} as const;
export type PsaQualifier = keyof typeof PSA_QUALIFIERS;

/** The grade that says the card is genuine but not graded: it has no number and counts in no comparison. */
export const AUTHENTIC = 'Authentic';

const halves = Array.from({ length: 19 }, (_, i) => 1 + i / 2); // 1, 1.5, ... 10
/** PSA grades in whole steps, with 1.5 (Fair) its only half. */
const psaGrades = [1, 1.5, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** The grades each company gives, highest first, as the form offers them (numbers as text, and Authentic). */
export const GRADE_SCALES: Record<Company, readonly string[]> = {
  PSA: [...[...psaGrades].reverse().map(String), AUTHENTIC],
  BGS: [...[...halves].reverse().map(String), AUTHENTIC],
  SGC: [...[...halves].reverse().map(String), AUTHENTIC],
  CGC: [...[...halves].reverse().map(String), AUTHENTIC],
  TAG: [...[...halves].reverse().map(String), AUTHENTIC],
  other: [...[...halves].reverse().map(String), AUTHENTIC],
};

/**
 * Each company's certificate number as it prints it on the label, and an example for the message. PSA, Beckett and
 * SGC number their slabs with 7 to 10 digits (PSA's recent ones 8 or 9), CGC Cards with 10 digits, TAG with a
 * letter and 7 digits. Spaces and dashes people type are taken out before the check.
 */
export const CERTIFICATE_FORMATS: Record<Company, { pattern: RegExp; says: string }> = {
  PSA: { pattern: /^\d{7,10}$/, says: 'A PSA certificate number is 7 to 10 digits, for example 81234567.' },
  BGS: { pattern: /^\d{7,10}$/, says: 'A Beckett (BGS) serial number is 7 to 10 digits, for example 0012345678.' },
  SGC: { pattern: /^\d{7,10}$/, says: 'An SGC certificate number is 7 to 10 digits, for example 1234567.' },
  CGC: { pattern: /^\d{10}$/, says: 'A CGC Cards certificate number is 10 digits, for example 4123456001.' },
  TAG: { pattern: /^[A-Z]\d{7}$/, says: 'A TAG certificate number is a letter and 7 digits, for example A1234567.' },
  other: { pattern: /^[A-Z0-9]{4,20}$/, says: 'Enter the certificate number as printed: 4 to 20 letters or digits.' },
};

/** The certificate number as it is kept: capitals, without the spaces and dashes people type. */
export const normalCertificate = (value: string) => value.toUpperCase().replace(/[\s-]/g, '');

export const officialResultTexts = {
  companyRequired: 'Choose the company that graded the card.',
  companyNameRequired: 'Name the company that graded the card.',
  gradeRequired: 'Choose the grade on the label.',
  gradeNotOnScale: (company: Company) => `${COMPANY_NAMES[company]} does not give that grade.`,
  qualifierOnlyPsa: 'Only PSA gives qualifiers such as OC.',
  qualifierNeedsGrade: 'A qualifier goes with a number grade, not Authentic.',
  tagScoreRange: 'A TAG score is a whole number from 1 to 1000.',
  tagScoreOnlyTag: 'Only TAG gives a score.',
  subgradeRange: 'A centering sub-grade is from 1 to 10, in half steps.',
  dateRequired: 'Enter the date on the grading company’s result.',
  dateInFuture: 'The date cannot be in the future.',
  dateTooEarly: 'That date is before the card was sent to us for an estimate.',
  complaintTooLong: 'Please keep the centering note under 300 characters.',
  saved: 'Official result saved. Thank you: it counts in our track record once staff have checked it.',
  notComplete: 'An official result can be added once the estimate is complete.',
  verifiedLocked: 'This result has been verified and can no longer be changed.',
  rejectReasonRequired: 'Say why the result is rejected; the collector sees it.',
  verified: 'Result verified.',
  rejected: 'Result rejected.',
} as const;

export const OFFICIAL_RESULT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type OfficialResultStatus = (typeof OFFICIAL_RESULT_STATUSES)[number];

/** A grade as a number for the comparisons: null for Authentic. */
export const gradeValue = (grade: string): number | null => (grade === AUTHENTIC ? null : Number(grade));

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
export type OfficialResultInput = z.input<typeof officialResultSchema>;
export type OfficialResultBody = z.output<typeof officialResultSchema>;

/** A reported result as its owner and staff see it. */
export const officialResultSchemaOut = z.object({
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
export type OfficialResult = z.infer<typeof officialResultSchemaOut>;

/** The grade as the label says it: "PSA 9", "PSA 8 OC", "BGS 9.5", "TAG 9 (score 945)", "CGC Authentic". */
export function labelOf(result: Pick<OfficialResult, 'company' | 'companyName' | 'grade' | 'qualifier' | 'tagScore'>) {
  const company = result.company === 'other' ? (result.companyName ?? 'Other') : result.company;
  const qualifier = result.qualifier ? ` ${result.qualifier}` : '';
  const score = result.tagScore !== null ? ` (score ${result.tagScore})` : '';
  return `${company} ${result.grade}${qualifier}${score}`;
}
