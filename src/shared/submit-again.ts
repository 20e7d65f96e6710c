import { z } from 'zod';
import { ALL_PHOTOS, submissionTexts, type PhotoKey } from './submissions.js';

/**
 * "Submit again": a new submission may take photos from the collector's own cancelled one instead of sending
 * them again. The texts the server answers with when it cannot.
 */
export const againTexts = {
  notFound: 'The cancelled submission to take photos from was not found.',
  notCancelled: 'Only the photos of a cancelled submission can be sent again.',
  noSuchPhoto: (label: string) => `The cancelled submission has no ${label} photo to send again.`,
  fromMissing: 'Say which cancelled submission the photos to send again come from.',
  badFrom: 'reuseFrom must be the id of your cancelled submission.',
} as const;

/** `reusePhotos` as sent: photo keys separated by commas ("front,back"), blanks ignored. */
export const photoKeyList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);

const PHOTO_KEYS = ALL_PHOTOS.map((photo) => photo.key) as [PhotoKey, ...PhotoKey[]];

/** The two multipart fields of a submission that reuses photos; both absent for an ordinary one. */
export const reuseFieldsSchema = z.object({
  reuseFrom: z
    .uuid({ error: againTexts.badFrom })
    .optional()
    .meta({ description: "The id of the collector's own CANCELLED submission whose photos are sent again." }),
  reusePhotos: z
    .string()
    .optional()
    .transform(photoKeyList)
    .pipe(z.array(z.enum(PHOTO_KEYS, { error: submissionTexts.unknownPhoto })))
    .meta({
      description:
        'The photo keys taken from that submission, separated by commas (e.g. "front,back,backTopLeft"). Each ' +
        'counts for its slot as if sent; a key may not also be sent as a file.',
    }),
});
export type ReuseFields = z.infer<typeof reuseFieldsSchema>;
