import { readFile } from 'node:fs/promises';
import { readPhotoAsMeasured } from './centering/read-photo.js';
import { detectCentering } from '../src/shared/centering/detector/index.js';
const [f] = process.argv.slice(2);
const { pixels: img } = await readPhotoAsMeasured(await readFile(f!));
const r = detectCentering(img, { minConfidence: 0 });
const box = r.ok ? r.outer : r.card!.outer; const ang = (r.ok ? r.angleDeg : r.card!.angleDeg) * Math.PI / 180;
const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
const at = (fx: number, fy: number) => { const dx = fx - cx, dy = fy - cy;
  const ix = cx + dx * Math.cos(ang) - dy * Math.sin(ang), iy = cy + dx * Math.sin(ang) + dy * Math.cos(ang);
  const px = Math.round(ix), py = Math.round(iy); const i = (py * img.width + px) * img.channels; return [img.data[i]!, img.data[i+1]!, img.data[i+2]!]; };
for (const side of ['left','right','top','bottom']) {
  const rows: string[] = [];
  for (let d = -3; d < 45; d++) {
    let s = [0,0,0], n = 0;
    for (let t = 0.2; t <= 0.8; t += 0.01) {
      const [x, y] = side === 'left' ? [box.x + d, box.y + t * box.height] : side === 'right' ? [box.x + box.width - d, box.y + t * box.height] : side === 'top' ? [box.x + t * box.width, box.y + d] : [box.x + t * box.width, box.y + box.height - d];
      const c = at(x, y); s = s.map((v, i) => v + c[i]!); n++;
    }
    const [R,G,B] = s.map(v => v / n) as [number,number,number];
    rows.push(`${d}:${Math.round(R)},${Math.round(G)},${Math.round(B)}`);
  }
  console.log(side, rows.join(' '));
}
console.log(JSON.stringify(r));
