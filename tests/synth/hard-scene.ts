// The "hard" synthetic set: what real phone photos showed and the classic set (randomScene) lacked. Cards turned
// any way (sideways, upside down, 15-45 degrees), small in the frame or nearly filling it, printed with name bars,
// art windows, text boxes, thin rules and dark attack/weakness bars just inside the inner border, low-contrast
// borders (blue on a blue back, gold on pale art, silver), black borders round a light frame on a dark table
// (Magic's), sleeves, soft shadows on paper, and a hand-held phone's keystone. Truth stays exact: the borders are
// millimetres on the card, and truthOf (scene.ts) reads them in the detector's portrait frame, swapped for a card
// that is upside down in it.
import { homographyFrom, type Vec } from '../../src/shared/centering/detector/geometry.js';
import { seededRandom, type Random } from './prng.js';
import {
  artBase,
  background,
  BORDER_COLORS,
  CARD_MM,
  color,
  luma,
  split,
  type CardScene,
  type Margins,
  type Rgb,
} from './scene.js';

/** A rectangle on the card in mm (u right, v down from the card's top-left corner). */
export type Rect = { x0: number; y0: number; x1: number; y1: number };

/** A printed element laid over the card face: a filled and/or outlined rounded box, optionally holding text. */
export type PrintMark = {
  /** What it imitates; the renderer draws every kind alike. */
  kind: 'name bar' | 'info strip' | 'text box' | 'rule' | 'attack bar' | 'flavour box';
  rect: Rect;
  radiusMm: number;
  fill: Rgb | null;
  opacity: number;
  outline: Rgb | null;
  outlineMm: number;
  /** Lines of small glyphs spread over the box's height (0: none), drawn in textColor. */
  textLines: number;
  textColor: Rgb;
};

/** A hard-edged blob in the artwork (the classic art is smooth waves only; real art has sharp shapes). */
export type ArtShape = { cx: number; cy: number; rx: number; ry: number; angle: number; color: Rgb; opacity: number };

export type Sleeve = {
  /** The sleeve's outline in card mm: 1-3% larger than the card each way, the card not necessarily centred. */
  rect: Rect;
  radiusMm: number;
  /** The plastic's haze over everything inside the sleeve. */
  film: Rgb;
  filmOpacity: number;
  /** The welded or cut rim along the sleeve's edge. */
  rim: Rgb;
  rimMm: number;
  rimOpacity: number;
  /** A faint specular band across the plastic: direction (radians, in card mm), offset from centre, width. */
  sheen: { angle: number; offsetMm: number; widthMm: number; strength: number };
};

export type HardFeatures = {
  /**
   * 'front': a flat-ish face colour, an art window with a frame line, and the marks; 'back': a blue swirl
   * (the card back) with nothing printed on it; 'full-art': artwork over the whole card, marks on top.
   */
  style: 'front' | 'back' | 'full-art';
  /** Face colour around the art window (front) or the swirl's mean colour (back); texture is its ripple in levels. */
  face: Rgb;
  texture: number;
  window: { rect: Rect; frame: Rgb; frameMm: number } | null;
  shapes: ArtShape[];
  marks: PrintMark[];
  sleeve: Sleeve | null;
  /** The card's (or its sleeve's) shadow on the background: offset and softness in image pixels. */
  shadow: { dx: number; dy: number; softPx: number; strength: number } | null;
  /** What makes this photo hard, for the benchmark's breakdown: 'upside down', 'sleeve', 'small card', ... */
  tags: string[];
};

/** Colours a grader still tells apart from the border at a glance: the floor for anything touching the border. */
const MIN_VISIBLE_GAP = 30;

const gap = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const clampRgb = (c: readonly number[]): Rgb =>
  [0, 1, 2].map((i) => Math.min(255, Math.max(0, c[i]!))) as unknown as Rgb;

/** A colour `min`-`max` levels (RGB distance) from `base`, in a random direction. */
function near(random: Random, base: Rgb, min: number, max: number): Rgb {
  for (;;) {
    const candidate = clampRgb(base.map((c) => c + random.range(-max, max)));
    const distance = gap(candidate, base);
    if (distance >= min && distance <= max) return candidate;
  }
}

/** A colour from `pool` at least MIN_VISIBLE_GAP from `avoid` (the pool always holds one far enough). */
function pickApart(random: Random, pool: readonly Rgb[], avoid: Rgb): Rgb {
  const fine = pool.filter((c) => gap(c, avoid) >= MIN_VISIBLE_GAP + 10);
  return random.pick(fine.length ? fine : pool);
}

