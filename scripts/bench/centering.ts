// Automatic centering on synthetic card photos with known truth (tests/synth), through real JPEG.
// Accuracy set: --count photos (default 500) of --width x --height (default 1500x2000), 15% full-art (borderless).
// Timing set: --timing photos (default 8) of 12 MP (3000x4000) as phone JPEGs, through the server's own path
// (detectInPhoto: decoded upright, shrunk to the size the server measures, detected in the worker pool), each timed
// beside a plain full-size decode of the same JPEG, the yardstick: the ratio holds on a busy machine, ms do not.
// --check fails (exit 1) when a figure is worse than its threshold: --max-mae, --min-within1, --min-refused,
// --max-wrong-refusals, --max-median-ratio (the timing set's photos must also be measured within 1 point).
// --cache DIR keeps the rendered JPEGs there (rendering takes far longer than detecting), for re-runs.
// --set hard runs the hard set (synth/hard-scene.ts: any turn, small cards, print near the inner border, low
// contrast, sleeves, shadows, keystone) instead of the classic one, and adds a breakdown by what makes a photo hard.
// Results are compared in the frame the detector reported (truthInFrame): a card near 90 degrees may fairly be
// reported either way up; notPortrait counts measured cards whose reported frame was landscape.
// Run: npx tsx scripts/bench/centering.ts [--count 500] [--seed 1] [--timing 8] [--set classic|hard]
//      npx tsx scripts/bench/centering.ts --count 120 --timing 0 --width 900 --height 1200 --check   (CI)
//      npx tsx scripts/bench/centering.ts --set hard --count 120 --timing 0 --width 900 --height 1200
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { uprightPixels } from '../../src/server/adapters/images/pixels.js';
import { createDetectorPool } from '../../src/server/adapters/images/detector-pool.js';
import { detectInPhoto } from '../../src/server/features/centering/service.js';
import { detectCentering, MEASURED_LONG_SIDE, MIN_CONFIDENCE } from '../../src/shared/centering/detector/index.js';
import { hardScene } from '../../tests/synth/hard-scene.js';
import { renderScene } from '../../tests/synth/render.js';
import { randomScene, truthInFrame, truthOf, type CardScene } from '../../tests/synth/scene.js';
import { encodeJpeg, readPhoto } from '../centering/read-photo.js';
import { calibration, type Scored } from './calibration.js';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '500' },
    seed: { type: 'string', default: '1' },
    width: { type: 'string', default: '1500' },
    height: { type: 'string', default: '2000' },
    timing: { type: 'string', default: '8' },
    check: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    cache: { type: 'string' },
    set: { type: 'string', default: 'classic' },
    'max-mae': { type: 'string', default: '0.3' },
    'min-within1': { type: 'string', default: '0.95' },
    'min-refused': { type: 'string', default: '0.95' },
    'max-wrong-refusals': { type: 'string', default: '0.05' },
    'max-median-ratio': { type: 'string', default: '3' },
  },
});
const count = Number(args.count);
const seed = Number(args.seed);
const size = { width: Number(args.width), height: Number(args.height) };
if (args.set !== 'classic' && args.set !== 'hard') throw new Error(`--set must be classic or hard, not ${args.set}`);
const hard = args.set === 'hard';
const makeScene = hard ? hardScene : randomScene;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
const share = (part: number, whole: number) => (whole ? part / whole : NaN);
const isBorderless = (index: number) => index % 20 < 3; // 15% full-art cards

/**
 * The generator's sources digested: a cached photo is reused only while the code that drew it is unchanged (a
 * changed generator with the same seed draws another photo).
 */
async function generatorVersion(): Promise<string> {
  const folder = fileURLToPath(new URL('../../tests/synth/', import.meta.url));
  const files = (await readdir(folder)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort();
  const hash = createHash('sha256');
  for (const name of files) hash.update(name).update(await readFile(path.join(folder, name)));
  return hash.digest('hex').slice(0, 12);
}
const version = args.cache ? await generatorVersion() : '';

/** The scene's JPEG, from the --cache folder when it holds it (same generator, seed, size, kind and set). */
async function jpegOf(scene: CardScene): Promise<Buffer> {
  if (!args.cache) return encodeJpeg(renderScene(scene), scene.jpegQuality);
  const file = path.join(
    args.cache,
    version,
    `${scene.seed}-${scene.width}x${scene.height}${scene.border ? '' : '-full-art'}${scene.hard ? '-hard' : ''}.jpg`,
  );
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  const jpeg = await encodeJpeg(renderScene(scene), scene.jpegQuality);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, jpeg);
  return jpeg;
}

