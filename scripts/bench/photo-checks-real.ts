// The submit screen's photo checks (src/shared/photo-quality) on the REAL card photos (scripts/centering/real-set.ts),
// run as the browser runs them (src/web/features/submit/quality.worker.ts): the upright photo brought to a
// 1200 px long side, then assessPhoto with the centering detector on (every photo in the set is a front or back).
// Prints per photo the measured values and the warnings, each warning set against a judgement made by looking at
// the photo (JUDGED below): `!` marks a false warning, `?` a warranted one not raised. A second table measures the
// same photos with the card where it was marked by hand instead of where the detector put it (or not): what the
// advice will say once the detector finds every card. Then false and missed warnings by kind, for both.
// 'edges' is the detector's own verdict (src/shared/centering/detector), counted but left out of --check.
// The development photos (REAL_PHOTOS_DIR from scripts/centering/dev-photos.ts) carry their judgements in their entries,
// without a marked card: only the first table.
// --check fails (exit 1) on any other false warning, in either table, and on any warranted warning the submit screen
// would not raise (the first table). Without the set it skips with a notice; in CI (CI=true) a missing set throws.
// Run: npx tsx scripts/bench/photo-checks-real.ts [--check] [--only NAME]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { PixelBuffer } from '../../src/shared/centering/detector/index.js';
import {
  assessPhoto,
  measurePhoto,
  qualityIssues,
  type PhotoQuality,
  type QualityIssue,
  type Region,
} from '../../src/shared/photo-quality/index.js';
import { readPhoto } from '../centering/read-photo.js';
import { loadRealSet, REAL_SET_MISSING, type RealPhoto } from '../centering/real-set.js';

/** Long side of the copy the browser measures (ANALYSED_LONG_SIDE in quality.worker.ts). */
export const BROWSER_LONG_SIDE = 1200;

export type BrowserCopy = { image: PixelBuffer; scale: number };

/**
 * The copy the browser's worker measures: the upright photo shrunk (never enlarged) to a 1200 px long side with
 * the worker's rounding, and `scale`, original pixels per copy pixel. The worker draws it on a canvas with high
 * quality smoothing (mipmaps and a cubic filter); sharp's Mitchell filter over the whole footprint is the nearest
 * thing here. Focus is measured at half this size again, and glare counts clipped areas wider than the filters.
 */
export async function browserCopy(original: Buffer): Promise<BrowserCopy> {
  const photo = await readPhoto(original);
  const scale = Math.max(1, Math.max(photo.width, photo.height) / BROWSER_LONG_SIDE);
  const width = Math.max(1, Math.round(photo.width / scale));
  const height = Math.max(1, Math.round(photo.height / scale));
  if (width === photo.width && height === photo.height) return { image: photo, scale };
  const raw = { width: photo.width, height: photo.height, channels: photo.channels };
  const data = await sharp(Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.length), { raw })
    .resize(width, height, { fit: 'fill', kernel: 'mitchell' })
    .raw()
    .toBuffer();
  return { image: { width, height, channels: photo.channels, data: new Uint8Array(data) }, scale };
}

/** The checks as the submit screen runs them on a front or back photo (the detector on). */
export const checkCopy = (copy: BrowserCopy, side: RealPhoto['side']): PhotoQuality =>
  assessPhoto(copy.image, { scale: copy.scale, detect: side === 'front' || side === 'back' });

/**
 * The card marked by hand on the upright photo: centre x and y, width and height in the card's own frame, as
 * shares of the photo's width and height, and its turn in degrees clockwise (as the detector's angleDeg). Rough,
 * to a per cent or two: measured with the detector's margins (focus 3% outside, glare 4% inside), enough.
 */
export type CardMark = [cx: number, cy: number, w: number, h: number, angleDeg: number];

/** The marked card as the detector would give it, in the copy's pixels. */
export function markedCard(mark: CardMark, image: { width: number; height: number }): Region {
  const [cx, cy, w, h, angleDeg] = mark;
  const [width, height] = [w * image.width, h * image.height];
  return { box: { x: cx * image.width - width / 2, y: cy * image.height - height / 2, width, height }, angleDeg };
}

