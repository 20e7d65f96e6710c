import fs from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PHOTO_SIZES } from '../../../shared/submissions.js';
import { filesBelow, type Storage, type StoredObject } from '../../adapters/storage/storage.js';
import type { Database } from '../../db/client.js';
import { submissionPhotos } from '../../db/schema.js';
import { renderingKey } from './renderings.js';
import { uploadTempDir } from './upload.js';

/**
 * A file younger than this may still belong to an upload in flight: its temporary file waits for the rest of the
 * body, and its stored original waits for the transaction that writes its row. The server sets no time limit on
 * an upload's whole length (only a floor on its pace, upload-limits.ts), so this is a bound chosen with room: the
 * largest submission (15 photos of 10 MiB) takes about 3.5 hours over a 100 kbit/s uplink, and a file being
 * written is never this old (its age counts from its last write). Waiting longer only holds disk for longer.
 */
export const LONGEST_UPLOAD_MS = 6 * 60 * 60 * 1000;

export const ORPHAN_SWEEP_QUEUE = 'sweep-orphans';

// service.ts stores originals as submissions/<user id>/<submission id>/<uuid>; renderings add -<size>.jpg and the
// disk adapter writes them aside first as <key>.<uuid>.partial. A key of any other shape is not ours to judge.
const PREFIX = 'submissions/';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PHOTO_KEY = new RegExp(`^submissions/${UUID}/(${UUID})/[0-9a-z.-]+$`, 'i');
const BATCH = 500;

export type SweepDeps = { db: Database; storage: Storage; dataDir: string; log: FastifyBaseLogger };
export type SweepResult = { tempFiles: number; tempBytes: number; orphans: number; orphanBytes: number };

/** The last sweep asked for in this process (see sweepOrphans). */
let lastSweep: Promise<unknown> = Promise.resolve();

/**
 * Removes what a crash leaves behind: temporary upload files, and stored photos no row references (an original
 * stored just before the process died, before its transaction committed; a half-written rendering). Only files
 * last changed before `changedBefore` are touched, so nothing an upload in flight still needs goes.
 * Sweeps run one after another: the hourly one (at minute 41) and the one at start could otherwise run together
 * and split one sweep's files and counts between them (a server started at 10:41 logged one of two temporary files).
 */
export function sweepOrphans(
  deps: SweepDeps,
  changedBefore = new Date(Date.now() - LONGEST_UPLOAD_MS),
): Promise<SweepResult> {
  const sweep = lastSweep.then(() => sweepOnce(deps, changedBefore));
  lastSweep = sweep.catch(() => undefined);
  return sweep;
}

async function sweepOnce(deps: SweepDeps, changedBefore: Date): Promise<SweepResult> {
  const result = { tempFiles: 0, tempBytes: 0, orphans: 0, orphanBytes: 0 };
  for await (const file of staleTempFiles(uploadTempDir(deps.dataDir), changedBefore)) {
    await fs.rm(file.path, { force: true });
    result.tempFiles += 1;
    result.tempBytes += file.bytes;
  }
  let batch: StoredObject[] = [];
  const sweepBatch = async () => {
    for (const object of await unreferenced(deps.db, batch)) {
      await deps.storage.remove(object.key);
      result.orphans += 1;
      result.orphanBytes += object.bytes;
    }
    batch = [];
  };
  for await (const object of deps.storage.list(PREFIX)) {
    if (object.changedAt >= changedBefore || !PHOTO_KEY.test(object.key)) continue;
    batch.push(object);
    if (batch.length >= BATCH) await sweepBatch();
  }
  await sweepBatch();
  deps.log.info(result, 'swept files left behind by interrupted uploads');
  return result;
}

async function* staleTempFiles(tempDir: string, changedBefore: Date) {
  for await (const filePath of filesBelow(tempDir)) {
    if (!filePath.endsWith('.upload')) continue;
    const stats = await fs.stat(filePath).catch(() => null); // finished and moved since it was listed
    if (stats && stats.mtime < changedBefore) yield { path: filePath, bytes: stats.size };
  }
}

/** The objects of `batch` that no photo row references, asking by submission id (indexed) for the whole batch. */
async function unreferenced(db: Database, batch: StoredObject[]): Promise<StoredObject[]> {
  if (batch.length === 0) return [];
  const submissionIds = [...new Set(batch.map((object) => PHOTO_KEY.exec(object.key)![1]!.toLowerCase()))];
  const rows = await db
    .select({ originalKey: submissionPhotos.originalKey })
    .from(submissionPhotos)
    .where(inArray(submissionPhotos.submissionId, submissionIds));
  const referenced = new Set(
    rows.flatMap((row) => [row.originalKey, ...PHOTO_SIZES.map((size) => renderingKey(row, size))]),
  );
  return batch.filter((object) => !referenced.has(object.key));
}
