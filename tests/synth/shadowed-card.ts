import type { PixelBuffer } from '../../src/shared/centering/detector/types.js';

/** Where shadowedCard draws the card (its box in the 750x1000 frame) and the depths of its black border, in pixels. */
export const SHADOWED_CARD = {
  x: 130,
  y: 175,
  width: 520,
  height: 726,
  left: 16,
  right: 24,
  top: 20,
  bottom: 20,
} as const;

/**
 * A phone photo (750x1000, RGBA) of a black-bordered card on white cloth under a lamp to its right: the card's
 * shadow on the cloth runs beside its left edge, `shadow.top` px wide at the top and `shadow.bottom` at the bottom
 * (narrowing as a power `bend` of the way down), a mid grey ending in a plain edge. The card and its shadow make an
 * outline larger than the card, its left side on the shadow's edge and askew to the card's (patch-benjamin's
 * Bloodstained Mire, a development photo, is so): the outline the search takes first.
 */
export function shadowedCard(
  shadow: { top: number; bottom: number; bend?: number } = { top: 26, bottom: 2 },
): PixelBuffer {
  const [width, height] = [750, 1000];
  const { x: x0, y: y0, width: w, height: h, left, right, top, bottom } = SHADOWED_CARD;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const weave = ((x * 7 + y * 13) % 5) - 2;
      let colour = [205 + weave, 205 + weave, 208 + weave];
      const [u, v] = [x - x0, y - y0];
      const reach =
        (shadow.bottom + (shadow.top - shadow.bottom) * (1 - Math.min(1, Math.max(0, v / h))) ** (shadow.bend ?? 1)) |
        0;
      if (u < 0 && u >= -reach && v >= 0 && v < h) colour = [125 + weave, 125 + weave, 130 + weave];
      if (u >= 0 && u < w && v >= 0 && v < h) {
        const inBorder = u < left || u >= w - right || v < top || v >= h - bottom;
        const art = u >= 40 && u < w - 40 && v >= 70 && v < 420;
        colour = inBorder ? [12, 11, 13] : art ? [70 + (u % 60), 80, 120 - (v % 50)] : [120, 90, 75];
      }
      data.set([...colour.map(Math.round), 255], (y * width + x) * 4);
    }
  return { width, height, channels: 4, data };
}
