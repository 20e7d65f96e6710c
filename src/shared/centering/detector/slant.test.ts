import { describe, expect, it } from 'vitest';
import { slantOf } from './slant.js';

describe('slantOf', () => {
  const outer = { x: 100, y: 100, width: 200, height: 280 };

  it('is nothing for a card whose corners are its turned box’s', () => {
    const corners = [
      { x: 100, y: 100 },
      { x: 300, y: 100 },
      { x: 300, y: 380 },
      { x: 100, y: 380 },
    ];
    expect(slantOf(corners, outer, 0)).toBe(0);
    // Turned a quarter clockwise about the box's centre (200, 240), the same corners fit only that turn.
    const turned = corners.map(({ x, y }) => ({ x: 200 - (y - 240), y: 240 + (x - 200) }));
    expect(slantOf(turned, outer, 90)).toBeCloseTo(0, 6);
    expect(slantOf(turned, outer, 0)).toBeGreaterThan(0.3);
  });

  it('is the farthest corner off the box, as a share of its width: a card narrower at the top', () => {
    const trapezoid = [
      { x: 110, y: 100 },
      { x: 290, y: 100 },
      { x: 300, y: 380 },
      { x: 100, y: 380 },
    ];
    expect(slantOf(trapezoid, outer, 0)).toBe(0.05);
  });
});
