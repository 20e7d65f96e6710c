// Automatic centering on REAL card photos with hand-measured truth (scripts/centering/real-set.ts), the yardstick
// that the synthetic benchmark (scripts/bench/centering.ts) cannot replace: real photos have rules and text boxes
// inside the art, low-contrast borders, sleeves, any turn and JPEG texture.
// Prints one line per photo and a summary: bordered cards measured, mean error and share within 1 point on the
// measured axes, errors over 3 points at a shown confidence, refusals by reason, full-art refused as full-art (and
// bordered cards refused as full-art, a wrong reason), sleeved cards measured inside the sleeve or refused for it,
// time (in ms, and as a ratio to one look at every pixel of the same photo timed beside it: the ratio is what
// --check holds, since milliseconds vary with the machine's load).
// --check fails (exit 1) when a figure is worse than its threshold. --verbose prints each result in full.
// Run: npx tsx scripts/bench/centering-real.ts [--check]
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  detectCentering,
  MIN_CONFIDENCE,
  type CenteringDetection,
  type PixelBuffer,
} from '../../src/shared/centering/detector/index.js';
import { calibration } from './calibration.js';
import { readPhotoAsMeasured } from '../centering/read-photo.js';
import { loadRealSet, REAL_SET_MISSING, type RealPhoto } from '../centering/real-set.js';

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    only: { type: 'string' },
    'min-measured': { type: 'string', default: '0.85' },
    'max-mae': { type: 'string', default: '1' },
    'max-over3': { type: 'string', default: '0' },
    'min-full-art': { type: 'string', default: '1' },
    'min-sleeve': { type: 'string', default: '1' },
    'max-median-ratio': { type: 'string', default: '3.5' },
    'max-bordered-full-art': { type: 'string', default: '0' },
    rounds: { type: 'string', default: '3' },
  },
});

/** `raw` is the measurement before the confidence threshold; `result` what the product sees. */
type Outcome = {
  photo: RealPhoto;
  raw: CenteringDetection;
  result: CenteringDetection;
  ms: number;
  /** The detector's time over the baseline's (everyPixelOnce) on the same photo, timed side by side. */
  ratio: number;
  errors: number[];
};

/**
 * The baseline the detector's time is judged against: one look at every pixel (the luminance gradient of the
 * whole photo), the least any detector must do. Timed next to the detector on the same photo, so that a busy
 * machine slows both alike and the ratio holds where milliseconds do not.
 */
function everyPixelOnce(image: PixelBuffer): number {
  const { width, height, data, channels } = image;
  let total = 0;
  const light = (i: number) => (channels === 1 ? data[i]! : data[i]! + data[i + 1]! + data[i + 2]!);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = (y * width + x) * channels;
      const dx = light(at + channels) - light(at - channels);
      const dy = light(at + width * channels) - light(at - width * channels);
      total += Math.abs(dx) + Math.abs(dy);
    }
  }
  return total;
}

function timed<T>(work: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = work();
  return { value, ms: performance.now() - start };
}

/** The issue's aim for the detector on the server, per photo (printed, not checked: milliseconds vary with load). */
const TARGET_MS = 300;
const bordered = (photo: RealPhoto) => photo.kind === 'bordered-truth' || photo.kind === 'bordered-no-truth';
const fmt = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

/** Error in points on each axis, comparing the measured left and top shares with the truth. */
function errorsOf(photo: RealPhoto, result: CenteringDetection): number[] {
  if (!result.ok || !photo.truth) return [];
  return [Math.abs(result.lPct - photo.truth.lPct), Math.abs(result.tPct - photo.truth.tPct)];
}

async function measure(photo: RealPhoto): Promise<Outcome> {
  // The copy the server measures (shrunk to its measured size), not the full photo: a 24 MP photo measured whole
  // was counted as measured where the product refused it.
  const { pixels: image, scale } = await readPhotoAsMeasured(await readFile(photo.path));
  // Timed in rounds, the baseline and the detector taking turns, and the fastest of each kept: a neighbour's burst
  // on a shared machine slows one run, not every one, so a single run's ratio swung from 1.9x to 2.5x.
  let baselineMs = Infinity;
  let ms = Infinity;
  let raw!: CenteringDetection;
  for (let round = 0; round < Math.max(1, Number(args.rounds)); round++) {
    baselineMs = Math.min(baselineMs, timed(() => everyPixelOnce(image)).ms);
    const detection = timed(() => detectCentering(image, { minConfidence: 0, scale }));
    ms = Math.min(ms, detection.ms);
    raw = detection.value;
  }
  const result = raw.ok && raw.confidence < MIN_CONFIDENCE ? detectCentering(image, { scale }) : raw;
  return { photo, raw, result, ms, ratio: ms / baselineMs, errors: errorsOf(photo, result) };
}

function line({ photo, result, ms, errors }: Outcome): string {
  const head = `${photo.file.padEnd(34)} ${photo.kind.padEnd(17)}`;
  const time = `${fmt(ms, 0).padStart(5)} ms`;
  if (!result.ok) return `${head} refused (${fmt(result.confidence)}) ${result.reason}  ${time}`;
  const truth = photo.truth
    ? ` truth ${photo.truth.lPct}/${photo.truth.tPct} err ${errors.map((e) => fmt(e, 1)).join('/')}`
    : '';
  return `${head} ${result.lPct}/${result.tPct} conf ${fmt(result.confidence)} turn ${result.angleDeg}${truth}  ${time}`;
}

