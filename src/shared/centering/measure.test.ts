import { describe, expect, it } from 'vitest';
import { boxGeometry, measureCentering, numbersText, splitText, worseSplit } from './measure.js';
import { imageRect } from './units.js';

describe('measureCentering', () => {
  it('splits the margins into percentages with one decimal', () => {
    const result = measureCentering({ outer: imageRect(0, 0, 100, 200), inner: imageRect(10, 30, 80, 160) }, 2);
    expect(result).toEqual({ lPct: 50, rPct: 50, tPct: 75, bPct: 25, angleDeg: 2 });
  });

  it('gives 50/50 when there is no margin', () => {
    const result = measureCentering({ outer: imageRect(0, 0, 20, 20), inner: imageRect(0, 0, 20, 20) }, 0);
    expect([result.lPct, result.rPct, result.tPct, result.bPct]).toEqual([50, 50, 50, 50]);
  });

  it('gives 100/0 when one side has no margin', () => {
    const result = measureCentering({ outer: imageRect(0, 0, 100, 100), inner: imageRect(0, 10, 90, 80) }, 0);
    expect([result.lPct, result.rPct, result.tPct, result.bPct]).toEqual([0, 100, 50, 50]);
  });

  it('reports the box geometry in image pixels', () => {
    const boxes = { outer: imageRect(1, 2, 3, 4), inner: imageRect(2, 3, 1, 1) };
    expect(boxGeometry(boxes)).toEqual({
      outer: { x: 1, y: 2, width: 3, height: 4 },
      inner: { x: 2, y: 3, width: 1, height: 1 },
    });
  });
});

describe('splitText', () => {
  it('puts the larger side first, in whole numbers', () => {
    expect(splitText(44.6, 55.4)).toBe('55/45');
    expect(splitText(55.4, 44.6)).toBe('55/45');
    expect(splitText(50, 50)).toBe('50/50');
    expect(splitText(39.5, 60.5)).toBe('61/39');
    expect(splitText(100, 0)).toBe('100/0');
  });
});

describe('worseSplit', () => {
  it('gives the axis further from even, left/right when they tie', () => {
    expect(worseSplit({ lPct: 55, rPct: 45, tPct: 40, bPct: 60 })).toBe('60/40');
    expect(worseSplit({ lPct: 30, rPct: 70, tPct: 52, bPct: 48 })).toBe('70/30');
    expect(worseSplit({ lPct: 45.2, rPct: 54.8, tPct: 55, bPct: 45 })).toBe('55/45');
  });
});

describe('numbersText', () => {
  it('is the text Copy numbers puts on the clipboard', () => {
    expect(numbersText({ lPct: 44.6, rPct: 55.4, tPct: 50, bPct: 50, angleDeg: 0 })).toBe(
      'L|R: 44.6% | 55.4%, T|B: 50.0% | 50.0%',
    );
  });
});
