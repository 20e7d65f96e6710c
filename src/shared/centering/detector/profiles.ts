import type { Homography } from './geometry.js';
import { profileGradient, sampleColor } from './sampling.js';
import type { PixelBuffer } from './types.js';

/**
 * Where a scan runs, without a callback per sample: the card-frame point (u, v) at a depth along the scan and an
 * offset along the edge is origin + depth * across + offset * along, and `h` maps it to image pixels.
 */
export type ScanPath = {
  h: Homography;
  originX: number;
  originY: number;
  acrossX: number;
  acrossY: number;
  alongX: number;
  alongY: number;
};

/**
 * Colours along one scan across an edge, averaged over `strips` parallel lines `step` apart along the edge
 * (averaging the colours first, so noise drops before the derivative): `count` samples of 1 or 3 channels,
 * channel-interleaved, at depths from `from` in steps of `step`. Null when the scan leaves the photo.
 */
export function scanColours(
  image: PixelBuffer,
  path: ScanPath,
  from: number,
  count: number,
  step: number,
  strips: number,
): Float64Array | null {
  const colours = image.channels === 1 ? 1 : 3;
  const profile = new Float64Array(count * colours);
  const sample = new Float64Array(3);
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = path.h as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const { originX, originY, acrossX, acrossY, alongX, alongY } = path;
  const weight = 1 / strips;
  for (let s = 0; s < strips; s++) {
    const along = (s - (strips - 1) / 2) * step;
    const startX = originX + alongX * along;
    const startY = originY + alongY * along;
    for (let k = 0; k < count; k++) {
      const depth = from + k * step;
      const u = startX + acrossX * depth;
      const v = startY + acrossY * depth;
      const w = h6 * u + h7 * v + h8;
      const x = (h0 * u + h1 * v + h2) / w;
      const y = (h3 * u + h4 * v + h5) / w;
      if (sampleColor(image, x, y, sample) === 0) return null;
      for (let c = 0; c < colours; c++) profile[k * colours + c]! += sample[c]! * weight;
    }
  }
  return profile;
}

/** Gradient magnitude along one scan (see scanColours); null when the scan leaves the photo. */
export function scanGradient(
  image: PixelBuffer,
  path: ScanPath,
  from: number,
  count: number,
  step: number,
  strips: number,
): Float64Array | null {
  const profile = scanColours(image, path, from, count, step, strips);
  return profile && profileGradient(profile, count, image.channels === 1 ? 1 : 3, step);
}

/** Median of a list (copied, not sorted in place). */
export function median(values: ArrayLike<number>): number {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return 0;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Least-squares line offset = a + b * t after dropping points far from a first fit (glare, nicks, dust). */
export function robustLineFit(t: number[], offset: number[]): { a: number; b: number; inliers: number } {
  let keep = t.map(() => true);
  let fit = { a: 0, b: 0 };
  for (let round = 0; round < 3; round++) {
    fit = leastSquares(t, offset, keep);
    const residuals = t.map((ti, i) => Math.abs(offset[i]! - fit.a - fit.b * ti));
    const spread = 1.4826 * median(residuals.filter((_, i) => keep[i]));
    const limit = Math.max(3 * spread, 0.3);
    keep = residuals.map((r) => r <= limit);
  }
  return { ...fit, inliers: keep.filter(Boolean).length / Math.max(1, t.length) };
}

function leastSquares(t: number[], y: number[], keep: boolean[]) {
  let n = 0,
    st = 0,
    sy = 0,
    stt = 0,
    sty = 0;
  t.forEach((ti, i) => {
    if (!keep[i]) return;
    n++;
    st += ti;
    sy += y[i]!;
    stt += ti * ti;
    sty += ti * y[i]!;
  });
  const det = n * stt - st * st;
  if (n < 2 || Math.abs(det) < 1e-9) return { a: n ? sy / n : 0, b: 0 };
  return { a: (sy * stt - st * sty) / det, b: (n * sty - st * sy) / det };
}
