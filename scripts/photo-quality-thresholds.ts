/**
 * Measures the photo-quality metrics on synthetic card photos with known blur and glare, to choose the
 * thresholds in src/shared/photo-quality/thresholds.ts. Usage: npx tsx scripts/photo-quality-thresholds.ts [count]
 * The real photos are measured by scripts/bench/photo-checks-real.ts; the thresholds must suit both.
 */
import sharp from 'sharp';
import { detectCentering, type PixelBuffer } from '../src/shared/centering/detector/index.js';
import { renderScene } from '../tests/synth/render.js';
import { randomScene, truthOf, type CardScene } from '../tests/synth/scene.js';
import { checkRegions } from '../src/shared/photo-quality/assess.js';
import { focusMeasure, glareShare, toGray } from '../src/shared/photo-quality/metrics.js';
import { MAX_GLARE, MIN_FOCUS } from '../src/shared/photo-quality/thresholds.js';

/** The size the submit screen analyses: a phone photo brought to a 1200 px long side. */
const SIZE = { width: 900, height: 1200 };
const count = Number(process.argv[2] ?? 24);

async function blurred(image: PixelBuffer, sigma: number): Promise<PixelBuffer> {
  const raw = { width: image.width, height: image.height, channels: 4 as const };
  const data = await sharp(Buffer.from(image.data), { raw }).blur(sigma).raw().toBuffer();
  return { ...raw, data: new Uint8Array(data) };
}

/** A strong reflection (clipped at its middle) over the card's centre, `radiusMm` across. */
const withGlare = (scene: CardScene, radiusMm: number): CardScene => ({
  ...scene,
  glare: [{ x: scene.width / 2, y: scene.height / 2, radius: radiusMm * scene.pxPerMm, strength: 1.6 }],
});

const rows: Record<string, number[]> = {};
const note = (name: string, value: number) => (rows[name] ??= []).push(value);

for (let seed = 1; seed <= count; seed++) {
  const scene = randomScene(seed, SIZE, seed % 4 === 0);
  const image = renderScene(scene);
  const detection = detectCentering(image);
  const card = detection.ok ? { box: detection.outer, angleDeg: detection.angleDeg } : null;
  const regions = checkRegions(image, card);
  // Focus apart for photos whose card was not found: the region is then the whole frame, and some synthetic
  // scenes (smooth art on a smooth background, the card's edge faint) show no sharp edge anywhere in it.
  const found = card ? '' : ', card not found';
  note('detected (1 = outer box found)', card ? 1 : 0);
  note('fill (card area / frame)', card ? (card.box.width * card.box.height) / (image.width * image.height) : NaN);
  note(`focus sharp${found}`, focusMeasure(toGray(image), regions.focus));
  for (const sigma of [1, 2, 3, 4, 8])
    note(`focus blur(${sigma})${found}`, focusMeasure(toGray(await blurred(image, sigma)), regions.focus));
  note(
    scene.glare.length ? 'glare share, scene with its glare' : 'glare share, scene without glare',
    glareShare(image, regions.glare),
  );
  for (const mm of [3, 6, 10]) {
    const glared = renderScene(withGlare(scene, mm));
    note(`glare share, ${mm} mm reflection`, glareShare(glared, regions.glare));
  }
}

const fmt = (v: number) => (Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(v < 0.01 ? 4 : 2));
console.log(`${count} synthetic photos, ${SIZE.width}x${SIZE.height}`);
for (const [name, values] of Object.entries(rows).sort(([a], [b]) => order(a) - order(b))) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) continue;
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  console.log(
    `${name.padEnd(40)} min ${fmt(sorted[0]!)}  p10 ${fmt(q(0.1))}  median ${fmt(q(0.5))}  p90 ${fmt(q(0.9))}  max ${fmt(sorted.at(-1)!)}${warned(name, sorted)}`,
  );
}

/** Rows in the order they were first noted, the card-not-found focus rows after the others. */
function order(name: string) {
  return Object.keys(rows).indexOf(name) + (name.endsWith('card not found') ? 1000 : 0);
}

/** How many of a row's photos would warn at the current thresholds. */
function warned(name: string, values: number[]) {
  const hits = name.startsWith('focus')
    ? values.filter((v) => v < MIN_FOCUS).length
    : name.startsWith('glare')
      ? values.filter((v) => v > MAX_GLARE).length
      : null;
  return hits === null ? '' : `  warns ${hits}/${values.length}`;
}

// Resolution: the detector's centering error as the same cards are photographed smaller.
console.log('\nsize       card short side (median)  |left % error| median  p90   refused');
for (const size of [
  { width: 300, height: 400 },
  { width: 450, height: 600 },
  { width: 600, height: 800 },
  { width: 900, height: 1200 },
]) {
  const errors: number[] = [];
  const sides: number[] = [];
  let refused = 0;
  for (let seed = 1; seed <= Math.min(count, 16); seed++) {
    const scene = randomScene(seed, size, false);
    const detection = detectCentering(renderScene(scene));
    if (!detection.ok) refused++;
    else {
      errors.push(Math.abs(detection.lPct - truthOf(scene).lPct));
      sides.push(Math.min(detection.outer.width, detection.outer.height));
    }
  }
  const mid = (v: number[], p = 0.5) => v.sort((a, b) => a - b)[Math.floor(p * (v.length - 1))] ?? NaN;
  console.log(
    `${`${size.width}x${size.height}`.padEnd(10)} ${fmt(mid(sides)).padEnd(25)} ${fmt(mid(errors)).padEnd(22)} ${fmt(mid(errors, 0.9)).padEnd(5)} ${refused}`,
  );
}
