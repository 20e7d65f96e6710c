import { findCardOutline } from './card-outline.js';
import { distance, homographyFrom, applyHomography } from './geometry.js';
import { findBorderEdge, type BorderEdge, type Side } from './inner-border.js';
import { CARD_ASPECT } from './outer-quad.js';
import { refineOutline } from './refine-edges.js';
import type { Box, CenteringDetection, PixelBuffer } from './types.js';

/**
 * A card narrower than this (full-resolution px) leaves its borders too few pixels to split to a point: a 3 mm
 * border is then about 14 px, and one point of the split is a seventh of a pixel.
 */
export const MIN_CARD_WIDTH_PX = 300;
/** After perspective is removed, a card's sides match 63:88 within this (59:86 and sleeves included). */
const MAX_ASPECT_GAP = 0.06;
/**
 * Results under this confidence are refused. A first setting, not yet tuned: in the synthetic benchmark
 * (scripts/bench/centering.ts) measured cards mostly score 0.5-0.97, and the few 2-point misses scored 0.35-0.4.
 */
export const MIN_CONFIDENCE = 0.35;
/**
 * The borders across a card (left + right) and down it (top + bottom) are printed about as wide: on the real photos
 * the ratio lies in 0.77-1.04 (Magic's deeper bottom border gives about 0.75). An edge found on art instead of the
 * border doubles one total; past this factor the measurement is refused.
 */
const MAX_TOTAL_RATIO = 1.5;

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
  const outline = findCardOutline(image, MIN_CARD_WIDTH_PX);
  if (!outline) return refuse('card edge not found');
  const [tl, tr, br, bl] = outline.corners;
  const roughWidth = (distance(tl, tr) + distance(bl, br)) / 2;
  if (roughWidth < MIN_CARD_WIDTH_PX)
    return refuse(
      `card too small in the photo: ${Math.round(roughWidth)} px across, ${MIN_CARD_WIDTH_PX} needed (move closer)`,
      0.1,
    );

  const corners = refineOutline(image, outline.corners, outline.factor);
  if (!corners) return refuse('card edge not found', 0.1);
  const [ctl, ctr, cbr, cbl] = corners.points;
  const width = (distance(ctl, ctr) + distance(cbl, cbr)) / 2;
  const height = (distance(ctl, cbl) + distance(ctr, cbr)) / 2;
  if (Math.abs(width / height / CARD_ASPECT - 1) > MAX_ASPECT_GAP)
    return refuse(`outline is not card-shaped (${(width / height).toFixed(2)} wide per high, a card is 0.72)`, 0.1);
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
  const ratio = (left + right) / (top + bottom);
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
