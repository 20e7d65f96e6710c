import type { PixelBuffer } from './types.js';

/** A small grayscale copy of the photo for finding the card roughly; `factor` full pixels per small pixel. */
export type SmallGray = { width: number; height: number; data: Float32Array; factor: number };

/** Long side of the small copy: enough to place the card edges within a pixel or two, fast to scan. */
const SMALL_LONG_SIDE = 800;

/**
 * Block-average luma. At most 3x3 samples per block are read (spread evenly) rather than all of them, which keeps
 * a 12 MP photo to a few million reads; the exact position comes later from the full-resolution pixels anyway.
 */
export function downscaleGray(image: PixelBuffer): SmallGray {
  const factor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / SMALL_LONG_SIDE));
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Float32Array(width * height);
  const taps = Math.min(3, factor);
  const step = factor / taps;
  const { channels, data: src } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let j = 0; j < taps; j++) {
        const row = (y * factor + Math.floor((j + 0.5) * step)) * image.width;
        for (let i = 0; i < taps; i++) {
          const at = (row + x * factor + Math.floor((i + 0.5) * step)) * channels;
          sum += channels === 1 ? src[at]! : 0.299 * src[at]! + 0.587 * src[at + 1]! + 0.114 * src[at + 2]!;
        }
      }
      data[y * width + x] = sum / (taps * taps);
    }
  }
  return { width, height, data, factor };
}
