import { readFile } from 'node:fs/promises';
import { readPhotoAsMeasured } from './centering/read-photo.js';
import { detectCentering } from '../src/shared/centering/detector/index.js';
for (const f of process.argv.slice(2)) {
  const { pixels, scale } = await readPhotoAsMeasured(await readFile('/work/shared/real-photos/' + f));
  const r = detectCentering(pixels, { minConfidence: 0, scale });
  console.log(f, pixels.width, pixels.height, scale, JSON.stringify(r));
}
