// Debug: the card flattened by the detection's boxes (rotate -angle about outer centre), inner box drawn in red.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { readPhotoAsMeasured } from './centering/read-photo.js';
import { detectCentering } from '../src/shared/centering/detector/index.js';
const [f, out, k = '2', pad = '20'] = process.argv.slice(2);
const { pixels: img } = await readPhotoAsMeasured(await readFile(f!));
const r = detectCentering(img, { minConfidence: 0 });
console.log(JSON.stringify(r));
const box = r.ok ? r.outer : r.card!.outer; const ang = (r.ok ? r.angleDeg : r.card!.angleDeg) * Math.PI / 180;
const s = Number(k), p = Number(pad);
const W = Math.round((box.width + 2 * p) * s), H = Math.round((box.height + 2 * p) * s);
const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
const o = Buffer.alloc(W * H * 3);
for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
  const fx = box.x - p + x / s, fy = box.y - p + y / s; // de-rotated frame
  const dx = fx - cx, dy = fy - cy;
  const ix = cx + dx * Math.cos(ang) - dy * Math.sin(ang), iy = cy + dx * Math.sin(ang) + dy * Math.cos(ang);
  const px = Math.round(ix), py = Math.round(iy);
  if (px < 0 || py < 0 || px >= img.width || py >= img.height) continue;
  for (let c = 0; c < 3; c++) o[(y * W + x) * 3 + c] = img.data[(py * img.width + px) * img.channels + (img.channels === 1 ? 0 : c)]!;
}
const mark = (fx: number, fy: number) => { const x = Math.round((fx - box.x + p) * s), y = Math.round((fy - box.y + p) * s); if (x >= 0 && y >= 0 && x < W && y < H) { o[(y * W + x) * 3] = 255; o[(y * W + x) * 3 + 1] = 0; o[(y * W + x) * 3 + 2] = 0; } };
if (r.ok) { const b = r.inner; for (let t = 0; t <= 1; t += 0.5 / (s * Math.max(b.width, b.height))) { mark(b.x + t * b.width, b.y); mark(b.x + t * b.width, b.y + b.height); mark(b.x, b.y + t * b.height); mark(b.x + b.width, b.y + t * b.height); } }
await sharp(o, { raw: { width: W, height: H, channels: 3 } }).png().toFile(out!);