const DARKS: Rgb[] = [
  [24, 22, 22],
  [60, 20, 24],
  [22, 34, 70],
  [40, 40, 44],
  [70, 52, 20],
];
const LIGHTS: Rgb[] = [
  [246, 244, 236],
  [232, 226, 205],
  [214, 226, 236],
  [250, 236, 180],
];
const FRAMES: Rgb[] = [
  [205, 172, 80], // gold
  [192, 194, 200], // silver
  [40, 34, 30], // dark
  [244, 242, 236], // white
];

type Palette = { style: HardFeatures['style']; border: Rgb; face: Rgb; lowContrast: boolean };

/**
 * Border and face colours. Low-contrast pairs, as on real cards: blue on the blue card back or a blue front, and
 * silver on grey, 35-60 levels apart (RGB distance); gold or yellow on pale art, 35 levels or more apart in colour
 * but within 45 in brightness (which is all a grey-level detector sees). The rest as the classic set (face at
 * least 80 levels from the border). A full-art card's border colour is never drawn (it only steers the background).
 */
function palette(random: Random, borderless: boolean): Palette {
  const roll = random.next();
  if (borderless) {
    const border = BORDER_COLORS[random.pick(Object.keys(BORDER_COLORS))]!;
    return { style: 'full-art', border, face: artBase(random, border), lowContrast: false };
  }
  if (roll < 0.35) {
    const border = BORDER_COLORS[random.pick(Object.keys(BORDER_COLORS))]!;
    return { style: 'front', border, face: artBase(random, border), lowContrast: false };
  }
  if (roll < 0.6) {
    const border: Rgb = [random.range(20, 45), random.range(50, 85), random.range(135, 175)];
    for (;;) {
      // Another blue: lighter, darker or more cyan, but blue.
      const face = near(random, border, MIN_VISIBLE_GAP + 5, 60);
      if (face[2] - Math.max(face[0], face[1]) >= 40)
        return { style: roll < 0.47 ? 'back' : 'front', border, face, lowContrast: true };
    }
  }
  if (roll < 0.85) {
    const border = random.pick<Rgb>([BORDER_COLORS.yellow!, [218, 182, 70], [232, 196, 96]]);
    for (;;) {
      const face: Rgb = [random.range(232, 252), random.range(222, 248), random.range(150, 225)];
      if (gap(face, border) >= MIN_VISIBLE_GAP + 5 && Math.abs(luma(face) - luma(border)) <= 45)
        return { style: 'front', border, face, lowContrast: true };
    }
  }
  const border = near(random, BORDER_COLORS.silver!, 0, 12);
  for (;;) {
    const grey = random.range(120, 225);
    const face = near(random, [grey, grey, grey + 4], 0, 10);
    const distance = gap(face, border);
    if (distance >= MIN_VISIBLE_GAP + 5 && distance <= 60) return { style: 'front', border, face, lowContrast: true };
  }
}

/** The share of bordered fronts drawn as a black-bordered card with a light frame on a dark table. */
const BLACK_BORDER_SHARE = 0.15;

/**
 * Magic's look, which the real photos showed and no palette drew: a black border round a light frame, the card on a
 * dark table whose edge against the border is a faint step (20-50 levels; the frame's inside it is the strong one).
 * Drawn from a stream of its own, so that every other photo of the set stays as it was.
 */
function blackBorder(seed: number): { border: Rgb; face: Rgb; table: CardScene['background'] } | null {
  const random = seededRandom(seed ^ 0x626c6b21);
  if (random.next() >= BLACK_BORDER_SHARE) return null;
  const black = random.range(14, 34);
  const border: Rgb = [black, black, black + random.range(0, 6)];
  const face = near(random, random.pick(LIGHTS), 0, 20);
  const table = black + random.range(20, 50);
  const base = clampRgb([table + random.range(-6, 6), table + random.range(-6, 6), table + random.range(-6, 6)]);
  const accent = near(random, base, 2, 12);
  return { border, face, table: { kind: 'dark', base, accent, frequency: random.range(0.01, 0.08), angle: 0 } };
}

