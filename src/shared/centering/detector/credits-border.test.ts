import { describe, expect, it } from 'vitest';
import { creditsBorder } from './credits-border.js';
import type { BorderEdge, Side } from './inner-border.js';

const SIDES: Side[] = ['left', 'right', 'top', 'bottom'];
const BLACK: [number, number, number] = [12, 10, 8];
const YELLOW: [number, number, number] = [230, 200, 60];

/** Four borders read as findBorderEdge reads them, left, right, top, bottom deep, none measured past text. */
const borders = (depths: [number, number, number, number], colour = BLACK): BorderEdge[] =>
  depths.map((depth) => ({ depth, confidence: 0.9, colour, outside: [200, 180, 150], text: false, uneven: false }));

describe('creditsBorder', () => {
  it("names a black card's bottom border 2.5 times its top's, the top as deep as the sides (a modern Magic card)", () => {
    // The webcam photo of Butcher's Glee: 19, 20, 20 and 51 px.
    expect(creditsBorder(borders([19, 20, 20, 51]), SIDES)).toBe(3);
  });

  it('names the top on a card photographed upside down', () => {
    expect(creditsBorder(borders([19, 20, 51, 20]), SIDES)).toBe(2);
  });

  it('names none on a card whose border is not black: a deep yellow bottom is a miscut, not a design', () => {
    expect(creditsBorder(borders([19, 20, 20, 51], YELLOW), SIDES)).toBe(-1);
  });

  it('names none where the top is thin against the sides: the card is cut off-centre', () => {
    expect(creditsBorder(borders([20, 20, 11, 30]), SIDES)).toBe(-1);
  });

  it('names the bottom of a modern Magic card cut off-centre, its top thin: the borders keep the design', () => {
    // Fleeting Spirit on a table: 19, 27, 15 and 63 px, the top 4.2 times thinner than the bottom.
    expect(creditsBorder(borders([19, 27, 15, 63]), SIDES)).toBe(3);
  });

  it('names none where the bottom is deeper than the design allows, or about as deep as the top', () => {
    expect(creditsBorder(borders([20, 20, 20, 90]), SIDES)).toBe(-1);
    expect(creditsBorder(borders([20, 20, 20, 30]), SIDES)).toBe(-1);
  });

  it('names none where a side has no border read', () => {
    const found = borders([19, 20, 20, 51]);
    found[0] = { depth: null, confidence: 0.2, why: 'artwork reaches the card edge' };
    expect(creditsBorder(found, SIDES)).toBe(-1);
  });
});
