import type { EdgeMap, LinePeak } from './edge-lines.js';
import { distance, intersect, rectifiedAspect, rectifiedAspectOf, type Line, type Vec } from './geometry.js';
import { largestFirst } from './largest-first.js';

/**
 * An outline in the small image: corners top-left, top-right, bottom-right, bottom-left as they lie in the image,
 * the weakest side's support, and whether it lies on its side (a card turned by about 90 degrees).
 */
export type Quad = { corners: [Vec, Vec, Vec, Vec]; support: number; landscape: boolean };

/**
 * Card width over height: 63/88 = 0.716 (Yu-Gi-Oh! 59/86 = 0.686, a sleeve about 0.72); the rough outline may be
 * a few percent off through perspective. A quad whose side sits on a rule or a text box inside the card is
 * 10-30% off and fails here; the refined outline is checked again (see detect-centering.ts).
 */
export const CARD_ASPECT = 63 / 88;
/**
 * The rough outline is held to the refined one's limit (MAX_ASPECT_GAP in detect-centering.ts): a larger quad that
 * could never pass there (a side on a line of ruled paper beyond the card) would win over the card.
 */
const ASPECT_SLACK = 0.06;
const aspectGap = (aspect: number) => Math.abs(aspect / CARD_ASPECT - 1);
/** A quad this much further off the card's shape in the photo may still be a card seen at a slant (see quadOf). */
const FORESHORTENING = 0.1;
/**
 * A quad whose shape fits a card this closely may have its weakest side as faint as MIN_FAINT_SUPPORT: a yellow
 * border on white paper, or a card edge in shadow, shows along only part of its length in the small image.
 */
const CLOSE_FIT = 0.04;
const MIN_FAINT_SUPPORT = 0.5;
/**
 * Opposite edges of a card photographed nearly square-on differ by a few degrees at most, and the outline is looked
 * for so first. A phone held at a slant over a table turns them up to 8 degrees apart (real photos of cards a
 * quarter of the frame wide, where the square-on search paired the card's sides with a line of the table), and up
 * to 17 for a card half the frame wide under a phone slanted 20 degrees (Magic photos retaken so): the slanted
 * search allows that, but only where the square-on outline is not clear (see findCardOutline). Not always:
 * the wider search also pairs a card's side with a line of a patterned background, and took such quads for the
 * card on two of the classic synthetic photos (their cards square-on).
 */
const SQUARE_ON_TILT_GAP_DEG = 4;
const SLANTED_TILT_GAP_DEG = 18;
/**
 * Share of each side that must show an edge: glare or a matching background can hide the rest. 0.4 let wrong,
 * larger quads through on patterned backgrounds in the synthetic set (errors of 25+ points), so it stays at 0.5.
 */
const MIN_SIDE_SUPPORT = 0.5;

function peakLine(peak: LinePeak): Line {
  const t = (peak.tiltDeg * Math.PI) / 180;
  const normal = peak.family === 'vertical' ? { x: Math.cos(t), y: Math.sin(t) } : { x: -Math.sin(t), y: Math.cos(t) };
  return { point: { x: normal.x * peak.rho, y: normal.y * peak.rho }, direction: { x: -normal.y, y: normal.x } };
}

/**
 * Share of the middle 80% of a segment (the corners are rounded) that lies on an edge pixel of the family. With
 * `onePolarity`, only the edge pixels of the commoner polarity count (darker on the same side all along): a card's
 * edge against a plain background keeps its polarity, a line drawn through cloth, paper texture or print flips at
 * random; a patterned background flips a true edge too, so this is asked only of faint sides. Stops early,
 * returning the share so far, once the segment can no longer reach `needed`: most candidate quads fail.
 */
