// Does the browser see a real photo as the server and the benchmarks do? Two checks, each on copies made here as the
// product makes them, in Chromium and with sharp, measured by the same code in this process:
//  - Auto-detect: the server measures a copy shrunk by sharp (src/server/features/centering/service.ts); the centering
//    tool draws the photo into a canvas of the same size (readPixels in src/web/features/centering/detect-client.ts)
//    and runs the same detector on it. A line per photo (! where one measures and the other refuses, or a split
//    differs by more than 0.3 points), the confidences beside, and how many agree.
//  - The submit screen's photo checks: its worker draws a 1200 px copy (src/web/features/submit/quality.worker.ts);
//    scripts/bench/photo-checks-real.ts, which CI runs, stands in for it with sharp. The warnings on Chromium's copy,
//    set against the photo's judgement (! a false warning, ? a warranted one missed), and where they differ from the
//    stand-in's.
// Run: npx tsx scripts/bench/centering-agreement.ts   (REAL_PHOTOS_DIR, CHROMIUM_PATH optional)
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.js';
import { detectCentering, type CenteringDetection } from '../../src/shared/centering/detector/index.js';
import { measuredSize } from '../../src/shared/centering/detector/measured-copy.js';
import { qualityIssues } from '../../src/shared/photo-quality/index.js';
import { readPhotoAsMeasured } from '../centering/read-photo.js';
import { BROWSER_LONG_SIDE, browserCopy, checkCopy, judgementOf, verdict } from './photo-checks-real.js';
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

/** In the page: the photo drawn `width` by `height`, as an <img> (the tool) or an ImageBitmap (the submit screen). */
async function canvasPixels({
  src,
  width,
  height,
  bitmap,
}: {
  src: string;
  width: number;
  height: number;
  bitmap: boolean;
}) {
  const image = new Image();
  image.src = src;
  await image.decode();
  const source = bitmap ? await createImageBitmap(await (await fetch(src)).blob()) : image;
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  const pixels = context.getImageData(0, 0, width, height).data;
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
const checks: string[] = [];
let [falseWarnings, missed, unlikeStandIn, judged] = [0, 0, 0, 0];
try {
  const page = await browser.newPage();
  const drawnCopy = async (src: string, width: number, height: number, bitmap: boolean) => {
    const drawn = Buffer.from(await page.evaluate(canvasPixels, { src, width, height, bitmap }), 'base64');
    return { width, height, channels: 4 as const, data: new Uint8Array(drawn) };
  };
  console.log("Auto-detect: the server's copy and the tool's canvas copy\n");
  for (const photo of set) {
    const bytes = await readFile(photo.path);
    const { pixels, scale } = await readPhotoAsMeasured(bytes);
    const server = detectCentering(pixels, { scale });
    const decoded = await page.evaluate(canvasCopy, { base64: bytes.toString('base64'), type: mimeType(photo.file) });
    const size = measuredSize(decoded.width, decoded.height);
    const inBrowser = detectCentering(await drawnCopy(decoded.src, size.width, size.height, false), {
      scale: size.scale,
    });
    const same = agree(server, inBrowser);
    if (same) agreeing++;
    console.log(
      `${same ? ' ' : '!'} ${photo.file.slice(0, 48).padEnd(48)} server ${shown(server).padEnd(62)} browser ${shown(inBrowser)}`,
    );

    // The submit screen's worker: the upright photo shrunk to a 1200 px long side with its rounding.
    const shrink = Math.max(1, Math.max(decoded.width, decoded.height) / BROWSER_LONG_SIDE);
    const [width, height] = [decoded.width, decoded.height].map((side) => Math.max(1, Math.round(side / shrink)));
    const submitCopy = { image: await drawnCopy(decoded.src, width!, height!, true), scale: shrink };
    await page.evaluate((src) => URL.revokeObjectURL(src), decoded.src);
    const issues = qualityIssues(checkCopy(submitCopy, photo.side));
    const standIn = qualityIssues(checkCopy(await browserCopy(bytes), photo.side));
    const judgement = judgementOf(photo);
    const { falseWarnings: wrong, missed: absent } = judgement
      ? verdict(issues, judgement)
      : { falseWarnings: [], missed: [] };
    if (judgement) judged++;
    falseWarnings += wrong.length;
    missed += absent.length;
    const differs = issues.join() !== standIn.join();
    if (differs) unlikeStandIn++;
    checks.push(
      `${wrong.length || absent.length ? '!' : ' '} ${photo.file.slice(0, 48).padEnd(48)} warns ${
        [...issues.map((issue) => (wrong.includes(issue) ? `!${issue}` : issue)), ...absent.map((i) => `?${i}`)].join(
          ' ',
        ) || 'none'
      }${differs ? `   (the stand-in warns ${standIn.join(' ') || 'none'})` : ''}${judgement ? '' : '   (not judged)'}`,
    );
  }
} finally {
  await browser.close();
}
console.log(`\nAuto-detect agrees with the server on ${agreeing} of ${set.length} photos`);
console.log("\nThe submit screen's photo checks on Chromium's copy\n");
for (const line of checks) console.log(line);
console.log(
  `\n${judged} photos judged: ${falseWarnings} false warnings, ${missed} warranted ones missed; ` +
    `the stand-in warns otherwise on ${unlikeStandIn} of ${set.length}`,
);
