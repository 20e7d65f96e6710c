import type { BorderEdge, Colour } from './inner-border.js';

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
    if (edge.depth === null || !edge.outside || !others) return [];
    const unlike = colourGap(edge.colour, others) > BORDER_COLOUR_GAP;
    return unlike && colourGap(edge.outside, others) <= BORDER_COLOUR_GAP ? [i] : [];
  });
  return sides.length === 1 ? sides[0]! : -1;
}

/**
 * The one side whose "border" is not the colour of the three others' and is nearer the colour of what lies outside
 * the card than theirs: the band lies outside the card's printed border (a penny sleeve's grey edge beyond a yellow
 * card, its gap measured as the bottom border, 28 points off at 0.82). -1 where no side, or more than one, looks so.
 */
export function pastTheCard(edges: BorderEdge[]): number {
  const sides = edges.flatMap((edge, i) => {
    const others = othersBorder(edges, i);
    if (edge.depth === null || !edge.outside || !others) return [];
    const fromOthers = colourGap(edge.colour, others);
    return fromOthers > BORDER_COLOUR_GAP && colourGap(edge.colour, edge.outside) < fromOthers ? [i] : [];
  });
  return sides.length === 1 ? sides[0]! : -1;
}