function support(edges: EdgeMap, from: Vec, to: Vec, family: 1 | 2, needed: number, onePolarity = false): number {
  const length = distance(from, to);
  const samples = Math.max(8, Math.round(length * 0.8));
  const { width, height, kind, gx, gy } = edges;
  const across = family === 1 ? gx : gy;
  const allowedMisses = samples * (1 - needed);
  let rising = 0;
  let falling = 0;
  for (let s = 0; s < samples; s++) {
    const t = 0.1 + (0.8 * (s + 0.5)) / samples;
    const x = from.x + (to.x - from.x) * t;
    const y = from.y + (to.y - from.y) * t;
    for (let d = -1; d <= 1; d++) {
      const px = Math.floor(family === 1 ? x + d : x);
      const py = Math.floor(family === 1 ? y : y + d);
      if (px < 0 || py < 0 || px >= width || py >= height || kind[py * width + px] !== family) continue;
      if (!onePolarity || across[py * width + px]! > 0) rising++;
      else falling++;
      break;
    }
    if (s + 1 - Math.max(rising, falling) > allowedMisses) return Math.max(rising, falling) / samples;
  }
  return Math.max(rising, falling) / samples;
}

/** Two lines of one family (left and right, or top and bottom), `span` apart, at their mean tilt. */
type LinePair = { first: Line; second: Line; span: number; tiltDeg: number };

type Candidate = { corners: [Vec, Vec, Vec, Vec]; area: number; landscape: boolean; needed: number };

/**
 * The card is the largest quadrilateral of card shape whose four sides all show an edge along most of their length.
 * The artwork frame inside is smaller, and a background line extended to meet the card fails the support check.
 * `photo`: its long side (for the card's shape seen at a slant, see rectifiedAspect), whether opposite sides may be
 * as far from parallel as a slanted phone makes them, and the area a quad must exceed (see findCardOutline).
 */
export function findCardQuad(
  edges: EdgeMap,
  vertical: LinePeak[],
  horizontal: LinePeak[],
  minWidth: number,
  photo: { longSide: number; slanted: boolean; largerThan?: number },
): Quad | null {
  const first = cardQuads(edges, vertical, horizontal, minWidth, photo).next();
  return first.done ? null : first.value;
}

/**
 * Other card-shaped outlines than `found` (corners in the same small, turned copy), at most `count`: each smaller
 * than it but at least RIVAL_AREA of it, its centre inside it, some corner further than RIVAL_MOVE_SHARE of its size
 * from the same corner of `found`, and every side supported along RIVAL_SUPPORT of its length. First `found` with
 * only its weakest side moved in (see weakSideMovedIn), then the square-on search's, largest first. For when
 * `found`, the largest supported outline, could not be measured: a weak one made of the card's side and lines of the
 * table beyond it loses to the card's own, plainly edged all round.
 */
export function findRivalQuads(
  edges: EdgeMap,
  vertical: LinePeak[],
  horizontal: LinePeak[],
  minWidth: number,
  photo: { longSide: number; slanted: boolean },
  found: readonly [Vec, Vec, Vec, Vec],
  count: number,
): Quad[] {
  const area = quadArea(found);
  const size = Math.sqrt(area);
  const centre = (c: readonly Vec[]) => ({
    x: (c[0]!.x + c[1]!.x + c[2]!.x + c[3]!.x) / 4,
    y: (c[0]!.y + c[1]!.y + c[2]!.y + c[3]!.y) / 4,
  });
  const admit = (candidate: Candidate) =>
    candidate.area < area &&
    candidate.area >= RIVAL_AREA * area &&
    candidate.corners.some((c, i) => distance(c, found[i]!) > RIVAL_MOVE_SHARE * size) &&
    inside(centre(candidate.corners), found);
  const rivals: Quad[] = [];
  const copyOf = (a: readonly Vec[], b: readonly Vec[]) =>
    a.every((c, i) => distance(c, b[i]!) <= NEAR_COPY_SHARE * size);
  const lens = { centre: { x: edges.width / 2, y: edges.height / 2 }, longSide: photo.longSide };
  for (const quad of weakSideMovedIn(edges, vertical, horizontal, lens, found, admit)) {
    if (rivals.some((rival) => copyOf(rival.corners, quad.corners))) continue;
    rivals.push(quad);
    if (rivals.length >= count) return rivals;
  }
  for (const quad of cardQuads(edges, vertical, horizontal, minWidth, photo, { admit, minSupport: RIVAL_SUPPORT })) {
    if (rivals.some((rival) => copyOf(rival.corners, quad.corners))) continue;
    rivals.push(quad);
    if (rivals.length >= count) break;
  }
  return rivals;
}

