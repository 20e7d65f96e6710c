// Measures a real photo's borders by hand, to label it for the real-photo benchmark:
//   npx tsx scripts/centering/label-photo.ts <photo> [--corners "x,y;x,y;x,y;x,y"] [--inner L:19.5,R:20.5,T:19.5,B:50]
// The card is flattened by its four corners (full-photo pixels from its top left clockwise; the detector's outline
// when none are given) at 8 px per mm with a 4 mm margin, and written as a PNG beside the photo's name in --out, to
// be looked at. Without --inner it prints, per side, where the colour first leaves the border's, and the median
// profile there, from which to choose each border's inner edge by eye. With --inner (those rough places, in px of
// the flattened card from its edge), each of the middle 60% of the scans across a side places the card's edge and the
// border's end where the colour crosses halfway between the plateaus either side (in the channel that steps most);
// a side's depth is the median over its scans. The card's edge is measured here too, so an outline a pixel off does
// not move the label. Prints the truth for dev-photos.json.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { detectCentering } from '../../src/shared/centering/detector/index.js';
import type { Vec } from '../../src/shared/centering/detector/geometry.js';
import { flattenCard, readPhoto, readPhotoAsMeasured } from './read-photo.js';

const PX_PER_MM = 8;
const MARGIN = 4 * PX_PER_MM;
const WIDTH = 63 * PX_PER_MM;
const HEIGHT = 88 * PX_PER_MM;
const SIDES = ['L', 'R', 'T', 'B'] as const;
type Side = (typeof SIDES)[number];
/** A colour this far from the border's (levels, RGB distance) has left it: the suggestion for the inner edge. */
const LEFT_THE_BORDER = 60;
/** A scan whose plateaus either side of an edge differ by less than this (levels) does not place it. */
const MIN_STEP = 25;

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { corners: { type: 'string' }, inner: { type: 'string' }, out: { type: 'string', default: '/tmp' } },
});
const file = positionals[0];
if (!file) throw new Error('usage: label-photo.ts <photo> [--corners "x,y;..."] [--inner L:n,R:n,T:n,B:n]');

const bytes = readFileSync(file);
const photo = await readPhoto(bytes);
const corners = args.corners ? parseCorners(args.corners) : await detectedCorners();
console.log(`--corners "${corners.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(';')}"`);

const flat = flattenCard(photo, corners, { width: WIDTH, height: HEIGHT, margin: MARGIN });
mkdirSync(args.out, { recursive: true });
const picture = path.join(args.out, `${path.basename(file).replace(/\.[^.]+$/, '')}.flat.png`);
await sharp(flat.data, { raw: { width: flat.width, height: flat.height, channels: 3 } })
  .png()
  .toFile(picture);
console.log(`flattened: ${picture} (card edge ${MARGIN} px in from each side)`);

if (args.inner) await label(parseSides(args.inner));
else suggest();

function parseCorners(text: string): Vec[] {
  const points = text.split(';').map((pair) => pair.split(',').map(Number));
  if (points.length !== 4 || points.some((p) => p.length !== 2 || p.some((n) => !Number.isFinite(n))))
    throw new Error('--corners: four points "x,y;x,y;x,y;x,y", top left first, clockwise');
  return points.map(([x, y]) => ({ x: x!, y: y! }));
}

function parseSides(text: string): Record<Side, number> {
  const sides = Object.fromEntries(text.split(',').map((pair) => pair.split(':'))) as Record<string, string>;
  return Object.fromEntries(
    SIDES.map((side) => {
      const value = Number(sides[side]);
      if (!Number.isFinite(value)) throw new Error(`--inner: no number for ${side}`);
      return [side, value];
    }),
  ) as Record<Side, number>;
}

async function detectedCorners(): Promise<Vec[]> {
  const { pixels, scale } = await readPhotoAsMeasured(bytes);
  const found = detectCentering(pixels, { minConfidence: 0, scale });
  const measured = found.ok ? found.corners : found.card?.corners;
  if (!measured) throw new Error('the detector found no card: give --corners');
  const k = photo.width / pixels.width;
  return measured.map((p) => ({ x: p.x * k, y: p.y * k }));
}

/** Channel c at depth d (px from the card's edge, inwards; negative outside) on scan s of a side. */
function sample(side: Side, s: number, d: number, c: number): number {
  const x = side === 'L' ? MARGIN + d : side === 'R' ? MARGIN + WIDTH - 1 - d : MARGIN + s;
  const y = side === 'T' ? MARGIN + d : side === 'B' ? MARGIN + HEIGHT - 1 - d : MARGIN + s;
  return flat.data[(y * flat.width + x) * 3 + c]!;
}

/** The scans across the middle 60% of a side (the corners are rounded, and glare gathers there). */
function scans(side: Side): number[] {
  const length = side === 'L' || side === 'R' ? HEIGHT : WIDTH;
  const list: number[] = [];
  for (let s = Math.round(length * 0.2); s < Math.round(length * 0.8); s++) list.push(s);
  return list;
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[values.length >> 1]!;
}

/** A side's median colour at depth d. */
function colourAt(side: Side, d: number): number[] {
  return [0, 1, 2].map((c) => median(scans(side).map((s) => sample(side, s, d, c))));
}

