import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyHomography, homographyFrom } from '../../src/shared/centering/detector/geometry.js';
import type { PixelBuffer } from '../../src/shared/centering/detector/types.js';
import { hardScene } from './hard-scene.js';
import { renderScene } from './render.js';
import { CARD_MM, luma, randomScene, truthInFrame, truthOf, type CardScene, type Margins } from './scene.js';

const sha256 = (data: Uint8Array | Uint8ClampedArray) => createHash('sha256').update(data).digest('hex');
const PHOTO = { width: 900, height: 1200 };

/** The first `count` bordered hard scenes from seed 1000 (any seeds would do). */
function borderedHardScenes(count: number, size = PHOTO): CardScene[] {
  return Array.from({ length: count }, (_, i) => hardScene(1000 + i, size, false));
}

/**
 * The scene redrawn square to the photo (no turn, no perspective) at `pxPerMm` with a 30 px margin, without what
 * would blur a measurement: noise, lighting, glare and the sleeve (its rim may run along the card edge).
 */
function upright(scene: CardScene, pxPerMm: number): CardScene {
  const margin = 30;
  const corners = [
    { x: 0, y: 0 },
    { x: CARD_MM.width, y: 0 },
    { x: CARD_MM.width, y: CARD_MM.height },
    { x: 0, y: CARD_MM.height },
  ];
  return {
    ...scene,
    width: Math.ceil(CARD_MM.width * pxPerMm) + 2 * margin,
    height: Math.ceil(CARD_MM.height * pxPerMm) + 2 * margin,
    cardToImage: homographyFrom(
      corners,
      corners.map((c) => ({ x: margin + c.x * pxPerMm, y: margin + c.y * pxPerMm })),
    ),
    pxPerMm,
    blurPx: 0.4,
    noise: 0,
    glare: [],
    lighting: { ...scene.lighting, strength: 0 },
    hard: { ...scene.hard!, sleeve: null },
  };
}

/**
 * Border depth in mm along one scanline, `along` mm down (or across) the side: walks in one pixel at a time from
 * 0.4 mm inside the card edge (on the border) until the colour leaves the border colour by more than 15 levels
 * (its grain reaches 7), then places the edge where the colour is half way from the border to the face just
 * beyond, between the two pixel centres either side (a blurred step is symmetric about its half way point).
 */
function measuredDepth(image: PixelBuffer, scene: CardScene, side: keyof Margins, along: number): number {
  const { pxPerMm } = scene;
  const origin = applyHomography(scene.cardToImage, 0, 0);
  const across = side === 'left' || side === 'right';
  const far = across ? CARD_MM.width : CARD_MM.height;
  // The k-th pixel in from this side's edge along the scanline, and its centre's depth in mm.
  const pixel = (k: number) => {
    const alongPx = Math.floor((across ? origin.y : origin.x) + along * pxPerMm);
    const start = across ? origin.x : origin.y;
    const inward = side === 'left' || side === 'top' ? start + k : start + far * pxPerMm - 1 - k;
    const depth = side === 'left' || side === 'top' ? inward + 0.5 - start : start + far * pxPerMm - inward - 0.5;
    return { x: across ? inward : alongPx, y: across ? alongPx : inward, depth: depth / pxPerMm };
  };
  const gap = (k: number) => {
    const { x, y } = pixel(k);
    const i = (Math.floor(y) * image.width + Math.floor(x)) * 4;
    const [r, g, b] = scene.borderColor;
    return Math.hypot(image.data[i]! - r, image.data[i + 1]! - g, image.data[i + 2]! - b);
  };
  let k = Math.ceil(0.4 * pxPerMm);
  while (gap(k) <= 15) k++;
  const half = gap(k + 2) / 2;
  while (gap(k - 1) > half) k--;
  while (gap(k) < half) k++;
  const t = (half - gap(k - 1)) / (gap(k) - gap(k - 1));
  return pixel(k - 1).depth + t * (pixel(k).depth - pixel(k - 1).depth);
}

