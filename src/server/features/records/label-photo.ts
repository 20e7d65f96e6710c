import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, MAX_PIXELS_BY_TYPE, sniffImageType } from '../../../shared/submissions.js';
import { oneImageAtATime } from '../../adapters/images/one-at-a-time.js';
import { uprightImage } from '../../adapters/images/pixels.js';
import { badRequest, HttpError } from '../../http/errors.js';

export const labelTexts = {
  missing: "Choose a photo of the slab's label.",
  notImage: 'The label photo must be a JPEG, PNG or HEIC image.',
  tooLarge: `The label photo is over ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
  tooManyPixels: 'The label photo has too many pixels: take it again at a lower resolution.',
  unreadable: 'The label photo could not be read: it may be damaged. Take it again.',
  saved: 'Label photo saved.',
} as const;

/** The label photo as it is kept: upright, at most this many pixels on its long side, JPEG without metadata. */
const LABEL_SIDE = 1600;

/** Where a result's label photo is stored: one per result, a new one replaces it. */
export const labelKey = (resultId: string) => `labels/${resultId}.jpg`;

/**
 * Reads the one photo of a multipart request (a label is a single photo, so it is held in memory, up to the photo
 * limit) and makes the copy that is kept: checked by its bytes and its pixel count first, then re-encoded, so no
 * metadata (the phone's location) and no bytes the client chose are ever stored or served.
 */
export async function receiveLabelPhoto(request: FastifyRequest): Promise<Buffer> {
  let file;
  try {
    file = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 } });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(labelTexts.missing, 'no_photo');
  }
  if (!file) throw badRequest(labelTexts.missing, 'no_photo');
  const original = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'too_large', labelTexts.tooLarge);
    throw badRequest(labelTexts.unreadable, 'unreadable');
  });
  const type = sniffImageType(original.subarray(0, 12));
  if (!type) throw badRequest(labelTexts.notImage, 'wrong_type');
  const metadata = await sharp(original, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest(labelTexts.unreadable, 'unreadable');
    });
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS_BY_TYPE[type])
    throw badRequest(labelTexts.tooManyPixels, 'too_many_pixels');
  try {
    return await oneImageAtATime(async () =>
      (await uprightImage(original))
        .resize(LABEL_SIDE, LABEL_SIDE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  } catch {
    throw badRequest(labelTexts.unreadable, 'unreadable');
  }
}
