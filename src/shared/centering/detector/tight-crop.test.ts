import { describe, expect, it } from 'vitest';
import { cropMargin, mayBeCroppedClose, padded, saysMore, unpadded } from './tight-crop.js';
import type { CenteringDetection, Corners, PixelBuffer } from './types.js';

/** A 3x2 grayscale photo: 1 2 3 / 4 5 6. */
const tiny: PixelBuffer = { width: 3, height: 2, channels: 1, data: Uint8Array.from([1, 2, 3, 4, 5, 6]) };

const rows = (photo: PixelBuffer) =>
  Array.from({ length: photo.height }, (_, y) => [...photo.data.subarray(y * photo.width, (y + 1) * photo.width)]);

const quad = (left: number, top: number, right: number, bottom: number): Corners => [
  { x: left, y: top },
  { x: right, y: top },
  { x: right, y: bottom },
  { x: left, y: bottom },
];

const refusal = (corners?: Corners, outer = { x: 0, y: 0, width: 10, height: 14 }): CenteringDetection => ({
  ok: false,
  confidence: 0.2,
  reason: 'no border to measure (full-art card)',
  ...(corners && { card: { outer, angleDeg: 0, slant: 0, corners } }),
});

/** A measurement at `confidence` of a card whose outline is `corners`, its outer box round them. */
function measured(confidence: number, corners = quad(0, 0, 100, 140)): CenteringDetection {
  const [{ x, y }, , { x: right, y: bottom }] = corners;
  return {
    ok: true,
    outer: { x, y, width: right - x, height: bottom - y },
    inner: { x: x + 16, y: y + 16, width: right - x - 32, height: bottom - y - 32 },
    lPct: 50,
    rPct: 50,
    tPct: 50,
    bPct: 50,
    angleDeg: 0,
    confidence,
    corners,
  };
}

describe('padded', () => {
  it('draws each edge pixel out over the margin, so a strip of table at the edge keeps its step', () => {
    expect(rows(padded(tiny, 1))).toEqual([
      [1, 1, 2, 3, 3],
      [1, 1, 2, 3, 3],
      [4, 4, 5, 6, 6],
      [4, 4, 5, 6, 6],
    ]);
  });

  it('keeps every channel of a colour photo', () => {
    const rgba: PixelBuffer = { width: 1, height: 1, channels: 4, data: Uint8Array.from([10, 20, 30, 255]) };
    const out = padded(rgba, 2);
    expect(out.width).toBe(5);
    expect(out.height).toBe(5);
    expect([...out.data.subarray(0, 4)]).toEqual([10, 20, 30, 255]);
    expect([...out.data.subarray(out.data.length - 4)]).toEqual([10, 20, 30, 255]);
  });

  it('adds a share of the long side, and at least a few pixels', () => {
    expect(cropMargin({ ...tiny, width: 3000, height: 4000 })).toBe(80);
    expect(cropMargin(tiny)).toBe(12);
  });
});

describe('unpadded', () => {
  it("moves a measurement's boxes and corners back into the photo's own pixels", () => {
    const back = unpadded(measured(0.9, quad(14, 20, 314, 440)), 12);
    if (!back.ok) throw new Error('refused');
    expect(back.outer).toEqual({ x: 2, y: 8, width: 300, height: 420 });
    expect(back.inner).toEqual({ x: 18, y: 24, width: 268, height: 388 });
    expect(back.corners).toEqual(quad(2, 8, 302, 428));
  });

  it("moves a refusal's outline back too, and leaves one without an outline as it is", () => {
    const back = unpadded(refusal(quad(12, 12, 112, 152), { x: 12, y: 12, width: 100, height: 140 }), 12);
    expect(!back.ok && back.card).toEqual({
      outer: { x: 0, y: 0, width: 100, height: 140 },
      angleDeg: 0,
      slant: 0,
      corners: quad(0, 0, 100, 140),
    });
    expect(unpadded(refusal(), 12)).toEqual(refusal());
  });
});

describe('mayBeCroppedClose', () => {
  const photo = { ...tiny, width: 520, height: 730 };
  const phone = { ...tiny, width: 3000, height: 4000 };

  it('looks again where no outline was found, or one that nearly fills the photo on every side', () => {
    expect(mayBeCroppedClose(refusal(), photo, 0.7)).toBe(true);
    expect(mayBeCroppedClose(refusal(quad(28, 27, 488, 674)), photo, 0.7)).toBe(true);
  });

  it('does not look again at a card with room round it, nor at a measurement sure enough to show', () => {
    expect(mayBeCroppedClose(refusal(quad(28, 27, 300, 400)), photo, 0.7)).toBe(false);
    // A phone's 3:4 photo is not a crop round a card, though a full-art card may fill it.
    expect(mayBeCroppedClose(refusal(), phone, 0.7)).toBe(false);
    expect(mayBeCroppedClose(refusal(quad(150, 150, 2850, 3850)), phone, 0.7)).toBe(false);
    expect(mayBeCroppedClose(refusal(), { ...photo, width: 730, height: 520 }, 0.7)).toBe(true);
    expect(mayBeCroppedClose(measured(0.9, quad(3, 3, 517, 727)), photo, 0.7)).toBe(false);
    expect(mayBeCroppedClose(measured(0.5, quad(3, 3, 517, 727)), photo, 0.7)).toBe(true);
  });
});

describe('saysMore', () => {
  it('takes the second look where it measured more surely, or found a larger card than the first', () => {
    expect(saysMore(refusal(quad(20, 20, 80, 110)), measured(0.9))).toBe(true);
    expect(saysMore(measured(0.2), measured(0.9))).toBe(true);
    const small = refusal(quad(20, 20, 80, 110), { x: 20, y: 20, width: 60, height: 90 });
    expect(saysMore(small, refusal(quad(2, 2, 100, 140), { x: 2, y: 2, width: 98, height: 138 }))).toBe(true);
    expect(saysMore(refusal(), small)).toBe(true);
  });

  it('keeps the first look where the second says no more', () => {
    expect(saysMore(measured(0.9), measured(0.8))).toBe(false);
    expect(saysMore(measured(0.2), refusal(quad(0, 0, 100, 140)))).toBe(false);
    expect(saysMore(refusal(quad(0, 0, 100, 140), { x: 0, y: 0, width: 100, height: 140 }), refusal())).toBe(false);
  });
});
