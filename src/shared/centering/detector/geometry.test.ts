import { describe, expect, it } from 'vitest';
import { CARD_ASPECT } from './outer-quad.js';
import { aspectGap, rectifiedAspect, type Vec } from './geometry.js';

/**
 * The corners of a 63:88 card (630 x 880) lying on a table, turned by `turnDeg` on it, the table slanted by
 * `slantDeg` (its top away from the camera), its centre `offset` from the camera's axis at 1500 from the camera; seen
 * by a camera of focal length `focal` (px) whose axis meets the photo at `centre`.
 */
function photographed(slantDeg: number, turnDeg: number, focal: number, offset = { x: 0, y: 0 }): [Vec, Vec, Vec, Vec] {
  const [slant, turn] = [slantDeg, turnDeg].map((degrees) => (degrees * Math.PI) / 180) as [number, number];
  const corners = [
    [-315, -440],
    [315, -440],
    [315, 440],
    [-315, 440],
  ] as const;
  return corners.map(([cx, cy]) => {
    const x = cx * Math.cos(turn) - cy * Math.sin(turn);
    const y = cx * Math.sin(turn) + cy * Math.cos(turn);
    const depth = 1500 + y * Math.sin(slant);
    return {
      x: photo.centre.x + (focal * (x + offset.x)) / depth,
      y: photo.centre.y + (focal * (y * Math.cos(slant) + offset.y)) / depth,
    };
  }) as [Vec, Vec, Vec, Vec];
}

const photo = { centre: { x: 900, y: 1200 }, longSide: 2400 };

const plainAspect = ([tl, tr, br, bl]: [Vec, Vec, Vec, Vec]) =>
  (Math.hypot(tr.x - tl.x, tr.y - tl.y) + Math.hypot(br.x - bl.x, br.y - bl.y)) /
  (Math.hypot(bl.x - tl.x, bl.y - tl.y) + Math.hypot(br.x - tr.x, br.y - tr.y));

describe('rectifiedAspect', () => {
  it('gives a card seen square-on its own shape', () => {
    const corners = photographed(0, 17, 2000);
    expect(rectifiedAspect(corners, photo.centre, photo.longSide)).toBeCloseTo(CARD_ASPECT, 3);
  });

  it('takes the slant of a phone held over a table out of the outline', () => {
    // A phone's main lens (0.65 to 0.95 long sides; the detector assumes 0.8), slants to 25 degrees, the card
    // turned: the outline in the photo is up to 12% off the card's shape, the rectified one within 5% (the detector
    // allows 6%). Steeper slants need the lens the detector assumes: a 2x lens at 40 degrees is 18% off.
    for (const focal of [0.65, 0.8, 0.95].map((share) => share * photo.longSide)) {
      for (const slant of [15, 25]) {
        for (const turn of [0, 12, -35]) {
          const corners = photographed(slant, turn, focal);
          expect(Math.abs(rectifiedAspect(corners, photo.centre, photo.longSide) / CARD_ASPECT - 1)).toBeLessThan(0.05);
        }
      }
    }
    const steep = photographed(40, 12, 0.8 * photo.longSide);
    expect(plainAspect(steep) / CARD_ASPECT - 1).toBeGreaterThan(0.15);
    expect(rectifiedAspect(steep, photo.centre, photo.longSide)).toBeCloseTo(CARD_ASPECT, 3);
  });

  it('holds for a card off the photo centre', () => {
    const corners = photographed(25, 5, 2000, { x: -400, y: -500 });
    expect(Math.abs(rectifiedAspect(corners, photo.centre, photo.longSide) / CARD_ASPECT - 1)).toBeLessThan(0.04);
  });

  it('does not pass a quad too tall for a card as one seen at a slant', () => {
    // A slanted card's outline whose top side sits on a line of the table 15% of its height beyond the card: the
    // photo's ratio (0.74) looks like a card's, the rectified one does not.
    const [tl, tr, br, bl] = photographed(25, 0, 2000);
    const up = (p: Vec, q: Vec) => ({ x: p.x + (p.x - q.x) * 0.15, y: p.y + (p.y - q.y) * 0.15 });
    const tall: [Vec, Vec, Vec, Vec] = [up(tl, bl), up(tr, br), br, bl];
    expect(Math.abs(plainAspect(tall) / CARD_ASPECT - 1)).toBeLessThan(0.06);
    expect(Math.abs(rectifiedAspect(tall, photo.centre, photo.longSide) / CARD_ASPECT - 1)).toBeGreaterThan(0.06);
  });
});

describe('aspectGap', () => {
  it('passes a card taken at a slant through a lens other than the usual one: which the phone used is unknown', () => {
    // A 2x lens (1.5 long sides) over a card at 30 and 40 degrees: at the usual lens (0.8) its shape is 9-17% off.
    for (const slant of [30, 40]) {
      const corners = photographed(slant, 12, 1.5 * photo.longSide);
      expect(Math.abs(rectifiedAspect(corners, photo.centre, photo.longSide) / CARD_ASPECT - 1)).toBeGreaterThan(0.06);
      expect(aspectGap(corners, photo.centre, photo.longSide, CARD_ASPECT)).toBeLessThan(0.005);
    }
  });

  it('gives a card seen square-on its gap, whatever the lens', () => {
    const wide = photographed(0, 17, 2000).map(({ x, y }) => ({ x: photo.centre.x + (x - photo.centre.x) * 1.1, y }));
    expect(aspectGap(wide as [Vec, Vec, Vec, Vec], photo.centre, photo.longSide, CARD_ASPECT)).toBeGreaterThan(0.05);
    expect(aspectGap(photographed(0, 17, 2000), photo.centre, photo.longSide, CARD_ASPECT)).toBeLessThan(0.001);
  });

  it('does not pass a quad too tall for a card at any lens', () => {
    const [tl, tr, br, bl] = photographed(25, 0, 2000);
    const up = (p: Vec, q: Vec) => ({ x: p.x + (p.x - q.x) * 0.15, y: p.y + (p.y - q.y) * 0.15 });
    expect(aspectGap([up(tl, bl), up(tr, br), br, bl], photo.centre, photo.longSide, CARD_ASPECT)).toBeGreaterThan(
      0.06,
    );
  });
});
