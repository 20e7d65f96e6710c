import sharp from 'sharp';
import { uprightPixels } from '../../src/server/adapters/images/pixels.js';
import { measuredCopy } from '../../src/server/features/centering/service.js';
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