/**
 * The outline `found` with its weakest side moved onto another line of that side's family, largest first, where the
 * quad is card-shaped, `admit`ted and edged along RIVAL_SUPPORT of every side. A slanted card's outline whose side
 * took a line beyond the card has its three other sides right, and the search for rivals looks square-on only.
 */
function weakSideMovedIn(
  edges: EdgeMap,
  vertical: LinePeak[],
  horizontal: LinePeak[],
  lens: { centre: Vec; longSide: number },
  found: readonly [Vec, Vec, Vec, Vec],
  admit: (candidate: Candidate) => boolean,
): Quad[] {
  const ends = sidesOf(found);
  const through = (a: Vec, b: Vec): Line => ({ point: a, direction: { x: b.x - a.x, y: b.y - a.y } });
  const supports = ends.map(([from, to, family]) => support(edges, from, to, family, 0));
  const weak = supports.indexOf(Math.min(...supports));
  const moved: Quad[] = [];
  for (const peak of weak < 2 ? vertical : horizontal) {
    const sides = ends.map(([from, to]) => through(from, to));
    sides[weak] = peakLine(peak);
    const [l, r, t, b] = sides as [Line, Line, Line, Line];
    const points = [intersect(t, l), intersect(t, r), intersect(b, r), intersect(b, l)];
    if (points.some((point) => point === null)) continue;
    const corners = points as [Vec, Vec, Vec, Vec];
    const area = quadArea(corners);
    const landscape = quadWidth(new Float64Array(corners.flatMap((c) => [c.x, c.y]))) > Math.sqrt(area);
    const aspect = rectifiedAspect(corners, lens.centre, lens.longSide);
    if (aspectGap(landscape ? 1 / aspect : aspect) > ASPECT_SLACK) continue;
    if (!admit({ corners, area, landscape, needed: RIVAL_SUPPORT })) continue;
    const weakest = weakestSide(edges, corners, RIVAL_SUPPORT);
    if (weakest >= RIVAL_SUPPORT) moved.push({ corners, support: weakest, landscape });
  }
  return moved.sort((a, b) => quadArea(b.corners) - quadArea(a.corners));
}

/** A rival outline (see findRivalQuads) is at least this share of the outline's area... */
const RIVAL_AREA = 0.4;
/** ...has a corner this share of its size away from the outline's (a near copy moves its corners 1%)... */
const RIVAL_MOVE_SHARE = 0.03;
/** ...and shows an edge along this much of every side. */
const RIVAL_SUPPORT = 0.95;
/** The rival search reads at most this many candidates (a wooden table's grain makes tens of thousands). */
const RIVAL_RANKS = 8000;

/** Whether `point` lies inside the convex quad `corners` (top-left first, clockwise on screen). */
function inside(point: Vec, corners: readonly Vec[]): boolean {
  return corners.every((from, i) => {
    const to = corners[(i + 1) % corners.length]!;
    return (to.x - from.x) * (point.y - from.y) - (to.y - from.y) * (point.x - from.x) >= 0;
  });
}

/**
 * The line quadruples of one search, ranked by area, read largest first. Tens of thousands of them make a roughly
 * card-shaped quad where a table's grain or a striped cloth gives many parallel lines, and all but the few largest
 * are never asked for: each is kept as two indices and its area, and made a candidate (the slant taken out, objects
 * built) only when the search reaches it. Listing them is a fifth of the detector's time on such photos, and the
 * rival search (see findRivalQuads) reads the very list the first search read at that turn: so a list made without
 * `largerThan` is kept with its lines (see RANKINGS) and read again.
 */
type Ranking = {
  horizontal: LinePeak[];
  quads: { upright: Int32Array; across: Int32Array; area: Float64Array };
  lines: Map<LinePeak, Line>;
  candidateOf: (q: number) => Candidate | null;
  order: { at(rank: number): number | undefined };
};

/**
 * The rankings made without `largerThan`, by the vertical lines they were made from (one turn's view of the photo,
 * see findCardOutline) and the search's kind; dropped with the view.
 */
const RANKINGS = new WeakMap<LinePeak[], Map<string, Ranking>>();