/** The card's turn in (-180, 180]: a quarter turn (upright 40%, sideways 40%, upside down 20%) plus an offset. */
function turn(random: Random): number {
  const roll = random.next();
  const quarter = roll < 0.4 ? 0 : roll < 0.6 ? 90 : roll < 0.8 ? 270 : 180;
  const offset = random.next() < 0.5 ? random.range(-10, 10) : (random.next() < 0.5 ? -1 : 1) * random.range(15, 45);
  const angle = quarter + offset;
  return angle > 180 ? angle - 360 : angle;
}

/** The turn's tags, from the nearest quarter turn and the rest: 130 degrees is upside down and turned 40. */
function turnTags(angleDeg: number): string[] {
  const quarter = Math.round(angleDeg / 90);
  const rest = Math.abs(angleDeg - 90 * quarter);
  const way = quarter === 0 ? 'upright' : Math.abs(quarter) === 2 ? 'upside down' : 'sideways';
  return rest >= 15 ? [way, 'turned 15-45'] : [way];
}

/**
 * A camera for the card: in-plane turn, then a tilt of the card's plane (a hand-held phone, up to 8 degrees about
 * a random axis) seen through a lens of focal length 1-2x the photo's long side (a phone's main camera to 2x zoom).
 * Returns image points for card mm, centred on (0, 0) at `pxPerMm` in the card's centre.
 */
function camera(random: Random, size: { width: number; height: number }, angleDeg: number) {
  const focal = random.range(1, 2) * Math.max(size.width, size.height);
  const tilt = (random.range(0, 8) * Math.PI) / 180;
  const axis = random.range(0, 2 * Math.PI);
  const [kx, ky] = [Math.cos(axis), Math.sin(axis)];
  const turnRad = (angleDeg * Math.PI) / 180;
  return (u: number, v: number, pxPerMm: number): Vec => {
    const x = u - CARD_MM.width / 2;
    const y = v - CARD_MM.height / 2;
    const X = x * Math.cos(turnRad) - y * Math.sin(turnRad);
    const Y = x * Math.sin(turnRad) + y * Math.cos(turnRad);
    // Rodrigues' rotation of (X, Y, 0) about the in-plane axis (kx, ky, 0).
    const along = (kx * X + ky * Y) * (1 - Math.cos(tilt));
    const Xt = X * Math.cos(tilt) + kx * along;
    const Yt = Y * Math.cos(tilt) + ky * along;
    const Zt = (kx * Y - ky * X) * Math.sin(tilt);
    const depth = focal / pxPerMm + Zt; // the card's centre at focal / pxPerMm mm from the lens
    return { x: (focal * Xt) / depth, y: (focal * Yt) / depth };
  };
}

const cornersOf = (r: Rect): Vec[] => [
  { x: r.x0, y: r.y0 },
  { x: r.x1, y: r.y0 },
  { x: r.x1, y: r.y1 },
  { x: r.x0, y: r.y1 },
];

/**
 * Scale and place the card so `extent` (the card, or its sleeve) lies inside the photo with a 1% margin. The card's
 * long side runs uniformly from a quarter of the photo's short side up to the most that fits at this turn (about a
 * fifth of the photos have it under 0.45 of the short side, tagged 'small card').
 */
function placeCard(random: Random, size: { width: number; height: number }, angleDeg: number, extent: Rect) {
  const project = camera(random, size, angleDeg);
  const sizeRoll = random.next();
  const [fx, fy] = [random.next(), random.next()];
  const box = (pxPerMm: number) => {
    const points = cornersOf(extent).map((p) => project(p.x, p.y, pxPerMm));
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
  };
  const room = { width: size.width * 0.98, height: size.height * 0.98 };
  const atOne = box(1); // perspective barely changes the box's shape with scale: a good first guess
  const largest = Math.min(room.width / (atOne.maxX - atOne.minX), room.height / (atOne.maxY - atOne.minY));
  const smallest = Math.min((0.25 * Math.min(size.width, size.height)) / CARD_MM.height, largest);
  let pxPerMm = smallest + (largest - smallest) * sizeRoll;
  let b = box(pxPerMm);
  while (b.maxX - b.minX > room.width || b.maxY - b.minY > room.height) {
    pxPerMm *= 0.98;
    b = box(pxPerMm);
  }
  const cx = size.width * 0.01 - b.minX + fx * (room.width - (b.maxX - b.minX));
  const cy = size.height * 0.01 - b.minY + fy * (room.height - (b.maxY - b.minY));
  const cardCorners = cornersOf({ x0: 0, y0: 0, x1: CARD_MM.width, y1: CARD_MM.height });
  const imageCorners = cardCorners.map((p) => {
    const q = project(p.x, p.y, pxPerMm);
    return { x: q.x + cx, y: q.y + cy };
  });
  return { cardToImage: homographyFrom(cardCorners, imageCorners), pxPerMm };
}

