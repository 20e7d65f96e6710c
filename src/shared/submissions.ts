import { z } from 'zod';
import { centeringDrawingsSchema } from './centering/drawing.js';
import type { SubmissionCentering } from './centering/measured.js';
import { EXTRA_PHOTOS, MAX_PHOTO_BYTES, REQUIRED_PHOTOS } from './constants.js';
import { markSchema } from './marks.js';
import { requiredText } from './validation.js';

export const ALL_PHOTOS = [...REQUIRED_PHOTOS, ...EXTRA_PHOTOS];
export type PhotoKey = (typeof ALL_PHOTOS)[number]['key'];

export const photoLabel = (key: string) => ALL_PHOTOS.find((photo) => photo.key === key)?.label ?? key;

/** The spec's texts for submitting, word for word, with our own where the spec is silent. */
export const submissionTexts = {
  exceedsLimit: (label: string) => `${label} exceeds the 10MB limit.`,
  wrongType: (label: string, type: string) => `${label} must be PNG, JPEG, or HEIC. Detected: ${type}`,
  allRequired: 'Please upload all 10 required images.',
  notLoggedIn: 'Not logged in',
  mustLogIn: 'You must be logged in to submit a card. Please log in again.',
  uploadError: (label: string, message: string) => `Error uploading ${label}: ${message}`,
  submitError: (message: string) => `Error submitting card: ${message}`,
  success: 'Card submitted successfully!',
  notFound: 'Submission not found.',
  none: 'No submissions found.',
  noCredits: 'You have no credits left. Buy a credit in the shop to submit a card.',
  tooManyPixels: (label: string, megapixels = 50) =>
    `${label} is larger than ${megapixels} megapixels. Please send a smaller photo.`,
  unknownPhoto: 'The upload contains a photo slot we do not know.',
  duplicatePhoto: (label: string) => `${label} was sent twice.`,
  tooManyFiles: 'At most 15 photos can be sent with one card.',
  unknownField: 'The upload carries fields we do not know. Please send the card name, the identifier and the photos.',
  incomplete: 'The upload was cut off. Please try again.',
  damaged: (label: string) =>
    `${label} could not be read to the end: the file is cut off or damaged. Please take or export the photo again.`,
} as const;

export const MAX_PIXELS = 50_000_000;
/**
 * Pixels a photo may have, by type: what a phone makes (48-50 MP from the largest main cameras, as JPEG or HEIC).
 * PNG is not a camera's format (screenshots, scans: a card scanned at 600 dpi is 3 MP), and its pixels cost the
 * most to decode for their bytes (a flat 7000x7000 PNG is 700 KB), so it gets less.
 */
export const MAX_PIXELS_BY_TYPE: Record<ImageType, number> = {
  'image/jpeg': MAX_PIXELS,
  'image/heic': MAX_PIXELS,
  'image/png': 24_000_000,
};
export const MAX_FILES = REQUIRED_PHOTOS.length + EXTRA_PHOTOS.length;
export { MAX_PHOTO_BYTES };

export const submissionFieldsSchema = z.object({
  cardName: requiredText('Please enter the card name.').max(120, 'Please keep the card name under 120 characters.'),
  cardNumber: requiredText('Please enter the card’s identifier.').max(
    60,
    'Please keep the identifier under 60 characters.',
  ),
});

export type ImageType = 'image/png' | 'image/jpeg' | 'image/heic';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** The image type a file's first bytes prove, whatever its name or declared type says; null for anything else. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) {
    return 'image/png';
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 12) {
    const box = String.fromCharCode(...head.slice(4, 8));
    const brand = String.fromCharCode(...head.slice(8, 12));
    if (box === 'ftyp' && HEIF_BRANDS.has(brand)) return 'image/heic';
  }
  return null;
}

/** The browser's check before sending, as the spec words it: the declared type, or the extension without one. */
export function browserImageType(file: { name: string; type: string }): string {
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (type) return type;
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const byExtension: Record<string, string> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    heic: 'image/heic',
    heif: 'image/heif',
  };
  return byExtension[extension] ?? (extension ? `.${extension}` : 'unknown');
}

export const ACCEPTED_BROWSER_TYPES = new Set(['image/png', 'image/jpeg', 'image/heic', 'image/heif']);

export const SUBMISSION_STATUSES = ['OPEN', 'PENDING', 'COMPLETE', 'CANCELLED'] as const;

/** A submission in a list: the collector's orders, a row of the grader's queue. */
export const submissionSummarySchema = z.object({
  id: z.string(),
  publicId: z.string().meta({ description: 'The id collectors see and quote, GW- and 6 letters and digits.' }),
  cardName: z.string(),
  cardNumber: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  cancelReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  thumbnailUrl: z.string().nullable(),
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

/** A row of the collector's orders list: the summary and, once the card is graded, its grades. */
export const orderSummarySchema = submissionSummarySchema.extend({
  grade: z
    .object({ anticipated: z.number().int(), ceiling: z.number().int() })
    .nullable()
    .meta({ description: "The review's anticipated and ceiling grades; null until the card is reviewed." }),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The JPEG renderings served to browsers; the original as sent is kept but never served (it may carry GPS). */
export const PHOTO_SIZES = ['thumb', 'display', 'full'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

export const submissionPhotoSchema = z.object({
  key: z.string(),
  label: z.string(),
  thumbUrl: z.string(),
  url: z.string(),
  fullUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SubmissionPhoto = z.infer<typeof submissionPhotoSchema>;

/** One review as the collector and graders see it: the grader by display name, never by e-mail. */
export const reviewResultSchema = z.object({
  id: z.string(),
  grader: z.string(),
  anticipatedGrade: z.number(),
  ceilingGrade: z.number(),
  centeringFront: z.string().nullable(),
  centeringBack: z.string().nullable(),
  rawValue: z.string().nullable(),
  gradedValue: z.string().nullable(),
  issues: z.array(z.string()),
  explanation: z.string(),
  marks: z.array(markSchema),
  centeringDrawings: centeringDrawingsSchema,
  timestamp: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewResultSchema>;

/**
 * With the graders' reviews once there are any (one per grader), and the automatic centering measurement of the
 * front and back once the job has run (absent before).
 */
export const submissionDetailSchema = submissionSummarySchema.extend({
  photos: z.array(submissionPhotoSchema),
  reviews: z.array(reviewResultSchema),
  centering: z
    .custom<SubmissionCentering>()
    .optional()
    .meta({ description: 'The automatic centering measurement of the front and back photos (MeasuredCentering).' }),
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

/** A graded card's report as a share link shows it to anyone: the card, its photos and reviews, and nobody's name. */
export const sharedReportSchema = z.object({
  cardName: z.string(),
  cardNumber: z.string(),
  photos: z.array(submissionPhotoSchema),
  reviews: z.array(reviewResultSchema.omit({ grader: true })),
});
export type SharedReport = z.infer<typeof sharedReportSchema>;

/** The owner's link to a report: its address and since when it works. */
export const reportShareSchema = z.object({ url: z.string(), createdAt: z.iso.datetime() });
export type ReportShare = z.infer<typeof reportShareSchema>;

export const shareTexts = {
  notGraded: "Only a graded card's report can be shared.",
  notShared: 'This report is not shared, or its link was turned off by its owner.',
} as const;
