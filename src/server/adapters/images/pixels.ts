import fs from 'node:fs/promises';
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import type { PixelBuffer } from '../../../shared/centering/detector/index.js';
import { MAX_PIXELS, sniffImageType } from '../../../shared/submissions.js';

/**
 * A photo as the person who took it sees it: EXIF orientation applied. Renderings, the centering measurement and
 * the scripts all start here, so every pixel coordinate they share (boxes drawn on a rendering) means the same.
 * HEIC goes through heic-decode, since sharp's prebuilt binaries cannot decode it; the type is told by the bytes.
 */
// libvips keeps decoded images in a cache by default (up to 50 MB, and more in file handles): each photo is decoded
// once per job, so the cache holds memory for nothing.
sharp.cache(false);

/**
 * `original`: the photo's bytes, or the path of its file, which libvips then reads as it decodes instead of holding
 * it whole (a HEIC is still read whole: heic-decode takes bytes).
 */
export async function uprightImage(original: Buffer | string): Promise<Sharp> {
  if (sniffImageType(await firstBytes(original, 12)) === 'image/heic') {
    const image = await decodeHeic({ buffer: typeof original === 'string' ? await fs.readFile(original) : original });
    return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
      raw: { width: image.width, height: image.height, channels: 4 },
    });
  }
  // The upload refused anything larger; a stored photo over the limit is not decoded either.
  return sharp(original, { limitInputPixels: MAX_PIXELS }).rotate(); // applies the EXIF orientation
}

async function firstBytes(original: Buffer | string, count: number): Promise<Buffer> {
  if (typeof original !== 'string') return original.subarray(0, count);
  const handle = await fs.open(original, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(count), 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export type UprightPixels = {
  /** RGBA, at most `maxSide` on the longest side. */
  pixels: PixelBuffer;
  /** The upright photo's own size, as the full rendering has it. */
  full: { width: number; height: number };
};

/** The upright photo as raw RGBA pixels (the detector's input), shrunk to fit `maxSide` if given. */
export async function uprightPixels(original: Buffer, maxSide?: number): Promise<UprightPixels> {
  const image = await uprightImage(original);
  const { autoOrient } = await image.metadata();
  const fitted = maxSide ? image.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }) : image;
  const { data, info } = await fitted.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    pixels: {
      width: info.width,
      height: info.height,
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
      channels: 4,
    },
    full: { width: autoOrient.width, height: autoOrient.height },
  };
}
