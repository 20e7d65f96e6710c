import {
  applyHomography,
  homographyFrom,
  type Homography,
  type Vec,
} from '../../src/shared/centering/detector/geometry.js';
import type { HardFeatures } from './hard-scene.js';
import { seededRandom, type Random } from './prng.js';

export type Rgb = readonly [number, number, number];

/** Card size in millimetres: the spec's 63:88. */
export const CARD_MM = { width: 63, height: 88 } as const;

export type Margins = { left: number; right: number; top: number; bottom: number };

/**
 * Everything needed to draw one synthetic card photo; positions in image pixels, card geometry in mm (u right and
 * v down across the card's own print, origin at its top-left corner).
 */
export type CardScene = {
  seed: number;
  /** The card's in-plane turn, clockwise on screen: within +-10 degrees here, anything in (-180, 180] in the hard set. */
  angleDeg: number;
  width: number;
  height: number;
  /** Card millimetres to image pixels. */
  cardToImage: Homography;
  pxPerMm: number;
  /** Border widths in mm; null for a full-art (borderless) card. */
  border: Margins | null;
  borderColor: Rgb;
  /** 'paper' (white or grey paper with a faint fibre texture) only occurs in the hard set. */
  background: {
    kind: 'light' | 'dark' | 'pattern' | 'paper';
    base: Rgb;
    accent: Rgb;
    frequency: number;
    angle: number;
  };
  art: { base: Rgb; waves: { fu: number; fv: number; phase: number; amp: Rgb }[]; holo: number };
  lighting: { dx: number; dy: number; strength: number };
  glare: { x: number; y: number; radius: number; strength: number }[];
  blurPx: number;
  noise: number;
  jpegQuality: number;
  /** Only in the hard set (hard-scene.ts): print inside the frame, sleeve, shadow. Absent, the photo is classic. */
  hard?: HardFeatures;
};

/**
 * The centering a detector should report. Like the detector, it is given in the card's portrait frame with the
 * smallest turn: angleDeg lies in (-90, 90]. A card printed upside down in that frame (drawn turned by more than 90
 * degrees either way, as the hard set does) has its splits swapped: lPct is the left border's share once the photo
 * is turned by -angleDeg, and that border is the print's right one (tPct likewise the print's bottom). See
 * truthInFrame for comparing with a detector that settled on another frame (near 90 degrees either is fair).
 */
export type CenteringTruth = {
  bordered: boolean;
  lPct: number;
  rPct: number;
  tPct: number;
  bPct: number;
  angleDeg: number;
};

export const BORDER_COLORS: Record<string, Rgb> = {
  white: [236, 236, 232],
  yellow: [240, 205, 40],
  black: [22, 22, 26],
  blue: [30, 70, 160],
  silver: [178, 182, 188],
};

export const luma = ([r, g, b]: Rgb) => 0.299 * r + 0.587 * g + 0.114 * b;
export const color = (random: Random, min: number, max: number): Rgb => [
  random.range(min, max),
  random.range(min, max),
  random.range(min, max),
];

/** One margin pair: a total of `total` mm split between 50/50 and 80/20, the larger side picked at random. */
export function split(random: Random, total: number): [number, number] {
  const share = random.range(0.5, 0.8);
  return random.next() < 0.5 ? [total * share, total * (1 - share)] : [total * (1 - share), total * share];
}

/** A background far enough from the border in brightness that a person could see the card edge (25 levels). */
export function background(random: Random, borderColor: Rgb): CardScene['background'] {
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
export function artBase(random: Random, borderColor: Rgb): Rgb {
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

/**
 * The card's turn as it appears in the photo: the mean direction of its four projected sides, in degrees clockwise
 * on screen, near (-180, 180]. Each side's angle is taken within half a turn of the first side's, because atan2
 * wraps at 180 degrees and a plain mean of 179 and -179 would be 0 (for the classic set's small turns nothing wraps
 * and the sum is the same as without the unwrapping, bit for bit).
 */
function projectedAngle(scene: CardScene): number {
  const [tl, tr, br, bl] = [
    [0, 0],
    [CARD_MM.width, 0],
    [CARD_MM.width, CARD_MM.height],
    [0, CARD_MM.height],
  ].map(([u, v]) => applyHomography(scene.cardToImage, u!, v!)) as [Vec, Vec, Vec, Vec];
  const turn = (a: Vec, b: Vec, quarter: number) => Math.atan2(b.y - a.y, b.x - a.x) - quarter;
  const first = turn(tl, tr, 0);
  const near = (angle: number) => angle - 2 * Math.PI * Math.round((angle - first) / (2 * Math.PI));
  const sum = first + near(turn(bl, br, 0)) + near(turn(tl, bl, Math.PI / 2)) + near(turn(tr, br, Math.PI / 2));
  return (sum / 4) * (180 / Math.PI);
}

/**
 * The centering to expect, in the detector's frame (see CenteringTruth): the drawn turn brought into (-90, 90] by
 * half turns; an odd number of half turns means the print is upside down in that frame, so left and right swap,
 * and top and bottom. A card drawn at 180 degrees is reported at 0 with lPct = the print's right share; one drawn
 * at 100 degrees at -80, also swapped; one drawn at -100 at 80, swapped; at 80 or -80, not swapped.
 */
export function truthOf(scene: CardScene): CenteringTruth {
  const drawn = projectedAngle(scene);
  const halfTurns = Math.ceil((drawn - 90) / 180);
  const angleDeg = halfTurns === 0 ? drawn : drawn - 180 * halfTurns;
  const b = scene.border;
  if (!b) return { bordered: false, lPct: 50, rPct: 50, tPct: 50, bPct: 50, angleDeg };
  const flipped = halfTurns % 2 !== 0;
  const lPct = (100 * (flipped ? b.right : b.left)) / (b.left + b.right);
  const tPct = (100 * (flipped ? b.bottom : b.top)) / (b.top + b.bottom);
  return { bordered: true, lPct, rPct: 100 - lPct, tPct, bPct: 100 - tPct, angleDeg };
}

/**
 * The truth re-expressed in the frame a detector actually reported: truth.angleDeg plus the whole number of
 * quarter turns nearest to `reportedAngleDeg`. quarterTurns 0 gives the truth itself (the normal case); 2 swaps
 * left/right and top/bottom (a card near 90 degrees, reported as -89 where the truth says 89); 1 or 3 means the
 * detector read the card as landscape (its left is the card's top for 1, its bottom for 3). Comparing in the
 * reported frame scores the measurement itself; whether a frame other than 0 is acceptable is the caller's call.
 */
export function truthInFrame(
  truth: CenteringTruth,
  reportedAngleDeg: number,
): CenteringTruth & { quarterTurns: 0 | 1 | 2 | 3 } {
  const turns = Math.round((reportedAngleDeg - truth.angleDeg) / 90);
  const quarterTurns = (((turns % 4) + 4) % 4) as 0 | 1 | 2 | 3;
  if (quarterTurns === 0 && turns === 0) return { ...truth, quarterTurns };
  const { lPct, rPct, tPct, bPct } = truth;
  // Turning the photo by -(truth + k quarter turns) leaves the card turned k quarter turns counter-clockwise.
  const [left, top] = [
    [lPct, tPct],
    [tPct, rPct],
    [rPct, bPct],
    [bPct, lPct],
  ][quarterTurns]!;
  return {
    bordered: truth.bordered,
    lPct: left!,
    rPct: 100 - left!,
    tPct: top!,
    bPct: 100 - top!,
    angleDeg: truth.angleDeg + 90 * turns,
    quarterTurns,
  };
}
