import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PixelBuffer } from '../centering/detector/index.js';
import { renderScene } from '../../../tests/synth/render.js';
import { randomScene, type CardScene } from '../../../tests/synth/scene.js';
import { assessPhoto, qualityIssues } from './assess.js';
import { glareShare, inFullBlocks } from './metrics.js';
import { MAX_GLARE, MIN_FOCUS } from './thresholds.js';

// The size the submit screen measures (a photo brought to a 1200 px long side), as the thresholds were chosen.
const SIZE = { width: 900, height: 1200 };
/**
 * A bordered card in even light with no glare of its own (seed 11 scores near the set's median focus): its
 * slanted light would push the white border to clipping, which is overexposure rather than the glare tested here.
 * Not seed 1: its artwork peaks at white, 1.3% of the card clipped, which warns since MAX_GLARE came down to 0.01.
 */
const base = randomScene(11, SIZE, false);
const scene: CardScene = { ...base, glare: [], lighting: { ...base.lighting, strength: 0 } };
const sharpPhoto = renderScene(scene);

async function blurred(image: PixelBuffer, sigma: number): Promise<PixelBuffer> {
  const raw = { width: image.width, height: image.height, channels: 4 as const };
  const data = await sharp(Buffer.from(image.data), { raw }).blur(sigma).raw().toBuffer();
  return { ...raw, data: new Uint8Array(data) };
}

describe('assessPhoto on synthetic card photos', () => {
  it('passes a sharp, glare-free photo and measures the card', () => {
    const quality = assessPhoto(sharpPhoto, { scale: 3, detect: true });
    expect(quality.focus).toBeGreaterThan(MIN_FOCUS * 1.5);
    expect(quality.glare).toBeLessThan(MAX_GLARE);
    expect(quality.cardMeasured).toBe(true);
    expect(quality.detection).toMatchObject({ edgeFound: true });
    // The card's short side in the original photo: 3 original pixels per analysed pixel.
    expect(quality.shortSidePx).toBeGreaterThan(3 * 0.6 * 63 * (900 / 63) * 0.5);
    expect(quality.fill).toBeGreaterThan(0.3);
    expect(qualityIssues(quality)).toEqual([]);
  });

  it('warns on a blurred photo (Gaussian, sigma 8)', async () => {
    const quality = assessPhoto(await blurred(sharpPhoto, 8), { scale: 3, detect: true });
    expect(quality.focus).toBeLessThan(MIN_FOCUS);
    expect(qualityIssues(quality)).toContain('blur');
  });

  it('warns on a clipped reflection over the card', () => {
    const glare = [{ x: scene.width / 2, y: scene.height / 2, radius: 10 * scene.pxPerMm, strength: 1.6 }];
    const quality = assessPhoto(renderScene({ ...scene, glare }), { scale: 1, detect: false });
    expect(quality.glare).toBeGreaterThan(MAX_GLARE);
    expect(qualityIssues(quality)).toContain('glare');
  });

  it('warns on a small photo, and without the detector bounds the card by the photo', () => {
    const quality = assessPhoto(sharpPhoto, { scale: 0.5, detect: false });
    expect(quality).toMatchObject({ shortSidePx: 450, cardMeasured: false, fill: null, detection: null });
    expect(qualityIssues(quality)).toContain('resolution');
  });

  it('says so when the detector cannot find the card at all', () => {
    const empty = renderScene({ ...randomScene(500, { width: 300, height: 400 }, false), pxPerMm: 0.01 });
    const quality = assessPhoto(empty, { scale: 10, detect: true });
    expect(quality.detection).toMatchObject({ edgeFound: false });
    expect(qualityIssues(quality)).toContain('edges');
  });
});

/** A light grey card (print at 200) filling a 200x200 photo, dark rules across it, and `paint`'s levels over it. */
function whiteCard(paint: (x: number, y: number) => number | undefined): PixelBuffer {
  const [width, height] = [200, 200];
  const data = new Uint8Array(width * height * 4).fill(255); // opaque
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const level = paint(x, y) ?? (y % 20 === 10 ? 40 : 200);
      data.fill(level, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  return { width, height, channels: 4, data };
}
const wholeCard = { box: { x: 10, y: 10, width: 180, height: 180 }, angleDeg: 0 };
const inPatch = (x: number, y: number) => x >= 50 && x < 60 && y >= 50 && y < 56;

describe('glareShare', () => {
  it('leaves out clipped halos a pixel wide beside dark print and clipped specks (a phone sharpening white print)', () => {
    // Halos above and below every dark rule, and a speck every 7 px: 12% of the card clipped, no reflection.
    const halos = whiteCard((x, y) =>
      y % 20 === 9 || y % 20 === 11 || (x % 7 === 0 && y % 7 === 3) ? 255 : undefined,
    );
    expect(glareShare(halos, wholeCard)).toBe(0);
  });

  it('counts the clipped pixels of a patch whole, its rim included, and through sensor noise', () => {
    const clipped = whiteCard((x, y) => (inPatch(x, y) ? 255 : undefined));
    expect(glareShare(clipped, wholeCard)).toBeCloseTo(60 / (180 * 180), 6);
    // Every other pixel of the reflection left just under clipping by noise: the clipped half counts.
    const noisy = whiteCard((x, y) => (inPatch(x, y) ? ((x + y) % 2 ? 255 : 247) : undefined));
    expect(glareShare(noisy, wholeCard)).toBeCloseTo(30 / (180 * 180), 6);
  });

  it('keeps pixels in a full 3x3 block, and only those, up to the edges of the mask', () => {
    // A 3x3 block in the top left corner, a 2-pixel line beside it, a lone pixel.
    const width = 6;
    const rows = ['111011', '111011', '111000', '000001', '100000'];
    const mask = Uint8Array.from(rows.join(''), (cell) => Number(cell));
    const kept = [...inFullBlocks(mask, width, rows.length)].join('');
    expect(kept).toBe(['111000', '111000', '111000', '000000', '000000'].join(''));
  });
});