async function main() {
  const set = loadRealSet();
  if (!set) {
    console.log(REAL_SET_MISSING);
    return;
  }
  const photos = args.only ? set.filter((p) => p.file.includes(args.only!)) : set;
  const outcomes: Outcome[] = [];
  for (const photo of photos) {
    const outcome = await measure(photo);
    outcomes.push(outcome);
    console.log(line(outcome));
    if (args.verbose) console.log(JSON.stringify(outcome.result));
  }

  const borderedOnes = outcomes.filter((o) => bordered(o.photo));
  const measured = borderedOnes.filter((o) => o.result.ok);
  const errors = outcomes.flatMap((o) => o.errors);
  const fullArt = outcomes.filter((o) => o.photo.kind === 'full-art');
  const fullArtRight = fullArt.filter((o) => !o.result.ok && /full-art/.test(o.result.reason));
  // The other way round: a bordered card refused as full-art is told a reason that is not true.
  const borderedAsFullArt = borderedOnes.filter((o) => !o.result.ok && /full-art/.test(o.result.reason));
  // A sleeved card is measured inside its sleeve or refused for the sleeve, not for a reason that is not true.
  const sleeved = outcomes.filter((o) => o.photo.kind === 'ygo-sleeved');
  const sleevedRight = sleeved.filter((o) => o.result.ok || /sleeve/.test(o.result.reason));
  const wrongMeasures = outcomes.filter((o) => o.photo.expect === 'refuse' && o.result.ok);
  const reasons = new Map<string, number>();
  for (const o of outcomes) {
    if (o.result.ok) continue;
    const reason = o.result.reason.replace(/\d+/g, 'N');
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  const figures = {
    measuredShare: measured.length / Math.max(1, borderedOnes.length),
    meanError: errors.length ? mean(errors) : NaN,
    within1: errors.length ? errors.filter((e) => e <= 1).length / errors.length : NaN,
    over3: errors.filter((e) => e > 3).length,
    fullArtShare: fullArt.length ? fullArtRight.length / fullArt.length : 1,
    borderedAsFullArt: borderedAsFullArt.length,
    sleeveShare: sleeved.length ? sleevedRight.length / sleeved.length : 1,
    medianMs: median(outcomes.map((o) => o.ms)),
    medianRatio: median(outcomes.map((o) => o.ratio)),
  };
  console.log(`
Real photos: ${outcomes.length} (${borderedOnes.length} bordered, ${outcomes.filter((o) => o.photo.truth).length} with truth)
  bordered cards measured:   ${measured.length}/${borderedOnes.length} (${fmt(100 * figures.measuredShare, 0)}%)
  error on measured axes:    mean ${fmt(figures.meanError)} points over ${errors.length} axes, within 1 point ${fmt(100 * figures.within1, 0)}%, over 3 points ${figures.over3}
  full-art refused as such:  ${fullArtRight.length}/${fullArt.length}
  bordered refused as full-art (a wrong reason): ${borderedAsFullArt.length}
  sleeved: measured inside or refused for the sleeve: ${sleevedRight.length}/${sleeved.length}
  measured where refusal was expected: ${wrongMeasures.length}
  refusals by reason:        ${[...reasons].map(([r, n]) => `${n}x ${r}`).join('; ') || 'none'}
  time per photo:            median ${fmt(figures.medianMs, 0)} ms, max ${fmt(Math.max(...outcomes.map((o) => o.ms)), 0)} ms, ${outcomes.filter((o) => o.ms > TARGET_MS).length} over ${TARGET_MS} ms; median ${fmt(figures.medianRatio, 1)}x one look at every pixel

Measurements before the threshold (${MIN_CONFIDENCE}), photos with truth, larger axis error:
${calibration(outcomes.flatMap((o) => (o.raw.ok && o.photo.truth ? [{ confidence: o.raw.confidence, error: Math.max(...errorsOf(o.photo, o.raw)) }] : [])))}`);

  if (!args.check) return;
  const failures = [
    figures.measuredShare < Number(args['min-measured']) &&
      `measured ${fmt(figures.measuredShare)} < ${args['min-measured']}`,
    !(figures.meanError <= Number(args['max-mae'])) && `mean error ${fmt(figures.meanError)} > ${args['max-mae']}`,
    figures.over3 > Number(args['max-over3']) && `${figures.over3} errors over 3 points`,
    figures.fullArtShare < Number(args['min-full-art']) && `full-art refused as such ${fmt(figures.fullArtShare)}`,
    figures.sleeveShare < Number(args['min-sleeve']) && `sleeved cards named so ${fmt(figures.sleeveShare)}`,
    figures.borderedAsFullArt > Number(args['max-bordered-full-art']) &&
      `${figures.borderedAsFullArt} bordered cards refused as full-art`,
    wrongMeasures.length > 0 && `${wrongMeasures.length} photos measured that must be refused`,
    figures.medianRatio > Number(args['max-median-ratio']) &&
      `median time ${fmt(figures.medianRatio, 1)}x the baseline > ${args['max-median-ratio']}x`,
  ].filter(Boolean);
  if (failures.length) {
    console.error(`\nReal-photo check FAILED: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('\nReal-photo check passed.');
}

await main();