function sleeve(random: Random): Sleeve {
  const across = CARD_MM.width * random.range(0.01, 0.03);
  const down = CARD_MM.height * random.range(0.01, 0.03);
  const leftShare = random.range(0.2, 0.8);
  const topShare = random.range(0.1, 0.9);
  const darkRim = random.next() < 0.5;
  return {
    rect: {
      x0: -across * leftShare,
      y0: -down * topShare,
      x1: CARD_MM.width + across * (1 - leftShare),
      y1: CARD_MM.height + down * (1 - topShare),
    },
    radiusMm: random.range(0.5, 3),
    film: color(random, 230, 255),
    filmOpacity: random.range(0.03, 0.12),
    rim: darkRim ? color(random, 15, 60) : color(random, 215, 255),
    rimMm: random.range(0.15, 0.6),
    rimOpacity: random.range(0.25, 0.85),
    sheen: {
      angle: random.range(0, Math.PI),
      offsetMm: random.range(-30, 30),
      widthMm: random.range(3, 15),
      strength: random.range(0.03, 0.12),
    },
  };
}

/** Lines of glyphs in a box, or none when the box is too flat to hold a line. */
const linesFor = (height: number, wanted: number) => Math.max(0, Math.min(wanted, Math.floor(height / 1.6)));

/**
 * The print inside the inner border of a card front, top to bottom: name bar, art window, info strip, attack
 * text (optionally boxed) separated by thin rules, the dark attack/weakness bar, the flavour box. Gaps to the
 * inner border go down to 0.2-0.3 mm, so an outline detector can take any of them for the border; whatever can
 * touch the border differs from it by MIN_VISIBLE_GAP at least, so the true border stays visible to a grader.
 */
function frontLayout(random: Random, inner: Rect, border: Rgb, face: Rgb) {
  const height = inner.y1 - inner.y0;
  const marks: PrintMark[] = [];
  const textOn = (fill: Rgb) => (luma(fill) < 110 ? LIGHTS[0]! : DARKS[0]!);
  const across = (gapMin: number, gapMax: number) => ({
    x0: inner.x0 + random.range(gapMin, gapMax),
    x1: inner.x1 - random.range(gapMin, gapMax),
  });
  let y = inner.y0;
  if (random.next() < 0.85) {
    const top = inner.y0 + random.range(0.3, 2);
    const fill = pickApart(random, [...DARKS, ...LIGHTS, face], border);
    const bar = { ...across(0.3, 2.5), y0: top, y1: top + random.range(3, 5.5) };
    marks.push({
      kind: 'name bar',
      rect: bar,
      radiusMm: random.range(0.3, 1.5),
      fill,
      opacity: 1,
      outline: random.next() < 0.5 ? pickApart(random, DARKS, border) : null,
      outlineMm: random.range(0.15, 0.4),
      textLines: 1,
      textColor: textOn(fill),
    });
    y = bar.y1;
  }
  const windowRect = {
    x0: inner.x0 + random.range(1.2, 3.5),
    x1: inner.x1 - random.range(1.2, 3.5),
    y0: y + random.range(0.5, 1.5),
    y1: inner.y0 + height * random.range(0.45, 0.56),
  };
  const window = { rect: windowRect, frame: random.pick(FRAMES), frameMm: random.range(0.25, 1) };
  y = windowRect.y1 + 0.6;
  if (random.next() < 0.5) {
    const strip = { x0: inner.x0 + random.range(3, 8), x1: inner.x1 - random.range(3, 8), y0: y, y1: y + 1.8 };
    marks.push({ ...plainBox('info strip', strip, random.pick(LIGHTS)), textLines: 1, textColor: DARKS[0]! });
    y = strip.y1;
  }
  const barTop = inner.y0 + height * random.range(0.76, 0.86);
  const bar = { ...across(0.2, 1.5), y0: barTop, y1: barTop + random.range(2.5, 5) };
  attackText(random, marks, inner, border, { top: y + 1, bottom: barTop - 0.8 });
  if (random.next() < 0.8) {
    const fill = pickApart(random, DARKS, border);
    marks.push({ ...plainBox('attack bar', bar, fill), textLines: 1, textColor: textOn(fill) });
  }
  const flavourBottom = inner.y1 - random.range(0.4, 2);
  if (random.next() < 0.7 && flavourBottom - bar.y1 > 2.5) {
    const box = { ...across(0.4, 2), y0: bar.y1 + random.range(0.5, 1.2), y1: flavourBottom };
    const fill = pickApart(random, LIGHTS, border);
    marks.push({
      ...plainBox('flavour box', box, fill),
      opacity: random.range(0.5, 1),
      outline: pickApart(random, DARKS, border),
      outlineMm: random.range(0.15, 0.35),
      radiusMm: random.range(0.5, 2),
      textLines: linesFor(box.y1 - box.y0, 2),
    });
  }
  return { window, marks };
}

