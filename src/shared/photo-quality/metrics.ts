import type { Box, PixelBuffer } from '../detector/index.js';

/** A grayscale copy at a fixed working scale; `factor` buffer pixels per gray pixel. */
export type Gray = { width: number; height: number; data: Float32Array; factor: number };

/**
 * Long side the focus measure works at. The Laplacian's response depends on how many pixels an edge spans,
 * so every photo is brought to about this size first: the same blur then scores the same on any camera.
 */
export const ANALYSIS_LONG_SIDE = 600;

const lumaAt = (image: PixelBuffer, at: number) =>
  image.channels === 1
    ? image.data[at]!
    : 0.299 * image.data[at]! + 0.587 * image.data[at + 1]! + 0.114 * image.data[at + 2]!;

/** Exact block average (every pixel read): averaging, unlike sampling, keeps aliasing out of the focus measure. */
export function toGray(image: PixelBuffer): Gray {
  const factor = Math.max(1, Math.round(Math.max(image.width, image.height) / ANALYSIS_LONG_SIDE));
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Float32Array(width * height);
  for (let y = 0; y < height * factor; y++) {
    const row = Math.floor(y / factor) * width;
    for (let x = 0; x < width * factor; x++)
      data[row + Math.floor(x / factor)]! += lumaAt(image, (y * image.width + x) * image.channels);
  }
  for (let i = 0; i < data.length; i++) data[i]! /= factor * factor;
  return { width, height, data, factor };
}

/** The card's box shrunk by `inset` of its size on each side, or the photo's middle when no card was found. */
export function regionOf(image: { width: number; height: number }, card: Box | null, inset = 0.04): Box {
  const box = card ?? {
    x: image.width * 0.25,
    y: image.height * 0.25,
    width: image.width / 2,
    height: image.height / 2,
  };
  const x0 = Math.max(0, box.x + box.width * inset);
  const y0 = Math.max(0, box.y + box.height * inset);
  const x1 = Math.min(image.width, box.x + box.width * (1 - inset));
  const y1 = Math.min(image.height, box.y + box.height * (1 - inset));
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

/**
 * Focus: the variance of the 4-neighbour Laplacian over the region divided by the mean squared gradient, on
 * the gray copy at the working scale. For an edge blurred over s pixels the Laplacian's energy falls as 1/s^3
 * and the gradient's as 1/s, so the ratio tracks the edge width (about 1/s^2) whatever the card's contrast; the
 * plain variance of the Laplacian also follows how busy the artwork is, and sharp plain cards scored below
 * blurred busy ones on the synthetic set. `region` is in buffer pixels.
 */
export function focusMeasure(gray: Gray, region: Box): number {
  const f = gray.factor;
  const x0 = Math.max(1, Math.floor(region.x / f));
  const y0 = Math.max(1, Math.floor(region.y / f));
  const x1 = Math.min(gray.width - 1, Math.ceil((region.x + region.width) / f));
  const y1 = Math.min(gray.height - 1, Math.ceil((region.y + region.height) / f));
  const { data, width } = gray;
  let sum = 0;
  let squares = 0;
  let gradient = 0;
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const at = y * width + x;
      const [left, right, up, down] = [data[at - 1]!, data[at + 1]!, data[at - width]!, data[at + width]!];
      const lap = left + right + up + down - 4 * data[at]!;
      sum += lap;
      squares += lap * lap;
      gradient += ((right - left) ** 2 + (down - up) ** 2) / 4;
      count++;
    }
  }
  if (count === 0 || gradient === 0) return 0; // a flat region shows nothing to judge focus by
  const mean = sum / count;
  return (squares / count - mean * mean) / (gradient / count);
}

/** A pixel is clipped when even its darkest channel is at the top of the range: light washed the print out. */
export const CLIPPED_LEVEL = 250;

/** Glare: the share of the region's pixels that are clipped highlights, 0 to 1. `region` is in buffer pixels. */
export function glareShare(image: PixelBuffer, region: Box): number {
  const x0 = Math.floor(region.x);
  const y0 = Math.floor(region.y);
  const x1 = Math.min(image.width, Math.ceil(region.x + region.width));
  const y1 = Math.min(image.height, Math.ceil(region.y + region.height));
  const { data, channels } = image;
  let clipped = 0;
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const at = (y * image.width + x) * channels;
      const darkest = channels === 1 ? data[at]! : Math.min(data[at]!, data[at + 1]!, data[at + 2]!);
      if (darkest >= CLIPPED_LEVEL) clipped++;
      count++;
    }
  }
  return count === 0 ? 0 : clipped / count;
}
