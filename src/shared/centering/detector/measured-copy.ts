import { boxSplit } from '../split.js';
import type { Box, CenteringDetection, Corners } from './types.js';

/**
 * The detector is given a photo at most this long on its longest side, on the server and in the browser alike, so
 * that a grader's Auto-detect and the server's proposed figure agree: the borders keep enough pixels to split to a
 * tenth of a point, and a 50-megapixel photo costs no 200 MB buffer.
 */
export const MEASURED_LONG_SIDE = 2400;

/** The size of the copy measured for a photo of this size, and the photo's pixels per pixel of that copy. */
export function measuredSize(width: number, height: number) {
  const shrink = Math.min(1, MEASURED_LONG_SIDE / Math.max(width, height));
  const copy = { width: Math.max(1, Math.round(width * shrink)), height: Math.max(1, Math.round(height * shrink)) };
  return { ...copy, scale: width / copy.width };
}

const scaleBox = (box: Box, scale: number): Box => {
  const round = (value: number) => Math.round(value * scale * 100) / 100;
  return { x: round(box.x), y: round(box.y), width: round(box.width), height: round(box.height) };
};

const scaledCorners = (corners: Corners | undefined, scale: number) =>
  corners && {
    corners: corners.map(({ x, y }) => ({
      x: Math.round(x * scale * 100) / 100,
      y: Math.round(y * scale * 100) / 100,
    })) as Corners,
  };

/** A detection made on the measured copy, its boxes in the photo's own pixels so they lie over the whole photo. */
export function inPhotoPixels(detection: CenteringDetection, scale: number): CenteringDetection {
  if (scale === 1) return detection;
  if (detection.ok) {
    const [outer, inner] = [scaleBox(detection.outer, scale), scaleBox(detection.inner, scale)];
    // The figures again from the scaled boxes: their rounding can move a split by a tenth.
    return { ...detection, outer, inner, ...boxSplit(outer, inner), ...scaledCorners(detection.corners, scale) };
  }
  const { card } = detection;
  return card
    ? { ...detection, card: { ...card, outer: scaleBox(card.outer, scale), ...scaledCorners(card.corners, scale) } }
    : detection;
}
