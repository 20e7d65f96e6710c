import { invertHomography } from '../geometry.js';
import type { PixelBuffer } from '../types.js';
import { seededRandom } from './prng.js';
import { CARD_MM, type CardScene, type Rgb } from './scene.js';

const CORNER_RADIUS_MM = 3;
const INNER_RADIUS_MM = 0.8;

/** Signed distance (negative inside) from (u, v) to a rounded rectangle, all in mm. */
function roundedRectDistance(u: number, v: number, x0: number, y0: number, x1: number, y1: number, r: number) {
  const qx = Math.abs(u - (x0 + x1) / 2) - (x1 - x0) / 2 + r;
  const qy = Math.abs(v - (y0 + y1) / 2) - (y1 - y0) / 2 + r;
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - r;
}

/** Share of a pixel covered by the shape, as a blurred edge: the logistic approximation of a Gaussian step. */
function coverage(distancePx: number, blurPx: number) {
  const z = distancePx / blurPx;
  if (z > 5) return 0;
  if (z < -5) return 1;
  return 1 / (1 + Math.exp(1.702 * z));
}

function backgroundColor(scene: CardScene, x: number, y: number, out: number[]) {
  const { kind, base, accent, frequency, angle } = scene.background;
  let t = 0;
  if (kind === 'pattern') {
    const s = x * Math.cos(angle) + y * Math.sin(angle);
    const w = -x * Math.sin(angle) + y * Math.cos(angle);
    t = 0.5 + 0.25 * Math.sin(s * frequency) + 0.25 * Math.sin(w * frequency * 1.7 + Math.sin(s * frequency * 0.3) * 3);
  }
  for (let c = 0; c < 3; c++) out[c] = base[c]! + (accent[c]! - base[c]!) * t;
}

function artColor(scene: CardScene, u: number, v: number, out: number[]) {
  const { base, waves, holo } = scene.art;
  for (let c = 0; c < 3; c++) out[c] = base[c]!;
  for (const wave of waves) {
    const s = Math.sin(u * wave.fu + v * wave.fv + wave.phase);
    for (let c = 0; c < 3; c++) out[c]! += wave.amp[c]! * s;
  }
  if (holo > 0) {
    // Foil: rainbow bands running diagonally, their hue shifting quickly across the card.
    const phase = (u + v) * 1.9;
    for (let c = 0; c < 3; c++) out[c]! += holo * Math.sin(phase + c * 2.1);
  }
}

/** Colour of the card at (u, v) mm: the border colour outside the artwork frame, the artwork inside it. */
function cardColor(scene: CardScene, u: number, v: number, out: number[], art: number[]) {
  const border = scene.border;
  const artShare = border
    ? coverage(
        roundedRectDistance(
          u,
          v,
          border.left,
          border.top,
          CARD_MM.width - border.right,
          CARD_MM.height - border.bottom,
          INNER_RADIUS_MM,
        ) * scene.pxPerMm,
        scene.blurPx,
      )
    : 1;
  artColor(scene, u, v, art);
  const edge: Rgb = scene.borderColor;
  // Light grain on the border (silver foil, print texture) so it is not a flat fill.
  const grain = Math.sin(u * 7.3) * Math.sin(v * 5.1) * 4;
  for (let c = 0; c < 3; c++) out[c] = edge[c]! + grain + (art[c]! - edge[c]! - grain) * artShare;
}

/** Renders a scene to RGBA pixels; the same scene always gives the same pixels. */
export function renderScene(scene: CardScene): PixelBuffer {
  const { width, height, pxPerMm, blurPx, lighting, glare } = scene;
  const data = new Uint8ClampedArray(width * height * 4);
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = invertHomography(scene.cardToImage) as number[];
  const random = seededRandom(scene.seed ^ 0x9e3779b9);
  const bg = [0, 0, 0];
  const card = [0, 0, 0];
  const art = [0, 0, 0];
  const diagonal = Math.hypot(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = h6! * (x + 0.5) + h7! * (y + 0.5) + h8!;
      const u = (h0! * (x + 0.5) + h1! * (y + 0.5) + h2!) / w;
      const v = (h3! * (x + 0.5) + h4! * (y + 0.5) + h5!) / w;
      const cardShare = coverage(
        roundedRectDistance(u, v, 0, 0, CARD_MM.width, CARD_MM.height, CORNER_RADIUS_MM) * pxPerMm,
        blurPx,
      );
      backgroundColor(scene, x, y, bg);
      if (cardShare > 0) cardColor(scene, u, v, card, art);
      const light =
        1 + (lighting.strength * ((x - width / 2) * lighting.dx + (y - height / 2) * lighting.dy)) / diagonal;
      let shine = 0;
      for (const g of glare) {
        const d2 = ((x - g.x) ** 2 + (y - g.y) ** 2) / (g.radius * g.radius);
        if (d2 < 9) shine += g.strength * Math.exp(-d2);
      }
      shine = Math.min(shine, 1);
      const at = (y * width + x) * 4;
      // Uniform noise with the scene's standard deviation: cheaper than normal, the same spread.
      const spread = scene.noise * 3.46;
      for (let c = 0; c < 3; c++) {
        const value = (bg[c]! + (card[c]! - bg[c]!) * cardShare) * light;
        data[at + c] = value + (255 - value) * shine + (random.next() - 0.5) * spread;
      }
      data[at + 3] = 255;
    }
  }
  return { width, height, data, channels: 4 };
}
