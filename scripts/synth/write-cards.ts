// Writes synthetic card photos with known centering to a folder (default: a new temp dir), for looking at cases
// or trying the CLI: npx tsx scripts/synth/write-cards.ts [--count 10] [--seed 1] [--width 1500] [--height 2000]
//                                                         [--set classic|hard]
// Each <n>.jpg comes with <n>.json holding the truth (lPct, rPct, tPct, bPct, angleDeg, bordered), and for the
// hard set the scene's tags (what makes it hard) and the print's own turn (drawnAngleDeg).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hardScene } from '../../tests/synth/hard-scene.js';
import { renderScene } from '../../tests/synth/render.js';
import { randomScene, truthOf } from '../../tests/synth/scene.js';
import { encodeJpeg } from '../centering/read-photo.js';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    width: { type: 'string', default: '1500' },
    height: { type: 'string', default: '2000' },
    set: { type: 'string', default: 'classic' },
    out: { type: 'string' },
  },
});
if (args.set !== 'classic' && args.set !== 'hard') throw new Error(`--set must be classic or hard, not ${args.set}`);
const makeScene = args.set === 'hard' ? hardScene : randomScene;
const folder = args.out ?? (await mkdtemp(path.join(os.tmpdir(), 'synthetic-cards-')));
await mkdir(folder, { recursive: true });
for (let i = 0; i < Number(args.count); i++) {
  // Same seeds and full-art share as the benchmark, so photo n here is photo n there.
  const scene = makeScene(
    Number(args.seed) * 100_000 + i,
    { width: Number(args.width), height: Number(args.height) },
    i % 20 < 3,
  );
  const extra = scene.hard ? { drawnAngleDeg: scene.angleDeg, tags: scene.hard.tags } : {};
  await writeFile(path.join(folder, `${i}.jpg`), await encodeJpeg(renderScene(scene), scene.jpegQuality));
  await writeFile(path.join(folder, `${i}.json`), JSON.stringify({ ...truthOf(scene), ...extra }));
}
console.log(folder);
