import { eq } from 'drizzle-orm';
import {
  MEASURED_SIDES,
  type MeasuredCentering,
  type MeasuredSide,
  type SubmissionCentering,
} from '../../../shared/centering/measured.js';
import {
  inPhotoPixels,
  MEASURED_LONG_SIDE,
  type CenteringDetection,
} from '../../../shared/centering/detector/index.js';
import type { DetectorPool } from '../../adapters/images/detector-pool.js';
import { oneImageAtATime } from '../../adapters/images/one-at-a-time.js';
import { uprightPixels } from '../../adapters/images/pixels.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { Database } from '../../db/client.js';
import { centeringMeasurements } from '../../db/schema.js';

export type CenteringDeps = { db: Database; storage: Storage; detector: DetectorPool };
type MeasurementRow = typeof centeringMeasurements.$inferSelect;
/** What the measurement needs of a submission photo (the submissions feature owns the row). */
export type PhotoToMeasure = { id: string; submissionId: string; photoKey: string; originalKey: string };

const isMeasuredSide = (key: string): key is MeasuredSide => (MEASURED_SIDES as readonly string[]).includes(key);

const NOT_MEASURED = {
  lPct: null,
  rPct: null,
  tPct: null,
  bPct: null,
  angleDeg: null,
  slant: null,
  corners: null,
  textInBorder: null,
  outerBox: null,
  innerBox: null,
};

function columnsOf(detection: CenteringDetection) {
  if (!detection.ok) return { ok: false, confidence: detection.confidence, reason: detection.reason, ...NOT_MEASURED };
  const { outer, inner, slant, corners, textInBorder, ...numbers } = detection;
  return {
    ...numbers,
    slant: slant ?? null,
    corners: corners ?? null,
    textInBorder: textInBorder ?? null,
    outerBox: outer,
    innerBox: inner,
    reason: null,
  };
}

/**
 * The centering of one uploaded photo as the server measures it (the speed benchmark times this very path):
 * decoded upright, shrunk to MEASURED_LONG_SIDE, measured in the detector's worker pool; boxes in the upright photo's
 * own pixels.
 */
export async function detectInPhoto(detector: DetectorPool, original: Buffer) {
  const { pixels, full, scale } = await oneImageAtATime(() => measuredCopy(original));
  // The card's size is judged in the photo's own pixels, not the copy's.
  return { full, detection: inPhotoPixels(await detector.detect(pixels, { scale }), scale) };
}

/**
 * The copy of a photo the detector is given: upright, shrunk to MEASURED_LONG_SIDE (as the browser's Auto-detect
 * does); `scale` is the photo's pixels per pixel of the copy. The benchmarks and tests on real photos measure this copy too, so that they judge what the
 * product does.
 */
export async function measuredCopy(original: Buffer) {
  const { pixels, full } = await uprightPixels(original, MEASURED_LONG_SIDE);
  return { pixels, full, scale: full.width / pixels.width };
}

/**
 * Measures one photo and stores the result, a refusal included. Throws only when the photo cannot be read
 * (storage down, file missing): the job queue retries that.
 */
export async function measurePhoto(deps: CenteringDeps, photo: PhotoToMeasure): Promise<void> {
  if (!isMeasuredSide(photo.photoKey)) return;
  const original = await deps.storage.read(photo.originalKey);
  const { detection, full } = await detectInPhoto(deps.detector, original);
  const values = {
    ...columnsOf(detection),
    submissionId: photo.submissionId,
    side: photo.photoKey,
    imageWidth: full.width,
    imageHeight: full.height,
    measuredAt: new Date(),
  };
  // A retried job, or two processes working the same job after a lost lock, overwrite rather than fail.
  await deps.db
    .insert(centeringMeasurements)
    .values({ photoId: photo.id, ...values })
    .onConflictDoUpdate({ target: centeringMeasurements.photoId, set: values });
}

/** Measures the front and back of a submission, skipping those already measured (a retry redoes only the rest). */
export async function measureSubmission(deps: CenteringDeps, photos: PhotoToMeasure[]): Promise<void> {
  const [first] = photos;
  if (!first) return;
  const done = new Set((await measurementRows(deps.db, first.submissionId)).map((row) => row.photoId));
  for (const photo of photos) if (!done.has(photo.id)) await measurePhoto(deps, photo);
}

const measurementRows = (db: Database, submissionId: string) =>
  db.select().from(centeringMeasurements).where(eq(centeringMeasurements.submissionId, submissionId));

function toMeasured(row: MeasurementRow): MeasuredCentering {
  const frame = { imageWidth: row.imageWidth, imageHeight: row.imageHeight, measuredAt: row.measuredAt.toISOString() };
  if (!row.ok) return { ok: false, confidence: row.confidence, reason: row.reason ?? '', ...frame };
  return {
    ok: true,
    outer: row.outerBox!,
    inner: row.innerBox!,
    lPct: row.lPct!,
    rPct: row.rPct!,
    tPct: row.tPct!,
    bPct: row.bPct!,
    angleDeg: row.angleDeg!,
    confidence: row.confidence,
    ...(row.slant !== null && { slant: row.slant }),
    ...(row.corners !== null && { corners: row.corners }),
    ...(row.textInBorder !== null && { textInBorder: row.textInBorder }),
    ...frame,
  };
}

/** The stored measurements of a submission's front and back; undefined until the job has measured one. */
export async function centeringOf(db: Database, submissionId: string): Promise<SubmissionCentering | undefined> {
  const rows = await measurementRows(db, submissionId);
  if (rows.length === 0) return undefined;
  return Object.fromEntries(rows.map((row) => [row.side, toMeasured(row)]));
}