function suggest() {
  const rough: string[] = [];
  for (const side of SIDES) {
    const border = [0, 1, 2].map((c) => median([3, 4, 5, 6, 7, 8].map((d) => colourAt(side, d)[c]!)));
    let leaves = NaN;
    for (let d = 4; d < 12 * PX_PER_MM; d++) {
      const [r, g, b] = colourAt(side, d);
      if (Math.hypot(r! - border[0]!, g! - border[1]!, b! - border[2]!) > LEFT_THE_BORDER) {
        leaves = d - 0.5;
        break;
      }
    }
    rough.push(`${side}:${leaves}`);
    const around: string[] = [];
    for (let d = Math.max(-4, Math.floor(leaves) - 5); d <= leaves + 6; d++)
      around.push(`${d}:${colourAt(side, d).join(',')}`);
    console.log(`${side}: border ${border.join(',')}, leaves it at ${leaves} | ${around.join(' ')}`);
  }
  console.log(`suggested: --inner ${rough.join(',')} (look at the profiles and the picture before taking it)`);
}

/**
 * Where scan s crosses halfway between the plateaus [a0, a1] and [b0, b1] (depths), nearest `near`, in the channel
 * that steps most between them; NaN where they hardly differ.
 */
function crossing(side: Side, s: number, near: number, [a0, a1]: number[], [b0, b1]: number[]): number {
  let best = { c: 0, half: 0, step: -1 };
  for (let c = 0; c < 3; c++) {
    const before = median(Array.from({ length: a1! - a0! + 1 }, (_, k) => sample(side, s, a0! + k, c)));
    const after = median(Array.from({ length: b1! - b0! + 1 }, (_, k) => sample(side, s, b0! + k, c)));
    if (Math.abs(after - before) > best.step) best = { c, half: (before + after) / 2, step: Math.abs(after - before) };
  }
  if (best.step < MIN_STEP) return NaN;
  let found = NaN;
  for (let d = a1!; d < b0!; d++) {
    const u = sample(side, s, d, best.c) - best.half;
    const v = sample(side, s, d + 1, best.c) - best.half;
    if (u === 0 || u * v < 0) {
      const at = d + u / (u - v);
      if (Number.isNaN(found) || Math.abs(at - near) < Math.abs(found - near)) found = at;
    }
  }
  return found;
}

async function label(inner: Record<Side, number>) {
  const depthMm = {} as Record<Side, number>;
  const drawn = Buffer.from(flat.data);
  for (const side of SIDES) {
    const i = Math.round(inner[side]);
    const edges: number[] = [];
    const ends: number[] = [];
    for (const s of scans(side)) {
      // The card's edge: the table or sleeve 3-7 px out against the border 3-6 px in (less on a thin border).
      const edge = crossing(side, s, 0, [-7, -3], [3, Math.min(6, i - 2)]);
      // The border's end: the border just before the rough place against the colour 1-2 px past it, so that a thin
      // rule of the frame counts as the frame's start, not the light beyond it.
      const end = crossing(side, s, inner[side], [Math.max(3, i - 6), i - 2], [i + 1, i + 2]);
      if (!Number.isNaN(edge)) edges.push(edge);
      if (!Number.isNaN(end)) ends.push(end);
    }
    const edge = median(edges);
    const end = median(ends);
    depthMm[side] = (end - edge) / PX_PER_MM;
    mark(drawn, side, edge, [0, 255, 255]);
    mark(drawn, side, end, [255, 0, 255]);
    console.log(
      `${side}: card edge ${edge.toFixed(2)} px (${edges.length} scans), border ends ${end.toFixed(2)} ` +
        `(${ends.length}), ${depthMm[side].toFixed(3)} mm`,
    );
  }
  const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
  const truth = {
    lPct: round((100 * depthMm.L) / (depthMm.L + depthMm.R), 2),
    tPct: round((100 * depthMm.T) / (depthMm.T + depthMm.B), 2),
    borderMm: Object.fromEntries(SIDES.map((side) => [side, round(depthMm[side], 3)])),
  };
  console.log(JSON.stringify(truth));
  const checked = picture.replace(/\.flat\.png$/, '.label.png');
  await sharp(drawn, { raw: { width: flat.width, height: flat.height, channels: 3 } })
    .png()
    .toFile(checked);
  console.log(`the card's edges (cyan) and the borders' ends (magenta), to check by eye: ${checked}`);
}

/** Draws a side's line at depth d (to the nearest pixel, dotted so that the edge under it still shows). */
function mark(data: Buffer, side: Side, d: number, colour: number[]) {
  const at = Math.round(d);
  for (const s of scans(side)) {
    if (s % 3 !== 0) continue;
    const x = side === 'L' ? MARGIN + at : side === 'R' ? MARGIN + WIDTH - 1 - at : MARGIN + s;
    const y = side === 'T' ? MARGIN + at : side === 'B' ? MARGIN + HEIGHT - 1 - at : MARGIN + s;
    for (let c = 0; c < 3; c++) data[(y * flat.width + x) * 3 + c] = colour[c]!;
  }
}
