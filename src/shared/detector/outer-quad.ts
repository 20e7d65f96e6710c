import type { EdgeMap, LinePeak } from './edge-lines.js';
import { distance, intersect, type Line, type Vec } from './geometry.js';

/** The card outline in the small image: corners top-left, top-right, bottom-right, bottom-left, and its support. */
export type Quad = { corners: [Vec, Vec, Vec, Vec]; support: number };

/** Card width over height: 63/88 = 0.716; perspective of a few percent and other card sizes fit in 0.6-0.85. */
const ASPECT_RANGE = [0.6, 0.85] as const;
/** Opposite edges of a flat card photographed with mild perspective differ by a few degrees at most. */
const MAX_TILT_GAP_DEG = 4;
/**
 * Share of each side that must show an edge: glare or a matching background can hide the rest. 0.4 let wrong,
 * larger quads through on patterned backgrounds in the synthetic set (errors of 25+ points), so it stays at 0.5.
 */
export const MIN_SIDE_SUPPORT = 0.5;

export function peakLine(peak: LinePeak): Line {
  const t = (peak.tiltDeg * Math.PI) / 180;
  const normal = peak.family === 'vertical' ? { x: Math.cos(t), y: Math.sin(t) } : { x: -Math.sin(t), y: Math.cos(t) };
  return { point: { x: normal.x * peak.rho, y: normal.y * peak.rho }, direction: { x: -normal.y, y: normal.x } };
}

/**
 * Share of the middle 80% of a segment (the corners are rounded) that lies on an edge pixel of the family. Stops
 * early, returning the share so far, once the segment can no longer reach `needed`: most candidate quads fail.
 */
function support(edges: EdgeMap, from: Vec, to: Vec, family: 1 | 2, needed: number): number {
  const length = distance(from, to);
  const samples = Math.max(8, Math.round(length * 0.8));
  const { width, height, kind } = edges;
  const allowedMisses = samples * (1 - needed);
  let hits = 0;
  for (let s = 0; s < samples; s++) {
    const t = 0.1 + (0.8 * (s + 0.5)) / samples;
    const x = from.x + (to.x - from.x) * t;
    const y = from.y + (to.y - from.y) * t;
    let hit = false;
    for (let d = -1; d <= 1 && !hit; d++) {
      const px = Math.floor(family === 1 ? x + d : x);
      const py = Math.floor(family === 1 ? y : y + d);
      if (px >= 0 && py >= 0 && px < width && py < height && kind[py * width + px] === family) hit = true;
    }
    if (hit) hits++;
    else if (s + 1 - hits > allowedMisses) return hits / samples;
  }
  return hits / samples;
}

type Candidate = { corners: [Vec, Vec, Vec, Vec]; area: number };

/**
 * The card is the largest quadrilateral of card shape whose four sides all show an edge along most of their length.
 * The artwork frame inside is smaller, and a background line extended to meet the card fails the support check.
 */
export function findCardQuad(edges: EdgeMap, vertical: LinePeak[], horizontal: LinePeak[]): Quad | null {
  const lines = new Map<LinePeak, Line>([...vertical, ...horizontal].map((peak) => [peak, peakLine(peak)]));
  const candidates: Candidate[] = [];
  for (const [left, right] of pairs(vertical)) {
    for (const [top, bottom] of pairs(horizontal)) {
      const tiltV = (left.tiltDeg + right.tiltDeg) / 2;
      const tiltH = (top.tiltDeg + bottom.tiltDeg) / 2;
      if (Math.abs(tiltV - tiltH) > MAX_TILT_GAP_DEG) continue;
      const [l, r, t, b] = [lines.get(left)!, lines.get(right)!, lines.get(top)!, lines.get(bottom)!];
      const tl = intersect(t, l);
      const tr = intersect(t, r);
      const br = intersect(b, r);
      const bl = intersect(b, l);
      if (!tl || !tr || !br || !bl) continue;
      const width = (distance(tl, tr) + distance(bl, br)) / 2;
      const height = (distance(tl, bl) + distance(tr, br)) / 2;
      const aspect = width / height;
      if (aspect < ASPECT_RANGE[0] || aspect > ASPECT_RANGE[1]) continue;
      candidates.push({ corners: [tl, tr, br, bl], area: width * height });
    }
  }
  candidates.sort((a, b) => b.area - a.area);
  for (const { corners } of candidates) {
    const [tl, tr, br, bl] = corners;
    // The weakest side decides: stop at the first side under the bar.
    const sides: [Vec, Vec, 1 | 2][] = [
      [tl, bl, 1],
      [tr, br, 1],
      [tl, tr, 2],
      [bl, br, 2],
    ];
    let weakest = 1;
    for (const [from, to, family] of sides) {
      weakest = Math.min(weakest, support(edges, from, to, family, MIN_SIDE_SUPPORT));
      if (weakest < MIN_SIDE_SUPPORT) break;
    }
    if (weakest >= MIN_SIDE_SUPPORT) return polish(edges, corners, vertical, horizontal, lines, weakest);
  }
  return null;
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
): Quad {
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

function* pairs(peaks: LinePeak[]): Generator<[LinePeak, LinePeak]> {
  for (const a of peaks) {
    for (const b of peaks) {
      if (a.rho < b.rho && Math.abs(a.tiltDeg - b.tiltDeg) <= MAX_TILT_GAP_DEG) yield [a, b];
    }
  }
}
