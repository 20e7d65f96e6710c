import { downscaleColor, turnSmall } from './downscale.js';
import { dominantTurns, edgeMap, lineCandidates, type EdgeMap, type LinePeak } from './edge-lines.js';
import { distance, type Vec } from './geometry.js';
import { CARD_ASPECT, findCardQuad, findRivalQuads, quadArea, type Quad } from './outer-quad.js';
import type { PixelBuffer } from './types.js';

type Back = (x: number, y: number) => Vec;

/**
 * The card's rough outline in full-resolution pixels: the card's own corners, top-left first, clockwise. `larger`
 * looks for another card-shaped outline a border's depth round it, for when this one's borders cannot be measured
 * (see detectCentering); null where there is none.
 */
export type CardOutline = {
  corners: [Vec, Vec, Vec, Vec];
  support: number;
  factor: number;
  larger: () => CardOutline | null;
  /** Other outlines, plainly edged all round, to measure where this one could not be (see findRivalQuads). */
  rivals: () => CardOutline[];
};

/**
 * Turns tried besides the photo's own axes (where most cards lie, and where a patterned background or artwork can
 * outvote the card's edges in the direction histogram): the strongest few edge directions (see dominantTurns).
 */
const TURNS_TRIED = 3;
/** An outline near the photo's axes whose weakest side shows an edge along this much of it needs no other turn. */
const CLEAR_SUPPORT = 0.85;
/**
 * Where an outline was found near the photo's axes, another turn is tried only if its edges weigh at least this
 * share of the strongest direction's: a card's sides, frame and text all lie along its turn. On the real photos
 * and the hard synthetic sets, every turn whose search won weighed 0.79 or more (100 photos), while the turns
 * that found nothing better (cloth, paper, glare) mostly weighed under 0.4; each turn tried costs about as
 * much as the search near the axes. With no outline near the axes, every turn is tried.
 */
export const MIN_TURN_WEIGHT = 0.5;
/**
 * Every strong turn this far from the axes is tried too (with an outline near the axes, only where it is not clear),
 * though the search near the axes reaches MAX_TILT_DEG (edge-lines.ts): a card turned by 8 degrees with a little
 * perspective has a side at 12 degrees or more, at the end of that search's range, and was not found (a card on a
 * wooden table, a fifth of the frame), or found with that side on a frame inside the card (a Magic card turned 9
 * degrees).
 */
const NEAR_AXIS_DEG = 3;
/**
 * Where no outline was found at the photo's axes or its strongest turns, its strongest few edge directions this far
 * apart are tried with the slanted search (see findCardOutline): the card's own turn is among them.
 */
const FALLBACK_TURNS = 4;
const FALLBACK_SEPARATION_DEG = 5;
/** A slanted outline replaces a square-on one only when its weakest side shows along this much more of it. */
const SLANTED_MARGIN = 0.05;
/**
 * An outline round another is larger by at least this share of its area (a border 1% of the card's height deep on
 * one side adds 1%), and its corners lie at most MAX_OUTSIDE_SHARE of its width beyond the other's: a border and a
 * frame inside it, not a box or book around the card. Where the outline round one was measured, its corners lay
 * 0.03-0.09 of the width out, and 0.19 for Tynamo under a slanted phone (its first outline on the art's frame).
 */
const LARGER_BY = 1.01;
const MAX_OUTSIDE_SHARE = 0.25;
/** How many other outlines are measured where the first could not be (each costs a measurement). */
const RIVALS = 3;

/**
 * Finds the card at any turn: for each of the photo's strongest edge directions, the small image is turned so that
 * direction stands upright and the card is looked for as an upright (or lying) card-shaped quadrilateral. Of the
 * outlines found, the best supported wins. A lying card is reported in its own portrait frame, turned by +90 or
 * -90 degrees whichever keeps the turn nearest the photo's axes; a card upside down cannot be told from one
 * upright by its outline and is reported upright (refineOutline settles the turn within (-90, 90]).
 */
