// The real card photos with measured truth (../shared/real-photos beside the checkout, or REAL_PHOTOS_DIR).
// Tests and benchmarks read them from there; the photos are never copied into this repository. Where the set is
// absent (a bare clone) the callers skip with a notice; in CI (CI=true) its absence is a failure.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QualityIssue } from '../../src/shared/photo-quality/index.js';

/** What the detector should do with a photo of this kind (see the set's README). */
export type RealKind = 'bordered-truth' | 'bordered-no-truth' | 'ygo-sleeved' | 'miscut' | 'full-art';

export type RealPhoto = {
  file: string;
  /** Absolute path of the photo. */
  path: string;
  source: string;
  kind: RealKind;
  expect: 'measure' | 'refuse' | 'either';
  side: 'front' | 'back';
  note: string;
  /** Left and top shares in percent, measured by hand; quality A is good to about 1 point, B to about 2.5. */
  truth?: { lPct: number; tPct: number; quality: 'A' | 'B' };
  /**
   * The submit screen's warnings judged warranted by looking at the photo, and why (the development photos; the
   * shared set's judgements are in scripts/bench/photo-checks-real.ts, with the card marked by hand).
   */
  checks?: { warranted: QualityIssue[]; reason: string };
};

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository's parent holds shared/ in CI and on the developers' machines. */
export const REAL_PHOTOS_DIR = process.env.REAL_PHOTOS_DIR ?? path.resolve(here, '../../../shared/real-photos');

/**
 * Every folder of photos with a truth.json: the shared set, and further sets named in REAL_PHOTOS_EXTRA
 * (colon-separated folders of the same layout, for photos fetched into an ignored folder).
 */
function folders(): string[] {
  const extra = (process.env.REAL_PHOTOS_EXTRA ?? '').split(':').filter(Boolean);
  return [REAL_PHOTOS_DIR, ...extra];
}

/** The real set, or null when it is absent here. In CI its absence throws: the checks must not pass by skipping. */
export function loadRealSet(): RealPhoto[] | null {
  const photos: RealPhoto[] = [];
  for (const folder of folders()) {
    const truthFile = path.join(folder, 'truth.json');
    if (!existsSync(truthFile)) continue;
    const entries = JSON.parse(readFileSync(truthFile, 'utf8')) as Omit<RealPhoto, 'path'>[];
    for (const entry of entries) photos.push({ ...entry, path: path.join(folder, entry.file) });
  }
  if (photos.length > 0) return photos;
  if (process.env.CI === 'true')
    throw new Error(`The real card photos are missing: no truth.json in ${folders().join(', ')} (CI needs them).`);
  return null;
}

/** The notice printed by a test or benchmark that skips because the set is absent. */
export const REAL_SET_MISSING = `Real card photos not found at ${REAL_PHOTOS_DIR}: skipping the real-photo checks (set REAL_PHOTOS_DIR, or put shared/ beside the checkout).`;