/** The checks with the card where it was marked, detector's verdict aside ('edges' is never raised here). */
export const checkCopyMarked = (copy: BrowserCopy, mark: CardMark): PhotoQuality => ({
  ...measurePhoto(copy.image, markedCard(mark, copy.image), copy.scale),
  detection: null,
});

/**
 * Which warning is warranted on each photo, judged by eye on the photos (downscaled whole, and 1:1 crops of the
 * copy the browser measures, with the clipped pixels painted over), so that the figures can be reproduced. A
 * warning where this says false is a false warning; where it says true and none is raised, a missed one.
 *  - blur: the print plainly soft (small text smeared past reading in the copy the browser measures).
 *  - glare: a reflection washes out part of the card (the set's README names the holo cards with glare).
 *  - edges: the card is NOT plainly there with its four edges in view (never, in this set).
 *  - fill: the card covers well under a quarter of the frame, so "move closer" is good advice.
 *  - resolution: the card is under about 800 px across in the original photo (see MIN_SHORT_SIDE_PX).
 * The Pokémon photos (dimas__) are 1920x1080 frames with the card about 510 px across on white paper, which the
 * camera exposed to white: the paper left of the card is clipped, the cards are not, but for the two holos.
 */
export type Verdicts = Record<QualityIssue, boolean> & { reason: string };
export type Judgement = Verdicts & { card: CardMark };

const smallOnPaper = { blur: false, glare: false, edges: false, fill: true, resolution: true };
const wellFramed = { blur: false, glare: false, edges: false, fill: false, resolution: false };

export const JUDGED: Record<string, Judgement> = {
  'dimas__input_back_1.png': {
    ...smallOnPaper,
    card: [0.712, 0.473, 0.265, 0.666, -42],
    reason: 'sharp back turned 42°, rainbow print, no reflection',
  },
  'dimas__input_back_3.png': {
    ...smallOnPaper,
    card: [0.739, 0.465, 0.264, 0.663, 13],
    reason: 'sharp back turned 13°, rainbow print, no reflection',
  },
  'dimas__input_back_5.png': {
    ...smallOnPaper,
    card: [0.657, 0.46, 0.267, 0.665, 2.5],
    reason: 'sharp worn back, no reflection',
  },
  'dimas__input_back_7.png': {
    ...smallOnPaper,
    card: [0.515, 0.515, 0.268, 0.671, 6.5],
    reason: 'sharp back in a penny sleeve; only the ball highlight is clipped, no reflection',
  },
  'dimas__input_back_9.png': {
    ...smallOnPaper,
    card: [0.644, 0.469, 0.267, 0.666, 4],
    reason: 'sharp back, no reflection',
  },
  'dimas__input_cleffa.png': {
    ...smallOnPaper,
    card: [0.709, 0.469, 0.266, 0.667, 4.8],
    reason: 'sharp front, small text legible, no reflection',
  },
  'dimas__input_kakuna.png': {
    ...smallOnPaper,
    card: [0.714, 0.492, 0.265, 0.665, -3],
    reason: 'sharp worn front, small text legible, no reflection',
  },
  'dimas__input_decidueye.png': {
    ...smallOnPaper,
    glare: true,
    card: [0.632, 0.482, 0.265, 0.664, 2],
    reason: 'sharp holo in a sleeve; a clipped streak washes out the GX bar',
  },
  'dimas__input_lurantis.png': {
    ...smallOnPaper,
    glare: true,
    card: [0.69, 0.481, 0.263, 0.661, 0],
    reason: 'sharp full-art holo; diagonal glare bands wash out the art',
  },
  'dimas__input_back_bad_1.jpeg': {
    ...wellFramed,
    resolution: true,
    card: [0.51, 0.53, 0.82, 0.88, 0],
    reason: 'a 384x512 photo: sharp for its size, the card 2/3 of it, far too few pixels',
  },
  'jack__Call_Of_The_Haunted.jpg': {
    ...wellFramed,
    card: [0.4675, 0.525, 0.625, 0.67, 0],
    reason: 'card in a sleeve, 40% of a 24 MP frame; sharp, matte, no glare',
  },
  'jack__Deskbot_007.jpg': {
    ...wellFramed,
    card: [0.5125, 0.4925, 0.685, 0.725, 0],
    reason: 'half the frame; a little soft at the top, text legible; no glare',
  },
  'jack__Dragon_Capture_Jar.jpg': {
    ...wellFramed,
    card: [0.485, 0.4825, 0.64, 0.695, 0],
    reason: 'half the frame; sharp (creases visible), no glare',
  },
  'jack__Fighting_Spirit.jpg': {
    ...wellFramed,
    card: [0.4625, 0.475, 0.615, 0.65, 0],
    reason: '40% of the frame; sharp, no glare',
  },
  'jack__Gouki_Suprex.jpg': {
    ...wellFramed,
    card: [0.495, 0.49, 0.6, 0.66, 0],
    reason: '40% of the frame; sharp, no glare',
  },
  'jack__Gouki_Thunder_Ogre.jpg': {
    ...wellFramed,
    card: [0.4825, 0.4525, 0.655, 0.705, 0],
    reason: 'half the frame; slightly soft, text legible; no glare',
  },
  'jack__Red_Dragon_Archfiend.jpg': {
    ...wellFramed,
    card: [0.49, 0.5225, 0.66, 0.715, 0],
    reason: 'half the frame; sharp, no glare',
  },
  'jack__Tynamo.jpg': {
    ...smallOnPaper,
    card: [0.542, 0.515, 0.235, 0.585, 0],
    reason: 'sharp, matte, on grey stucco; the card 14% of a 3264x1836 frame, ~780 px across',
  },
  'toshi__IMG_2838.JPG': {
    ...wellFramed,
    card: [0.485, 0.465, 0.83, 0.87, 0],
    reason: 'full-art holo filling the frame, sharp; foil sparkle and printed whites, no reflection',
  },
  'toshi__IMG_2853.JPG': {
    ...wellFramed,
    card: [0.4675, 0.5025, 0.795, 0.875, 0],
    reason: 'full-art holo filling the frame, sharp; rainbow foil, no reflection',
  },
};

