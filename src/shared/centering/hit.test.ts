import { describe, expect, it } from 'vitest';
import { hitEdge, hitRotationRing } from './hit.js';
import { framing } from './perspective.js';
import { screenPx, screenRect } from './units.js';

const boxes = { outer: screenRect(100, 100, 200, 300), inner: screenRect(130, 140, 140, 220) };
const at = (x: number, y: number) => ({ x: screenPx(x), y: screenPx(y) });

describe('hitEdge', () => {
  it('finds the edge under a press, inner box first', () => {
    expect(hitEdge(boxes, at(102, 250))).toEqual({ box: 'outer', edge: 'left' });
    expect(hitEdge(boxes, at(268, 250))).toEqual({ box: 'inner', edge: 'right' });
    expect(hitEdge(boxes, at(200, 398))).toEqual({ box: 'outer', edge: 'bottom' });
    expect(hitEdge(boxes, at(200, 142))).toEqual({ box: 'inner', edge: 'top' });
  });

  it('misses inside the box and beyond the ends of an edge', () => {
    expect(hitEdge(boxes, at(200, 250))).toBeNull();
    expect(hitEdge(boxes, at(102, 450))).toBeNull();
  });

  it('follows the boxes when they are turned or drawn on a slanted card, the press taken into their frame', () => {
    // Turned 90° about (200, 250): the outer left edge now lies along y = 150.
    const turned = framing({ outer: boxes.outer, angleDeg: 90 });
    expect(hitEdge(boxes, turned.toFrame(at(200, 150)))).toEqual({ box: 'outer', edge: 'left' });
    // On a card narrower at the top, the outer box's left edge runs from (120, 100) to (95, 400).
    const slanted = framing({
      outer: boxes.outer,
      angleDeg: 0,
      corners: [
        { x: 120, y: 100 },
        { x: 280, y: 100 },
        { x: 305, y: 400 },
        { x: 95, y: 400 },
      ],
    });
    expect(hitEdge(boxes, slanted.toFrame(at(108, 250)))).toEqual({ box: 'outer', edge: 'left' });
    expect(hitEdge(boxes, slanted.toFrame(at(122, 250)))).toBeNull();
  });
});

describe('hitRotationRing', () => {
  it('grabs on the ring, not at the centre', () => {
    expect(hitRotationRing(at(0, 0), 100, at(100, 5))).toBe(true);
    expect(hitRotationRing(at(0, 0), 100, at(10, 5))).toBe(false);
  });
});
