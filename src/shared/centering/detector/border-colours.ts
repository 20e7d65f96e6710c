import { lightness, type BorderEdge, type Colour } from './inner-border.js';

// The colours of a card's four borders, as findBorderEdge read them: one printed border has one colour all round.

/**
 * A side's border colour lies within this (RGB levels) of the other three's median when it is the same printed
 * border: the slanted blue back's side moved out, in the photo's darker far part, 33 from the others; a synthetic
 * sleeve's grey rim against the yellow border of the card inside it, 130.
 */
export const BORDER_COLOUR_GAP = 45;

export const colourGap = (a: Colour, b: Colour) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** The median colour, channel by channel, of the borders of the sides other than `i`; null unless all three have one. */
function othersBorder(edges: BorderEdge[], i: number): Colour | null {
  const others = edges.flatMap((edge, j) => (edge.depth === null || j === i ? [] : [edge.colour]));
  if (others.length !== 3) return null;
  return ([0, 1, 2] as const).map((c) => others.map((other) => other[c]).sort((a, b) => a - b)[1]!) as Colour;
}

/**
 * Whether what lies outside the card can be told from its border beside the sides other than `i`: on two of them
 * or three, the colour outside is more than BORDER_COLOUR_GAP from their band. Where it cannot (a black-bordered card
 * on a dark table or playmat), the colour outside a side says nothing of whether that side's band is the border: the
 * rules that read it (insideItsBorder, pastTheCard) then name no side.
 */
function tableToldFromBorders(edges: BorderEdge[], i: number): boolean {
  const told = edges.filter(
    (edge, j) =>
      j !== i && edge.depth !== null && edge.outside && colourGap(edge.colour, edge.outside) > BORDER_COLOUR_GAP,
  ).length;
  return told >= 2;
}

/**
 * A band within this (RGB levels) of the colour just outside the card may be what lies outside it: a clear sleeve's
 * gap to the card, or the table beyond a missed card edge.
 */
const SLEEVE_COLOUR_GAP = 30;

/** Whether a side's band has the colour of what lies just outside the card (see SLEEVE_COLOUR_GAP). */
export const looksThrough = (edge: BorderEdge) =>
  edge.depth !== null && edge.outside !== null && colourGap(edge.colour, edge.outside) <= SLEEVE_COLOUR_GAP;

/** A band with no channel over this is a black border (a black border under a warm lamp reads up to 67). */
const BLACK_INK = 70;

/** Whether a band is black ink (see BLACK_INK). */
export const black = (edge: BorderEdge) => edge.depth !== null && Math.max(...edge.colour) <= BLACK_INK;

/**
 * Whether a side's band is a black border on a table lighter than it, the card's border black on three sides or
 * four: a black border on a dark desk or playmat has the table's colour within SLEEVE_COLOUR_GAP, and is printed
 * there all the same. A clear sleeve's gap shows the table itself, lightened by the film's sheen over a dark table
 * and not black over a light one; a sleeve's rim read as the border on two sides is not black.
 */
const blackOnTheTable = (edges: BorderEdge[], edge: BorderEdge) =>
  edge.depth !== null &&
  edge.outside !== null &&
  black(edge) &&
  lightness(edge.colour) < lightness(edge.outside) &&
  edges.filter(black).length >= 3;

/**
 * Whether a side's "border" may be the table, seen through a clear sleeve or past a missed card edge: its band has
 * the colour just outside the card, and is not a black border on a lighter table (Magic photos laid on a dark table
 * were measured right and refused for this, at 0.43-0.52).
 */
export const seenThrough = (edges: BorderEdge[]) =>
  edges.some((edge) => looksThrough(edge) && !blackOnTheTable(edges, edge));

/**
 * Whether side `i`'s border has the colour of the other three's (their median), within BORDER_COLOUR_GAP: one
 * printed border under one light.
 */
export function likeTheOthers(edges: BorderEdge[], i: number): boolean {
  const edge = edges[i];
  const others = othersBorder(edges, i);
  return edge?.depth != null && others !== null && colourGap(edge.colour, others) <= BORDER_COLOUR_GAP;
}

/**
 * The one side whose "border" is not the colour of the three others' while what lies just outside it is: the
 * outline took that side's border inner edge for the card's edge, and the band it measured is the frame inside the
 * border (Magic's Battering Craghorn: an orange frame measured inside a black border). -1 where no side, or more
 * than one, looks so.
 */
export function insideItsBorder(edges: BorderEdge[]): number {
  const sides = edges.flatMap((edge, i) => {
    const others = othersBorder(edges, i);
    if (edge.depth === null || !edge.outside || !others || !tableToldFromBorders(edges, i)) return [];
    const unlike = colourGap(edge.colour, others) > BORDER_COLOUR_GAP;
    return unlike && colourGap(edge.outside, others) <= BORDER_COLOUR_GAP ? [i] : [];
  });
  return sides.length === 1 ? sides[0]! : -1;
}

/**
 * A clear sleeve's film lightens what is seen through it (its sheen adds white) or darkens it (its shade), about
 * evenly across the channels: seen through it, what lies outside the card keeps its tint (its colour less its
 * mean level) within this (RGB levels). Kakuna's penny sleeve's gap and the paper round it differ by 3 in tint, 35
 * in colour; a synthetic sleeve's gap over paper in shadow by 1 in tint, 69 in colour. A band of another tint is
 * not the table seen past the card: a lamp's sheen over a black border (Magic's Malboro, held in a hand: its right
 * border a grey (118, 117, 112) beside skin (214, 131, 113), 73 apart in tint).
 */
const SEEN_THROUGH_TINT = 30;

/** A colour less its mean level: what an even lightening or darkening leaves unchanged. */
const tint = ([r, g, b]: Colour): Colour => {
  const level = (r + g + b) / 3;
  return [r - level, g - level, b - level];
};

/**
 * The one side whose "border" is not the colour of the three others' and is nearer the colour of what lies outside
 * the card than theirs, and of its tint (see SEEN_THROUGH_TINT): the band lies outside the card's printed border (a
 * penny sleeve's grey edge beyond a yellow card, its gap measured as the bottom border, 28 points off at 0.82). -1
 * where no side, or more than one, looks so.
 */
export function pastTheCard(edges: BorderEdge[]): number {
  const sides = edges.flatMap((edge, i) => {
    const others = othersBorder(edges, i);
    if (edge.depth === null || !edge.outside || !others || !tableToldFromBorders(edges, i)) return [];
    const fromOthers = colourGap(edge.colour, others);
    const seenThrough = colourGap(tint(edge.colour), tint(edge.outside)) <= SEEN_THROUGH_TINT;
    return fromOthers > BORDER_COLOUR_GAP && colourGap(edge.colour, edge.outside) < fromOthers && seenThrough
      ? [i]
      : [];
  });
  return sides.length === 1 ? sides[0]! : -1;
}
