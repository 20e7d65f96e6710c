import { applyHomography, homographyFrom, type Homography, type Vec } from '../geometry.js';
import { seededRandom, type Random } from './prng.js';

export type Rgb = readonly [number, number, number];

/** Card size in millimetres: the spec's 63:88. */
export const CARD_MM = { width: 63, height: 88 } as const;

export type Margins = { left: number; right: number; top: number; bottom: number };

/** Everything needed to draw one synthetic card photo; positions in image pixels, card geometry in mm. */
export type CardScene = {
  seed: number;
  angleDeg: number;
  width: number;
  height: number;
  /** Card millimetres to image pixels. */
  cardToImage: Homography;
  pxPerMm: number;
  /** Border widths in mm; null for a full-art (borderless) card. */
  border: Margins | null;
  borderColor: Rgb;
  background: { kind: 'light' | 'dark' | 'pattern'; base: Rgb; accent: Rgb; frequency: number; angle: number };
  art: { base: Rgb; waves: { fu: number; fv: number; phase: number; amp: Rgb }[]; holo: number };
  lighting: { dx: number; dy: number; strength: number };
  glare: { x: number; y: number; radius: number; strength: number }[];
  blurPx: number;
  noise: number;
  jpegQuality: number;
};

export type CenteringTruth = {
  bordered: boolean;
  lPct: number;
  rPct: number;
  tPct: number;
  bPct: number;
  angleDeg: number;
};

const BORDER_COLORS: Record<string, Rgb> = {
  white: [236, 236, 232],
  yellow: [240, 205, 40],
  black: [22, 22, 26],
  blue: [30, 70, 160],
  silver: [178, 182, 188],
};

const luma = ([r, g, b]: Rgb) => 0.299 * r + 0.587 * g + 0.114 * b;
const color = (random: Random, min: number, max: number): Rgb => [
  random.range(min, max),
  random.range(min, max),
  random.range(min, max),
];

/** One margin pair: a total of `total` mm split between 50/50 and 80/20, the larger side picked at random. */
function split(random: Random, total: number): [number, number] {
  const share = random.range(0.5, 0.8);
  return random.next() < 0.5 ? [total * share, total * (1 - share)] : [total * (1 - share), total * share];
}

/** A background far enough from the border in brightness that a person could see the card edge (25 levels). */
function background(random: Random, borderColor: Rgb): CardScene['background'] {
  for (;;) {
    const kind = random.pick(['light', 'dark', 'pattern'] as const);
    const base =
      kind === 'light' ? color(random, 170, 250) : kind === 'dark' ? color(random, 5, 70) : color(random, 30, 220);
    const accent = color(random, 0, 255);
    if (Math.abs(luma(base) - luma(borderColor)) >= 25)
      return { kind, base, accent, frequency: random.range(0.01, 0.08), angle: random.range(0, Math.PI) };
  }
}

/** Artwork whose mean colour is told apart from the border by eye (a frame a grader could measure at all). */
function artBase(random: Random, borderColor: Rgb): Rgb {
  for (;;) {
    const base = color(random, 40, 220);
    const gap = Math.hypot(base[0] - borderColor[0], base[1] - borderColor[1], base[2] - borderColor[2]);
    if (gap >= 80) return base;
  }
}