describe('the classic synthetic set', () => {
  it('draws exactly the photo it drew before the hard set was added', () => {
    const scene = randomScene(2, PHOTO, false);
    expect(sha256(renderScene(scene).data)).toBe('258513400edafb81eaea04378866d1a07340c47466cf27fbdcada72211e6459c');
    expect(
      createHash('sha256')
        .update(JSON.stringify([scene, truthOf(scene)]))
        .digest('hex'),
    ).toBe('1fb7088d30ffbe7475c903bcb470139da4ca1df0fa949d78407ebcf7a40e1561');
  });
});

describe('hardScene', () => {
  it('gives the same scene and pixels for the same seed, and other scenes for other seeds', () => {
    const size = { width: 300, height: 400 };
    expect(hardScene(42, size, false)).toEqual(hardScene(42, size, false));
    expect(sha256(renderScene(hardScene(42, size, false)).data)).toBe(
      sha256(renderScene(hardScene(42, size, false)).data),
    );
    expect(hardScene(43, size, false).cardToImage).not.toEqual(hardScene(42, size, false).cardToImage);
    expect(hardScene(2, PHOTO, false).angleDeg).not.toBe(randomScene(2, PHOTO, false).angleDeg);
  });

  it('covers every turn, small and large cards, sleeves, low contrast and paper', () => {
    const scenes = Array.from({ length: 200 }, (_, i) => hardScene(i, PHOTO, i % 20 < 3));
    const tags = new Set(scenes.flatMap((s) => s.hard!.tags));
    for (const tag of ['upright', 'sideways', 'upside down', 'turned 15-45', 'small card', 'sleeve', 'shadow'])
      expect(tags).toContain(tag);
    for (const tag of ['low contrast', 'card back', 'paper', 'black border']) expect(tags).toContain(tag);
    const longSides = scenes.map((s) => (CARD_MM.height * s.pxPerMm) / Math.min(s.width, s.height));
    expect(Math.min(...longSides)).toBeGreaterThanOrEqual(0.25 - 1e-9);
    expect(Math.max(...longSides)).toBeGreaterThan(1.1);
  });

  it("draws Magic's look: a black border round a light frame, on a dark table a faint step lighter", () => {
    const black = Array.from({ length: 200 }, (_, i) => hardScene(i, PHOTO, false)).filter((s) =>
      s.hard!.tags.includes('black border'),
    );
    expect(black.length).toBeGreaterThan(10);
    for (const scene of black) {
      const border = luma(scene.borderColor);
      expect(border).toBeLessThan(40);
      expect(luma(scene.hard!.face)).toBeGreaterThan(170);
      expect(scene.background.kind).toBe('dark');
      const step = luma(scene.background.base) - border;
      expect(step).toBeGreaterThanOrEqual(12);
      expect(step).toBeLessThanOrEqual(58);
    }
  });

  it('keeps the whole card (and its sleeve) inside the photo', () => {
    for (let seed = 0; seed < 200; seed++) {
      const scene = hardScene(seed, PHOTO, false);
      const r = scene.hard!.sleeve?.rect ?? { x0: 0, y0: 0, x1: CARD_MM.width, y1: CARD_MM.height };
      for (const [u, v] of [
        [r.x0, r.y0],
        [r.x1, r.y0],
        [r.x1, r.y1],
        [r.x0, r.y1],
      ]) {
        const p = applyHomography(scene.cardToImage, u!, v!);
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThanOrEqual(PHOTO.width);
        expect(p.y).toBeLessThanOrEqual(PHOTO.height);
      }
    }
  });

  it("draws the truth's borders: depths measured on the rendered card match them", () => {
    // Two of each kind of border: ordinary contrast, low contrast on a front, the card back.
    const scenes = borderedHardScenes(60);
    const kinds = [
      (s: CardScene) => !s.hard!.tags.includes('low contrast'),
      (s: CardScene) => s.hard!.tags.includes('low contrast') && s.hard!.style === 'front',
      (s: CardScene) => s.hard!.style === 'back',
    ];
    for (const drawn of kinds.flatMap((kind) => scenes.filter(kind).slice(0, 2))) {
      const scene = upright(drawn, 7);
      const image = renderScene(scene);
      const border = scene.border!;
      const depths = {} as Margins;
      for (const side of ['left', 'right', 'top', 'bottom'] as const) {
        const length = side === 'left' || side === 'right' ? CARD_MM.height : CARD_MM.width;
        const samples = [0.3, 0.5, 0.7].map((share) => measuredDepth(image, scene, side, share * length));
        samples.sort((a, b) => a - b);
        depths[side] = samples[1]!;
        expect(Math.abs(depths[side] - border[side]), `seed ${scene.seed} ${side}`).toBeLessThan(0.05);
      }
      const truth = truthOf(scene);
      expect(truth.angleDeg).toBeCloseTo(0, 9);
      expect(Math.abs((100 * depths.left) / (depths.left + depths.right) - truth.lPct)).toBeLessThan(0.5);
      expect(Math.abs((100 * depths.top) / (depths.top + depths.bottom) - truth.tPct)).toBeLessThan(0.5);
    }
  });

  it("reports truth in the detector's frame: portrait, turned less than 90 degrees, swapped when upside down", () => {
    let swaps = 0;
    for (const scene of borderedHardScenes(200)) {
      const truth = truthOf(scene);
      expect(truth.angleDeg).toBeGreaterThan(-90);
      expect(truth.angleDeg).toBeLessThanOrEqual(90);
      // Turn the photo back by the truth's angle: the print's side midpoints must then sit left/right, top/bottom.
      const turn = (-truth.angleDeg * Math.PI) / 180;
      const point = (u: number, v: number) => {
        const p = applyHomography(scene.cardToImage, u, v);
        return { x: p.x * Math.cos(turn) - p.y * Math.sin(turn), y: p.x * Math.sin(turn) + p.y * Math.cos(turn) };
      };
      const [left, right] = [point(0, CARD_MM.height / 2), point(CARD_MM.width, CARD_MM.height / 2)];
      const [top, bottom] = [point(CARD_MM.width / 2, 0), point(CARD_MM.width / 2, CARD_MM.height)];
      expect(Math.abs(left.y - right.y)).toBeLessThan(Math.abs(left.x - right.x) * 0.2);
      const upsideDown = left.x > right.x;
      expect(top.y > bottom.y).toBe(upsideDown);
      const b = scene.border!;
      expect(truth.lPct).toBeCloseTo((100 * (upsideDown ? b.right : b.left)) / (b.left + b.right), 9);
      expect(truth.tPct).toBeCloseTo((100 * (upsideDown ? b.bottom : b.top)) / (b.top + b.bottom), 9);
      if (upsideDown) swaps++;
    }
    expect(swaps).toBeGreaterThan(40);
  });
});

describe('truthInFrame', () => {
  const truth = { bordered: true, lPct: 60, rPct: 40, tPct: 30, bPct: 70, angleDeg: 88 };

  it('keeps the truth for a detector that reported its frame', () => {
    expect(truthInFrame(truth, 87.5)).toEqual({ ...truth, quarterTurns: 0 });
  });

  it('swaps both pairs for the same card read the other way up (88 degrees reported as -91 + ...)', () => {
    expect(truthInFrame(truth, -89)).toMatchObject({ lPct: 40, tPct: 70, angleDeg: -92, quarterTurns: 2 });
  });

  it('maps sides for a card read as landscape', () => {
    // Reported a quarter turn further clockwise: the card lies turned back a quarter, its top on the left.
    expect(truthInFrame({ ...truth, angleDeg: 0 }, 90)).toMatchObject({ lPct: 30, tPct: 40, quarterTurns: 1 });
    expect(truthInFrame({ ...truth, angleDeg: 0 }, -90)).toMatchObject({ lPct: 70, tPct: 60, quarterTurns: 3 });
  });
});