function plainBox(kind: PrintMark['kind'], rect: Rect, fill: Rgb): PrintMark {
  return {
    kind,
    rect,
    radiusMm: 0.4,
    fill,
    opacity: 1,
    outline: null,
    outlineMm: 0,
    textLines: 0,
    textColor: DARKS[0]!,
  };
}

/** One to three attack blocks between `top` and `bottom`: lines of text, some in a pale box, thin rules between. */
function attackText(
  random: Random,
  marks: PrintMark[],
  inner: Rect,
  border: Rgb,
  span: { top: number; bottom: number },
) {
  const blocks = 1 + Math.floor(random.next() * 3);
  const step = (span.bottom - span.top) / blocks;
  if (step < 2) return;
  const rule = pickApart(random, [DARKS[0]!, DARKS[3]!, LIGHTS[0]!], border);
  for (let i = 0; i < blocks; i++) {
    const y0 = span.top + i * step;
    if (i > 0 && random.next() < 0.7) {
      // A thin rule: 0.15-0.4 mm, spanning most of the width, at least 0.5 mm from the inner border.
      const thickness = random.range(0.15, 0.4);
      const rect = {
        x0: inner.x0 + random.range(0.5, 3),
        x1: inner.x1 - random.range(0.5, 3),
        y0: y0 - thickness / 2,
        y1: y0 + thickness / 2,
      };
      marks.push({ ...plainBox('rule', rect, rule), radiusMm: 0 });
    }
    const boxed = random.next() < 0.4;
    const rect = {
      x0: inner.x0 + random.range(0.4, 2),
      x1: inner.x1 - random.range(0.4, 2),
      y0: y0 + 0.4,
      y1: y0 + step - 0.4,
    };
    marks.push({
      ...plainBox('text box', rect, pickApart(random, LIGHTS, border)),
      fill: boxed ? pickApart(random, LIGHTS, border) : null,
      opacity: random.range(0.5, 0.9),
      textLines: linesFor(rect.y1 - rect.y0, 7),
      textColor: DARKS[0]!,
    });
  }
}

/** Three to seven hard-edged blobs inside `area`. */
function artShapes(random: Random, area: Rect): ArtShape[] {
  return Array.from({ length: 3 + Math.floor(random.next() * 5) }, () => ({
    cx: random.range(area.x0, area.x1),
    cy: random.range(area.y0, area.y1),
    rx: random.range(2, 14),
    ry: random.range(2, 14),
    angle: random.range(0, Math.PI),
    color: color(random, 0, 255),
    opacity: random.range(0.6, 1),
  }));
}

/** Paper (white or grey, 175-250) for half the photos, else the classic backgrounds; always apart from the border. */
function hardBackground(random: Random, border: Rgb): CardScene['background'] {
  if (random.next() < 0.5) return background(random, border);
  for (;;) {
    const grey = random.range(175, 250);
    const base = clampRgb([grey + random.range(-6, 6), grey + random.range(-6, 6), grey + random.range(-6, 6)]);
    const accent = near(random, base, 2, 10);
    const frequency = random.range(0.05, 0.3);
    // Paper may sit closer to the border than the classic 25 levels: the shadow then helps, as it does for a person.
    if (Math.abs(luma(base) - luma(border)) >= 15) return { kind: 'paper', base, accent, frequency, angle: 0 };
  }
}

/**
 * A hard-set photo for `seed`: the same arguments as randomScene, a different (and harder) scene. The scene's
 * angleDeg is the print's turn in (-180, 180]; truthOf gives the centering in the detector's frame.
 */
