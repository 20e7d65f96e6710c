import { distance } from './geometry.js';
import { CARD_ASPECT } from './outer-quad.js';
import type { Box, CenteringDetection, Corners, PixelBuffer } from './types.js';

/**
 * A scan or photo cropped close round the card leaves its edge a few pixels from the photo's own: too near for the
 * outline search, whose edges and lines need room either side of a card's edge (the Sobel filter, the thinning and
 * the refinement's scans all stop short of the photo's border). The photo is looked at again with this much added
 * round it, a share of its long side (at least MIN_MARGIN_PX): a few pixels of the small copy the outline is looked
 * for on (see downscale.ts).
 */
const MARGIN_SHARE = 0.02;
const MIN_MARGIN_PX = 12;

/**
 * An outline this near the photo's edge on every side (a share of its width) may be a frame inside a card cropped
 * close, the card's own edge unseen a border's depth further out (a border is 3-6% of a card's width deep).
 */
const NEAR_THE_EDGE_SHARE = 0.15;

/**
 * A photo cropped round a card has the card's shape, within this (a scan straightened and cut out by hand: the
 * Mantle and Pikachu scans seen were 1.0-1.5% off 63:88). A phone's 3:4 photo is 4.7% off, and a card a few degrees
 * askew in a crop round it some 5%: neither is looked at twice.
 */
const FRAME_SHAPE_GAP = 0.04;

/**
 * Whether a look that measured nothing surely enough to be shown (`shown`, the product's threshold, whatever one the
 * caller asked for: the benchmarks ask for none) may have missed a card cropped close: it found no outline, or one that
 * comes within NEAR_THE_EDGE_SHARE of the photo's edge on all four sides, in a photo of a card's shape. A card
 * anywhere else in the photo has room round it, and is not looked at twice.
 */
export function mayBeCroppedClose(found: CenteringDetection, photo: PixelBuffer, shown: number): boolean {
  if (found.ok && found.confidence >= shown) return false;
  const shape = Math.min(photo.width, photo.height) / Math.max(photo.width, photo.height);
  if (Math.abs(shape / CARD_ASPECT - 1) > FRAME_SHAPE_GAP) return false;
  const corners = found.ok ? found.corners : found.card?.corners;
  if (!corners) return !found.ok && !found.card;
  const near = NEAR_THE_EDGE_SHARE * distance(corners[0], corners[1]);
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  return (
    Math.min(...xs) < near &&
    photo.width - Math.max(...xs) < near &&
    Math.min(...ys) < near &&
    photo.height - Math.max(...ys) < near
  );
}

/**
 * Whether the second look, on the padded photo, says more than the first: it measured more surely, or it found a
 * card where the first found none, or a larger one (the first took a frame inside the card for its edge).
 */
export function saysMore(first: CenteringDetection, again: CenteringDetection): boolean {
  if (again.ok) return !first.ok || again.confidence > first.confidence;
  if (first.ok) return false;
  const area = (box: Box | undefined) => (box ? box.width * box.height : 0);
  return area(again.card?.outer) > area(first.card?.outer);
}

export const cropMargin = (photo: PixelBuffer) =>
  Math.max(MIN_MARGIN_PX, Math.ceil(MARGIN_SHARE * Math.max(photo.width, photo.height)));

/**
 * The photo with `margin` pixels added round it, each the colour of the nearest pixel of the photo: the strip of
 * table or scanner lid left round the card is drawn out, so its edge keeps its step. Where the crop cut through the
 * card instead, the card's own colour is drawn out and no edge appears: a card cut off by the photo is not
 * given an edge it does not have.
 */
export function padded(photo: PixelBuffer, margin: number): PixelBuffer {
  const { width, height, channels, data } = photo;
  const outWidth = width + 2 * margin;
  const outHeight = height + 2 * margin;
  const out = new Uint8Array(outWidth * outHeight * channels);
  for (let y = 0; y < outHeight; y++) {
    const from = Math.min(height - 1, Math.max(0, y - margin)) * width;
    const row = y * outWidth;
    for (let x = 0; x < outWidth; x++) {
      const source = (from + Math.min(width - 1, Math.max(0, x - margin))) * channels;
      const target = (row + x) * channels;
      for (let c = 0; c < channels; c++) out[target + c] = data[source + c]!;
    }
  }
  return { width: outWidth, height: outHeight, channels, data: out };
}

/** A detection on the padded photo, in the photo's own pixels again. */
export function unpadded(found: CenteringDetection, margin: number): CenteringDetection {
  const box = <T extends { x: number; y: number }>(b: T): T => ({
    ...b,
    x: Math.round((b.x - margin) * 100) / 100,
    y: Math.round((b.y - margin) * 100) / 100,
  });
  const corners = (c: Corners | undefined) => c && (c.map(box) as Corners);
  if (found.ok) {
    const shifted = { ...found, outer: box(found.outer), inner: box(found.inner) };
    return found.corners ? { ...shifted, corners: corners(found.corners)! } : shifted;
  }
  if (!found.card) return found;
  const card = { ...found.card, outer: box(found.card.outer) };
  return { ...found, card: found.card.corners ? { ...card, corners: corners(found.card.corners)! } : card };
}
