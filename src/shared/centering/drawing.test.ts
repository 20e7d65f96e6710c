import { describe, expect, it } from 'vitest';
import {
  centeringDrawingSchema,
  drawingProblems,
  drawingSplits,
  drawingTexts,
  fitsPhoto,
  type CenteringDrawing,
} from './drawing';

// Borders of 11 and 9 across (55/45), 12 and 8 down (60/40): the worse axis is top/bottom.
const drawing: CenteringDrawing = {
  imageWidth: 1200,
  imageHeight: 1600,
  outer: { x: 100, y: 100, width: 100, height: 140 },
  inner: { x: 111, y: 112, width: 80, height: 120 },
  angleDeg: -2,
};

describe('centering drawings', () => {
  it('gives both splits as the report labels them', () => {
    expect(drawingSplits(drawing)).toEqual({ leftRight: '55/45', topBottom: '60/40' });
  });

  it('accepts a drawing that gives the written split, and names the one it gives when it does not', () => {
    expect(drawingProblems({ front: drawing }, { front: '60/40', back: null })).toEqual([]);
    expect(drawingProblems({ back: drawing }, { front: null, back: '55/45' })).toEqual([
      ['back', drawingTexts.mismatch('back', '60/40')],
    ]);
    expect(drawingProblems({ front: drawing }, { front: null, back: null })).toEqual([
      ['front', drawingTexts.mismatch('front', '60/40')],
    ]);
  });

  it('refuses an inner box that pokes out of the outer one on any side', () => {
    const { inner } = drawing;
    for (const poked of [
      { ...inner, x: 99 },
      { ...inner, y: 99 },
      { ...inner, width: 90 },
      { ...inner, height: 129 },
    ])
      expect(drawingProblems({ front: { ...drawing, inner: poked } }, { front: '60/40', back: null })).toEqual([
        ['front', drawingTexts.innerOutside],
      ]);
  });

  it('takes the corners of a card photographed at a slant, and refuses four points that make no card', () => {
    const corners = [
      { x: 104, y: 101 },
      { x: 197, y: 99 },
      { x: 203, y: 241 },
      { x: 98, y: 240 },
    ];
    expect(centeringDrawingSchema.safeParse({ ...drawing, corners }).success).toBe(true);
    // Two corners swapped: the sides cross.
    const crossed = [corners[0], corners[2], corners[1], corners[3]];
    const parsed = centeringDrawingSchema.safeParse({ ...drawing, corners: crossed });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('The corners of a centering drawing must make a four-sided shape.');
    expect(centeringDrawingSchema.safeParse({ ...drawing, corners: corners.slice(0, 3) }).success).toBe(false);
  });

  it('fits a photo of the same shape at any scale, with the card on it', () => {
    expect(fitsPhoto(drawing, { width: 3000, height: 4000 })).toBe(true);
    expect(fitsPhoto(drawing, { width: 1201, height: 1600 })).toBe(true); // a pixel of rounding
    expect(fitsPhoto(drawing, { width: 4000, height: 3000 })).toBe(false); // the photo turned
    expect(fitsPhoto({ ...drawing, outer: { ...drawing.outer, x: 1190 } }, { width: 3000, height: 4000 })).toBe(false);
  });
});
