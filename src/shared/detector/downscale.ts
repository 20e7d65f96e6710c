import type { PixelBuffer } from './types.js';

/** A small grayscale copy of the photo for finding the card roughly; `factor` full pixels per small pixel. */
export type SmallGray = { width: number; height: number; data: Float32Array; factor: number };

/** Long side of the small copy: enough to place the card edges within a pixel or two, fast to scan. */
const SMALL_LONG_SIDE = 800;

/**
 * Block-average luma. At most 3x3 samples per block are read (spread evenly) rather than all of them, which keeps
 * a 12 MP photo to a few million reads; the exact position comes later from the full-resolution pixels anyway.
 * The sample offsets are worked out once per column and row, so the inner loop only adds.
 */
export function downscaleGray(image: PixelBuffer): SmallGray {
  const factor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / SMALL_LONG_SIDE));
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Float32Array(width * height);
  const taps = Math.min(3, factor);
  const step = factor / taps;
  const { channels, data: src } = image;
  // Element offsets of every sample column (taps per small column) and sample row (taps per small row).
  const columns = new Int32Array(width * taps);
  for (let x = 0; x < width; x++)
    for (let i = 0; i < taps; i++) columns[x * taps + i] = (x * factor + Math.floor((i + 0.5) * step)) * channels;
  const rows = new Int32Array(height * taps);
  for (let y = 0; y < height; y++)
    for (let j = 0; j < taps; j++)
      rows[y * taps + j] = (y * factor + Math.floor((j + 0.5) * step)) * image.width * channels;
  const scale = 1 / (taps * taps);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let j = 0; j < taps; j++) {
        const row = rows[y * taps + j]!;
        for (let i = 0; i < taps; i++) {
          const at = row + columns[x * taps + i]!;
          sum += channels === 1 ? src[at]! : 0.299 * src[at]! + 0.587 * src[at + 1]! + 0.114 * src[at + 2]!;
        }
      }
      data[y * width + x] = sum * scale;
    }
  }
  return { width, height, data, factor };
}
