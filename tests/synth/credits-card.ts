import type { PixelBuffer } from '../../src/shared/centering/detector/types.js';

/**
 * Border depths of the modern Magic card drawn by creditsCard, in pixels, and the split they make: top and bottom
 * together 1.74 times left and right, as on the Magic cards measured by hand.
 */
export const CREDITS_CARD = { left: 24, right: 30, top: 22, bottom: 72 } as const;
export const creditsCardSplit = (shift = 0) => ({
  lPct: (100 * CREDITS_CARD.left) / (CREDITS_CARD.left + CREDITS_CARD.right),
  tPct: (100 * (CREDITS_CARD.top + shift)) / (CREDITS_CARD.top + CREDITS_CARD.bottom),
});

/**
 * A modern Magic card on a grey table, grey levels, 900x1200: a black border (CREDITS_CARD deep), deeper at the
 * bottom, where two lines of white credits sit left and right under the frame with a gap between them, and a light
 * frame inside. `letters: false` leaves the credits out, as a webcam's soft, small photo shows them: not at all.
 * `shift` px moves the print up (negative) or down the card, as a miscut does: the top border thinner, the bottom
 * deeper.
 */
export function creditsCard({ letters = true, shift = 0 } = {}): PixelBuffer {
  const [width, height, x0, y0, w, h] = [900, 1200, 170, 210, 560, 782];
  const { left, right } = CREDITS_CARD;
  const [top, bottom] = [CREDITS_CARD.top + shift, CREDITS_CARD.bottom - shift];
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [u, v] = [x - x0, y - y0];
      const fromBottom = h - 1 - v;
      let level = 150 + ((x * 7 + y * 13) % 9);
      if (u >= 0 && u < w && v >= 0 && v < h) {
        const border = u < left || u >= w - right || v < top || fromBottom < bottom;
        const line = (fromBottom >= 22 && fromBottom < 30) || (fromBottom >= 36 && fromBottom < 44);
        const credits = letters && (u < 220 || u > w - 200) && line && u % 12 < 8;
        level = border ? (credits ? 235 : 15) : 205;
      }
      data[y * width + x] = level;
    }
  return { width, height, channels: 1, data };
}
