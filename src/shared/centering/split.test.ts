import { describe, expect, it } from 'vitest';
import { marginSplit } from './split.js';

describe('marginSplit', () => {
  it('rounds to one decimal and adds up to 100', () => {
    expect(marginSplit(1, 2)).toEqual([33.3, 66.7]);
    expect(marginSplit(2, 1)).toEqual([66.7, 33.3]);
  });

  it('gives 50/50 when there is no margin', () => {
    expect(marginSplit(0, 0)).toEqual([50, 50]);
    expect(marginSplit(-3, 0)).toEqual([50, 50]);
  });

  it('gives 100/0 when one side has no margin, and counts a negative margin as none', () => {
    expect(marginSplit(5, 0)).toEqual([100, 0]);
    expect(marginSplit(5, -2)).toEqual([100, 0]);
  });

  it('rounds an exact half up', () => {
    expect(marginSplit(23, 57)).toEqual([28.8, 71.2]);
    expect(marginSplit(41, 39)).toEqual([51.3, 48.7]);
  });
});
