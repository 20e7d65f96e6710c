import { invertHomography } from '../../src/shared/centering/detector/geometry.js';
import type { PixelBuffer } from '../../src/shared/centering/detector/types.js';
import { artColor, coverage, roundedRectDistance } from './draw.js';
import { faceColor, shadowFactor, sleeveOver } from './hard-render.js';
import { seededRandom } from './prng.js';
import { CARD_MM, type CardScene, type Rgb } from './scene.js';

const CORNER_RADIUS_MM = 3;
const INNER_RADIUS_MM = 0.8;

function backgroundColor(scene: CardScene, x: number, y: number, out: number[]) {
  const { kind, base, accent, frequency, angle } = scene.background;
  let t = 0;
  if (kind === 'pattern') {
    const s = x * Math.cos(angle) + y * Math.sin(angle);
    const w = -x * Math.sin(angle) + y * Math.cos(angle);
    t = 0.5 + 0.25 * Math.sin(s * frequency) + 0.25 * Math.sin(w * frequency * 1.7 + Math.sin(s * frequency * 0.3) * 3);
  } else if (kind === 'paper') {
    // Paper fibre: a faint, stretched mottling between two close greys (hard set only).
    t = 0.5 + 0.5 * Math.sin(x * frequency + 3 * Math.sin(y * frequency * 0.37)) * Math.sin(y * frequency * 1.3);
  }
  for (let c = 0; c < 3; c++) out[c] = base[c]! + (accent[c]! - base[c]!) * t;
}

/** Colour of the card at (u, v) mm: the border colour outside the artwork frame, the artwork inside it. */
function cardColor(scene: CardScene, u: number, v: number, out: number[], art: number[], scratch: number[]) {
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
  if (scene.hard) faceColor(scene, scene.hard, u, v, art, scratch);
  else artColor(scene, u, v, art);
  const edge: Rgb = scene.borderColor;
  // Light grain on the border (silver foil, print texture) so it is not a flat fill.
  const grain = Math.sin(u * 7.3) * Math.sin(v * 5.1) * 4;
  for (let c = 0; c < 3; c++) out[c] = edge[c]! + grain + (art[c]! - edge[c]! - grain) * artShare;
}

/**
 * Renders a scene to RGBA pixels; the same scene always gives the same pixels. A hard scene adds the shadow to the
 * background, and the sleeve over card and background; with no `hard` the arithmetic is exactly the classic one.
 */
export function renderScene(scene: CardScene): PixelBuffer {
  const { width, height, pxPerMm, blurPx, lighting, glare, hard } = scene;
  const data = new Uint8ClampedArray(width * height * 4);
  const imageToCard = invertHomography(scene.cardToImage);
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = imageToCard as number[];
  const random = seededRandom(scene.seed ^ 0x9e3779b9);
  const bg = [0, 0, 0];
  const card = [0, 0, 0];
  const art = [0, 0, 0];
  const scratch = [0, 0, 0];
  const mixed = [0, 0, 0];
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
      if (hard) {
        const shade = shadowFactor(scene, hard, imageToCard, x + 0.5, y + 0.5);
        for (let c = 0; c < 3; c++) bg[c] = bg[c]! * shade;
      }
      if (cardShare > 0) cardColor(scene, u, v, card, art, scratch);
      for (let c = 0; c < 3; c++) mixed[c] = bg[c]! + (card[c]! - bg[c]!) * cardShare;
      const sheen = hard ? sleeveOver(scene, hard, u, v, mixed) : 0;
      const light =
        1 + (lighting.strength * ((x - width / 2) * lighting.dx + (y - height / 2) * lighting.dy)) / diagonal;
      let shine = sheen;
      for (const g of glare) {
        const d2 = ((x - g.x) ** 2 + (y - g.y) ** 2) / (g.radius * g.radius);
        if (d2 < 9) shine += g.strength * Math.exp(-d2);
      }
      shine = Math.min(shine, 1);
      const at = (y * width + x) * 4;
      // Uniform noise with the scene's standard deviation: cheaper than normal, the same spread.
      const spread = scene.noise * 3.46;
      for (let c = 0; c < 3; c++) {
        const value = mixed[c]! * light;
        data[at + c] = value + (255 - value) * shine + (random.next() - 0.5) * spread;
      }
      data[at + 3] = 255;
    }
  }
  return { width, height, data, channels: 4 };
}
