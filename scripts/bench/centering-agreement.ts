// Does a grader's Auto-detect give what the server proposes for the same real photo? The server measures a copy
// shrunk by sharp (src/server/features/centering/service.ts); the centering tool draws the photo into a canvas of
// the same size in Chromium (readPixels in src/web/features/centering/detect-client.ts) and runs the same detector
// on those pixels in its worker. Both copies are made here, each as the product makes it, and measured by the same
// detector in this process. Prints a line per photo (! where the two differ: one measures and the other refuses, or
// a split differs by more than 0.3 points) and how many agree; the confidences are shown beside.
// Run: npx tsx scripts/bench/centering-agreement.ts   (REAL_PHOTOS_DIR, CHROMIUM_PATH optional)
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.js';
import { detectCentering, type CenteringDetection } from '../../src/shared/centering/detector/index.js';
import { measuredSize } from '../../src/shared/centering/detector/measured-copy.js';
import { readPhotoAsMeasured } from '../centering/read-photo.js';
import { loadRealSet, REAL_SET_MISSING } from '../centering/real-set.js';

/** Points of the split by which the two may differ and still agree: the readouts show a tenth. */
const SAME_SPLIT = 0.3;

const mimeType = (file: string) =>
  file.endsWith('.png') ? 'image/png' : file.endsWith('.webp') ? 'image/webp' : 'image/jpeg';

const shown = (detection: CenteringDetection) =>
  detection.ok
    ? `${detection.lPct.toFixed(1)}/${detection.tPct.toFixed(1)} at ${detection.confidence.toFixed(2)}`
    : `refused at ${detection.confidence.toFixed(2)} (${detection.reason.slice(0, 40)})`;

function agree(server: CenteringDetection, browser: CenteringDetection): boolean {
  if (!server.ok || !browser.ok) return server.ok === browser.ok;
  return Math.abs(server.lPct - browser.lPct) <= SAME_SPLIT && Math.abs(server.tPct - browser.tPct) <= SAME_SPLIT;
}

/** In the page: the photo decoded as the tool decodes it (an <img>, upright by its EXIF), drawn as readPixels does. */
async function canvasCopy({ base64, type }: { base64: string; type: string }) {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const image = new Image();
  image.src = URL.createObjectURL(new Blob([bytes], { type }));
  await image.decode();
  return { width: image.naturalWidth, height: image.naturalHeight, src: image.src };
}

async function canvasPixels({ src, width, height }: { src: string; width: number; height: number }) {
  const image = new Image();
  image.src = src;
  await image.decode();
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  const pixels = context.getImageData(0, 0, width, height).data;
  URL.revokeObjectURL(src);
  // Back to Node as base64, in slices (String.fromCharCode takes so many arguments at most).
  let binary = '';
  for (let at = 0; at < pixels.length; at += 0x8000) binary += String.fromCharCode(...pixels.subarray(at, at + 0x8000));
  return btoa(binary);
}

const set = loadRealSet();
if (!set) {
  console.log(REAL_SET_MISSING);
  process.exit(0);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
let agreeing = 0;
try {
  const page = await browser.newPage();
  for (const photo of set) {
    const bytes = await readFile(photo.path);
    const { pixels, scale } = await readPhotoAsMeasured(bytes);
    const server = detectCentering(pixels, { scale });
    const decoded = await page.evaluate(canvasCopy, { base64: bytes.toString('base64'), type: mimeType(photo.file) });
    const size = measuredSize(decoded.width, decoded.height);
    const drawn = Buffer.from(await page.evaluate(canvasPixels, { src: decoded.src, ...size }), 'base64');
    const copy = { width: size.width, height: size.height, channels: 4 as const, data: new Uint8Array(drawn) };
    const inBrowser = detectCentering(copy, { scale: size.scale });
    const same = agree(server, inBrowser);
    if (same) agreeing++;
    console.log(
      `${same ? ' ' : '!'} ${photo.file.slice(0, 48).padEnd(48)} server ${shown(server).padEnd(62)} browser ${shown(inBrowser)}`,
    );
  }
} finally {
  await browser.close();
}
console.log(`\nAuto-detect agrees with the server on ${agreeing} of ${set.length} photos`);
