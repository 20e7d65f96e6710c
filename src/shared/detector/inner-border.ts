import type { Homography } from './geometry.js';
import { median, robustLineFit, scanGradient, type ScanPath } from './profiles.js';
import { parabolicPeak } from './sampling.js';
import type { PixelBuffer } from './types.js';

export type Side = 'left' | 'right' | 'top' | 'bottom';

/** The artwork border on one side: its distance in from the card edge (card-frame px) and how sure we are. */
export type BorderEdge = { depth: number; confidence: number } | { depth: null; confidence: number; why: string };

const SCANS = 64;
/** Borders narrower than 0.6% of the card width are not told apart from the card edge's own blur. */
const MIN_DEPTH_SHARE = 0.006;
/** The brief's plausible band: artwork borders lie within a quarter of the card width of the edge. */
const MAX_DEPTH_SHARE = 0.25;
/**
 * A border edge stands out of the side's typical gradient (mostly artwork) at least this much. Busy artwork next to
 * a faint yellow-on-pastel edge reached only 2.7 in the synthetic set, so the plain-border test below does the
 * work of telling full-art cards apart; this only skips ripples.
 */
const MIN_CONTRAST = 2;
/**
 * The typical gradient is never taken below this (levels per px) when judging contrast: on calm artwork the print
 * grain of the border itself (a few levels) otherwise passes for an edge, and then for busy artwork before the
 * real border edge, refusing a bordered card.
 */
const MIN_FLOOR = 3;
/** Share of scans that must place the edge within TOLERANCE_PX of the median: glare and foil spoil the rest. */
const MIN_CONSISTENCY = 0.55;
const TOLERANCE_PX = 1.5;
/** A border is plain: its mean gradient stays under this share of the edge's (busy artwork reaches 0.3 and more). */
const MAX_BUSYNESS = 0.3;

/**
 * Finds the artwork border on one side in the card's rectified frame (x 0..width, y 0..height, card edges at the
 * frame's edges): scans inward across the side, takes the median gradient over all scans at each depth (so one
 * glare patch or a foil streak cannot outvote the rest), and accepts the first consistent edge that stands out.
 */
export function findBorderEdge(
  image: PixelBuffer,
  cardToImage: Homography,
  size: { width: number; height: number },
  side: Side,
): BorderEdge {
  const { width, height } = size;
  const step = Math.max(1, width / 1500);
  const from = Math.max(2 * step, MIN_DEPTH_SHARE * width) - 3 * step;
  const count = Math.ceil((MAX_DEPTH_SHARE * width - from) / step) + 3;
  const sideLength = side === 'left' || side === 'right' ? height : width;
  // Card-frame origin of a scan at `along`, its inward direction and the direction along the side.
  const path = (along: number): ScanPath => {
    const base = { h: cardToImage, acrossX: 0, acrossY: 0, alongX: 0, alongY: 0 };
    if (side === 'left') return { ...base, originX: 0, originY: along, acrossX: 1, alongY: 1 };
    if (side === 'right') return { ...base, originX: width, originY: along, acrossX: -1, alongY: 1 };
    if (side === 'top') return { ...base, originX: along, originY: 0, acrossY: 1, alongX: 1 };
    return { ...base, originX: along, originY: height, acrossY: -1, alongX: 1 };
  };
  const scans: Scan[] = [];
  for (let s = 0; s < SCANS; s++) {
    const share = (s + 0.5) / SCANS;
    const along = sideLength * (0.2 + 0.6 * share);
    const gradient = scanGradient(image, path(along), from, count, step, 3);
    if (gradient) scans.push({ share: share - 0.5, gradient });
  }
  if (scans.length < SCANS / 2) return { depth: null, confidence: 0, why: 'card runs off the photo' };
  const typical = new Float64Array(count);
  const column = new Float64Array(scans.length);
  for (let k = 0; k < count; k++) {
    for (let s = 0; s < scans.length; s++) column[s] = scans[s]!.gradient[k]!;
    typical[k] = median(column);
  }
  const first = 4; // the gradient of the first samples is still the card edge's blur, or undefined
  const floor = Math.max(MIN_FLOOR, median(typical.subarray(first, count - 2)));
  for (let k = first; k < count - 3; k++) {
    const value = typical[k]!;
    if (value < MIN_CONTRAST * floor || value < typical[k - 1]! || value < typical[k + 1]!) continue;
    const result = measureAt(scans, k, value, step);
    if (result.consistency < MIN_CONSISTENCY) continue;
    const busyness = k > first + 4 ? mean(typical.subarray(first, k - 3)) / value : 0;
    if (busyness > MAX_BUSYNESS) return { depth: null, confidence: 0.2, why: 'artwork reaches the card edge' };
    const contrast = Math.min(1, (value / floor - MIN_CONTRAST) / 6 + 0.5);
    return { depth: from + result.position * step, confidence: result.consistency * contrast * (1 - busyness) };
  }
  return { depth: null, confidence: 0, why: 'no consistent edge' };
}

type Scan = { share: number; gradient: Float64Array };

/**
 * Per-scan peak near index k, then a robust line through them: a slightly tilted line (a card edge found a
 * fraction of a degree off, or residual perspective) still counts as one edge. The position is the line's value
 * at the middle of the side; consistency is the share of all scans within tolerance of the line.
 */
function measureAt(scans: Scan[], k: number, typical: number, step: number) {
  const window = Math.max(2, Math.ceil((2 * TOLERANCE_PX) / step) + 1);
  const shares: number[] = [];
  const positions: number[] = [];
  for (const { share, gradient: g } of scans) {
    let best = k;
    for (let j = Math.max(2, k - window); j <= Math.min(g.length - 3, k + window); j++) if (g[j]! > g[best]!) best = j;
    if (g[best]! < 0.4 * typical) continue;
    shares.push(share);
    positions.push(parabolicPeak(g, best));
  }
  const { a, b } = robustLineFit(shares, positions);
  const near = positions.filter((p, i) => Math.abs(p - a - b * shares[i]!) * step <= TOLERANCE_PX).length;
  return { position: a, consistency: near / scans.length };
}

const mean = (values: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return values.length ? sum / values.length : 0;
};
