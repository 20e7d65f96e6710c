// Debug: the card flattened by the detector's own homography; four zoomed side crops with the found edge depths.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { readPhotoAsMeasured } from './centering/read-photo.js';
import { findCardOutline } from '../src/shared/centering/detector/card-outline.js';
import { refineOutline } from '../src/shared/centering/detector/refine-edges.js';
import { balanceLight } from '../src/shared/centering/detector/light.js';
import { applyHomography, homographyFrom, distance } from '../src/shared/centering/detector/geometry.js';
import { findBorderEdge } from '../src/shared/centering/detector/inner-border.js';
const [f, out, whole] = process.argv.slice(2);
const { pixels } = await readPhotoAsMeasured(await readFile(f!));
const img = balanceLight(pixels);
const o = findCardOutline(img, 300)!;
const c = refineOutline(img, o.corners, o.factor)!;
const [a, b, cc, d] = c.points;
const w = (distance(a, b) + distance(d, cc)) / 2, h = (distance(a, d) + distance(b, cc)) / 2;
const H = homographyFrom([{ x: 0, y: 0 }, { x: w, y: 0 }, { x: w, y: h }, { x: 0, y: h }], c.points);
const depth: Record<string, number | null> = {};
for (const side of ['left', 'right', 'top', 'bottom'] as const) { const e = findBorderEdge(img, H, { width: w, height: h }, side); depth[side] = e.depth; console.log(side, JSON.stringify(e)); }
const sample = (fx: number, fy: number) => {
  const p = applyHomography(H, fx, fy); const x0 = Math.floor(p.x), y0 = Math.floor(p.y), tx = p.x - x0, ty = p.y - y0;
  const px = (x: number, y: number, ch: number) => pixels.data[(Math.min(img.height - 1, Math.max(0, y)) * img.width + Math.min(img.width - 1, Math.max(0, x))) * img.channels + ch]!;
  return [0, 1, 2].map((ch) => (1 - ty) * ((1 - tx) * px(x0, y0, ch) + tx * px(x0 + 1, y0, ch)) + ty * ((1 - tx) * px(x0, y0 + 1, ch) + tx * px(x0 + 1, y0 + 1, ch)));
};
if (whole) {
  const s = Number(whole), pad = 30; const W = Math.round((w + 2 * pad) * s), Hh = Math.round((h + 2 * pad) * s);
  const buf = Buffer.alloc(W * Hh * 3);
  for (let y = 0; y < Hh; y++) for (let x = 0; x < W; x++) { const fx = x / s - pad, fy = y / s - pad; let col = sample(fx, fy);
    const near = (v: number, t: number | null) => t !== null && Math.abs(v - t) < 0.6 / s;
    if (near(fx, 0) || near(fx, w) || near(fy, 0) || near(fy, h)) col = [0, 220, 0];
    if (near(fx, depth.left!) || near(fx, w - (depth.right ?? -99)) || near(fy, depth.top!) || near(fy, h - (depth.bottom ?? -99))) col = [255, 0, 0];
    buf.set(col.map(Math.round), (y * W + x) * 3); }
  await sharp(buf, { raw: { width: W, height: Hh, channels: 3 } }).png().toFile(out!);
} else {
  const Z = 3, R = 75, L = 90, PW = R * Z, gap = 8, OW = 4 * PW + 3 * gap, PH = L * Z;
  const buf = Buffer.alloc(OW * PH * 3, 255);
  const sides = [['left', 0, 1, true, h / 2], ['right', w, -1, true, h / 2], ['top', 0, 1, false, w / 2], ['bottom', h, -1, false, w / 2]] as const;
  sides.forEach(([name, edge, dir, vertical, mid], k) => {
    for (let v = 0; v < PH; v++) for (let u = 0; u < PW; u++) {
      const dd = u / Z - 10; const across = edge + dir * dd; const along = mid + v / Z - L / 2;
      let col = vertical ? sample(across, along) : sample(along, across);
      if (Math.abs(dd) < 0.2) col = [0, 220, 0];
      if (depth[name] !== null && Math.abs(dd - depth[name]!) < 0.2) col = [255, 0, 0];
      buf.set(col.map(Math.round), (v * OW + k * (PW + gap) + u) * 3);
    }
  });
  await sharp(buf, { raw: { width: OW, height: PH, channels: 3 } }).png().toFile(out!);
}
console.log('size', w.toFixed(1), h.toFixed(1));
