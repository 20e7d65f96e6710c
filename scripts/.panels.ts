// Debug: four zoomed crops (middle of each side) of the flattened card, outer box green, inner box red.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { readPhotoAsMeasured } from './centering/read-photo.js';
import { detectCentering } from '../src/shared/centering/detector/index.js';
const [f, out] = process.argv.slice(2);
const { pixels: img, scale } = await readPhotoAsMeasured(await readFile(f!));
const r = detectCentering(img, { minConfidence: 0, scale });
console.log(f, JSON.stringify(r));
if (!r.ok) process.exit(0);
const box = r.outer, ang = (r.angleDeg * Math.PI) / 180;
const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
const Z = 5, R = 45, L = 70; // zoom, reach across (px), length along (px)
const sample = (fx: number, fy: number) => {
  const dx = fx - cx, dy = fy - cy;
  const ix = cx + dx * Math.cos(ang) - dy * Math.sin(ang), iy = cy + dx * Math.sin(ang) + dy * Math.cos(ang);
  const x0 = Math.floor(ix), y0 = Math.floor(iy), tx = ix - x0, ty = iy - y0;
  const px = (x: number, y: number, c: number) => img.data[(Math.min(img.height - 1, Math.max(0, y)) * img.width + Math.min(img.width - 1, Math.max(0, x))) * img.channels + c]!;
  return [0, 1, 2].map((c) => (1 - ty) * ((1 - tx) * px(x0, y0, c) + tx * px(x0 + 1, y0, c)) + ty * ((1 - tx) * px(x0, y0 + 1, c) + tx * px(x0 + 1, y0 + 1, c)));
};
const inner = r.inner;
// each panel: across axis horizontal (outside on the left), along axis vertical
const sides = [
  { name: 'left', edge: box.x, innerAt: inner.x, dir: 1, vertical: true, mid: cy },
  { name: 'right', edge: box.x + box.width, innerAt: inner.x + inner.width, dir: -1, vertical: true, mid: cy },
  { name: 'top', edge: box.y, innerAt: inner.y, dir: 1, vertical: false, mid: cx },
  { name: 'bottom', edge: box.y + box.height, innerAt: inner.y + inner.height, dir: -1, vertical: false, mid: cx },
];
const W = 2 * R * Z, H = L * Z, gap = 8;
const o = Buffer.alloc((W * 4 + gap * 3) * H * 3, 255);
const OW = W * 4 + gap * 3;
sides.forEach((s, k) => {
  for (let v = 0; v < H; v++) for (let u = 0; u < W; u++) {
    const across = s.edge + s.dir * (u / Z - R / 2); // starts R/2 outside
    const along = s.mid + (v / Z - L / 2);
    const [fx, fy] = s.vertical ? [across, along] : [along, across];
    let c = sample(fx, fy);
    const d = (u / Z - R / 2);
    if (Math.abs(d) < 0.5 / Z * 2) c = [0, 200, 0];
    const innerD = (s.innerAt - s.edge) * s.dir;
    if (Math.abs(d - innerD) < 0.5 / Z * 2) c = [255, 0, 0];
    const at = (v * OW + k * (W + gap) + u) * 3;
    o[at] = c[0]!; o[at + 1] = c[1]!; o[at + 2] = c[2]!;
  }
  console.log(s.name, 'border', ((s.innerAt - s.edge) * s.dir).toFixed(1));
});
await sharp(o, { raw: { width: OW, height: H, channels: 3 } }).png().toFile(out!);