export const KINDS: QualityIssue[] = ['blur', 'glare', 'edges', 'fill', 'resolution'];

/**
 * How a photo was judged: the shared set's in JUDGED, with the card marked; another set's photo by its own `checks`
 * (the development photos, scripts/centering/dev-photos.json), the same way but with no mark. Undefined: not judged.
 */
export function judgementOf(photo: RealPhoto): (Verdicts & { card?: CardMark }) | undefined {
  if (JUDGED[photo.file]) return JUDGED[photo.file];
  if (!photo.checks) return undefined;
  const { warranted, reason } = photo.checks;
  const has = (kind: QualityIssue) => warranted.includes(kind);
  return {
    blur: has('blur'),
    glare: has('glare'),
    edges: has('edges'),
    fill: has('fill'),
    resolution: has('resolution'),
    reason,
  };
}

/** The raised warnings that the judgement says are wrong, and the warranted ones not raised. */
export function verdict(issues: QualityIssue[], judged: Verdicts) {
  return {
    falseWarnings: issues.filter((issue) => !judged[issue]),
    // 'edges' is warranted on none; a detector that was not run cannot miss it either.
    missed: KINDS.filter((kind) => judged[kind] && !issues.includes(kind)),
  };
}

type Row = { file: string; side: string; quality: PhotoQuality; judged: Verdicts | undefined };

const fmt = (value: number | null, digits = 3) => (value === null ? '-' : value.toFixed(digits));

function line({ file, side, quality, judged }: Row): string {
  const issues = qualityIssues(quality);
  const { falseWarnings, missed } = judged ? verdict(issues, judged) : { falseWarnings: [], missed: [] };
  const detection = quality.detection
    ? `${quality.detection.edgeFound ? 'edge' : 'NO EDGE'} ${fmt(quality.detection.confidence, 2)}`
    : 'marked';
  const shown = [
    ...issues.map((issue) => (falseWarnings.includes(issue) ? `!${issue}` : issue)),
    ...missed.map((issue) => `?${issue}`),
  ];
  return [
    file.padEnd(31),
    side.padEnd(5),
    `focus ${fmt(quality.focus, 2)}`,
    `glare ${fmt(quality.glare, 4)}`,
    `fill ${fmt(quality.fill, 2).padStart(4)}`,
    `side ${String(quality.shortSidePx).padStart(4)} ${quality.cardMeasured ? 'card ' : 'photo'}`,
    `detect ${detection.padEnd(12)}`,
    `warns ${shown.join(' ') || 'none'}`,
    judged ? '' : '(not judged)',
  ]
    .join('  ')
    .trimEnd();
}