export function randomScene(seed: number, size: { width: number; height: number }, borderless: boolean): CardScene {
  const random = seededRandom(seed);
  const { width, height } = size;
  const angleDeg = random.range(-10, 10);
  // Card height 60-85% of the shorter fit, so a turned card with perspective stays inside the photo.
  const pxPerMm = (Math.min(height / CARD_MM.height, width / CARD_MM.width) * random.range(0.6, 0.85)) / 1.05;
  const angle = (angleDeg * Math.PI) / 180;
  const center = {
    x: width / 2 + random.range(-0.05, 0.05) * width,
    y: height / 2 + random.range(-0.05, 0.05) * height,
  };
  const place = (u: number, v: number): Vec => {
    const x = (u - CARD_MM.width / 2) * pxPerMm;
    const y = (v - CARD_MM.height / 2) * pxPerMm;
    return {
      x: center.x + x * Math.cos(angle) - y * Math.sin(angle),
      y: center.y + x * Math.sin(angle) + y * Math.cos(angle),
    };
  };
  const cardCorners = [
    { x: 0, y: 0 },
    { x: CARD_MM.width, y: 0 },
    { x: CARD_MM.width, y: CARD_MM.height },
    { x: 0, y: CARD_MM.height },
  ];
  // Mild perspective: each corner moves up to 2% of the card height.
  const jitter = 0.02 * CARD_MM.height * pxPerMm;
  const imageCorners = cardCorners.map(({ x, y }) => {
    const p = place(x, y);
    return { x: p.x + random.range(-jitter, jitter), y: p.y + random.range(-jitter, jitter) };
  });
  const borderColor = BORDER_COLORS[random.pick(Object.keys(BORDER_COLORS))]!;
  // Border totals 4-8 mm across (6-13% of the width); the vertical total within 90-120% of it.
  const totalX = random.range(4, 8);
  const [left, right] = split(random, totalX);
  const [top, bottom] = split(random, totalX * random.range(0.9, 1.2));
  const scale = width / 1500;
  return {
    seed,
    angleDeg,
    width,
    height,
    cardToImage: homographyFrom(cardCorners, imageCorners),
    pxPerMm,
    border: borderless ? null : { left, right, top, bottom },
    borderColor,
    background: background(random, borderColor),
    art: {
      base: artBase(random, borderColor),
      waves: Array.from({ length: 4 }, () => ({
        fu: random.range(-1.2, 1.2),
        fv: random.range(-1.2, 1.2),
        phase: random.range(0, 6.3),
        amp: color(random, 10, 70),
      })),
      holo: random.next() < 0.4 ? random.range(20, 60) : 0,
    },
    lighting: { dx: random.range(-1, 1), dy: random.range(-1, 1), strength: random.range(0, 0.25) },
    glare: Array.from({ length: Math.floor(random.range(0, 3)) }, () => ({
      x: random.range(0.3, 0.7) * width,
      y: random.range(0.3, 0.7) * height,
      radius: random.range(4, 15) * pxPerMm,
      strength: random.range(0.3, 0.8),
    })),
    blurPx: random.range(0.5, 2) * scale,
    noise: random.range(1, 6),
    jpegQuality: Math.round(random.range(70, 95)),
  };
}

/** The card's turn as it appears in the photo: the mean direction of its four projected sides. */
function projectedAngle(scene: CardScene): number {
  const [tl, tr, br, bl] = [
    [0, 0],
    [CARD_MM.width, 0],
    [CARD_MM.width, CARD_MM.height],
    [0, CARD_MM.height],
  ].map(([u, v]) => applyHomography(scene.cardToImage, u!, v!)) as [Vec, Vec, Vec, Vec];
  const turn = (a: Vec, b: Vec, quarter: number) => Math.atan2(b.y - a.y, b.x - a.x) - quarter;
  const sum = turn(tl, tr, 0) + turn(bl, br, 0) + turn(tl, bl, Math.PI / 2) + turn(tr, br, Math.PI / 2);
  return (sum / 4) * (180 / Math.PI);
}

export function truthOf(scene: CardScene): CenteringTruth {
  const angleDeg = projectedAngle(scene);
  const b = scene.border;
  if (!b) return { bordered: false, lPct: 50, rPct: 50, tPct: 50, bPct: 50, angleDeg };
  const lPct = (100 * b.left) / (b.left + b.right);
  const tPct = (100 * b.top) / (b.top + b.bottom);
  return { bordered: true, lPct, rPct: 100 - lPct, tPct, bPct: 100 - tPct, angleDeg };
}