export function findCardOutline(image: PixelBuffer, minCardWidth: number): CardOutline | null {
  const small = downscaleColor(image);
  // Cards down to half the measurable width are still found, so that the refusal can say how small they are.
  const minWidth = (0.5 * minCardWidth) / small.factor;
  const longSide = Math.max(small.width, small.height);
  // Each turn's edges and lines are worked out once, for both searches.
  const views = new Map<number, { edges: EdgeMap; vertical: LinePeak[]; horizontal: LinePeak[]; back: Back }>();
  const view = (turn: number) => {
    let found = views.get(turn);
    if (!found) {
      const turned =
        turn === 0 ? { turned: small, back: (x: number, y: number) => ({ x, y }) } : turnSmall(small, turn);
      const edges = edgeMap(turned.turned);
      found = {
        edges,
        vertical: lineCandidates(edges, 'vertical'),
        horizontal: lineCandidates(edges, 'horizontal'),
        back: turned.back,
      };
      views.set(turn, found);
    }
    return found;
  };
  type Found = { quad: Quad; back: Back; turn: number };
  const search = (turn: number, slanted: boolean, largerThan?: number, lines = view(turn)): Found | null => {
    const { edges, vertical, horizontal, back } = lines;
    const quad = findCardQuad(edges, vertical, horizontal, minWidth, { longSide, slanted, largerThan });
    return quad && { quad, back, turn };
  };
  // The photo's axes first (most photos hold the card near them), then its strongest edge directions, strongest
  // first; once a turn gives a clear outline, the rest are not worked out (each costs a turned copy of the photo).
  let best = atTurn(0);
  if (!best || best.quad.support < CLEAR_SUPPORT) {
    const upright = best;
    // A turn within the axes' search range is tried too: a slanted card's sides lie several degrees apart, and its
    // steepest may lie past that range's end (a card turned 9 degrees took a frame inside it on that side).
    const turns = dominantTurns(view(0).edges, TURNS_TRIED).filter(
      ({ turn, weight }) => Math.abs(turn) >= NEAR_AXIS_DEG && (!upright || weight >= MIN_TURN_WEIGHT),
    );
    for (const { turn } of turns) {
      if (best && best.quad.support >= CLEAR_SUPPORT) break;
      const turned = atTurn(turn);
      if (turned && (!best || turned.quad.support > best.quad.support)) best = turned;
    }
  }
  best ??= search(0, true);
  // Still none: a card under a phone slanted 20 degrees, half the frame wide, has sides up to 17 degrees apart, and
  // is found only at a turn between them (the card's own turn, along its top, bottom and text), which lies too near
  // a stronger direction of the table to be tried so far (Magic photos retaken so: "card edge not found").
  if (!best) {
    for (const { turn } of dominantTurns(view(0).edges, FALLBACK_TURNS, FALLBACK_SEPARATION_DEG)) {
      if (best && best.quad.support >= CLEAR_SUPPORT) break;
      if (views.has(turn)) continue;
      const turned = search(turn, true);
      if (turned && (!best || turned.quad.support > best.quad.support)) best = turned;
    }
  }

  /**
   * The best outline at one turn. An outline with a side along only part of its length may be a slanted card's
   * sides paired with a line of the table: the card's own outline, its sides further from parallel, is better
   * supported. It is looked for at the turn where the square-on outline was found (so was every slanted card's of
   * the real photos), or near the axes where none was found at any turn; as the card is the largest supported outline, only outlines
   * larger than the square-on one can take its place.
   */
  function atTurn(turn: number) {
    const square = search(turn, false);
    if (!square || square.quad.support >= CLEAR_SUPPORT) return square;
    const slanted = search(turn, true, quadArea(square.quad.corners));
    return slanted && slanted.quad.support > square.quad.support + SLANTED_MARGIN ? slanted : square;
  }

  /**
   * The best supported card-shaped outline round `found`, at its turn: its lines looked for again, each kept apart
   * from a stronger one beside it (see lineCandidates' `centred`), so that a card's faint edge a few small pixels
   * outside a strong frame is among them.
   */
  function larger(found: Found): Found | null {
    const { edges, back } = view(found.turn);
    const lines = {
      edges,
      vertical: lineCandidates(edges, 'vertical', true),
      horizontal: lineCandidates(edges, 'horizontal', true),
      back,
    };
    const area = LARGER_BY * quadArea(found.quad.corners);
    const reach = MAX_OUTSIDE_SHARE * Math.sqrt(quadArea(found.quad.corners) * CARD_ASPECT);
    const round = (slanted: boolean) => {
      const other = search(found.turn, slanted, area, lines);
      if (!other || quadArea(other.quad.corners) <= area) return null;
      // Both quads list their corners as they lie in the turned copy, top-left first.
      const near = other.quad.corners.every((corner, i) => distance(corner, found.quad.corners[i]!) <= reach);
      return near ? other : null;
    };
    const square = round(false);
    const slanted = round(true);
    return square && (!slanted || square.quad.support >= slanted.quad.support) ? square : slanted;
  }

  /** Outlines other than `found`, at its turn and square on (see findRivalQuads). */
  function rivals(found: Found): Found[] {
    const { edges, vertical, horizontal, back } = view(found.turn);
    const quads = findRivalQuads(
      edges,
      vertical,
      horizontal,
      minWidth,
      { longSide, slanted: false },
      found.quad.corners,
      RIVALS,
    );
    return quads.map((quad) => ({ quad, back, turn: found.turn }));
  }

  /** The outline of `found` in full-resolution pixels. */
  function outlineOf(found: Found): CardOutline {
    const f = small.factor;
    const [tl, tr, br, bl] = found.quad.corners.map((c) => {
      const p = found.back(c.x, c.y);
      return { x: p.x * f, y: p.y * f };
    }) as [Vec, Vec, Vec, Vec];
    // A lying card: its own top-left is the image's top-right (turned +90) or bottom-left (turned -90).
    const corners: CardOutline['corners'] = !found.quad.landscape
      ? [tl, tr, br, bl]
      : found.turn <= 0
        ? [tr, br, bl, tl]
        : [bl, tl, tr, br];
    return {
      corners,
      support: found.quad.support,
      factor: f,
      larger: () => {
        const round = larger(found);
        return round && outlineOf(round);
      },
      rivals: () => rivals(found).map(outlineOf),
    };
  }

  return best && outlineOf(best);
}
