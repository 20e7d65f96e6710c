// Measures a card's centering in one photo: npm run centering -- <image-file>
// Prints one JSON object in image pixels of the file after EXIF orientation; a refusal prints nulls and a reason.
import { readFile } from 'node:fs/promises';
import { detectCentering, inPhotoPixels } from '../src/shared/centering/detector/index.js';
import { readPhotoAsMeasured } from './centering/read-photo.js';

async function main(path: string | undefined) {
  if (!path) throw new Error('usage: npm run centering -- <image-file>');
  const file = await readFile(path);
  // The copy the server measures, so that the figures are the ones a grader is proposed; boxes in the file's pixels.
  const { pixels, scale } = await readPhotoAsMeasured(file).catch(() => {
    throw new Error(`${path}: not an image this tool can read`);
  });
  const result = inPhotoPixels(detectCentering(pixels, { scale }), scale);
  const output = result.ok
    ? {
        lPct: result.lPct,
        rPct: result.rPct,
        tPct: result.tPct,
        bPct: result.bPct,
        angleDeg: result.angleDeg,
        confidence: result.confidence,
        outer: result.outer,
        inner: result.inner,
      }
    : {
        lPct: null,
        rPct: null,
        tPct: null,
        bPct: null,
        angleDeg: null,
        confidence: result.confidence,
        outer: null,
        inner: null,
        reason: result.reason,
      };
  process.stdout.write(`${JSON.stringify(output)}\n`);
}

main(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
  process.exit(1);
});