function rankedQuads(
  vertical: LinePeak[],
  horizontal: LinePeak[],
  minWidth: number,
  photo: { longSide: number; slanted: boolean; largerThan?: number },
  lens: { centre: Vec; longSide: number },
): Ranking {
  const key = `${photo.slanted} ${minWidth} ${lens.longSide}`;
  const kept = photo.largerThan ? undefined : RANKINGS.get(vertical)?.get(key);
  if (kept && kept.horizontal === horizontal) return kept;
  const tiltGap = photo.slanted ? SLANTED_TILT_GAP_DEG : SQUARE_ON_TILT_GAP_DEG;
  const lines = new Map<LinePeak, Line>([...vertical, ...horizontal].map((peak) => [peak, peakLine(peak)]));
  // Near-upright lines: their gap across the photo's middle is the side length within a few percent, so only pairs
  // whose spans could make a card-shaped quad are intersected (all pairs of 40 peaks a family cost hundreds of ms).
  const spans = (peaks: LinePeak[]): LinePair[] =>
    [...pairs(peaks, tiltGap, lens.centre)]
      .map(([a, b, span]) => ({
        first: lines.get(a)!,
        second: lines.get(b)!,
        span,
        tiltDeg: (a.tiltDeg + b.tiltDeg) / 2,
      }))
      .filter((p) => p.span >= minWidth);
  const across = spans(horizontal).sort((p, q) => p.span - q.span);
  const loose = ASPECT_SLACK + FORESHORTENING + 0.04;
  const uprights = spans(vertical);
  const list = new QuadList();
  for (let u = 0; u < uprights.length; u++) {
    const { span } = uprights[u]!;
    for (const [low, high] of [
      [span / (CARD_ASPECT * (1 + loose)), span / (CARD_ASPECT * (1 - loose))], // upright card
      [span * CARD_ASPECT * (1 - loose), span * CARD_ASPECT * (1 + loose)], // card on its side
    ] as const) {
      // Only a quad larger than the square-on outline can take its place (see findCardOutline).
      const from = Math.max(low, photo.largerThan ? (NEAR_AREA * photo.largerThan) / span : 0);
      for (let i = firstAtLeast(across, from); i < across.length && across[i]!.span <= high; i++) {
        const area = roughQuad(uprights[u]!, across[i]!, minWidth, tiltGap);
        if (area === 0 || (photo.largerThan && area <= photo.largerThan)) continue;
        list.add(u, i, area);
      }
    }
  }
  const quads = list.done();
  // By index, not in a Map: an exhaustive search (no card at this turn) makes every one of them.
  const made: (Candidate | null | undefined)[] = new Array(quads.area.length);
  const candidateOf = (q: number) => {
    // null (no card-shaped quad) is kept too: only undefined is not made yet.
    if (made[q] === undefined)
      made[q] = quadOf(uprights[quads.upright[q]!]!, across[quads.across[q]!]!, minWidth, lens, tiltGap);
    return made[q];
  };
  const ranking = { horizontal, quads, lines, candidateOf, order: largestFirst(quads.area) };
  if (!photo.largerThan) {
    const byKind = RANKINGS.get(vertical) ?? new Map<string, Ranking>();
    byKind.set(key, ranking);
    RANKINGS.set(vertical, byKind);
  }
  return ranking;
}

/** The quads of a ranking as they are listed: three numbers each, in typed arrays grown by doubling. */
class QuadList {
  private size = 0;
  private upright = new Int32Array(1024);
  private across = new Int32Array(1024);
  private area = new Float64Array(1024);

  add(upright: number, across: number, area: number) {
    if (this.size === this.area.length) {
      const grow = <T extends Int32Array | Float64Array>(from: T, to: T) => (to.set(from), to);
      this.upright = grow(this.upright, new Int32Array(2 * this.size));
      this.across = grow(this.across, new Int32Array(2 * this.size));
      this.area = grow(this.area, new Float64Array(2 * this.size));
    }
    this.upright[this.size] = upright;
    this.across[this.size] = across;
    this.area[this.size++] = area;
  }

  done() {
    return {
      upright: this.upright.subarray(0, this.size),
      across: this.across.subarray(0, this.size),
      area: this.area.subarray(0, this.size),
    };
  }
}

/**
 * The card-shaped, supported outlines in the photo's small copy, largest first (see findCardQuad). `rival`: only
 * candidates it admits, supported along `minSupport` of every side, and no more than RIVAL_RANKS read.
 */
