import type { PixelBuffer } from '../../src/shared/centering/detector/types.js';

/** Where webcamCard draws the card (its box in the 1280x720 frame) and the depths of its black border, in pixels. */
export const WEBCAM_CARD = { x: 200, y: 18, width: 490, height: 684, border: 19, bottom: 48 } as const;

/**
 * A webcam's frame (1280x720, RGBA) of a modern Magic card on a wooden table: the card reaches nearly from the
 * frame's top to its bottom, its black border 19 px deep and 48 at the bottom (the credits, too soft to see, left
 * out), a light frame and a patterned art box inside. The table's grain runs up and down, and a dark seam between
 * two planks runs from top to bottom `seamX` px across. With the seam there, the card's left side, its top and
 * bottom drawn on past it, and the seam make an outline of a card lying on its side, larger than the card: the
 * outline the search takes first, weakly edged, where the card's own is edged all round.
 */
export function webcamCard(seamX = 1100): PixelBuffer {
  const [width, height] = [1280, 720];
  const { x: x0, y: y0, width: w, height: h, border, bottom } = WEBCAM_CARD;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const grain = Math.sin(x * 0.37 + Math.sin(y * 0.01)) * 3 + Math.sin(x * 0.051 + 1) * 5;
      let colour = [200 + grain, 170 + grain, 130 + grain];
      if (Math.abs(x - seamX) < 2) colour = [120, 95, 70];
      const [u, v] = [x - x0, y - y0];
      if (u >= 0 && u < w && v >= 0 && v < h) {
        const inBorder = u < border || u >= w - border || v < border || v >= h - bottom;
        const art = u >= 30 && u < w - 30 && v >= 60 && v < 380;
        colour = inBorder ? [12, 10, 8] : art ? [60 + (u % 50), 90, 140 - (v % 40)] : [190, 188, 182];
      }
      data.set([...colour.map(Math.round), 255], (y * width + x) * 4);
    }
  return { width, height, channels: 4, data };
}
