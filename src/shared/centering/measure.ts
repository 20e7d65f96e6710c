import type { Boxes } from './boxes.js';
import { boxSplit } from './split.js';

/** The spec's centering result: percent split of the border margins, one decimal, plus the rotation. */
export type CenteringResult = { lPct: number; rPct: number; tPct: number; bPct: number; angleDeg: number };

/** The box geometry output: image pixels, so it does not depend on zoom or pan. */
export type BoxGeometry = {
  outer: { x: number; y: number; width: number; height: number };
  inner: { x: number; y: number; width: number; height: number };
};

export function measureCentering(boxes: Boxes, angleDeg: number): CenteringResult {
  return { ...boxSplit(boxes.outer, boxes.inner), angleDeg };
}

export function boxGeometry(boxes: Boxes): BoxGeometry {
  const plain = ({ x, y, width, height }: Boxes['outer']) => ({ x, y, width, height });
  return { outer: plain(boxes.outer), inner: plain(boxes.inner) };
}

/** A pair of percentages as the review form writes them: larger side first, whole numbers ('55/45'). */
export function splitText(firstPct: number, secondPct: number): string {
  const larger = Math.round(Math.max(firstPct, secondPct));
  return `${larger}/${100 - larger}`;
}

export const percentPair = (a: number, b: number) => `${a.toFixed(1)}% | ${b.toFixed(1)}%`;
export const leftRightText = (result: CenteringResult) => `L|R: ${percentPair(result.lPct, result.rPct)}`;
export const topBottomText = (result: CenteringResult) => `T|B: ${percentPair(result.tPct, result.bPct)}`;
/** The text 'Copy numbers' puts on the clipboard: 'L|R: x% | y%, T|B: x% | y%'. */
export const numbersText = (result: CenteringResult) => `${leftRightText(result)}, ${topBottomText(result)}`;

/**
 * The worse of the two axes as the review form writes a side's centering ('60/40' over '55/45'): the figure a
 * grading company's limit is checked against.
 */
export function worseSplit(result: Pick<CenteringResult, 'lPct' | 'rPct' | 'tPct' | 'bPct'>): string {
  const leftRight = splitText(result.lPct, result.rPct);
  const topBottom = splitText(result.tPct, result.bPct);
  return Number(topBottom.split('/')[0]) > Number(leftRight.split('/')[0]) ? topBottom : leftRight;
}
