// The official result a collector reports once a grading company has graded the card: which company, its grade on
// the company's own scale, the certificate number in the company's own format, and when. The track record
// (shared/track-record.ts) compares these with our estimates. The schemas are in official-result-schema.ts, so that
// the public track record page can use these words and scales without the validation library.

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

/** The grade as the label says it: "PSA 9", "PSA 8 OC", "BGS 9.5", "TAG 9 (score 945)", "CGC Authentic". */
export function labelOf(result: {
  company: Company;
  companyName: string | null;
  grade: string;
  qualifier: string | null;
  tagScore: number | null;
}) {
  const company = result.company === 'other' ? (result.companyName ?? 'Other') : result.company;
  const qualifier = result.qualifier ? ` ${result.qualifier}` : '';
  const score = result.tagScore !== null ? ` (score ${result.tagScore})` : '';
  return `${company} ${result.grade}${qualifier}${score}`;
}
