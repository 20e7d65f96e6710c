import { black } from './border-colours.js';
import type { BorderEdge, Side } from './inner-border.js';

/**
 * A Magic card printed since 2003 (the modern frame, and M15's from 2014) carries its collector number, artist and
 * copyright in the black border under the text box, and that border runs from the card's edge to the frame: about
 * 6.4 mm against 2.3 mm at the top, 2.1-3.2 times as deep on the 13 Magic photos measured by hand. Where the letters
 * are too small or soft to stop the scans (a webcam's card 490 px across), findBorderEdge reads the band to the frame
 * without seeing text in it. A deep border is taken for one by design only between these ratios to its opposite:
 * within about 0.6-0.8 mm of a centred card's top-to-bottom split. Further off, it is refused as before ("sides
 * disagree").
 */
const MIN_CREDITS_RATIO = 1.8;
const MAX_CREDITS_RATIO = 4;
/**
 * The opposite border is an ordinary one, as deep as the left and right borders within this factor: a miscut card's
 * thin top against a deep bottom is not the design.
 */
const PLAIN_BORDER_FACTOR = 1.5;

type Measured = Extract<BorderEdge, { depth: number }>;

/**
 * The side (index into `found`: left, right, top, bottom) whose black border is deep by design, a modern Magic
 * card's credits printed in it though none was seen, or -1. Asked only where no side was measured past text.
 */
export function creditsBorder(found: BorderEdge[], sides: Side[]): number {
  if (found.some((edge) => edge.depth === null || !black(edge))) return -1;
  const depth = (side: Side) => (found[sides.indexOf(side)] as Measured).depth;
  const sideways = (depth('left') + depth('right')) / 2;
  const deep = (side: 'top' | 'bottom', opposite: 'top' | 'bottom') => {
    const ratio = depth(side) / depth(opposite);
    const plain = depth(opposite) / sideways;
    return (
      ratio >= MIN_CREDITS_RATIO &&
      ratio <= MAX_CREDITS_RATIO &&
      plain >= 1 / PLAIN_BORDER_FACTOR &&
      plain <= PLAIN_BORDER_FACTOR
    );
  };
  if (deep('bottom', 'top')) return sides.indexOf('bottom');
  if (deep('top', 'bottom')) return sides.indexOf('top');
  return -1;
}
