import { readFile } from 'node:fs/promises';
import { readPhotoAsMeasured } from './centering/read-photo.js';
import { findCardOutline } from '../src/shared/centering/detector/card-outline.js';
import { refineOutline } from '../src/shared/centering/detector/refine-edges.js';
import { balanceLight } from '../src/shared/centering/detector/light.js';
import { homographyFrom, distance } from '../src/shared/centering/detector/geometry.js';
import { findBorderEdge } from '../src/shared/centering/detector/inner-border.js';
import { findSleeveRim } from '../src/shared/centering/detector/sleeve-rim.js';
for (const f of process.argv.slice(2)) {
  const { pixels } = await readPhotoAsMeasured(await readFile('/work/shared/real-photos/' + f));
  const image = balanceLight(pixels);
  const o = findCardOutline(image, 300)!;
  const c = refineOutline(image, o.corners, o.factor)!;
  const [a, b, cc, d] = c.points;
  const size = { width: (distance(a, b) + distance(d, cc)) / 2, height: (distance(a, d) + distance(b, cc)) / 2 };
  const h = homographyFrom([{ x: 0, y: 0 }, { x: size.width, y: 0 }, { x: size.width, y: size.height }, { x: 0, y: size.height }], c.points);
  console.log(f, 'size', size.width.toFixed(1), size.height.toFixed(1), 'agreement', c.agreement);
  for (const side of ['left', 'right', 'top', 'bottom'] as const) {
    console.log(' ', side, JSON.stringify(findBorderEdge(image, h, size, side)), 'rim', JSON.stringify(findSleeveRim(image, h, size, side)));
  }
}