export function hardScene(seed: number, size: { width: number; height: number }, borderless: boolean): CardScene {
  // A separate stream from randomScene's for the same seed, so a hard photo is no variant of a classic one.
  const random = seededRandom(seed ^ 0x68617264);
  const { width, height } = size;
  const angleDeg = turn(random);
  const colors = palette(random, borderless);
  const totalX = random.range(4, 8);
  const [left, right] = split(random, totalX);
  const [top, bottom] = split(random, totalX * random.range(0.9, 1.2));
  const border: Margins | null = borderless ? null : { left, right, top, bottom };
  const sleeved = random.next() < 0.4 ? sleeve(random) : null;
  const extent = sleeved?.rect ?? { x0: 0, y0: 0, x1: CARD_MM.width, y1: CARD_MM.height };
  const { cardToImage, pxPerMm } = placeCard(random, size, angleDeg, extent);
  const inner: Rect = border
    ? { x0: border.left, y0: border.top, x1: CARD_MM.width - border.right, y1: CARD_MM.height - border.bottom }
    : { x0: 0, y0: 0, x1: CARD_MM.width, y1: CARD_MM.height };
  // The back has no print; a full-art card has the print but no art window (its art runs to the edges).
  const layout =
    colors.style === 'back' ? { window: null, marks: [] } : frontLayout(random, inner, colors.border, colors.face);
  const window = colors.style === 'front' ? layout.window : null;
  const drawnBackdrop = hardBackground(random, colors.border);
  // Chosen after the draws above, and applied over their colours, so that the stream they share is unchanged.
  const black = colors.style === 'front' ? blackBorder(seed) : null;
  const backdrop = black?.table ?? drawnBackdrop;
  const shadowed = random.next() < (backdrop.kind === 'paper' ? 0.85 : 0.4);
  const shadowDirection = random.range(0, 2 * Math.PI);
  const shadowReach = random.range(0.3, 2.5) * pxPerMm;
  const scale = width / 1500;
  const longSide = CARD_MM.height * pxPerMm;
  const tags = [
    ...turnTags(angleDeg),
    ...(longSide < 0.45 * Math.min(width, height) ? ['small card'] : []),
    ...(colors.lowContrast && !black ? ['low contrast'] : []),
    ...(black ? ['black border'] : []),
    ...(colors.style === 'back' ? ['card back'] : []),
    ...(sleeved ? ['sleeve'] : []),
    ...(backdrop.kind === 'paper' ? ['paper'] : []),
    ...(shadowed ? ['shadow'] : []),
  ];
  return {
    seed,
    angleDeg,
    width,
    height,
    cardToImage,
    pxPerMm,
    border,
    borderColor: black?.border ?? colors.border,
    background: backdrop,
    art: {
      base: colors.style === 'front' ? artBase(random, colors.border) : colors.face,
      // Four broad colour waves as in the classic art, and two fine ones (0.6-3 mm periods) for detail.
      waves: Array.from({ length: 6 }, (_, i) => {
        const reach = i < 4 ? 1.2 : 6;
        return {
          fu: random.range(-reach, reach),
          fv: random.range(-reach, reach),
          phase: random.range(0, 6.3),
          amp: color(random, 10, i < 4 ? 70 : 30),
        };
      }),
      holo: random.next() < 0.3 ? random.range(20, 60) : 0,
    },
    lighting: { dx: random.range(-1, 1), dy: random.range(-1, 1), strength: random.range(0, 0.3) },
    glare: Array.from({ length: Math.floor(random.range(0, 3)) }, () => ({
      x: random.range(0.2, 0.8) * width,
      y: random.range(0.2, 0.8) * height,
      radius: random.range(4, 15) * pxPerMm,
      strength: random.range(0.3, 0.8),
    })),
    blurPx: random.range(0.5, 2) * scale,
    noise: random.range(1, 6),
    jpegQuality: Math.round(random.range(70, 95)),
    hard: {
      style: colors.style,
      face: black?.face ?? colors.face,
      texture: random.range(0, 6),
      window,
      shapes: colors.style === 'back' ? [] : artShapes(random, window?.rect ?? inner),
      marks: layout.marks,
      sleeve: sleeved,
      shadow: shadowed
        ? {
            dx: Math.cos(shadowDirection) * shadowReach,
            dy: Math.sin(shadowDirection) * shadowReach,
            softPx: random.range(0.8, 4) * pxPerMm,
            strength: random.range(0.15, 0.5),
          }
        : null,
      tags,
    },
  };
}
