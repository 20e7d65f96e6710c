import { boxSplit } from '../split.js';
import { findCardOutline } from './card-outline.js';
import { black } from './border-colours.js';
import { creditsBorder, keepsCreditsDesign } from './credits-border.js';
import {
  bySides,
  CARD_EDGE_NOT_FOUND,
  CARD_EDGE_UNCLEAR,
  FULL_ART,
  readUnsurely,
  UNLIKE_THE_OTHERS,
  SLEEVE,
  UNSURE,
  UNSURE_UNEVEN,
} from './refusals.js';
import {
  applyHomography,
  aspectGap,
  distance,
  homographyFrom,
  intersect,
  type Homography,
  rectifiedAspect,
  type Line,
  type Vec,
} from './geometry.js';
import { insideItsBorder, likeTheOthers, looksThrough, pastTheCard, seenThrough } from './border-colours.js';
import {
  ARTWORK_TO_EDGE,
  BORDER_UNEVEN,
  edgedAlong,
  findBorderEdge,
  sidePath,
  type BorderEdge,
  type InsideEdge,
  type Side,
} from './inner-border.js';
import { balanceLight } from './light.js';
import { CARD_ASPECT } from './outer-quad.js';
import { pushSideOut, refineOutline, sideAlongBorder } from './refine-edges.js';
import { median } from './profiles.js';
import { slantOf } from './slant.js';
import { cropMargin, mayBeCroppedClose, padded, saysMore, unpadded } from './tight-crop.js';
import { findSleeveRim } from './sleeve-rim.js';
import type { Box, CenteringDetection, Corners, PixelBuffer } from './types.js';

/**
 * A card narrower than this (full-resolution px) leaves its borders too few pixels to split to a point: a 3 mm
 * border is then about 14 px, and one point of the split is a seventh of a pixel.
 */
export const MIN_CARD_WIDTH_PX = 300;
/**
 * After perspective is removed, a card's sides match 63:88 within this (59:86 and sleeves included), at some focal
 * length a phone takes photos with (see aspectGap).
 */
const MAX_ASPECT_GAP = 0.06;
/**
 * Results under this confidence are refused: the product proposes no number (a wrong number offered to a grader
 * is worse than a refusal). Chosen from the benchmarks' calibration tables (share within 1 point by confidence):
 * on the synthetic hard set, measurements under 0.8 were over 3 points off in 6 of 10, from 0.8 up in 1 of 21; on
 * the classic set none was over 3 points and 98% were within 1; on the real photos with truth, all four measured
 * from 0.8 up: two within 0.4 points, two within 2.1 and 1.8 on one axis and 0.5 on the other, where the
 * detector's borders agree with a look at the zoomed photo and the hand-measured truth differs by 1-6 px.
 * 0.7 keeps the real cards measured while refusing most of the hard set's misses.
 */
export const MIN_CONFIDENCE = 0.7;
/**
 * The borders across a card (left + right) and down it (top + bottom) are printed about as wide: on the real photos
 * the ratio lies in 0.77-1.04 (Magic's deeper bottom border gives about 0.75). An edge found on art instead of the
 * border doubles one total; past this factor the measurement is refused.
 */
const MAX_TOTAL_RATIO = 1.5;

/** How far out (a share of the card's width) a side's true edge is looked for beyond a border's inner edge. */
const MAX_PUSH_SHARE = 0.12;
/**
 * A clear sleeve's gap to the card, the colour outside the sleeve (looksThrough), stays under this share of the
 * width on every side...
 */
const SLEEVE_GAP_SHARE = 0.03;
/** ...or under this whatever its colour. */
const THIN_ALL_ROUND_SHARE = 0.02;
/**
 * A border read this surely is printed on the card, not a sleeve's rim seen as one: the sleeved cards' rims read at
 * 0.43-0.86 on the server's copy, the plain borders of the real and synthetic cards mostly at 0.89-0.95.
 */
const CRISP_BORDER = 0.9;
/**
 * A measurement on an outline looked for after the first was refused (see CardOutline.larger) is offered from this
 * confidence only: a second look is a second chance to be wrong. On the hard synthetic set one such at 0.73 was 5
 * points off (a low-contrast border); the others, there and on the Magic photos laid on a dark table, read 0.83-0.95.
 */
