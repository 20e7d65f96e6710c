import crypto from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { againTexts, reuseFieldsSchema } from '../../../shared/submit-again.js';
import { photoLabel, type ImageType } from '../../../shared/submissions.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { parseWith } from '../../http/validate.js';
import { photosOf, submissionById } from './service.js';
import { discard, newTempFile, type ReceivedPhoto } from './upload.js';

/**
 * The photos a submission takes from the collector's own cancelled one ("Submit again"). Each is copied to a
 * temporary file, as if it had been uploaded again: the new submission then stores, renders and measures its own
 * copy by the same code as any upload, the cancelled submission keeps its files, and a failure anywhere removes
 * the copies as it removes uploads. Someone else's submission is "not found", as everywhere.
 */
export async function reusedPhotos(
  deps: { db: Database; storage: Storage },
  userId: string,
  fields: Record<string, string>,
  tempDir: string,
): Promise<ReceivedPhoto[]> {
  const { reuseFrom, reusePhotos } = parseWith(reuseFieldsSchema, fields);
  if (!reuseFrom) {
    if (reusePhotos.length > 0) throw badRequest(againTexts.fromMissing, 'reuse_from_missing');
    return [];
  }
  const earlier = await submissionById(deps.db, reuseFrom);
  if (!earlier || earlier.userId !== userId) throw notFound(againTexts.notFound, 'reuse_not_found');
  if (earlier.status !== 'CANCELLED') throw conflict(againTexts.notCancelled, 'reuse_not_cancelled');
  const rows = reusePhotos.length > 0 ? await photosOf(deps.db, earlier.id, reusePhotos) : [];
  const absent = reusePhotos.find((key) => !rows.some((row) => row.photoKey === key));
  if (absent) throw badRequest(againTexts.noSuchPhoto(photoLabel(absent)), 'reuse_photo_missing');

  const copies: ReceivedPhoto[] = [];
  try {
    for (const row of rows) {
      const tempPath = path.join(tempDir, `${crypto.randomUUID()}.upload`);
      copies.push({
        photoKey: row.photoKey,
        tempPath,
        contentType: row.contentType as ImageType,
        bytes: row.bytes,
        width: row.width,
        height: row.height,
      });
      await pipeline(await deps.storage.stream(row.originalKey), await newTempFile(tempPath));
    }
    return copies;
  } catch (error) {
    await discard(copies);
    throw error;
  }
}