async function detectPhoto(sceneSeed: number, photoSize: typeof size, borderless: boolean) {
  const scene = makeScene(sceneSeed, photoSize, borderless);
  const photo = await readPhoto(await jpegOf(scene));
  const raw = detectCentering(photo, { minConfidence: 0 });
  // What the product sees: the same measurement, refused under the confidence threshold.
  const result = raw.ok && raw.confidence < MIN_CONFIDENCE ? detectCentering(photo) : raw;
  return { raw, result, truth: truthOf(scene), tags: scene.hard?.tags ?? [] };
}

/** A refusal's kind: its reason without the details after a bracket or colon (per-side notes, pixel counts). */
const reasonKind = (reason: string) => reason.replace(/( \(|: ).*$/, '');
const count1 = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

/** Per tag of the hard set: bordered photos, how many were measured, and their errors. */
type TagTally = { photos: number; measured: number; errors: number[] };
const byTag = new Map<string, TagTally>();
function tally(tags: string[], error: number | null) {
  for (const tag of tags) {
    const entry = byTag.get(tag) ?? { photos: 0, measured: 0, errors: [] };
    entry.photos++;
    if (error !== null) {
      entry.measured++;
      entry.errors.push(error);
    }
    byTag.set(tag, entry);
  }
}

const errors: number[] = [];
const angleErrors: number[] = [];
let bordered = 0;
let wronglyRefused = 0;
let borderless = 0;
let refused = 0;
let notPortrait = 0;
const wrongRefusalReasons: Record<string, number> = {};
const scored: Scored[] = [];
for (let i = 0; i < count; i++) {
  const { raw, result, truth: drawn, tags } = await detectPhoto(seed * 100_000 + i, size, isBorderless(i));
  if (raw.ok && drawn.bordered) {
    const inFrame = truthInFrame(drawn, raw.angleDeg);
    const error = Math.max(Math.abs(raw.lPct - inFrame.lPct), Math.abs(raw.tPct - inFrame.tPct));
    scored.push({ confidence: raw.confidence, error });
  }
  if (!drawn.bordered) {
    borderless++;
    if (!result.ok) refused++;
    else if (args.verbose) console.log(`photo ${i}: full-art card measured`, JSON.stringify(result));
    continue;
  }
  bordered++;
  if (!result.ok) {
    wronglyRefused++;
    count1(wrongRefusalReasons, reasonKind(result.reason));
    tally(tags, null);
    if (args.verbose) console.log(`photo ${i}: refused: ${result.reason}`);
    continue;
  }
  // The truth in the detector's reported frame; for the classic set's small turns that is the truth itself.
  const truth = truthInFrame(drawn, result.angleDeg);
  if (truth.quarterTurns % 2 === 1) notPortrait++;
  const lr = Math.abs(result.lPct - truth.lPct);
  const tb = Math.abs(result.tPct - truth.tPct);
  errors.push(lr, tb);
  angleErrors.push(Math.abs(result.angleDeg - truth.angleDeg));
  tally(tags, Math.max(lr, tb));
  if (args.verbose && Math.max(lr, tb) > 1)
    console.log(
      `photo ${i}: error L/R ${lr.toFixed(2)} T/B ${tb.toFixed(2)} at confidence ${result.confidence} ${tags.join(', ')}`,
    );
}

const timings: number[] = [];
const decodeTimings: number[] = [];
const shrinkTimings: number[] = [];
const ratios: number[] = [];
// The timing photos are bordered cards: how many were refused or missed by more than a point.
let timedMisses = 0;
if (Number(args.timing) > 0) {
  const pool = createDetectorPool(1);
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const value = await work();
    return { value, ms: performance.now() - started };
  };
  const decode = (jpeg: Buffer) => sharp(jpeg).raw().toBuffer();
  try {
    for (let i = -1; i < Number(args.timing); i++) {
      // Photo -1 warms up the worker and both paths, untimed.
      const scene = makeScene(seed * 100_000 + 90_000 + Math.max(0, i), { width: 3000, height: 4000 }, false);
      const jpeg = await jpegOf(scene);
      const yardstick = await timed(() => decode(jpeg));
      // The path's first step alone, so that the detector's share (the rest) can be told.
      const shrink = await timed(() => uprightPixels(jpeg, MEASURED_LONG_SIDE));
      const { value, ms } = await timed(() => detectInPhoto(pool, jpeg));
      if (i < 0) continue;
      timings.push(ms);
      decodeTimings.push(yardstick.ms);
      shrinkTimings.push(shrink.ms);
      ratios.push(ms / yardstick.ms);
      const result = value.detection;
      const drawn = truthOf(scene);
      const truth = result.ok ? truthInFrame(drawn, result.angleDeg) : drawn;
      const miss = result.ok
        ? Math.max(Math.abs(result.lPct - truth.lPct), Math.abs(result.tPct - truth.tPct)) > 1
        : truth.bordered;
      if (miss) {
        timedMisses++;
        if (args.verbose)
          console.log(`12 MP photo ${i}: ${result.ok ? 'error over 1 point' : `refused: ${result.reason}`}`);
      }
    }
  } finally {
    await pool.close();
  }
}
timings.sort((a, b) => a - b);
decodeTimings.sort((a, b) => a - b);
shrinkTimings.sort((a, b) => a - b);
ratios.sort((a, b) => a - b);

