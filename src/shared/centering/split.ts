/**
 * The spec's margin split, shared by the detector and the centering tool so the two can never disagree: one
 * decimal, the two sides adding up to 100, 50/50 when there is no margin at all.
 * Pure and tiny on purpose: the detector in the browser's worker imports it, and nothing else comes with it.
 */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function marginSplit(first: number, second: number): [number, number] {
  const a = Math.max(0, first);
  const b = Math.max(0, second);
  if (a + b <= 0) return [50, 50];
  // 100 * a first: an exact half such as 23 of 80 (28.75%) stays exact and rounds up; a / (a + b) * 100 gives
  // 28.749999... and rounds down.
  const firstPct = oneDecimal((100 * a) / (a + b));
  return [firstPct, oneDecimal(100 - firstPct)];
}

type Rect = { x: number; y: number; width: number; height: number };

/**
 * The split of the margins between an outer box (the card edge) and the inner box inside it (the artwork border):
 * the one way every figure is worked out from boxes, so that a number said and the boxes drawn never disagree.
 */
export function boxSplit(outer: Rect, inner: Rect): { lPct: number; rPct: number; tPct: number; bPct: number } {
  const [lPct, rPct] = marginSplit(inner.x - outer.x, outer.x + outer.width - inner.x - inner.width);
  const [tPct, bPct] = marginSplit(inner.y - outer.y, outer.y + outer.height - inner.y - inner.height);
  return { lPct, rPct, tPct, bPct };
}