function* cardQuads(
  edges: EdgeMap,
  vertical: LinePeak[],
  horizontal: LinePeak[],
  minWidth: number,
  photo: { longSide: number; slanted: boolean; largerThan?: number },
  rival?: { admit: (candidate: Candidate) => boolean; minSupport: number },
): Generator<Quad> {
  const lens = { centre: { x: edges.width / 2, y: edges.height / 2 }, longSide: photo.longSide };
  const { quads, lines, candidateOf, order } = rankedQuads(vertical, horizontal, minWidth, photo, lens);
  for (let rank = 0; order.at(rank) !== undefined && (!rival || rank < RIVAL_RANKS); rank++) {
    const candidate = candidateOf(order.at(rank)!);
    if (!candidate || (rival && !rival.admit(candidate))) continue;
    const needed = Math.max(candidate.needed, rival?.minSupport ?? 0);
    const weakest = weakestSide(edges, candidate.corners, needed);
    if (weakest < needed) continue;
    // Neighbouring Hough peaks make near copies of the same outline, a degree or a pixel apart; the largest may be
    // a poorer copy that only just passed. Of the copies around it, the best supported stands for the card. A copy
    // has its corners within `reach`, so its area lies within NEAR_COPY_AREA of the outline's.
    const reach = NEAR_COPY_SHARE * Math.sqrt(candidate.area);
    let best = { corners: candidate.corners, weakest };
    let first = rank;
    while (first > 0 && quads.area[order.at(first - 1)!]! <= candidate.area * NEAR_COPY_AREA) first--;
    for (let near = first; order.at(near) !== undefined; near++) {
      const q = order.at(near)!;
      if (quads.area[q]! < candidate.area / NEAR_COPY_AREA) break;
      const other = candidateOf(q);
      if (near === rank || !other || !other.corners.every((c, i) => distance(c, candidate.corners[i]!) <= reach))
        continue;
      const value = weakestSide(edges, other.corners, best.weakest);
      if (value > best.weakest) best = { corners: other.corners, weakest: value };
    }
    // Polishing can move a side onto a line that makes the quad no card (a table's edge beyond a slanted card).
    const polished = polish(edges, best.corners, vertical, horizontal, lines, best.weakest);
    const aspect = rectifiedAspect(polished.corners, lens.centre, lens.longSide);
    if (aspectGap(candidate.landscape ? 1 / aspect : aspect) > ASPECT_SLACK) continue;
    yield { ...polished, landscape: candidate.landscape };
  }
}

/** Two lines' offsets give a quad's area within this share of it: tilts of up to 10 degrees change it so little. */
const NEAR_AREA = 0.9;

/** Near copies of an outline: every corner within this share of the outline's size. */
const NEAR_COPY_SHARE = 0.01;
/** Corners within NEAR_COPY_SHARE of a card-shaped quad's size change its area by 4.2% at most. */
const NEAR_COPY_AREA = 1.05;

/** A quad's area as the outline search ranks it: its mean width times its mean height. */
export function quadArea([tl, tr, br, bl]: readonly [Vec, Vec, Vec, Vec]): number {
  return (((distance(tl, tr) + distance(bl, br)) / 2) * (distance(tl, bl) + distance(tr, br))) / 2;
}

/** A quad's sides as their ends and edge family: left and right (1, vertical), top and bottom (2, horizontal). */
function sidesOf([tl, tr, br, bl]: readonly [Vec, Vec, Vec, Vec]): [Vec, Vec, 1 | 2][] {
  return [
    [tl, bl, 1],
    [tr, br, 1],
    [tl, tr, 2],
    [bl, br, 2],
  ];
}

/** Support of the weakest side (stopping at the first side under `needed`, as support does). */
function weakestSide(edges: EdgeMap, corners: [Vec, Vec, Vec, Vec], needed: number): number {
  let weakest = 1;
  for (const [from, to, family] of sidesOf(corners)) {
    weakest = Math.min(weakest, support(edges, from, to, family, needed, needed < MIN_SIDE_SUPPORT));
    if (weakest < needed) break;
  }
  return weakest;
}

