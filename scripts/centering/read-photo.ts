import sharp from 'sharp';
import { uprightPixels } from '../../src/server/adapters/images/pixels.js';
import { measuredCopy } from '../../src/server/features/centering/service.js';
import { applyHomography, homographyFrom, type Vec } from '../../src/shared/centering/detector/geometry.js';
import type { PixelBuffer } from '../../src/shared/centering/detector/index.js';

/** The photo's pixels as the user sees it, at full size: EXIF orientation applied, RGBA. */
export const readPhoto = async (file: Buffer): Promise<PixelBuffer> => (await uprightPixels(file)).pixels;

/**
 * The photo exactly as the server measures it: the upright copy shrunk to the measured size, and its scale (to pass
 * to detectCentering, which judges the card's size in the photo's own pixels).
 */
export const readPhotoAsMeasured = (file: Buffer): Promise<{ pixels: PixelBuffer; scale: number }> =>
  measuredCopy(file);

/** A synthetic photo as a JPEG at the scene's quality, the way a phone would deliver it. */
export async function encodeJpeg(image: PixelBuffer, quality: number): Promise<Buffer> {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .jpeg({ quality })
    .toBuffer();
}

/**
 * The card whose corners (in `photo`, top left first, clockwise) are given, warped flat to `width` x `height` with
 * `margin` px of what lies round it on every side: RGB, resampled bilinearly, the photo's edge drawn out beyond it.
 */
export function flattenCard(
  photo: PixelBuffer,
  corners: readonly Vec[],
  { width, height, margin }: { width: number; height: number; margin: number },
): { width: number; height: number; data: Buffer } {
  const out = { width: width + 2 * margin, height: height + 2 * margin };
  const toPhoto = homographyFrom(
    [
      { x: margin, y: margin },
      { x: margin + width, y: margin },
      { x: margin + width, y: margin + height },
      { x: margin, y: margin + height },
    ],
    corners,
  );
  const level = (x: number, y: number, c: number) => {
    const xi = Math.min(photo.width - 1, Math.max(0, x));
    const yi = Math.min(photo.height - 1, Math.max(0, y));
    return photo.data[(yi * photo.width + xi) * photo.channels + Math.min(c, photo.channels - 1)]!;
  };
  const data = Buffer.alloc(out.width * out.height * 3);
  for (let y = 0; y < out.height; y++)
    for (let x = 0; x < out.width; x++) {
      const p = applyHomography(toPhoto, x + 0.5, y + 0.5);
      const fx = p.x - 0.5;
      const fy = p.y - 0.5;
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const ax = fx - x0;
      const ay = fy - y0;
      for (let c = 0; c < 3; c++)
        data[(y * out.width + x) * 3 + c] = Math.round(
          level(x0, y0, c) * (1 - ax) * (1 - ay) +
            level(x0 + 1, y0, c) * ax * (1 - ay) +
            level(x0, y0 + 1, c) * (1 - ax) * ay +
            level(x0 + 1, y0 + 1, c) * ax * ay,
        );
    }
  return { ...out, data };
}
