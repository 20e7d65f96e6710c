import { black } from './border-colours.js';
import type { BorderEdge, Side } from './inner-border.js';

/**
 * A Magic card printed since 2003 (the modern frame, and M15's from 2014) carries its collector number, artist and
 * copyright in the black border under the text box, and that border runs from the card's edge to the frame: about
 * 6.4 mm against 2.3 mm at the top. Its top and bottom borders together are 1.67-1.81 times its left and right
 * together, however the card is cut (the 19 such Magic photos measured by hand), against about 1.0 on every other
 * card: borders measured so keep the design where that proportion lies within CREDITS_PROPORTION. A miscut card's
 * thin top against a deep bottom keeps an ordinary card's proportion, and a bottom read on a line of the art a larger
 * one (2.3 on a synthetic card sideways on paper).
 *
 * Where the letters are too small or soft to stop the scans (a webcam's card 490 px across), findBorderEdge reads the
 * band to the frame without seeing text in it: a black border at least MIN_CREDITS_RATIO times as deep as its
 * opposite is taken for the credits' where the four keep the design.
 */
const MIN_CREDITS_RATIO = 1.8;
const CREDITS_PROPORTION = [1.55, 1.95] as const;

type Measured = Extract<BorderEdge, { depth: number }>;

/**
 * Whether borders measured to the frame behind the credits (left, right, top, bottom deep) keep the design's
 * proportion: a line of art or a rule taken for the credits' frame does not.
 */
export function keepsCreditsDesign(left: number, right: number, top: number, bottom: number): boolean {
  const proportion = (top + bottom) / (left + right);
  return proportion >= CREDITS_PROPORTION[0] && proportion <= CREDITS_PROPORTION[1];
}

/**
 * The side (index into `found`: left, right, top, bottom) whose black border is deep by design, a modern Magic
 * card's credits printed in it though none was seen, or -1. Asked only where no side was measured past text.
 */
export function creditsBorder(found: BorderEdge[], sides: Side[]): number {
  if (found.some((edge) => edge.depth === null || !black(edge))) return -1;
  const depth = (side: Side) => (found[sides.indexOf(side)] as Measured).depth;
  if (!keepsCreditsDesign(depth('left'), depth('right'), depth('top'), depth('bottom'))) return -1;
  if (depth('bottom') >= MIN_CREDITS_RATIO * depth('top')) return sides.indexOf('bottom');
  if (depth('top') >= MIN_CREDITS_RATIO * depth('bottom')) return sides.indexOf('top');
  return -1;
}
