import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { REQUIRED_PHOTOS } from '../../../shared/constants.js';
import { photoKeyList } from '../../../shared/submit-again.js';
import {
  ALL_PHOTOS,
  MAX_FILES,
  MAX_PHOTO_BYTES,
  MAX_PIXELS_BY_TYPE,
  photoLabel,
  sniffImageType,
  submissionTexts,
  type ImageType,
} from '../../../shared/submissions.js';
import { oneImageAtATime } from '../../adapters/images/one-at-a-time.js';
import { uprightImage } from '../../adapters/images/pixels.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { watchPace } from './upload-limits.js';

export type ReceivedPhoto = {
  photoKey: string;
  tempPath: string;
  contentType: ImageType;
  bytes: number;
  width: number;
  height: number;
};

export type ReceivedUpload = { fields: Record<string, string>; photos: ReceivedPhoto[] };

/** Where uploads stream before they are checked (and where a crash leaves them: see orphans.ts). */
export const uploadTempDir = (dataDir: string) => path.join(dataDir, 'tmp');

const KNOWN_KEYS = new Set<string>(ALL_PHOTOS.map((photo) => photo.key));

/** Passes bytes through, and refuses the stream at once if its first bytes are not PNG, JPEG or HEIC. */
class ImageSniffer extends Transform {
  type: ImageType | null = null;
  private head = Buffer.alloc(0);
  constructor(private readonly label: string) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.type === null) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < 12) return done();
      this.type = sniffImageType(this.head);
      if (!this.type) return done(badRequest(submissionTexts.wrongType(this.label, 'not an image'), 'wrong_type'));
      this.push(this.head);
      return done();
    }
    done(null, chunk);
  }
  override _flush(done: TransformCallback) {
    if (this.type === null) {
      this.type = sniffImageType(this.head);
      if (!this.type) return done(badRequest(submissionTexts.wrongType(this.label, 'not an image'), 'wrong_type'));
      this.push(this.head);
    }
    done();
  }
}

// @fastify/multipart's and busboy's own failures, in the words a collector needs.
function uploadError(error: unknown, label: string | null): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, 'too_large', submissionTexts.exceedsLimit(label ?? 'A photo'));
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, 'too_many_files', submissionTexts.tooManyFiles);
  if (code === 'FST_PARTS_LIMIT') return badRequest(submissionTexts.tooManyFiles, 'too_many_parts');
  if (code === 'FST_FIELDS_LIMIT') return badRequest(submissionTexts.unknownField, 'too_many_fields');
  const message = (error as Error).message ?? '';
  // A multipart type without its boundary cannot be split into parts: busboy says so in words of its own.
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || /boundary not found/i.test(message))
    return badRequest('Send the photos as a multipart form.', 'not_multipart');
  if (/Unexpected end of (form|multipart)|Part terminated early|aborted/i.test(message)) {
    return badRequest(submissionTexts.incomplete, 'incomplete');
  }
  return error;
}

/**
 * Streams every photo of a multipart request to a temporary file (never whole in memory), checking each by its
 * bytes and its size, then its pixel count from the header alone. On any failure the temporary files are gone.
 */
