import { downscaleGray } from './downscale.js';
import { edgeMap, lineCandidates } from './edge-lines.js';
import { distance, homographyFrom, applyHomography, intersect, type Line, type Vec } from './geometry.js';
import { findBorderEdge, type BorderEdge, type Side } from './inner-border.js';
import { findCardQuad } from './outer-quad.js';
import { refineEdge } from './refine-edges.js';
import type { Box, CenteringDetection, PixelBuffer } from './types.js';

/** Below this share of the photo's shorter side the card's borders are too few pixels to split to a point. */
const MIN_CARD_SHARE = 0.3;
/**
 * Results under this confidence are refused. A first setting, not yet tuned: in the synthetic benchmark
 * (scripts/bench/centering.ts) measured cards mostly score 0.5-0.97, and the few 2-point misses scored 0.35-0.4.
 */
export const MIN_CONFIDENCE = 0.35;
/** Border totals across and down a card stay within this factor of each other on real printings. */
const MAX_TOTAL_RATIO = 2.5;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** The spec's split: one decimal, the two sides adding up to 100, 50/50 when there is no margin. */
function split(first: number, second: number): [number, number] {
  const a = Math.max(0, first);
  const b = Math.max(0, second);
  if (a + b <= 0) return [50, 50];
  const firstPct = oneDecimal((100 * a) / (a + b));
  return [firstPct, oneDecimal(100 - firstPct)];
}

const refuse = (reason: string, confidence = 0): CenteringDetection => ({
  ok: false,
  confidence: twoDecimals(confidence),
  reason,
});

/** Measures a card's centering in a photo; see CenteringDetection for the frame of the boxes. */
export function detectCentering(image: PixelBuffer): CenteringDetection {
  const small = downscaleGray(image);
  const edges = edgeMap(small);
  const quad = findCardQuad(edges, lineCandidates(edges, 'vertical'), lineCandidates(edges, 'horizontal'));
  if (!quad) return refuse('card edge not found');
  const f = small.factor;
  const [tl, tr, br, bl] = quad.corners.map((c) => ({ x: c.x * f, y: c.y * f }));
  const roughWidth = (distance(tl!, tr!) + distance(bl!, br!)) / 2;
  const roughHeight = (distance(tl!, bl!) + distance(tr!, br!)) / 2;
  if (
    roughWidth < MIN_CARD_SHARE * Math.min(image.width, image.height) * 0.716 &&
    roughHeight < MIN_CARD_SHARE * Math.max(image.width, image.height)
  )
    return refuse('card too small in the photo', 0.1);

  const corners = refineCorners(image, [tl!, tr!, br!, bl!], 1.5 * f + 3);
  if (!corners) return refuse('card edge not found', 0.1);
  const [ctl, ctr, cbr, cbl] = corners.points;
  const width = (distance(ctl, ctr) + distance(cbl, cbr)) / 2;
  const height = (distance(ctl, cbl) + distance(ctr, cbr)) / 2;
  const cardToImage = homographyFrom(
    [
      { x: 0, y: 0 },
      { x: width, y: 0 },
      { x: width, y: height },
      { x: 0, y: height },
    ],
    corners.points,
  );
  const sides: Side[] = ['left', 'right', 'top', 'bottom'];
  const found = sides.map((side) => findBorderEdge(image, cardToImage, { width, height }, side));
  const failed = found.flatMap((edge, i) => (edge.depth === null ? [`${sides[i]}: ${edge.why}`] : []));
  const sideConfidence = Math.min(...found.map((edge) => edge.confidence));
  const confidence = Math.min(sideConfidence, corners.agreement, 1);
  if (failed.length >= 3) return refuse('no inner border found: borderless card', confidence);
  if (failed.length > 0) return refuse(`inner border unclear (${failed.join('; ')})`, confidence);
  const [left, right, top, bottom] = found.map((edge) => (edge as Extract<BorderEdge, { depth: number }>).depth) as [
    number,
    number,
    number,
    number,
  ];
  const ratio = (left + right) / width / ((top + bottom) / height) / (height / width);
  if (ratio > MAX_TOTAL_RATIO || ratio < 1 / MAX_TOTAL_RATIO)
    return refuse('sides disagree: borders of very different widths', confidence / 2);
  if (confidence < MIN_CONFIDENCE) return refuse('inner border too faint to measure', confidence);

  const centre = applyHomography(cardToImage, width / 2, height / 2);
  const outer: Box = { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
  const inner: Box = {
    x: outer.x + left,
    y: outer.y + top,
    width: width - left - right,
    height: height - top - bottom,
  };
  const [lPct, rPct] = split(left, right);
  const [tPct, bPct] = split(top, bottom);
  return {
    ok: true,
    outer: roundBox(outer),
    inner: roundBox(inner),
    lPct,
    rPct,
    tPct,
    bPct,
    angleDeg: twoDecimals(corners.angleDeg),
    confidence: twoDecimals(confidence),
  };
}

const roundBox = (box: Box): Box => ({
  x: twoDecimals(box.x),
  y: twoDecimals(box.y),
  width: twoDecimals(box.width),
  height: twoDecimals(box.height),
});

/** Refines the four edges twice (the second pass in a narrow window around the first) and intersects them. */
function refineCorners(image: PixelBuffer, rough: [Vec, Vec, Vec, Vec], reach: number) {
  let points = rough;
  let agreement = 1;
  for (const window of [reach, 3]) {
    const [tl, tr, br, bl] = points;
    const edges = [
      refineEdge(image, tl, bl, window),
      refineEdge(image, tr, br, window),
      refineEdge(image, tl, tr, window),
      refineEdge(image, bl, br, window),
    ];
    if (edges.some((e) => e === null)) return null;
    const [l, r, t, b] = edges.map((e) => e!.line) as [Line, Line, Line, Line];
    const next = [intersect(t, l), intersect(t, r), intersect(b, r), intersect(b, l)];
    if (next.some((p) => p === null)) return null;
    points = next as [Vec, Vec, Vec, Vec];
    agreement = Math.min(...edges.map((e) => e!.agreement));
  }
  const [tl, tr, br, bl] = points;
  // The card's turn: the mean direction of its four sides, clockwise on screen.
  const angle = (a: Vec, b: Vec, quarter: number) => Math.atan2(b.y - a.y, b.x - a.x) - quarter;
  const turns = [angle(tl, tr, 0), angle(bl, br, 0), angle(tl, bl, Math.PI / 2), angle(tr, br, Math.PI / 2)];
  const angleDeg = (turns.reduce((sum, t) => sum + t, 0) / 4) * (180 / Math.PI);
  return { points, agreement, angleDeg };
}