const SECOND_LOOK_CONFIDENCE = 0.8;
/**
 * An outline whose weakest side shows an edge along less of it than this may have taken lines beyond the card for
 * sides (0.51-0.57 where it did on the development photos; a card's own outline shows along 0.9 and more): only
 * then are other outlines measured where it could not be (see CardOutline.rivals). On a synthetic photo, a rival of
 * a plainly edged outline measured 14 points off at 0.8.
 */
const WEAK_OUTLINE = 0.75;
/**
 * Sides along which a printed edge runs (see edgedAlong) that say a card is bordered though three or four of its
 * borders could not be read: on the real full-art photos at most one side shows one (a holo rim, the cut edge).
 */
const EDGED_SIDES = 2;
/** The confidence kept when a border has the colour of what lies outside the card (see seenThrough). */
const SEE_THROUGH_DOUBT = 0.6;

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

type Refusal = Extract<CenteringDetection, { ok: false }>;

/** A refusal; `card` where a card-shaped outline was found (see CenteringDetection). */
const refuse = (reason: string, confidence = 0, card?: Refusal['card']): Refusal => ({
  ok: false,
  confidence: twoDecimals(confidence),
  reason,
  ...(card && { card }),
});

/** Measures a card's centering in a photo; see CenteringDetection for the frame of the boxes. */
/**
 * `scale`: pixels of the original photo per pixel of `image`, when `image` is a downsized copy (the submit screen
 * checks a 1200 px copy): the card's size is judged, and said, in the original's pixels, which the grader sees.
 * `minConfidence`: the threshold (the benchmarks pass 0 to see every measurement).
 */
export function detectCentering(
  photo: PixelBuffer,
  options: { minConfidence?: number; scale?: number } = {},
): CenteringDetection {
  const found = detectIn(photo, options);
  if (!mayBeCroppedClose(found, photo, MIN_CONFIDENCE)) return found;
  // In a scan or photo cropped close round the card, its edge lies a few pixels from the photo's own: the photo is
  // looked at again with its edge drawn out (see tight-crop.ts).
  const margin = cropMargin(photo);
  const again = unpadded(detectIn(padded(photo, margin), options), margin);
  return saysMore(found, again) ? again : found;
}