export async function receiveUpload(
  request: FastifyRequest,
  tempDir: string,
  stallMs: number,
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  const photos: ReceivedPhoto[] = [];
  let current: string | null = null;
  const checks: Promise<void>[] = [];
  let refused = false;
  // Throws the error of the first photo sent that fails its check.
  const allChecked = async () => {
    for (const check of checks) await check;
  };
  await fs.mkdir(tempDir, { recursive: true });
  let stopWatching = () => {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: MAX_PHOTO_BYTES,
        files: MAX_FILES,
        fields: 4,
        parts: MAX_FILES + 4,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });
    stopWatching = watchPace(request.raw, stallMs);
    for await (const part of parts) {
      // A photo already refused ends the upload before the next is read.
      if (refused) await allChecked();
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!KNOWN_KEYS.has(part.fieldname)) throw badRequest(submissionTexts.unknownPhoto, 'unknown_photo');
      const label = photoLabel(part.fieldname);
      if (photos.some((photo) => photo.photoKey === part.fieldname)) {
        throw badRequest(submissionTexts.duplicatePhoto(label), 'duplicate_photo');
      }
      current = label;
      // The client's file name is never used: the stored name is ours.
      const tempPath = path.join(tempDir, `${crypto.randomUUID()}.upload`);
      const sniffer = new ImageSniffer(label);
      photos.push({ photoKey: part.fieldname, tempPath, contentType: 'image/png', bytes: 0, width: 0, height: 0 });
      await pipeline(part.file, sniffer, await newTempFile(tempPath));
      if (part.file.truncated) throw new HttpError(413, 'too_large', submissionTexts.exceedsLimit(label));
      const photo = photos.at(-1)!;
      photo.contentType = sniffer.type!;
      photo.bytes = (await fs.stat(tempPath)).size;
      current = null;
      // Checked while the next photo streams in: decoding 15 photos of 10 MiB one after another, each before the
      // next was read, more than doubled the upload's time (2.0 s against 0.8 s without the check).
      const check = checkImage(photo, label);
      check.catch(() => (refused = true));
      checks.push(check);
    }
    // The whole body is in: waiting for the last checks is not a stalled upload.
    stopWatching();
    await allChecked();
    // A photo taken from a cancelled submission counts for its slot (reuse.ts checks that it is there to take).
    const sent = new Set(photos.map((photo) => photo.photoKey));
    const reused = photoKeyList(fields.reusePhotos);
    const twice = reused.find((key, i) => sent.has(key) || reused.indexOf(key) !== i);
    if (twice) throw badRequest(submissionTexts.duplicatePhoto(photoLabel(twice)), 'duplicate_photo');
    const missing = REQUIRED_PHOTOS.filter((required) => !sent.has(required.key) && !reused.includes(required.key));
    if (missing.length > 0) throw badRequest(submissionTexts.allRequired, 'photos_missing');
    return { fields, photos };
  } catch (error) {
    stopWatching();
    await discard(photos);
    throw uploadError(error, current);
  }
}

/**
 * A received photo's image: its pixel count from the header alone (nothing is decoded, so a decompression bomb
 * costs nothing here), then a decode of every byte (see decodesWhole). Sets the photo's upright size.
 */
async function checkImage(photo: ReceivedPhoto, label: string): Promise<void> {
  // sharp's own pixel limit is off for this read only, so an oversized photo gets our message, not "unreadable".
  const metadata = await sharp(photo.tempPath, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest(submissionTexts.wrongType(label, 'an unreadable image'), 'unreadable');
    });
  // Upright, as the renderings are: a photo taken sideways has its EXIF orientation applied.
  const { width, height } = metadata.autoOrient;
  const maxPixels = MAX_PIXELS_BY_TYPE[photo.contentType];
  if (width * height > maxPixels)
    throw badRequest(submissionTexts.tooManyPixels(label, maxPixels / 1_000_000), 'too_many_pixels');
  await decodesWhole(photo.tempPath, label);
  photo.width = width;
  photo.height = height;
}

/**
 * Decodes the whole photo once, as the renderings will, before anything is charged: a file cut off or damaged
 * after a valid header passes every check above, and its renderings would then fail on every retry. The copy is
 * small (a JPEG shrinks while it decodes, at an eighth of the work), but every byte of the image data is read.
 */
export async function decodesWhole(tempPath: string, label: string): Promise<void> {
  try {
    await oneImageAtATime(async () => {
      // From the file, in its turn: read into memory, the photos waiting for theirs each held 10 MiB, and the one
      // decoding held its bytes twice (the upload's memory grew from 55 to 100 MiB).
      const image = await uprightImage(tempPath);
      await image.resize(CHECK_SIDE, CHECK_SIDE, { fit: 'inside' }).raw().toBuffer();
    });
  } catch {
    throw badRequest(submissionTexts.damaged(label), 'damaged');
  }
}
const CHECK_SIDE = 256;

/**
 * A write stream to a new temporary file, the file made before the first byte is checked. A stream given a path
 * opens it on the thread pool; a photo refused on its first chunk was discarded (unlinked) while that open could
 * still be waiting for a thread, and the open then made the file after it was gone: an orphan, seen under load in
 * one CI run of three.
 */
export async function newTempFile(tempPath: string) {
  const handle = await fs.open(tempPath, 'wx');
  return handle.createWriteStream();
}

export async function discard(photos: { tempPath: string }[]): Promise<void> {
  await Promise.all(photos.map((photo) => fs.rm(photo.tempPath, { force: true })));
}
