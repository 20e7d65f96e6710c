import { describe, expect, it } from 'vitest';
import { insideItsBorder, likeTheOthers } from './border-colours.js';
import type { BorderEdge, Colour } from './inner-border.js';

const side = (colour: Colour, outside: Colour | null, depth = 25): BorderEdge => ({
  depth,
  confidence: 0.9,
  colour,
  outside,
  text: false,
});
const black: Colour = [4, 4, 4];
const carpet: Colour = [95, 92, 85];

describe('insideItsBorder', () => {
  it("names the side whose band is the frame inside a black border, the border's black lying outside it", () => {
    // Battering Craghorn as measured: the left band orange, what lies outside it the border's black.
    const edges = [
      side([160, 85, 60], [24, 28, 28]),
      side(black, carpet),
      side([19, 22, 24], carpet),
      side(black, carpet),
    ];
    expect(insideItsBorder(edges)).toBe(0);
  });

  it('names no side on a border lit unevenly, where what lies outside is the table', () => {
    // The blue back under a lamp: one side 48 levels from the others, the table far from all of them.
    const blue: Colour = [40, 60, 150];
    const lit: Colour = [70, 90, 180];
    const table: Colour = [230, 230, 225];
    expect(insideItsBorder([side(lit, table), side(blue, table), side(blue, table), side(blue, table)])).toBe(-1);
  });

  it('names no side where a side has no border, or two sides look so', () => {
    const frame: Colour = [160, 85, 60];
    const none: BorderEdge = { depth: null, confidence: 0.2, why: 'no consistent edge' };
    expect(insideItsBorder([side(frame, black), none, side(black, carpet), side(black, carpet)])).toBe(-1);
    expect(insideItsBorder([side(frame, black), side(frame, black), side(black, carpet), side(black, carpet)])).toBe(
      -1,
    );
  });
});

describe('likeTheOthers', () => {
  it("takes a side whose border is the three others' colour, and not one that is the sleeve's", () => {
    const yellow: Colour = [220, 190, 40];
    const edges = [side(yellow, null), side([120, 120, 120], null), side(yellow, null), side(yellow, null)];
    expect(likeTheOthers(edges, 0)).toBe(true);
    expect(likeTheOthers(edges, 1)).toBe(false);
  });
});
