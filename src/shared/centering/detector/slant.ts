import { distance, type Vec } from './geometry.js';
import type { Box } from './types.js';

/**
 * The slant (see CenteringDetection) above which a card was photographed at a visible angle: the boxes, rectangles,
 * miss its corners by more than about 2.5 mm. On the real photos, as the server measures them: taken from above
 * 0.005-0.030 (a sleeved card on cloth, 0.030), with the phone held at a slant 0.051-0.069 (three Yu-Gi-Oh cards, a
 * worn Pokémon back), Magic cards on a table (fetched for development, not in the set) 0.063-0.119. On the browser's
 * smaller copy a sleeve's outline can read 0.06 where the card's own reads 0.01, so the submit screen's photo advice
 * does not use it.
 */
export const MAX_SLANT = 0.04;

/** CenteringDetection's `slant`: the card's corners (top-left first, clockwise) against its outer box's, turned by angleDeg. */
export function slantOf(points: readonly Vec[], outer: Box, angleDeg: number): number {
  const turn = (angleDeg * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const centre = { x: outer.x + outer.width / 2, y: outer.y + outer.height / 2 };
  const boxCorner = (i: number) => {
    const x = (i === 1 || i === 2 ? 0.5 : -0.5) * outer.width;
    const y = (i >= 2 ? 0.5 : -0.5) * outer.height;
    return { x: centre.x + x * cos - y * sin, y: centre.y + x * sin + y * cos };
  };
  return Math.round((Math.max(...points.map((point, i) => distance(point, boxCorner(i)))) / outer.width) * 1000) / 1000;
}
