import type { OfficialResult } from '../../../shared/official-result-schema';
import { COMPANIES, type Company } from '../../../shared/official-results';
import {
  ACCEPTED_BROWSER_TYPES,
  MAX_PHOTO_BYTES,
  browserImageType,
  submissionTexts,
} from '../../../shared/submissions';

// The official result form's fields as typed (all text, as inputs hold them), and what the shared schema reads.

export type Fields = {
  company: string;
  companyName: string;
  grade: string;
  qualifier: string;
  tagScore: string;
  certificate: string;
  gradedOn: string;
  centeringSubgrade: string;
  centeringNote: string;
};

const orEmpty = (value: string | number | null) => (value === null ? '' : String(value));

export const fieldsOf = (result: OfficialResult | null): Fields => ({
  company: result?.company ?? '',
  companyName: orEmpty(result?.companyName ?? null),
  grade: result?.grade ?? '',
  qualifier: orEmpty(result?.qualifier ?? null),
  tagScore: orEmpty(result?.tagScore ?? null),
  certificate: result?.certificate ?? '',
  gradedOn: result?.gradedOn ?? '',
  centeringSubgrade: orEmpty(result?.centeringSubgrade ?? null),
  centeringNote: orEmpty(result?.centeringNote ?? null),
});

/** What the schema reads: only the company's own fields, numbers as numbers, and null for what was left empty. */
export const asInput = (fields: Fields) => ({
  company: fields.company || undefined,
  companyName: fields.company === 'other' ? fields.companyName : null,
  grade: fields.grade,
  qualifier: fields.company === 'PSA' && fields.qualifier ? fields.qualifier : null,
  tagScore: fields.company === 'TAG' && fields.tagScore.trim() ? Number(fields.tagScore) : null,
  certificate: fields.certificate,
  gradedOn: fields.gradedOn,
  centeringSubgrade: fields.centeringSubgrade ? Number(fields.centeringSubgrade) : null,
  centeringNote: fields.centeringNote,
});

export const isCompany = (value: string): value is Company => (COMPANIES as readonly string[]).includes(value);
export const SUBGRADES = Array.from({ length: 19 }, (_, i) => String(10 - i / 2));
const LABEL_PHOTO = 'The label photo';
export const PHOTO_ACCEPT = [...ACCEPTED_BROWSER_TYPES, '.heic', '.heif'].join(',');

/** The browser's check of the label photo, in the words the card upload uses. */
export function photoProblem(file: File): string | null {
  const type = browserImageType(file);
  if (!ACCEPTED_BROWSER_TYPES.has(type)) return submissionTexts.wrongType(LABEL_PHOTO, type);
  if (file.size > MAX_PHOTO_BYTES) return submissionTexts.exceedsLimit(LABEL_PHOTO);
  return null;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today in the reader's own calendar, as a date input writes it: a result cannot be dated later. */
export function today(now = new Date()) {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}
