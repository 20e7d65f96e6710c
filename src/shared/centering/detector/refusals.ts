// The refusals whose words are checked elsewhere (the tool, the tests): apart from the detector, so that the pages
// can compare with them without loading it.
import type { CardSide } from './types.js';

/** The refusal where no card-shaped outline was found at all, nor a few pixels from the photo's own edge. */
export const CARD_EDGE_NOT_FOUND = 'card edge not found';
/** The refusal for a card in a sleeve whose rim was taken for the card edge. */
export const SLEEVE = "a sleeve is in the way: its edge was found, not the card's (take the card out to measure it)";
/** The refusal for a card without a plain border: the words collectors and graders use. */
export const FULL_ART = 'no border to measure (full-art card)';
/**
 * Why the card's edge on a side is in doubt: the band inside it is not the three other borders' colour, while what
 * lies outside it is (see insideItsBorder): the border runs on past the edge found, or a sleeve's gap shows elsewhere.
 */
export const UNLIKE_THE_OTHERS = 'its band is not the colour of the other sides';
/**
 * The refusal for an outline one of whose sides may lie on the border's inner edge or a frame instead of the card's
 * edge (followed by the side and why): its outer box is not offered to place by hand.
 */
export const CARD_EDGE_UNCLEAR = 'card edge unclear';
/** The refusal for a card whose borders were all read, but not surely enough to offer the split. */
export const UNSURE = 'inner border too faint or soft to measure';
/**
 * The same where what lowered the sides read too unsurely is their band's colour, uneven along them (a lamp's sheen
 * over a black border): followed by those sides and BORDER_UNEVEN, which tells the collector what to change.
 */
export const UNSURE_UNEVEN = 'inner border too uneven to measure';
/** Whether a refusal says every border was read, only not surely enough (see UNSURE, UNSURE_UNEVEN). */
export const readUnsurely = (reason: string) => reason === UNSURE || reason.startsWith(`${UNSURE_UNEVEN} (`);

/**
 * Each reason once, after the sides it holds for, in the order first met: "left and right: glare ...; bottom: ...".
 * A card whose four borders shine reads one reason, not the same words four times.
 */
export function bySides(sides: CardSide[], reasons: string[]): string {
  const grouped = new Map<string, CardSide[]>();
  reasons.forEach((reason, i) => grouped.set(reason, [...(grouped.get(reason) ?? []), sides[i]!]));
  const list = (names: CardSide[]) =>
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
  return [...grouped].map(([reason, names]) => `${list(names)}: ${reason}`).join('; ');
}
