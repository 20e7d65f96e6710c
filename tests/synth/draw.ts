// Drawing primitives shared by the classic renderer (render.ts) and the hard set's layers (hard-render.ts).
import type { CardScene } from './scene.js';

/** Signed distance (negative inside) from (u, v) to a rounded rectangle, all in mm. */
export function roundedRectDistance(u: number, v: number, x0: number, y0: number, x1: number, y1: number, r: number) {
  const qx = Math.abs(u - (x0 + x1) / 2) - (x1 - x0) / 2 + r;
  const qy = Math.abs(v - (y0 + y1) / 2) - (y1 - y0) / 2 + r;
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - r;
}

/** Share of a pixel covered by the shape, as a blurred edge: the logistic approximation of a Gaussian step. */
export function coverage(distancePx: number, blurPx: number) {
  const z = distancePx / blurPx;
  if (z > 5) return 0;
  if (z < -5) return 1;
  return 1 / (1 + Math.exp(1.702 * z));
}

/** Smooth artwork: a base colour with a few colour waves, and optionally holographic foil bands. */
export function artColor(scene: CardScene, u: number, v: number, out: number[]) {
  const { base, waves, holo } = scene.art;
  for (let c = 0; c < 3; c++) out[c] = base[c]!;
  for (const wave of waves) {
    const s = Math.sin(u * wave.fu + v * wave.fv + wave.phase);
    for (let c = 0; c < 3; c++) out[c]! += wave.amp[c]! * s;
  }
  if (holo > 0) {
    // Foil: rainbow bands running diagonally, their hue shifting quickly across the card.
    const phase = (u + v) * 1.9;
    for (let c = 0; c < 3; c++) out[c]! += holo * Math.sin(phase + c * 2.1);
  }
}

/** Lays `color` over `out` with weight `share` (0 keeps out, 1 replaces it). */
export function blend(out: number[], color: readonly number[], share: number) {
  if (share <= 0) return;
  for (let c = 0; c < 3; c++) out[c] = out[c]! + (color[c]! - out[c]!) * share;
}
