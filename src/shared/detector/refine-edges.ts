import type { Homography, Line, Vec } from './geometry.js';
import { robustLineFit, scanGradient } from './profiles.js';
import { parabolicPeak } from './sampling.js';
import type { PixelBuffer } from './types.js';

const SCANS_PER_SIDE = 48;
/** The scans here run in image pixels already. */
const IDENTITY: Homography = [1, 0, 0, 0, 1, 0, 0, 0, 1];

/**
 * One card edge to sub-pixel precision on the full-resolution pixels: scans across the edge along its middle 80%
 * (the corners are rounded), the strongest colour gradient within `reach` px of the rough line on each scan, then a
 * robust line through those points. Returns null when fewer than half of the scans agree.
 */
export function refineEdge(
  image: PixelBuffer,
  from: Vec,
  to: Vec,
  reach: number,
): { line: Line; agreement: number } | null {
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
