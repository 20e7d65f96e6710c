// Writes synthetic card photos with known centering to a folder (default: a new temp dir), for looking at cases
// or trying the CLI: npx tsx scripts/synth/write-cards.ts [--count 10] [--seed 1] [--width 1500] [--height 2000]
// Each <n>.jpg comes with <n>.json holding the truth (lPct, rPct, tPct, bPct, angleDeg, bordered).
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderScene } from '../../src/shared/detector/synth/render.js';
import { randomScene, truthOf } from '../../src/shared/detector/synth/scene.js';
import { encodeJpeg } from '../centering/read-photo.js';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    width: { type: 'string', default: '1500' },
    height: { type: 'string', default: '2000' },
    out: { type: 'string' },
  },
});
const folder = args.out ?? (await mkdtemp(path.join(os.tmpdir(), 'synthetic-cards-')));
for (let i = 0; i < Number(args.count); i++) {
  // Same seeds and full-art share as the benchmark, so photo n here is photo n there.
  const scene = randomScene(
    Number(args.seed) * 100_000 + i,
    { width: Number(args.width), height: Number(args.height) },
    i % 20 < 3,
  );
  await writeFile(path.join(folder, `${i}.jpg`), await encodeJpeg(renderScene(scene), scene.jpegQuality));
  await writeFile(path.join(folder, `${i}.json`), JSON.stringify(truthOf(scene)));
}
console.log(folder);