/** How far (small px) a line found in place of a side may lie from it at the side's ends. */
const POLISH_REACH_PX = 8;
/** A line this close to a side at both ends may replace it even without crossing it. */
const POLISH_PARALLEL_PX = 2.5;

/**
 * The largest supported quad can take, for a side, a line that crosses the card edge at a slight angle (a
 * neighbouring Hough peak with enough support near the middle): its ends then lie several pixels off, more than
 * the refinement reaches. Each side is swapped for the best supported line that crosses it within the side, or
 * runs within POLISH_PARALLEL_PX of it; a parallel line further in (the artwork frame) is never taken.
 */
function polish(
  edges: EdgeMap,
  corners: [Vec, Vec, Vec, Vec],
  vertical: LinePeak[],
  horizontal: LinePeak[],
  lines: Map<LinePeak, Line>,
  weakest: number,
): Omit<Quad, 'landscape'> {
  const [tl, tr, br, bl] = corners;
  const sides: [Vec, Vec, LinePeak[], 1 | 2][] = [
    [tl, bl, vertical, 1],
    [tr, br, vertical, 1],
    [tl, tr, horizontal, 2],
    [bl, br, horizontal, 2],
  ];
  const best = sides.map(([from, to, peaks, family]) => {
    const length = distance(from, to);
    const direction = { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
    let chosen: Line = { point: from, direction };
    let score = support(edges, from, to, family, 0);
    for (const peak of peaks) {
      const line = lines.get(peak)!;
      const a = offsetFrom(line, from, direction);
      const b = offsetFrom(line, to, direction);
      if (a === null || b === null || Math.max(Math.abs(a), Math.abs(b)) > POLISH_REACH_PX) continue;
      if (a * b > 0 && Math.max(Math.abs(a), Math.abs(b)) > POLISH_PARALLEL_PX) continue;
      const normal = { x: -direction.y, y: direction.x };
      const start = { x: from.x + normal.x * a, y: from.y + normal.y * a };
      const end = { x: to.x + normal.x * b, y: to.y + normal.y * b };
      const value = support(edges, start, end, family, 0);
      if (value > score) {
        score = value;
        chosen = line;
      }
    }
    return { line: chosen, score };
  });
  const [l, r, t, b] = best.map((side) => side.line) as [Line, Line, Line, Line];
  const polished = [intersect(t, l), intersect(t, r), intersect(b, r), intersect(b, l)];
  if (polished.some((c) => c === null)) return { corners, support: weakest };
  return {
    corners: polished as [Vec, Vec, Vec, Vec],
    support: Math.min(...best.map((side) => side.score)),
  };
}

/** Signed distance along the side's normal from `point` to where `line` crosses that normal; null if parallel. */
function offsetFrom(line: Line, point: Vec, direction: Vec): number | null {
  const normal = { x: -direction.y, y: direction.x };
  const det = line.direction.x * normal.y - line.direction.y * normal.x;
  if (Math.abs(det) < 1e-9) return null;
  const dx = point.x - line.point.x;
  const dy = point.y - line.point.y;
  // point + s * normal lies on the line: solve line.point + u * line.direction = point + s * normal for s.
  return (line.direction.y * dx - line.direction.x * dy) / det;
}

/** Index of the first pair whose span is at least `span` (pairs sorted by span). */
function firstAtLeast(sorted: { span: number }[], span: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]!.span < span) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The area of the quad of four lines if it is roughly card-shaped in the photo (before the slant is taken out) and
 * large enough, else 0; its corners are left in CORNERS (tl, tr, br, bl as x, y pairs, see intersect in
 * geometry.ts). Plain numbers only: it runs for every quadruple of lines, tens of thousands per photo.
 */
function roughQuad(upright: LinePair, across: LinePair, minWidth: number, tiltGap: number): number {
  if (Math.abs(upright.tiltDeg - across.tiltDeg) > tiltGap) return 0;
  const { first: l, second: r } = upright;
  const { first: t, second: b } = across;
  const p = CORNERS;
  if (!crossInto(t, l, p, 0) || !crossInto(t, r, p, 2) || !crossInto(b, r, p, 4) || !crossInto(b, l, p, 6)) return 0;
  const width = quadWidth(p);
  const height = quadHeight(p);
  if (Math.min(width, height) < minWidth) return 0; // a text box or a symbol, not a card
  if (aspectGap(Math.min(width, height) / Math.max(width, height)) > ASPECT_SLACK + FORESHORTENING) return 0;
  return width * height;
}

