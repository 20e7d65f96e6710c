import { downscaleColor, turnSmall } from './downscale.js';
import { dominantTurns, edgeMap, lineCandidates, MAX_TILT_DEG, type EdgeMap } from './edge-lines.js';
import type { Vec } from './geometry.js';
import { findCardQuad, type Quad } from './outer-quad.js';
import type { PixelBuffer } from './types.js';

/** The card's rough outline in full-resolution pixels: the card's own corners, top-left first, clockwise. */
export type CardOutline = { corners: [Vec, Vec, Vec, Vec]; support: number; factor: number };

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
 * Finds the card at any turn: for each of the photo's strongest edge directions, the small image is turned so that
 * direction stands upright and the card is looked for as an upright (or lying) card-shaped quadrilateral. Of the
 * outlines found, the best supported wins. A lying card is reported in its own portrait frame, turned by +90 or
 * -90 degrees whichever keeps the turn nearest the photo's axes; a card upside down cannot be told from one
 * upright by its outline and is reported upright (refineOutline settles the turn within (-90, 90]).
 */
export function findCardOutline(image: PixelBuffer, minCardWidth: number): CardOutline | null {
  const small = downscaleColor(image);
  const straight = edgeMap(small);
  // Cards down to half the measurable width are still found, so that the refusal can say how small they are.
  const minWidth = (0.5 * minCardWidth) / small.factor;
  const search = (edges: EdgeMap) =>
    findCardQuad(edges, lineCandidates(edges, 'vertical'), lineCandidates(edges, 'horizontal'), minWidth);
  const upright = search(straight);
  let best: { quad: Quad; back: (x: number, y: number) => Vec; turn: number } | null = upright && {
    quad: upright,
    back: (x, y) => ({ x, y }),
    turn: 0,
  };
  // Most photos hold the card near the photo's axes: an outline found there with all four sides clear is the card,
  // and the turned copies (three quarters of the time on a 12 MP photo) are not needed.
  if (!upright || upright.support < CLEAR_SUPPORT) {
    const turns = dominantTurns(straight, TURNS_TRIED).filter(
      ({ turn, weight }) => Math.abs(turn) > MAX_TILT_DEG - 2 && (!upright || weight >= MIN_TURN_WEIGHT),
    );
    for (const { turn } of turns) {
      const turned = turnSmall(small, turn);
      const quad = search(edgeMap(turned.turned));
      if (quad && (!best || quad.support > best.quad.support)) best = { quad, back: turned.back, turn };
    }
  }
  if (!best) return null;
  const f = small.factor;
  const [tl, tr, br, bl] = best.quad.corners.map((c) => {
    const p = best.back(c.x, c.y);
    return { x: p.x * f, y: p.y * f };
  }) as [Vec, Vec, Vec, Vec];
  // A lying card: its own top-left is the image's top-right (turned +90) or bottom-left (turned -90).
  const corners: CardOutline['corners'] = !best.quad.landscape
    ? [tl, tr, br, bl]
    : best.turn <= 0
      ? [tr, br, bl, tl]
      : [bl, tl, tr, br];
  return { corners, support: best.quad.support, factor: f };
}