function detectIn(photo: PixelBuffer, options: { minConfidence?: number; scale?: number }): CenteringDetection {
  const image = balanceLight(photo);
  const minConfidence = options.minConfidence ?? MIN_CONFIDENCE;
  const scale = options.scale ?? 1;
  const outline = findCardOutline(image, MIN_CARD_WIDTH_PX / scale);
  if (!outline) return refuse(CARD_EDGE_NOT_FOUND);
  const [tl, tr, br, bl] = outline.corners;
  const roughWidth = ((distance(tl, tr) + distance(bl, br)) / 2) * scale;
  if (roughWidth < MIN_CARD_WIDTH_PX) {
    // Where the card is, roughly, so that the photo's advice says it is small rather than not found.
    const width = roughWidth / scale;
    const height = (distance(tl, bl) + distance(tr, br)) / 2;
    const centre = { x: (tl.x + tr.x + br.x + bl.x) / 4, y: (tl.y + tr.y + br.y + bl.y) / 4 };
    const outer = { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
    const angleDeg = (Math.atan2(tr.y - tl.y + br.y - bl.y, tr.x - tl.x + br.x - bl.x) * 180) / Math.PI;
    return refuse(
      `card too small in the photo: ${Math.round(roughWidth)} px across, ${MIN_CARD_WIDTH_PX} needed (move closer)`,
      0.1,
      { outer: roundBox(outer), angleDeg: twoDecimals(angleDeg), slant: slantOf(outline.corners, outer, angleDeg) },
    );
  }

  const shaped = (points: [Vec, Vec, Vec, Vec]) => cardShaped(image, points);
  const corners = refineOutline(image, outline.corners, outline.factor, shaped);
  if (!corners) return refuse(CARD_EDGE_NOT_FOUND, 0.1);
  const measured = measureCard(image, corners, minConfidence, { insideSleeve: false, shown: true });
  if (measured.ok || measured.reason === SLEEVE || readUnsurely(measured.reason)) return measured;
  // A border unread or unlike the others: the outline may lie on a frame inside the card, its own faint edge a
  // border's depth further out (a black border on a dark table). The outline round it is measured instead where one
  // is found and measures surely. (Borders all read, only not surely, lie inside the card's own outline.)
  const round = outline.larger();
  const roundCorners = round && refineOutline(image, round.corners, round.factor, shaped);
  const remeasured = roundCorners && measureCard(image, roundCorners, minConfidence, { insideSleeve: false });
  if (remeasured?.ok && remeasured.confidence >= SECOND_LOOK_CONFIDENCE) return remeasured;
  const others = remeasured ? [remeasured] : [];
  // Or the outline, weakly edged, took lines of the table or cloth beyond the card for some of its sides (a card at
  // a webcam frame's edge on a wooden table, its long side read as a lying card's): a smaller outline edged plainly
  // all round is measured instead, where one is found and measures surely.
  if (outline.support < WEAK_OUTLINE)
    for (const rival of outline.rivals()) {
      const rivalCorners = refineOutline(image, rival.corners, rival.factor, shaped);
      const rivalMeasured = rivalCorners && measureCard(image, rivalCorners, minConfidence, { insideSleeve: false });
      if (rivalMeasured?.ok && rivalMeasured.confidence >= SECOND_LOOK_CONFIDENCE) return rivalMeasured;
      if (rivalMeasured) others.push(rivalMeasured);
    }
  return measured.reason === FULL_ART ? (others.find(notFullArt) ?? measured) : measured;
}

/**
 * Whether another outline of the photo was refused for something other than having no border: a card called
 * full-art on its first outline is not one where another card-shaped outline shows a border, or a sleeve's edge, and
 * that outline's refusal says what stands in the way (a seller's photo of a card on cloth pasted on a white canvas:
 * Moltres's first outline ran from its left border's inner edge to the canvas's edge; Deskbot 007's, in a red
 * sleeve, from its art's top to the photo's bottom).
 */
const notFullArt = (other: CenteringDetection) => !other.ok && other.card !== undefined && other.reason !== FULL_ART;

type Outline = NonNullable<ReturnType<typeof refineOutline>>;

/**
 * How an outline is looked at: `insideSleeve` for the card inside a sleeve's outline (measured once, see
 * measureInside), `pushed` for an outline with that side moved (once: out, see pushSideOut, or onto the card's edge
 * beside a shadow, see sideAlongBorder), `shown` for the first outline, the only one whose refusal the user reads:
 * only its unread sides are looked at again for their words (see BORDER_UNEVEN), which the other outlines tried would
 * spend time on for nothing.
 */
type Look = { insideSleeve: boolean; pushed?: Side; shown?: boolean };

/**
 * The centering of the card whose edges are `corners`. When the "border" found is a sleeve's gap to the card
 * inside it, the card inside is measured instead (once: `insideSleeve`), and refused with SLEEVE if that fails.
 */
function measureCard(image: PixelBuffer, corners: Outline, minConfidence: number, look: Look): CenteringDetection {
  const [ctl, ctr, cbr, cbl] = corners.points;
  const width = (distance(ctl, ctr) + distance(cbl, cbr)) / 2;
  const height = (distance(ctl, cbl) + distance(ctr, cbr)) / 2;
  if (!cardShaped(image, corners.points))
    return refuse(
      `outline is not card-shaped (${aspectOf(image, corners.points).toFixed(2)} wide per high, a card is 0.72)`,
      0.1,
    );
  const result = measureBorders(image, corners, { width, height }, minConfidence, look);
  if (result.ok || result.card) return result;
  // A card-shaped outline was found: the refusal says where, for the photo's advice on its size and place.
  const outer = outerBox(homographyFrom(frameOf({ width, height }), corners.points), { width, height });
  return refuse(result.reason, result.confidence, {
    outer: roundBox(outer),
    angleDeg: twoDecimals(corners.angleDeg),
    slant: slantOf(corners.points, outer, corners.angleDeg),
    corners: roundCorners(corners.points),
  });
}

/**
 * A sleeve's "rim" that ends no deeper than the band read as that side's border (card-frame px, within this) is that
 * band's own end. A sleeve's rim lies round the card, past any band read inside it: on the sleeved real photos the
 * rims end 0-40 px deeper than the bands read on their sides, never shallower; a printed black border's rim ends at
 * its inner edge, or short of it where the border is deeper than a rim is looked for.
 */
const RIM_AT_BORDER_PX = 1.5;
const rimIsBorder = (rim: InsideEdge, border: BorderEdge) =>
  border.depth !== null && (rim.start + rim.end) / 2 <= border.depth + RIM_AT_BORDER_PX;

/** A line `edge` deep inside one side of the card, as its two ends in the photo (at the side's two corners). */
function insideLine(cardToImage: Homography, size: { width: number; height: number }, side: Side, edge: InsideEdge) {
  const sideLength = side === 'left' || side === 'right' ? size.height : size.width;
  const at = (along: number, depth: number) => {
    const path = sidePath(cardToImage, size, side, along);
    return applyHomography(cardToImage, path.originX + path.acrossX * depth, path.originY + path.acrossY * depth);
  };
  return [at(0, edge.start), at(sideLength, edge.end)] as [Vec, Vec];
}

/** The card's own shape, the phone's slant taken out: the photo is a whole frame, its centre the lens's axis. */
const aspectOf = (image: PixelBuffer, points: [Vec, Vec, Vec, Vec]) =>
  rectifiedAspect(points, { x: image.width / 2, y: image.height / 2 }, Math.max(image.width, image.height));

/** The outline is a card's, seen through some phone's lens. */
const cardShaped = (image: PixelBuffer, points: [Vec, Vec, Vec, Vec]) =>
  aspectGap(points, { x: image.width / 2, y: image.height / 2 }, Math.max(image.width, image.height), CARD_ASPECT) <=
  MAX_ASPECT_GAP;

/** The card's outer box in its de-rotated frame: its size, centred where its centre lies in the photo. */
function outerBox(cardToImage: Homography, { width, height }: { width: number; height: number }): Box {
  const centre = applyHomography(cardToImage, width / 2, height / 2);
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
}

/** The corners of a card `size` in its own frame, top-left first, clockwise. */
const frameOf = ({ width, height }: { width: number; height: number }) => [
  { x: 0, y: 0 },
  { x: width, y: 0 },
  { x: width, y: height },
  { x: 0, y: height },
];

/** The borders of the card-shaped outline `corners` (its sides `width` by `height`), measured or refused. */
function measureBorders(
  image: PixelBuffer,
  corners: Outline,
  { width, height }: { width: number; height: number },
  minConfidence: number,
  { insideSleeve, pushed, shown = false }: Look,
): CenteringDetection {
  const cardToImage = homographyFrom(frameOf({ width, height }), corners.points);
  const sides: Side[] = ['left', 'right', 'top', 'bottom'];
  const found = sides.map((side) => findBorderEdge(image, cardToImage, { width, height }, side));
  const failed = found.flatMap((edge, i) => (edge.depth === null ? [i] : []));
  const size = { width, height };
  // Whether a printed edge runs along a side (see edgedAlong): asked only where a refusal needs it, once.
  const edgedSides: (boolean | undefined)[] = [];
  const edged = (i: number) => (edgedSides[i] ??= edgedAlong(image, cardToImage, size, sides[i]!));
  const sideConfidence = Math.min(...found.map((edge) => edge.confidence));
  // A "border" the colour of what lies outside the card may be a sleeve's gap or the table seen past a missed
  // edge: where a side looks so, the confidence is lowered.
  const seeThrough = found.filter(looksThrough).length;
  // The share of scans that agree on the card's edges counts in full: a card edge placed on half its scans was
  // off by 3 points as often as not in the synthetic set.
  const confidence = Math.min(sideConfidence, corners.agreement, 1) * (seenThrough(found) ? SEE_THROUGH_DOUBT : 1);
  // A side without a border may be a dark sleeve's rim, with the card's own edge inside it: where that shows on
  // three sides or four, the outline is the sleeve's. On the copy the server measures, the rim can pass for a
  // border on a side or two, so this is asked whenever a side fails, unless another side was read as a crisp
  // printed border: a black border (Magic's) is a dark band ending in a brighter straight edge too.
  const crisp = found.some((edge) => edge.depth !== null && edge.confidence >= CRISP_BORDER);
  if (failed.length > 0 && !insideSleeve && (failed.length >= 3 || !crisp)) {
    const rim = sides.map((side) => findSleeveRim(image, cardToImage, { width, height }, side));
    const rims = rim.filter((edge) => edge !== null).length;
    // Three rims name the sleeve; the card inside can be measured only where all four of its edges were seen.
    // Unless every rim ends within the band read as its side's border: the dark bands are then a printed black
    // border (a small or soft Magic card's on a dark table, read below CRISP_BORDER), the outline the card's own.
    const printed = rim.every((edge, i) => edge === null || rimIsBorder(edge, found[i]!));
    if (!printed && rims === 3) return refuse(SLEEVE, confidence / 2);
    if (!printed && rims === 4)
      return measureInside(image, cardToImage, { width, height }, rim as InsideEdge[], minConfidence, confidence);
  }
  // No border on three sides or four is a card without one (one side or two alone is a worn or covered border),
  // unless a printed edge runs along two sides or more: a border is there that could not be read (a silver band's
  // sheen, a worn back, a Yu-Gi-Oh! frame), and the refusal says which sides are unclear instead.
  if (failed.length >= 3 && sides.filter((_, i) => edged(i)).length < EDGED_SIDES) return refuse(FULL_ART, confidence);
  // One side whose border's edge runs askew to it, the three others measured: the outline may have taken the edge of
  // a shadow beside the card for the card's there, further off at one end than the other. The edge read is the
  // card's own (the shadow read as the border) or the border's inner edge (the card's edge a border's depth further
  // out): the outline with the side moved onto each is measured, once, and taken where exactly one measures (the
  // other then has a band unlike the three other borders, the shadow's or the art's).
  const askew = failed.length === 1 ? found[failed[0]!] : undefined;
  if (askew?.depth === null && askew.askew && !insideSleeve && pushed === undefined) {
    const side = sides[failed[0]!]!;
    const line = insideLine(cardToImage, size, side, askew.askew);
    const depths = found.flatMap((edge) => (edge.depth === null || edge.text ? [] : [edge.depth]));
    const measuredOk = [0, median(depths)].flatMap((depth) => {
      const moved = sideAlongBorder(image, corners, side, line, depth);
      const remeasured = moved && measureCard(image, moved, minConfidence, { insideSleeve, pushed: side });
      return remeasured?.ok ? [remeasured] : [];
    });
    if (measuredOk.length === 1) return measuredOk[0]!;
  }
  // One side whose "border" runs straight into art, the three others measured: the outline may have taken that
  // side's border inner edge for the card's edge. The card's edge then lies about a border's depth further out; the
  // outline with that side moved there is measured instead, once, where it measures.
  // So may a side whose band has another colour than the three others' borders, while what lies outside it has
  // theirs.
  const loneEdge = failed.length === 1 ? found.find((edge) => edge.depth === null) : undefined;
  const lone =
    loneEdge?.depth === null && loneEdge.why === ARTWORK_TO_EDGE
      ? found.indexOf(loneEdge)
      : failed.length === 0
        ? insideItsBorder(found)
        : -1;
  if (lone >= 0 && !insideSleeve && pushed === undefined) {
    const depths = found.flatMap((edge, i) => (edge.depth === null || i === lone ? [] : [edge.depth]));
    const outward = pushSideOut(image, corners, sides[lone]!, {
      gap: Math.max(2, Math.min(...depths) / 2),
      reach: Math.min(MAX_PUSH_SHARE * width, 2 * Math.max(...depths)),
    });
    const remeasured = outward && measureCard(image, outward, minConfidence, { insideSleeve, pushed: sides[lone] });
    if (remeasured?.ok) return remeasured;
    // A band unlike the three other borders, with their colour outside it, is not that side's border, however
    // plainly it reads: measured so, the split is off by a border's depth (Magic's Battering Craghorn read 46.5 at
    // 0.75, its left border the orange frame inside the black one, while the move out did not measure).
    if (failed.length === 0) return refuse(`${CARD_EDGE_UNCLEAR} (${sides[lone]}: ${UNLIKE_THE_OTHERS})`, confidence);
  }
  // One band unlike the three others' borders and nearer the colour outside the card is not that side's border: the
  // outline's side lies beyond the card there (on a sleeve's edge).
  const past = failed.length === 0 && !insideSleeve && pushed === undefined ? pastTheCard(found) : -1;
  if (past >= 0) return refuse(`${CARD_EDGE_UNCLEAR} (${sides[past]}: ${UNLIKE_THE_OTHERS})`, confidence);
  // Bands on two sides or more, every one thinner than any printed border (see THIN_ALL_ROUND_SHARE), and no border
  // read on the others: the bands are a sleeve's rim round the card (a coloured sleeve's, which findSleeveRim does
  // not look for), the card's own edge unread where it touches the sleeve.
  const bands = found.flatMap((edge) => (edge.depth === null ? [] : [edge.depth]));
  if (failed.length > 0 && bands.length >= 2 && Math.max(...bands) <= THIN_ALL_ROUND_SHARE * width)
    return refuse(SLEEVE, confidence / 2);
  if (failed.length > 0) {
    // Art reaching the card's edge leaves no printed edge along the side; where one runs there, the band is a
    // border whose colour is broken up, and the words say so.
    const why = (i: number, edge: BorderEdge & { depth: null }) =>
      shown && edge.why === ARTWORK_TO_EDGE && edged(i) ? BORDER_UNEVEN : edge.why;
    const reasons = failed.map((i) => why(i, found[i] as BorderEdge & { depth: null }));
    return refuse(
      `inner border unclear (${bySides(
        failed.map((i) => sides[i]!),
        reasons,
      )})`,
      confidence,
    );
  }
  // A side moved must end in the card's printed border, the colour of the three others (not a sleeve's rim around
  // it, a shadow beyond it, or the art inside it).
  if (pushed !== undefined && !likeTheOthers(found, sides.indexOf(pushed)))
    return refuse('side moved out is not the border', confidence);
  const [left, right, top, bottom] = found.map((edge) => (edge as Extract<BorderEdge, { depth: number }>).depth) as [
    number,
    number,
    number,
    number,
  ];
  // A sleeve: the outline found is the sleeve's, and the "border" is the gap to the card inside it, thin on every
  // side (no printed border is under 2% of the width on all four), or a little wider but the colour of what lies
  // outside (a clear sleeve, seen through).
  const widest = Math.max(left, right, top, bottom) / width;
  if (widest <= THIN_ALL_ROUND_SHARE || (seeThrough >= 3 && widest <= SLEEVE_GAP_SHARE)) {
    if (insideSleeve) return refuse(SLEEVE, confidence / 2);
    const edges = [left, right, top, bottom].map((depth) => ({ start: depth, end: depth }));
    return measureInside(image, cardToImage, { width, height }, edges, minConfidence, confidence);
  }
  // A border measured past the text printed in it (a modern Magic card's credits) is deeper by design (6 mm
  // against 2): the four borders must then keep that design's proportion. So must a black border as deep as those
  // credits' where the letters were too soft to see (see creditsBorder). Text in a border that is not black may
  // also keep an ordinary card's: a modern Pokémon card prints its copyright in its bottom border, no deeper than
  // the others (Drowzee's silver band).
  const seenText = found.findIndex((edge) => edge.depth !== null && edge.text);
  const textIn = seenText >= 0 ? seenText : creditsBorder(found, sides);
  const ratio = (left + right) / (top + bottom);
  const ordinary = ratio <= MAX_TOTAL_RATIO && ratio >= 1 / MAX_TOTAL_RATIO;
  const credits = textIn >= 0 && keepsCreditsDesign(left, right, top, bottom);
  const agree = credits || (ordinary && (textIn < 0 || !black(found[textIn]!)));
  if (!agree) return refuse('sides disagree: borders of very different widths', confidence / 2);
  if (confidence < minConfidence) return refuse(unsureWhy(found, sides, minConfidence, confidence), confidence);

  const unrounded = outerBox(cardToImage, { width, height });
  const outer = roundBox(unrounded);
  const inner = roundBox({
    x: unrounded.x + left,
    y: unrounded.y + top,
    width: width - left - right,
    height: height - top - bottom,
  });
  return {
    ok: true,
    outer,
    inner,
    // The figures of the boxes as returned: the tool and the review show these boxes, and the numbers beside them.
    ...boxSplit(outer, inner),
    angleDeg: twoDecimals(corners.angleDeg),
    confidence: twoDecimals(confidence),
    slant: slantOf(corners.points, unrounded, corners.angleDeg),
    corners: roundCorners(corners.points),
    // Named only where that border is deeper by design: the tool then reads no grade band from its pair.
    ...(credits && { textInBorder: sides[textIn] }),
  };
}

/**
 * Why borders all read are not offered: where every side read under `minConfidence` was lowered most by its band's
 * uneven colour (and nothing else lowered the whole, `confidence`, further), those sides' sheen is named, which the
 * collector can change by tilting the card; otherwise the borders are too faint or soft.
 */
function unsureWhy(found: BorderEdge[], sides: Side[], minConfidence: number, confidence: number): string {
  const weak = found.flatMap((edge, i) => (edge.depth !== null && edge.confidence < minConfidence ? [i] : []));
  const bySidesAlone = Math.min(...found.map((edge) => edge.confidence)) <= confidence;
  const uneven = (i: number) => {
    const edge = found[i]!;
    return edge.depth !== null && edge.uneven;
  };
  if (weak.length === 0 || !bySidesAlone || !weak.every(uneven)) return UNSURE;
  const named = weak.map((i) => sides[i]!);
  const reasons = named.map(() => BORDER_UNEVEN);
  return `${UNSURE_UNEVEN} (${bySides(named, reasons)})`;
}

/**
 * The card inside a sleeve whose outline was found: its own edges lie `edges` (left, right, top, bottom) in from
 * the sleeve's; they are refined there and that card is measured, or the photo is refused with SLEEVE.
 */
function measureInside(
  image: PixelBuffer,
  sleeveToImage: Homography,
  size: { width: number; height: number },
  edges: InsideEdge[],
  minConfidence: number,
  confidence: number,
): CenteringDetection {
  const { width: w, height: h } = size;
  const [left, right, top, bottom] = edges as [InsideEdge, InsideEdge, InsideEdge, InsideEdge];
  // Each edge as a line in the sleeve's frame, through its depths at the two ends of its side.
  const through = (a: Vec, b: Vec): Line => ({ point: a, direction: { x: b.x - a.x, y: b.y - a.y } });
  const lines = {
    left: through({ x: left.start, y: 0 }, { x: left.end, y: h }),
    right: through({ x: w - right.start, y: 0 }, { x: w - right.end, y: h }),
    top: through({ x: 0, y: top.start }, { x: w, y: top.end }),
    bottom: through({ x: 0, y: h - bottom.start }, { x: w, y: h - bottom.end }),
  };
  const corners = [
    intersect(lines.top, lines.left),
    intersect(lines.top, lines.right),
    intersect(lines.bottom, lines.right),
    intersect(lines.bottom, lines.left),
  ];
  if (corners.some((corner) => corner === null)) return refuse(SLEEVE, confidence / 2);
  const inside = corners.map((corner) => applyHomography(sleeveToImage, corner!.x, corner!.y)) as [Vec, Vec, Vec, Vec];
  const card = refineOutline(image, inside, 1, (points) => cardShaped(image, points));
  const measured = card && measureCard(image, card, minConfidence, { insideSleeve: true });
  return measured && measured.ok ? measured : refuse(SLEEVE, confidence / 2);
}

const roundCorners = (points: readonly Vec[]) =>
  points.map(({ x, y }) => ({ x: twoDecimals(x), y: twoDecimals(y) })) as Corners;

const roundBox = (box: Box): Box => ({
  x: twoDecimals(box.x),
  y: twoDecimals(box.y),
  width: twoDecimals(box.width),
  height: twoDecimals(box.height),
});
