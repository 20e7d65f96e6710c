import { distance, intersect, type Homography, type Line, type Vec } from './geometry.js';
import { robustLineFit, scanGradient } from './profiles.js';
import { parabolicPeak } from './sampling.js';
import type { PixelBuffer } from './types.js';

const SCANS_PER_SIDE = 48;
/**
 * See settle(): passes after the first narrow one, the corner shift under which the edges are settled, and the
 * share of each side's scans that must then lie on its line.
 */
const MAX_EXTRA_PASSES = 3;
const SETTLED_PX = 0.5;
const SETTLED_AGREEMENT = 0.9;
/** The scans here run in image pixels already. */
const IDENTITY: Homography = [1, 0, 0, 0, 1, 0, 0, 0, 1];

/**
 * One card edge to sub-pixel precision on the full-resolution pixels: scans across the edge along its middle 80%
 * (the corners are rounded), the strongest colour gradient within `reach` px of the rough line on each scan, then a
 * robust line through those points. Returns null when fewer than half of the scans agree.
 */
function refineEdge(image: PixelBuffer, from: Vec, to: Vec, reach: number): { line: Line; agreement: number } | null {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const tangent = { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
  const normal = { x: -tangent.y, y: tangent.x };
  const step = 0.5;
  const count = Math.ceil((2 * reach) / step) + 1;
  const ts: number[] = [];
  const offsets: number[] = [];
  for (let s = 0; s < SCANS_PER_SIDE; s++) {
    const t = length * (0.1 + (0.8 * (s + 0.5)) / SCANS_PER_SIDE);
    const gradient = scanGradient(
      image,
      {
        h: IDENTITY,
        originX: from.x + tangent.x * t,
        originY: from.y + tangent.y * t,
        acrossX: normal.x,
        acrossY: normal.y,
        alongX: tangent.x,
        alongY: tangent.y,
      },
      -reach,
      count,
      step,
      3,
    );
    if (!gradient) continue;
    let best = 2;
    for (let k = 3; k < count - 2; k++) if (gradient[k]! > gradient[best]!) best = k;
    if (best <= 2 || best >= count - 3) continue; // the edge left the window: no reliable position on this scan
    ts.push(t);
    offsets.push(-reach + parabolicPeak(gradient, best) * step);
  }
  if (ts.length < SCANS_PER_SIDE / 2) return null;
  const { a, b, inliers } = robustLineFit(ts, offsets);
  const point = { x: from.x + normal.x * a, y: from.y + normal.y * a };
  const dx = tangent.x + normal.x * b;
  const dy = tangent.y + normal.y * b;
  const norm = Math.hypot(dx, dy);
  return {
    line: { point, direction: { x: dx / norm, y: dy / norm } },
    agreement: (inliers * ts.length) / SCANS_PER_SIDE,
  };
}

/**
 * Refines the four edges and intersects them, first widely, then narrowly (see settle()). The first pass reaches
 * as far as the rough outline may be off (`factor` full pixels per small pixel of the rough search): a pixel and a
 * half of the small image, and where that finds no edge (a turned copy is rougher), two; the wider reach alone
 * would take a thin border's inner edge for the card's. The narrow passes run in a window around the pass before,
 * wide enough for a blurred edge of a large photo (3 px left the edges of 24 MP photos unplaced).
 */
export function refineOutline(image: PixelBuffer, rough: [Vec, Vec, Vec, Vec], factor: number, card: CardShaped) {
  return (
    refineWithin(image, rough, factor, 1.5 * factor + 3, card) ??
    refineWithin(image, rough, factor, 2 * factor + 4, card)
  );
}

/** Whether four corners (top left first, clockwise) make a card's shape once the photo's perspective is removed. */
export type CardShaped = (points: [Vec, Vec, Vec, Vec]) => boolean;

function refineWithin(
  image: PixelBuffer,
  rough: [Vec, Vec, Vec, Vec],
  factor: number,
  reach: number,
  card: CardShaped,
) {
  const wide = refinePass(image, rough, reach);
  const narrow = wide && refinePass(image, wide.points, factor + 3);
  if (!narrow) return null;
  const settled = settle(image, narrow, factor + 3);
  return upright(settled && card(settled.points) ? settled : narrow);
}

type Pass = { points: [Vec, Vec, Vec, Vec]; agreement: number; moved: number };

/** One refinement of the four edges within `window` px of `from`'s, intersected; `moved`: the largest corner shift. */
function refinePass(image: PixelBuffer, from: [Vec, Vec, Vec, Vec], window: number): Pass | null {
  const [tl, tr, br, bl] = from;
  const edges = [
    refineEdge(image, tl, bl, window),
    refineEdge(image, tr, br, window),
    refineEdge(image, tl, tr, window),
    refineEdge(image, bl, br, window),
  ];
  if (edges.some((e) => e === null)) return null;
  const [l, r, t, b] = edges.map((e) => e!.line) as [Line, Line, Line, Line];
  const points = [intersect(t, l), intersect(t, r), intersect(b, r), intersect(b, l)];
  if (points.some((p) => p === null)) return null;
  return {
    points: points as [Vec, Vec, Vec, Vec],
    agreement: Math.min(...edges.map((e) => e!.agreement)),
    moved: Math.max(...points.map((p, i) => distance(p!, from[i]!))),
  };
}

/**
 * More narrow passes where the first still moved the corners: a rough side off by a few small pixels at one end (a
 * shadow beside the card pulled it) leaves that end's scans outside one narrow window, and the side poorly agreed
 * (Tynamo mirrored: 0.69 after one narrow pass, 1.00 after three, where the photo as taken settles in one). Taken
 * only when the passes settle with every side well agreed, on a card's shape: beside a sleeve, edges a few pixels
 * apart make each pass step to the next and never settle; a card's edge run together with its shadow's settles
 * agreed on 81% of its scans (a synthetic photo, 3.3 points off); Tynamo in a copy a third of its size settled with
 * a side on its border's inner edge, 0.66 wide per high; in all three the first narrow pass stands as before.
 */
function settle(image: PixelBuffer, first: Pass, window: number): Pass | null {
  let current = first;
  for (let pass = 0; pass < MAX_EXTRA_PASSES && current.moved >= SETTLED_PX; pass++) {
    const next = refinePass(image, current.points, window);
    if (!next) return null;
    current = next;
  }
  return current.moved < SETTLED_PX && current.agreement >= SETTLED_AGREEMENT ? current : null;
}

/** The card's corners from its top left clockwise, with its turn in (-90, 90]. */
function upright({ points, agreement }: Pass) {
  const [tl, tr, br, bl] = points;
  // The card's turn: the mean direction of its four sides, clockwise on screen, as the mean of unit vectors (an
  // average of angles breaks where they wrap from 180 to -180 degrees).
  const across = (a: Vec, b: Vec) => ({ x: b.x - a.x, y: b.y - a.y });
  const down = (a: Vec, b: Vec) => ({ x: b.y - a.y, y: -(b.x - a.x) }); // a downward side turned back by 90
  const sides = [across(tl, tr), across(bl, br), down(tl, bl), down(tr, br)].map((v) => {
    const length = Math.hypot(v.x, v.y);
    return { x: v.x / length, y: v.y / length };
  });
  const sum = sides.reduce((total, v) => ({ x: total.x + v.x, y: total.y + v.y }), { x: 0, y: 0 });
  const angleDeg = Math.atan2(sum.y, sum.x) * (180 / Math.PI);
  // The card is reported with the smaller of its two portrait turns, in (-90, 90]: a card upside down cannot be
  // told from one upright by its outline, so the half turn further is named the other way round (corners too).
  if (angleDeg > 90 || angleDeg <= -90)
    return {
      points: [br, bl, tl, tr] as [Vec, Vec, Vec, Vec],
      agreement,
      angleDeg: angleDeg > 90 ? angleDeg - 180 : angleDeg + 180,
    };
  return { points, agreement, angleDeg };
}

type OutlineSide = 'left' | 'right' | 'top' | 'bottom';

/** A side's two corners, in the order its scans run (left and right downwards, top and bottom rightwards). */
const endsOf = ([tl, tr, br, bl]: [Vec, Vec, Vec, Vec], side: OutlineSide): [Vec, Vec] =>
  ({ left: [tl, bl], right: [tr, br], top: [tl, tr], bottom: [bl, br] })[side] as [Vec, Vec];

/**
 * The outline with one side moved out to the next edge beyond it, within `reach` px (the first `gap` px left out, so
 * that the side's own edge is not found again), or null where no edge runs along the side there. For an outline
 * that took a border's inner edge for the card's on one side: the card's edge lies a border's depth further out.
 */
export function pushSideOut(
  image: PixelBuffer,
  outline: { points: [Vec, Vec, Vec, Vec]; agreement: number },
  side: OutlineSide,
  { gap, reach }: { gap: number; reach: number },
) {
  const [from, to] = endsOf(outline.points, side);
  // A window of half-width (reach - gap) / 2 centred between gap and reach beyond the side.
  const out = outward(outline.points, from, to, (gap + reach) / 2);
  const edge = refineEdge(image, out(from), out(to), (reach - gap) / 2);
  return edge && withSide(outline, side, edge);
}

/**
 * Moves a point `by` px across the line from `from` to `to`, away from the centre of the outline `points` (the
 * line one of its sides, or parallel to one).
 */
function outward([tl, tr, br, bl]: [Vec, Vec, Vec, Vec], from: Vec, to: Vec, by: number) {
  const centre = { x: (tl.x + tr.x + br.x + bl.x) / 4, y: (tl.y + tr.y + br.y + bl.y) / 4 };
  const length = distance(from, to);
  let normal = { x: -(to.y - from.y) / length, y: (to.x - from.x) / length };
  const middle = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  if (normal.x * (middle.x - centre.x) + normal.y * (middle.y - centre.y) < 0) normal = { x: -normal.x, y: -normal.y };
  return (point: Vec) => ({ x: point.x + normal.x * by, y: point.y + normal.y * by });
}

/** Where the card's edge is looked for on the line read as its border's edge, the window's half-width in px. */
const ON_THE_LINE_PX = 3;

/**
 * The outline with one side moved onto the card's own edge, where the edge read along that side as its border's
 * (`line`, in image px at the side's two ends) runs askew to it; null where no edge runs there. For an outline that
 * took the edge of a shadow beside the card for the card's, off by more at one end than the other. The line read
 * is either the card's edge, the shadow read as that side's border (`depth` 0: looked for on the line itself), or
 * the border's inner edge, the card's edge then about `depth` px further out (the other sides' borders' depth):
 * looked for from half to one and a half times that out, a window that takes in borders from a third to three
 * fifths of the two on that axis together (a split of 25/75), and not the line itself.
 */
export function sideAlongBorder(
  image: PixelBuffer,
  outline: { points: [Vec, Vec, Vec, Vec]; agreement: number },
  side: OutlineSide,
  line: [Vec, Vec],
  depth: number,
) {
  const [from, to] = line;
  const out = outward(outline.points, from, to, depth);
  const edge = refineEdge(image, out(from), out(to), depth > 0 ? depth / 2 : ON_THE_LINE_PX);
  return edge && withSide(outline, side, edge);
}

/** The outline with one side's line replaced by `edge`'s, its corners intersected again. */
function withSide(
  outline: { points: [Vec, Vec, Vec, Vec]; agreement: number },
  side: OutlineSide,
  edge: { line: Line; agreement: number },
) {
  const [tl, tr, br, bl] = outline.points;
  const through = (a: Vec, b: Vec): Line => {
    const d = distance(a, b);
    return { point: a, direction: { x: (b.x - a.x) / d, y: (b.y - a.y) / d } };
  };
  const lines = {
    left: side === 'left' ? edge.line : through(tl, bl),
    right: side === 'right' ? edge.line : through(tr, br),
    top: side === 'top' ? edge.line : through(tl, tr),
    bottom: side === 'bottom' ? edge.line : through(bl, br),
  };
  const points = [
    intersect(lines.top, lines.left),
    intersect(lines.top, lines.right),
    intersect(lines.bottom, lines.right),
    intersect(lines.bottom, lines.left),
  ];
  if (points.some((p) => p === null)) return null;
  return upright({
    points: points as [Vec, Vec, Vec, Vec],
    agreement: Math.min(outline.agreement, edge.agreement),
    moved: 0,
  });
}
