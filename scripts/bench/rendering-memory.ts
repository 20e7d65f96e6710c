// Peak memory of the photo renderings under the worst case the upload allows: 15 photos at the pixel limit, all
// asked for at once (the job making them while viewers ask for them). Each case runs in a child process of its
// own; its figure is the growth of peak RSS over the same process's RSS just before (the baseline of that run).
//   bounded:   the production path (renderingsOf: one photo decoded at a time per process, libvips cache off), in a
//              process started as `npm start` starts the service (MALLOC_ARENA_MAX=2)
//   unbounded: the same sharp calls run side by side with the cache on, as the service did before
// The worst photo is a 50 MP JPEG (flat colour, so 15 fit in the upload's 10 MiB each); the 7000x7000 PNGs of the
// finding (49 MP, 700 KB) are now refused at upload (PNG is limited to 24 MP).
//   single:    one photo alone, the production path: the cost of one rendering, the yardstick of the check
// Run: npx tsx scripts/bench/rendering-memory.ts [--check]   (--check: 15 at once cost at most CHECK_RATIO x one alone)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PHOTOS = 15;
const WIDTH = 8160;
const HEIGHT = 6120; // 49.9 MP, as the largest phone main cameras make
// One 50 MP photo's full-size rendering takes about 310 MiB in libvips; the bound is one photo at a time, and glibc's
// per-thread malloc arenas (libvips works in threads) otherwise keep up to twice that. Fifteen asked for at once
// may cost a little more than one alone (measured 1.1-1.5x), never fifteen times.
const CHECK_RATIO = 2;
const MiB = 1024 * 1024;

type Figure = { mode: string; baselineMiB: number; peakMiB: number; growthMiB: number; seconds: number };

type Mode = 'single' | 'bounded' | 'unbounded';

async function child(mode: Mode, file: string) {
  const { renderingsOf } = await import('../../src/server/features/submissions/renderings.js');
  // Drawn by the parent: a process's peak RSS counts from its start, so the child must not make the photo.
  const photo = await fs.readFile(file);
  if (mode === 'unbounded') sharp.cache(true);
  // Warm up on a small photo, so the baseline includes libvips and the code, not the first photo's cost.
  const tiny = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  await renderingsOf(tiny);
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  const started = performance.now();
  if (mode === 'single') {
    await renderingsOf(photo);
  } else if (mode === 'bounded') {
    await Promise.all(Array.from({ length: PHOTOS }, () => renderingsOf(photo)));
  } else {
    const { uprightImage } = await import('../../src/server/adapters/images/pixels.js');
    const render = async () => {
      const image = await uprightImage(photo);
      for (const longest of [360, 2400, null]) {
        const sized = longest ? image.clone().resize(longest, longest, { fit: 'inside' }) : image.clone();
        await sized.flatten({ background: '#ffffff' }).jpeg().toBuffer();
      }
    };
    await Promise.all(Array.from({ length: PHOTOS }, render));
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = process.resourceUsage().maxRSS * 1024;
  const figure: Figure = {
    mode,
    baselineMiB: baseline / MiB,
    peakMiB: peak / MiB,
    growthMiB: (peak - baseline) / MiB,
    seconds,
  };
  console.log(JSON.stringify(figure));
}

function run(mode: string, file: string): Figure {
  const script = fileURLToPath(import.meta.url);
  // The service runs as `npm start` starts it: with glibc's malloc arenas capped (see package.json).
  const env = mode === 'unbounded' ? process.env : { ...process.env, MALLOC_ARENA_MAX: '2' };
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', script, '--child', mode, file], {
    encoding: 'utf8',
    env,
  });
  if (result.status !== 0) throw new Error(`${mode} failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop()!) as Figure;
}

const at = process.argv.indexOf('--child');
if (at >= 0) {
  await child(process.argv[at + 1] as Mode, process.argv[at + 2]!);
} else {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'gradewise-render-'));
  const file = path.join(folder, 'photo.jpg');
  try {
    await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#3366aa' } })
      .jpeg({ quality: 90 })
      .toFile(file);
    const single = run('single', file);
    const bounded = run('bounded', file);
    const unbounded = run('unbounded', file);
    const fmt = (r: Figure) =>
      `${r.mode.padEnd(9)} baseline ${r.baselineMiB.toFixed(0)} MiB, peak ${r.peakMiB.toFixed(0)} MiB, ` +
      `growth ${r.growthMiB.toFixed(0)} MiB, ${r.seconds.toFixed(1)} s`;
    console.log(`${PHOTOS} photos of ${WIDTH}x${HEIGHT} (${((WIDTH * HEIGHT) / 1e6).toFixed(1)} MP) rendered at once:`);
    console.log(`  ${fmt(single)}\n  ${fmt(bounded)}\n  ${fmt(unbounded)}`);
    const ratio = bounded.growthMiB / single.growthMiB;
    console.log(
      `  ${PHOTOS} at once cost ${ratio.toFixed(2)}x one alone one at a time, ` +
        `${(unbounded.growthMiB / single.growthMiB).toFixed(2)}x side by side`,
    );
    if (process.argv.includes('--check') && ratio > CHECK_RATIO) {
      console.error(`rendering memory check FAILED: ${ratio.toFixed(2)}x one photo's cost > ${CHECK_RATIO}x`);
      process.exitCode = 1;
    }
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