/** Prints a table and its false and missed warnings by kind; returns both, each as "kind on file". */
function report(title: string, rows: Row[]): { wrong: string[]; missed: string[] } {
  console.log(`\n${title}\n`);
  const falseByKind = new Map<QualityIssue, string[]>(KINDS.map((kind) => [kind, []]));
  const missedByKind = new Map<QualityIssue, string[]>(KINDS.map((kind) => [kind, []]));
  for (const row of rows) {
    console.log(line(row));
    if (!row.judged) continue;
    const { falseWarnings, missed } = verdict(qualityIssues(row.quality), row.judged);
    for (const kind of falseWarnings) falseByKind.get(kind)!.push(row.file);
    for (const kind of missed) missedByKind.get(kind)!.push(row.file);
  }
  console.log('\nkind        false warnings  missed (warranted, not raised)');
  for (const kind of KINDS) {
    const [wrong, missed] = [falseByKind.get(kind)!, missedByKind.get(kind)!];
    console.log(
      `${kind.padEnd(11)} ${`${wrong.length}/${rows.length}`.padEnd(15)} ${`${missed.length}/${rows.length}`.padEnd(6)} ${wrong.map((file) => `!${file}`).join(' ')}`,
    );
  }
  const named = (byKind: Map<QualityIssue, string[]>) =>
    [...byKind].flatMap(([kind, files]) => files.map((file) => `${kind} on ${file}`));
  return { wrong: named(falseByKind), missed: named(missedByKind) };
}

async function main() {
  const { values: args } = parseArgs({
    options: { check: { type: 'boolean', default: false }, only: { type: 'string' } },
  });
  const set = loadRealSet();
  if (!set) {
    console.log(REAL_SET_MISSING);
    return;
  }
  const photos = set.filter((photo) => !args.only || photo.file.includes(args.only));
  const asBrowser: Row[] = [];
  const asMarked: Row[] = [];
  for (const photo of photos) {
    const copy = await browserCopy(await readFile(photo.path));
    const judged = judgementOf(photo);
    const row = { file: photo.file, side: photo.side, judged };
    asBrowser.push({ ...row, quality: checkCopy(copy, photo.side) });
    if (judged?.card) asMarked.push({ ...row, quality: checkCopyMarked(copy, judged.card) });
  }
  console.log(`${photos.length} real photos, measured on the ${BROWSER_LONG_SIDE} px copy the browser measures.`);
  console.log('warns: ! a false warning, ? a warranted warning not raised');
  const asTheBrowser = report('As the submit screen runs the checks (the detector finds the card, or not):', asBrowser);
  const asHandMarked = asMarked.length
    ? report('With the card where it was marked by hand (as if the detector found every card):', asMarked)
    : { wrong: [], missed: [] };
  const unjudged = photos.filter((photo) => !judgementOf(photo)).map((photo) => photo.file);
  if (unjudged.length)
    console.log(`\nNot judged (add them to JUDGED, or checks to their entry): ${unjudged.join(', ')}`);
  if (!args.check) return;
  const failures = [
    ...asTheBrowser.wrong.filter((failure) => !failure.startsWith('edges')),
    ...asTheBrowser.missed.map((failure) => `${failure} missed`),
    ...asHandMarked.wrong.map((failure) => `${failure} (marked card)`),
    ...unjudged.map((file) => `${file} not judged`),
  ];
  if (failures.length) {
    console.log(`\nFAIL: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log("\nOK: no false warning but the detector's own (edges), and no warranted one missed");
}

// Run as a script; the real-photo test imports the helpers and the judgements without running it.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
