import { eq } from 'drizzle-orm';
import type { PhotoSize } from '../../../shared/submissions.js';
import { oneImageAtATime } from '../../adapters/images/one-at-a-time.js';
import { uprightImage } from '../../adapters/images/pixels.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { Database } from '../../db/client.js';
import { submissionPhotos } from '../../db/schema.js';
import type { Jobs } from '../../jobs.js';
import { photosOf, type PhotoRow } from './service.js';

// Longest side of each rendering; `full` keeps every pixel of the original, for zooming in on a corner.
const SIZES: Record<PhotoSize, { longest: number | null; quality: number }> = {
  thumb: { longest: 360, quality: 78 },
  display: { longest: 2400, quality: 85 },
  full: { longest: null, quality: 92 },
};

/** Sent by the renderings job once a submission's photos are rendered; retried by the queue when it throws. */
export const CENTERING_QUEUE = 'centering-measurements';
/** `requestId`: the upload's, carried so that its log lines and its jobs' share it (jobs.ts). */
export type CenteringJob = { submissionId: string; requestId?: string };

export const renderingKey = (photo: Pick<PhotoRow, 'originalKey'>, size: PhotoSize) =>
  `${photo.originalKey}-${size}.jpg`;

/** The three renderings of one photo, made when this process has no other photo decoded (one-at-a-time.ts). */
export function renderingsOf(original: Buffer): Promise<[PhotoSize, Buffer][]> {
  return oneImageAtATime(async () => {
    const image = await uprightImage(original);
    const made: [PhotoSize, Buffer][] = [];
    for (const [size, { longest, quality }] of Object.entries(SIZES) as [PhotoSize, (typeof SIZES)[PhotoSize]][]) {
      const resized = longest
        ? image.clone().resize(longest, longest, { fit: 'inside', withoutEnlargement: true })
        : image.clone();
      // libjpeg-turbo's defaults, not mozjpeg: a few percent larger files for several times less CPU per photo.
      made.push([size, await resized.flatten({ background: '#ffffff' }).jpeg({ quality }).toBuffer()]);
    }
    return made;
  });
}

/**
 * The JPEG renderings every browser can show. sharp writes no metadata unless asked, so EXIF (GPS included),
 * XMP and ICC profiles of the original do not travel on: only these renderings are ever served.
 */
export async function renderPhoto(deps: { db: Database; storage: Storage }, photo: PhotoRow): Promise<PhotoRow> {
  if (photo.renderedAt) return photo;
  const renderings = await renderingsOf(await deps.storage.read(photo.originalKey));
  for (const [size, jpeg] of renderings) await deps.storage.put(renderingKey(photo, size), jpeg, 'image/jpeg');
  const [updated] = await deps.db
    .update(submissionPhotos)
    .set({ renderedAt: new Date() })
    .where(eq(submissionPhotos.id, photo.id))
    .returning();
  return updated!;
}

/**
 * The job: every photo of a new submission, one at a time (memory stays flat). Then the centering measurement is
 * queued: after the renderings, so the grader's photos never wait for it, and in its own queue, so its retries
 * do not redo renderings. If queueing fails, this job fails and its retry queues it again.
 */
export async function renderSubmission(
  deps: { db: Database; storage: Storage; jobs: Jobs },
  job: { submissionId: string; requestId?: string },
) {
  for (const photo of await photosOf(deps.db, job.submissionId)) await renderPhoto(deps, photo);
  await deps.jobs.send<CenteringJob>(CENTERING_QUEUE, job);
}
