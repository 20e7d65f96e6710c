import { describe, expect, it } from 'vitest';
import { inPhotoPixels, MEASURED_LONG_SIDE, measuredSize } from './measured-copy.js';
import type { CenteringDetection } from './types.js';

describe('the measured copy', () => {
  it('shrinks a photo to the measured size on its long side, as sharp does on the server', () => {
    // A 12 MP phone photo upright: sharp's fit-inside resize gives 1800x2400.
    expect(measuredSize(3024, 4032)).toEqual({ width: 1800, height: MEASURED_LONG_SIDE, scale: 1.68 });
    expect(measuredSize(3264, 1836)).toEqual({ width: 2400, height: 1350, scale: 1.36 });
  });

  it('leaves a photo already within the measured size as it is', () => {
    expect(measuredSize(1920, 1080)).toEqual({ width: 1920, height: 1080, scale: 1 });
  });

  it('puts the boxes of a measurement on the copy back into the photo’s pixels, with the figures of those boxes', () => {
    const onCopy: CenteringDetection = {
      ok: true,
      outer: { x: 100, y: 50, width: 500, height: 700 },
      inner: { x: 125, y: 80, width: 450, height: 640 },
      lPct: 50,
      rPct: 50,
      tPct: 52,
      bPct: 48,
      angleDeg: 1.5,
      confidence: 0.9,
    };
    // The figures said are the boxes' own (here 30 px above and below: 50/50), so that the tool's status line and
    // its readout of the same boxes cannot differ by a rounding.
    expect(inPhotoPixels(onCopy, 1.5)).toEqual({
      ...onCopy,
      outer: { x: 150, y: 75, width: 750, height: 1050 },
      inner: { x: 187.5, y: 120, width: 675, height: 960 },
      tPct: 50,
      bPct: 50,
    });
    const refused: CenteringDetection = { ok: false, confidence: 0.1, reason: 'card edge not found' };
    expect(inPhotoPixels(refused, 1.5)).toBe(refused);
    // A refusal that found the card carries its outline, which goes into the photo's pixels too.
    const fullArt: CenteringDetection = {
      ok: false,
      confidence: 0.2,
      reason: 'no border to measure (full-art card)',
      card: { outer: { x: 100, y: 50, width: 500, height: 700 }, angleDeg: -3, slant: 0.02 },
    };
    expect(inPhotoPixels(fullArt, 1.5)).toEqual({
      ...fullArt,
      card: { outer: { x: 150, y: 75, width: 750, height: 1050 }, angleDeg: -3, slant: 0.02 },
    });
  });
});
