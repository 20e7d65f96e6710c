import { describe, expect, it } from 'vitest';
import { insideItsBorder, likeTheOthers, pastTheCard, seenThrough } from './border-colours.js';
import type { BorderEdge, Colour } from './inner-border.js';

const side = (colour: Colour, outside: Colour | null, depth = 25): BorderEdge => ({
  depth,
  confidence: 0.9,
  colour,
  outside,
  text: false,
  uneven: false,
});
const black: Colour = [4, 4, 4];
const carpet: Colour = [95, 92, 85];

/**
 * Magic's Deputy of Acquittals laid on a dark table, as measured: a black border beside a table 10-25 levels lighter
 * on three sides, the bottom border (its credits) read olive.
 */
const onDarkTable = [
  side([41, 39, 30], [51, 47, 39]),
  side([49, 48, 42], [59, 58, 54]),
  side([50, 50, 44], [60, 59, 55]),
  side([92, 80, 55], [56, 52, 45]),
];

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

describe('a black border on a dark table', () => {
  it("names no side as inside its border or past the card: the table has the border's colour beside every side", () => {
    expect(insideItsBorder(onDarkTable)).toBe(-1);
    expect(pastTheCard(onDarkTable)).toBe(-1);
  });

  it('is not the table seen through, though its bands have the colour outside the card', () => {
    expect(seenThrough(onDarkTable)).toBe(false);
  });

  it("is doubted where the bands are a clear sleeve's gaps, lighter than the table for the film", () => {
    const gap: Colour = [60, 58, 55];
    const table: Colour = [48, 45, 42];
    expect(seenThrough([side(gap, table), side(gap, table), side(gap, table), side(gap, table)])).toBe(true);
  });

  it("is doubted where a sleeve's rim was read as the border on two sides", () => {
    // A black-bordered card in a sleeve on a dark table, as measured: its bands on the right and at the bottom are the
    // sleeve's pale rim, 3 px deep.
    const rim: Colour = [128, 128, 124];
    const table: Colour = [44, 45, 38];
    const edges = [side([36, 40, 41], table), side(rim, table, 3), side([29, 31, 33], table), side(rim, table, 3)];
    expect(seenThrough(edges)).toBe(true);
  });
});

describe('seenThrough', () => {
  it("takes a band the colour of the table for the table where the other sides' borders are unlike it", () => {
    // A yellow card on white paper, its bottom side's outline on the shadow's edge: the band there is the paper.
    const yellow: Colour = [233, 197, 77];
    const paper: Colour = [245, 244, 240];
    const edges = [side(yellow, paper), side(yellow, paper), side(yellow, paper), side([236, 234, 229], paper, 6)];
    expect(seenThrough(edges)).toBe(true);
    expect(seenThrough(edges.slice(0, 3).concat(side(yellow, paper)))).toBe(false);
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

describe('pastTheCard', () => {
  const paper: Colour = [251, 250, 250];
  const yellow: Colour = [233, 197, 77];

  it("names the side whose band is a sleeve's grey edge beyond a yellow card, the paper's white outside it", () => {
    // Kakuna in its penny sleeve, closer and under a slanted phone, as measured: the bottom band the sleeve's edge.
    const edges = [
      side(yellow, paper),
      side([220, 184, 60], paper),
      side(yellow, paper),
      side([233, 229, 228], paper, 8),
    ];
    expect(pastTheCard(edges)).toBe(3);
  });

  it("names no side whose odd band is still nearer the others' border than the table", () => {
    // A black border read a little brown on one side (its credits), the wood table far lighter.
    const wood: Colour = [200, 170, 140];
    expect(pastTheCard([side(black, wood), side(black, wood), side(black, wood), side([70, 55, 40], wood)])).toBe(-1);
  });

  it("names the side whose band is a sleeve's gap over paper in shadow, darker than the paper beside it", () => {
    // A small blue card back in a sleeve on paper, as the large hard synthetic set's photo 34 measured: the left
    // band is the paper seen through the film, 69 levels darker than the paper outside but of its tint.
    const blue: Colour = [42, 97, 152];
    const edges = [
      side([163, 153, 157], [203, 192, 197]),
      side(blue, [215, 204, 207]),
      side(blue, [190, 180, 183]),
      side(blue, [198, 187, 190]),
    ];
    expect(pastTheCard(edges)).toBe(0);
  });

  it("names no side whose odd band is of another tint than what lies outside: a lamp's sheen over a black border", () => {
    // Magic's Malboro held in a hand, as measured: its right border grey under the lamp, nearer the skin beside it
    // than the black of the three others, but no film shifts the skin's colour so far.
    const edges = [
      side([51, 49, 48], [233, 170, 145]),
      side([118, 117, 112], [214, 131, 113]),
      side([55, 53, 48], [228, 139, 123]),
      side([69, 69, 64], [254, 179, 154]),
    ];
    expect(pastTheCard(edges)).toBe(-1);
  });

  it('names no side where the bands all have one colour, or two sides look so', () => {
    const grey: Colour = [233, 229, 228];
    expect(pastTheCard([side(yellow, paper), side(yellow, paper), side(yellow, paper), side(yellow, paper)])).toBe(-1);
    expect(pastTheCard([side(grey, paper), side(yellow, paper), side(yellow, paper), side(grey, paper)])).toBe(-1);
  });
});
