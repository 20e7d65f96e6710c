// Drawing the hard set's extras (hard-scene.ts): the card face's print, the sleeve over the card and the shadow
// under it. render.ts calls in here only for scenes that have `hard`, so classic photos stay pixel-identical.
import { artColor, blend, coverage, roundedRectDistance } from './draw.js';
import type { ArtShape, HardFeatures, PrintMark, Rect } from './hard-scene.js';
import type { CardScene } from './scene.js';

const CARD_CORNER_MM = 3;
/** Glyph cell width and the margin text keeps from its box's sides, in mm (card text is about 1 mm high). */
const GLYPH_MM = 0.5;
const TEXT_MARGIN_MM = 0.8;

const rectDistance = (u: number, v: number, r: Rect, radius: number) =>
  roundedRectDistance(u, v, r.x0, r.y0, r.x1, r.y1, radius);

/** A repeatable pseudo-random fraction for two integers: which glyph cells are ink, where a line ends. */
function hash(a: number, b: number) {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h ^= h >>> 13;
  h = Math.imul(h, 0x27d4eb2f);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * How much ink text puts at (u, v) in a box: `lines` rows of glyph cells, about one in six a space, the last line
 * cut short. Strokes are drawn only where a glyph spans several pixels; below that the row reads as its mean grey
 * (a phone photo of small text), which also keeps the pattern from aliasing into moire.
 */
function textInk(mark: PrintMark, u: number, v: number, pxPerMm: number, blurPx: number) {
  const { rect, textLines: lines } = mark;
  const pitch = (rect.y1 - rect.y0) / lines;
  const line = Math.floor((v - rect.y0) / pitch);
  if (line < 0 || line >= lines) return 0;
  const left = rect.x0 + TEXT_MARGIN_MM;
  const length = (rect.x1 - TEXT_MARGIN_MM - left) * (line === lines - 1 && lines > 1 ? 0.4 + 0.5 * hash(line, 7) : 1);
  if (u < left || u > left + length) return 0;
  const cell = Math.floor((u - left) / GLYPH_MM);
  if (hash(cell, line * 131 + lines) < 0.16) return 0;
  const glyphHeight = Math.min(0.55 * pitch, 1.1);
  const band = Math.abs(v - rect.y0 - (line + 0.5) * pitch) - glyphHeight / 2;
  const row = coverage(band * pxPerMm, blurPx);
  const sharp = Math.min(1, Math.max(0, (pxPerMm - 4) / 4));
  const stroke = 0.5 + 0.5 * Math.sin((u / 0.25) * 2 * Math.PI + hash(cell, line) * 6.3);
  return 0.9 * row * (0.45 * (1 - sharp) + stroke * sharp);
}

function drawMark(scene: CardScene, mark: PrintMark, u: number, v: number, out: number[]) {
  const { pxPerMm, blurPx } = scene;
  const d = rectDistance(u, v, mark.rect, mark.radiusMm) * pxPerMm;
  if (d > 5 * blurPx) return;
  const inside = coverage(d, blurPx);
  if (mark.fill) blend(out, mark.fill, inside * mark.opacity);
  if (mark.textLines > 0) blend(out, mark.textColor, inside * textInk(mark, u, v, pxPerMm, blurPx));
  if (mark.outline) {
    // A ring just inside the box's edge, outlineMm wide.
    const half = (mark.outlineMm * pxPerMm) / 2;
    blend(out, mark.outline, coverage(Math.abs(d + half) - half, blurPx));
  }
}

function drawShape(scene: CardScene, shape: ArtShape, u: number, v: number, out: number[]) {
  const du = u - shape.cx;
  const dv = v - shape.cy;
  const p = du * Math.cos(shape.angle) + dv * Math.sin(shape.angle);
  const q = -du * Math.sin(shape.angle) + dv * Math.cos(shape.angle);
  // Distance to an ellipse, approximated by its radial scale: close enough for an anti-aliased edge.
  const d = (Math.hypot(p / shape.rx, q / shape.ry) - 1) * Math.min(shape.rx, shape.ry);
  blend(out, shape.color, coverage(d * scene.pxPerMm, scene.blurPx) * shape.opacity);
}

/** Artwork with detail: the smooth art, then hard-edged shapes over it. */
function detailedArt(scene: CardScene, hard: HardFeatures, u: number, v: number, out: number[]) {
  artColor(scene, u, v, out);
  for (const shape of hard.shapes) drawShape(scene, shape, u, v, out);
}

/**
 * The card back: swirls around the centre, shifting the face colour only away from the border colour, so the
 * low-contrast border stays at least as visible as face and border are apart.
 */
function backColor(scene: CardScene, hard: HardFeatures, u: number, v: number, out: number[]) {
  const du = u - 31.5;
  const dv = v - 44;
  const swirl = 0.5 + 0.5 * Math.sin(Math.hypot(du, dv) * 0.32 - Math.atan2(dv, du) * 2);
  const away = hard.face.map((c, i) => c - scene.borderColor[i]!);
  const norm = Math.hypot(...away) || 1;
  const amount = (18 + hard.texture * 3) * swirl;
  for (let c = 0; c < 3; c++) out[c] = hard.face[c]! + (away[c]! / norm) * amount;
}

/**
 * The card's colour inside its inner border (everywhere on a full-art card): takes the place of the classic
 * smooth art. `scratch` is a spare colour the art window is drawn into.
 */
export function faceColor(
  scene: CardScene,
  hard: HardFeatures,
  u: number,
  v: number,
  out: number[],
  scratch: number[],
) {
  if (hard.style === 'back') return backColor(scene, hard, u, v, out);
  if (hard.style === 'full-art') detailedArt(scene, hard, u, v, out);
  else {
    // A flat face with a faint print texture, the art inside its window, the window's frame line.
    const ripple = hard.texture * Math.sin(u * 3.1 + v * 1.7) * Math.sin(u * 1.3 - v * 2.9);
    for (let c = 0; c < 3; c++) out[c] = hard.face[c]! + ripple;
    const window = hard.window;
    if (window) {
      const d = rectDistance(u, v, window.rect, 0.4) * scene.pxPerMm;
      if (d < 5 * scene.blurPx) {
        detailedArt(scene, hard, u, v, scratch);
        blend(out, scratch, coverage(d, scene.blurPx));
      }
      const half = (window.frameMm * scene.pxPerMm) / 2;
      blend(out, window.frame, coverage(Math.abs(d) - half, scene.blurPx));
    }
  }
  for (const mark of hard.marks) drawMark(scene, mark, u, v, out);
}

/** Darkening of the background at pixel centre (x, y) by the card's (or sleeve's) shadow: a factor in (0, 1]. */
export function shadowFactor(
  scene: CardScene,
  hard: HardFeatures,
  imageToCard: readonly number[],
  x: number,
  y: number,
) {
  const shadow = hard.shadow;
  if (!shadow) return 1;
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = imageToCard as number[];
  const sx = x - shadow.dx;
  const sy = y - shadow.dy;
  const w = h6! * sx + h7! * sy + h8!;
  const u = (h0! * sx + h1! * sy + h2!) / w;
  const v = (h3! * sx + h4! * sy + h5!) / w;
  const caster = hard.sleeve ? hard.sleeve.rect : { x0: 0, y0: 0, x1: 63, y1: 88 };
  const d = rectDistance(u, v, caster, hard.sleeve ? hard.sleeve.radiusMm : CARD_CORNER_MM) * scene.pxPerMm;
  return 1 - shadow.strength * coverage(d, shadow.softPx);
}

/**
 * The sleeve over the composed pixel `out` (card over background) at card point (u, v): the plastic's haze inside
 * it and its rim along its edge. Returns the sheen to add to the pixel's shine (a reflection, so after lighting).
 */
export function sleeveOver(scene: CardScene, hard: HardFeatures, u: number, v: number, out: number[]) {
  const sleeve = hard.sleeve;
  if (!sleeve) return 0;
  const { pxPerMm, blurPx } = scene;
  const d = rectDistance(u, v, sleeve.rect, sleeve.radiusMm) * pxPerMm;
  if (d > 5 * blurPx) return 0;
  const inside = coverage(d, blurPx);
  blend(out, sleeve.film, inside * sleeve.filmOpacity);
  const half = (sleeve.rimMm * pxPerMm) / 2;
  blend(out, sleeve.rim, coverage(Math.abs(d + half) - half, blurPx) * sleeve.rimOpacity);
  const { angle, offsetMm, widthMm, strength } = sleeve.sheen;
  const across =
    (u - (sleeve.rect.x0 + sleeve.rect.x1) / 2) * Math.cos(angle) +
    (v - (sleeve.rect.y0 + sleeve.rect.y1) / 2) * Math.sin(angle) -
    offsetMm;
  return strength * Math.exp(-((across / widthMm) ** 2)) * inside;
}