/** The quad of four lines as a candidate, if it is card-shaped once the phone's slant is taken out. */
function quadOf(
  upright: LinePair,
  across: LinePair,
  minWidth: number,
  lens: { centre: Vec; longSide: number },
  tiltGap: number,
): Candidate | null {
  const area = roughQuad(upright, across, minWidth, tiltGap);
  if (area === 0) return null;
  const p = CORNERS;
  const landscape = quadWidth(p) > quadHeight(p);
  const aspect = rectifiedAspectOf(p, lens.centre, lens.longSide);
  const gap = aspectGap(landscape ? 1 / aspect : aspect);
  if (gap > ASPECT_SLACK) return null;
  const needed = gap <= CLOSE_FIT ? MIN_FAINT_SUPPORT : MIN_SIDE_SUPPORT;
  const corners: [Vec, Vec, Vec, Vec] = [
    { x: p[0]!, y: p[1]! },
    { x: p[2]!, y: p[3]! },
    { x: p[4]!, y: p[5]! },
    { x: p[6]!, y: p[7]! },
  ];
  return { corners, area, landscape, needed };
}

/** Mean length of the top and bottom sides, and of the left and right sides, of corners as x, y pairs. */
const quadWidth = (p: Float64Array) => (cornerDistance(p, 0, 2) + cornerDistance(p, 6, 4)) / 2;
const quadHeight = (p: Float64Array) => (cornerDistance(p, 0, 6) + cornerDistance(p, 2, 4)) / 2;
const cornerDistance = (p: Float64Array, i: number, j: number) =>
  Math.sqrt((p[i]! - p[j]!) ** 2 + (p[i + 1]! - p[j + 1]!) ** 2);

const CORNERS = new Float64Array(8);

/** intersect() of geometry.ts written into `out` at `at` (x, y) instead of a new object; false if parallel. */
function crossInto(a: Line, b: Line, out: Float64Array, at: number): boolean {
  const det = a.direction.x * b.direction.y - a.direction.y * b.direction.x;
  if (Math.abs(det) < 1e-9) return false;
  const dx = b.point.x - a.point.x;
  const dy = b.point.y - a.point.y;
  const t = (dx * b.direction.y - dy * b.direction.x) / det;
  out[at] = a.point.x + t * a.direction.x;
  out[at + 1] = a.point.y + t * a.direction.y;
  return true;
}

/**
 * Where a line crosses the photo's middle: a vertical line's x on the middle row, a horizontal line's y on the middle
 * column. Two lines' gap there, across their mean tilt, is the card's side within a few percent however far apart
 * their tilts are; the gap of their offsets from the photo's corner (rho) is off by the card's distance from that
 * corner times the tilts' difference (a slanted phone's card 177 px wide, its sides 8.5 degrees apart, had a gap of
 * 130 px so, and was never looked for).
 */
function middleOffset(peak: LinePeak, centre: Vec): number {
  const t = (peak.tiltDeg * Math.PI) / 180;
  return peak.family === 'vertical'
    ? (peak.rho - centre.y * Math.sin(t)) / Math.cos(t)
    : (peak.rho + centre.x * Math.sin(t)) / Math.cos(t);
}

/** Lines of one family at most `tiltGap` apart in tilt, first the one nearer the photo's top left, and their span. */
function* pairs(peaks: LinePeak[], tiltGap: number, centre: Vec): Generator<[LinePeak, LinePeak, number]> {
  const offsets = peaks.map((peak) => middleOffset(peak, centre));
  for (let i = 0; i < peaks.length; i++) {
    for (let j = 0; j < peaks.length; j++) {
      const [a, b] = [peaks[i]!, peaks[j]!];
      if (offsets[i]! >= offsets[j]! || Math.abs(a.tiltDeg - b.tiltDeg) > tiltGap) continue;
      yield [a, b, (offsets[j]! - offsets[i]!) * Math.cos(((a.tiltDeg + b.tiltDeg) * Math.PI) / 360)];
    }
  }
}