const mae = errors.reduce((sum, e) => sum + e, 0) / errors.length;
const rounded = (value: number) => Number(value.toFixed(3));
const figures = {
  photos: `${count} at ${size.width}x${size.height} (${bordered} bordered, ${borderless} full-art), seed ${seed}${hard ? ', hard set' : ''}`,
  meanAbsErrorPts: rounded(mae),
  within05: rounded(share(errors.filter((e) => e <= 0.5).length, errors.length)),
  within1: rounded(share(errors.filter((e) => e <= 1).length, errors.length)),
  // Share of the L/R and T/B errors over 3 points: a grade-changing miss.
  over3: rounded(share(errors.filter((e) => e > 3).length, errors.length)),
  meanAngleErrorDeg: rounded(angleErrors.reduce((s, e) => s + e, 0) / angleErrors.length),
  fullArtRefused: rounded(share(refused, borderless)),
  borderedWronglyRefused: rounded(share(wronglyRefused, bordered)),
  wrongRefusalReasons: Object.fromEntries(Object.entries(wrongRefusalReasons).sort(([, a], [, b]) => b - a)),
  notPortrait,
  // The server's path on a 12 MP JPEG (decode, shrink, detect), and a plain full-size decode of it beside it.
  ms12mpMedian: Number(percentile(timings, 0.5).toFixed(1)),
  ms12mpP95: Number(percentile(timings, 0.95).toFixed(1)),
  decodeMs12mpMedian: Number(percentile(decodeTimings, 0.5).toFixed(1)),
  // Of the path: decoding upright and shrinking to the measured size; the detector is about the rest.
  pathDecodeMsMedian: Number(percentile(shrinkTimings, 0.5).toFixed(1)),
  ratioToDecodeMedian: Number(percentile(ratios, 0.5).toFixed(2)),
  ratioToDecodeMax: Number(percentile(ratios, 1).toFixed(2)),
  timedPhotos: timings.length,
  timedRefusedOrOver1: timedMisses,
  loadAverage: os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' '),
};
console.log(JSON.stringify(figures, null, 2));
console.log(`Measurements before the threshold (${MIN_CONFIDENCE}), larger axis error:\n${calibration(scored)}`);
if (hard) {
  // Bordered photos per tag (a photo has several): measured share, mean of the worse axis's error, within 1 point.
  const rows = [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b));
  const breakdown = Object.fromEntries(
    rows.map(([tag, t]) => [
      tag,
      {
        photos: t.photos,
        measured: rounded(share(t.measured, t.photos)),
        meanWorseErrorPts: rounded(t.errors.reduce((sum, e) => sum + e, 0) / t.errors.length),
        worseWithin1: rounded(share(t.errors.filter((e) => e <= 1).length, t.errors.length)),
      },
    ]),
  );
  console.log(JSON.stringify({ byTag: breakdown }, null, 2));
}

if (args.check) {
  // Written as !(figure within bound) so that a figure with nothing to measure (NaN: every bordered card
  // refused, or no full-art card in the set) fails rather than slipping through.
  const accuracy = count > 0;
  const misses = [
    accuracy && !(mae <= Number(args['max-mae'])) && `mean error ${mae.toFixed(3)} > ${args['max-mae']}`,
    accuracy &&
      !(figures.within1 >= Number(args['min-within1'])) &&
      `within 1 point ${figures.within1} < ${args['min-within1']}`,
    accuracy &&
      !(figures.fullArtRefused >= Number(args['min-refused'])) &&
      `full-art refused ${figures.fullArtRefused} < ${args['min-refused']}`,
    accuracy &&
      !(figures.borderedWronglyRefused <= Number(args['max-wrong-refusals'])) &&
      `wrongly refused ${figures.borderedWronglyRefused} > ${args['max-wrong-refusals']}`,
    timings.length > 0 &&
      !(figures.ratioToDecodeMedian <= Number(args['max-median-ratio'])) &&
      `12 MP median ${figures.ratioToDecodeMedian}x a plain decode > ${args['max-median-ratio']}x`,
    timedMisses > 0 && `${timedMisses} of the 12 MP photos refused or off by more than a point`,
  ].filter((miss): miss is string => typeof miss === 'string');
  for (const miss of misses) console.error(`FAIL ${miss}`);
  if (misses.length) process.exit(1);
}
