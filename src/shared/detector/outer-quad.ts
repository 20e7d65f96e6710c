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

/** Share of the middle 80% of a segment (the corners are rounded) that lies on an edge pixel of the family. */
function support(edges: EdgeMap, from: Vec, to: Vec, family: 1 | 2): number {
  const length = distance(from, to);
  const samples = Math.max(8, Math.round(length * 0.8));
  let hits = 0;
  for (let s = 0; s < samples; s++) {
    const t = 0.1 + (0.8 * (s + 0.5)) / samples;
    const x = from.x + (to.x - from.x) * t;
    const y = from.y + (to.y - from.y) * t;
    let hit = false;
    for (let d = -1; d <= 1 && !hit; d++) {
      const px = Math.floor(family === 1 ? x + d : x);
      const py = Math.floor(family === 1 ? y : y + d);
      if (px >= 0 && py >= 0 && px < edges.width && py < edges.height && edges.kind[py * edges.width + px] === family)
        hit = true;
    }
    if (hit) hits++;
  }
  return hits / samples;
}

type Candidate = { corners: [Vec, Vec, Vec, Vec]; area: number };

/**
 * The card is the largest quadrilateral of card shape whose four sides all show an edge along most of their length.
 * The artwork frame inside is smaller, and a background line extended to meet the card fails the support check.
 */
export function findCardQuad(edges: EdgeMap, vertical: LinePeak[], horizontal: LinePeak[]): Quad | null {
  const candidates: Candidate[] = [];
  for (const [left, right] of pairs(vertical)) {
    for (const [top, bottom] of pairs(horizontal)) {
      const tiltV = (left.tiltDeg + right.tiltDeg) / 2;
      const tiltH = (top.tiltDeg + bottom.tiltDeg) / 2;
      if (Math.abs(tiltV - tiltH) > MAX_TILT_GAP_DEG) continue;
      const [l, r, t, b] = [left, right, top, bottom].map(peakLine) as [Line, Line, Line, Line];
      const corners = [intersect(t, l), intersect(t, r), intersect(b, r), intersect(b, l)];
      if (corners.some((c) => c === null)) continue;
      const [tl, tr, br, bl] = corners as [Vec, Vec, Vec, Vec];
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
    const sides = [
      support(edges, tl, bl, 1),
      support(edges, tr, br, 1),
      support(edges, tl, tr, 2),
      support(edges, bl, br, 2),
    ];
    const weakest = Math.min(...sides);
    if (weakest >= MIN_SIDE_SUPPORT) return { corners, support: weakest };
  }
  return null;
}

function* pairs(peaks: LinePeak[]): Generator<[LinePeak, LinePeak]> {
  for (const a of peaks) {
    for (const b of peaks) {
      if (a.rho < b.rho && Math.abs(a.tiltDeg - b.tiltDeg) <= MAX_TILT_GAP_DEG) yield [a, b];
    }
  }
}
