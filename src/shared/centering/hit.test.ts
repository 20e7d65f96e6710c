import { describe, expect, it } from 'vitest';
import { hitEdge, hitRotationRing } from './hit.js';
import { screenPx, screenRect } from './units.js';

const boxes = { outer: screenRect(100, 100, 200, 300), inner: screenRect(130, 140, 140, 220) };
const at = (x: number, y: number) => ({ x: screenPx(x), y: screenPx(y) });

describe('hitEdge', () => {
  it('finds the edge under a press, inner box first', () => {
    expect(hitEdge(boxes, 0, at(102, 250))).toEqual({ box: 'outer', edge: 'left' });
    expect(hitEdge(boxes, 0, at(268, 250))).toEqual({ box: 'inner', edge: 'right' });
    expect(hitEdge(boxes, 0, at(200, 398))).toEqual({ box: 'outer', edge: 'bottom' });
    expect(hitEdge(boxes, 0, at(200, 142))).toEqual({ box: 'inner', edge: 'top' });
  });

  it('misses inside the box and beyond the ends of an edge', () => {
    expect(hitEdge(boxes, 0, at(200, 250))).toBeNull();
    expect(hitEdge(boxes, 0, at(102, 450))).toBeNull();
  });

  it('follows the boxes when they are turned', () => {
    // Turned 90° about (200, 250): the outer left edge now lies along y = 150.
    expect(hitEdge(boxes, 90, at(200, 150))).toEqual({ box: 'outer', edge: 'left' });
  });
});

describe('hitRotationRing', () => {
  it('grabs on the ring, not at the centre', () => {
    expect(hitRotationRing(at(0, 0), 100, at(100, 5))).toBe(true);
    expect(hitRotationRing(at(0, 0), 100, at(10, 5))).toBe(false);
  });
});
