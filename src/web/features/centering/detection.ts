import { allowedArea, containRect, startingInner, type Boxes } from '../../../shared/centering/boxes';
import { normalizeAngle } from '../../../shared/centering/rotation';
import { imageRect, type ImageRect } from '../../../shared/centering/units';
import type { BoxLimits } from '../../../shared/centering/view';
import type { Box, CardSide, CenteringDetection } from '../../../shared/centering/detector';
import { shiftCorners, type Corners } from '../../../shared/centering/perspective';
import { CARD_EDGE_UNCLEAR, FULL_ART, SLEEVE } from '../../../shared/centering/detector/refusals';
import { MAX_SLANT } from '../../../shared/centering/detector/slant';

/** A measured placement: the detector's own result, or one the server measured and the review passes in. */
export type Detected = {
  outer: Box;
  inner: Box;
  angleDeg: number;
  slant?: number;
  corners?: Corners | undefined;
  textInBorder?: CardSide | undefined;
};

/**
 * Turns a detection into the tool's boxes, angle and the card's corners. The frames already agree: the detector's
 * boxes are de-rotated about the outer box's centre and angleDeg turns them clockwise on screen, exactly how the
 * tool keeps its boxes unrotated and draws them turned by `angle` about that centre (rotatePoint); where the
 * card's corners are known, the boxes are drawn mapped onto them instead (perspective.ts). So no coordinate change
 * is needed, only the tool's limits: when the outer box has to move to fit, the inner box and the corners move with
 * it so the margins (the measurement) survive, and when it has to shrink, the inner box's margins shrink in the same
 * proportion; only then is the inner box kept inside the outer box.
 */
export function placeDetection(
  detected: Detected,
  limits: BoxLimits,
): { boxes: Boxes; angle: number; corners: Corners | null; textInBorder: CardSide | null } {
  const wanted = toRect(detected.outer);
  const outer = containRect(wanted, allowedArea(limits), limits.minSide);
  const dx = outer.x - wanted.x;
  const dy = outer.y - wanted.y;
  // An outer box squeezed to keep the edge margin (a card cropped close fills the photo) scales the inner box's
  // place in it by as much, so that the split shown is the split measured.
  const sx = outer.width / wanted.width;
  const sy = outer.height / wanted.height;
  const { x, y, width, height } = detected.inner;
  const inner = containRect(
    imageRect(outer.x + (x - wanted.x) * sx, outer.y + (y - wanted.y) * sy, width * sx, height * sy),
    outer,
    limits.minSide,
  );
  // Squeezed to fit, the outer box no longer matches the card's corners: it is drawn turned, as one placed by hand.
  const moved = outer.width !== wanted.width || outer.height !== wanted.height;
  const corners = detected.corners && !moved ? shiftCorners(detected.corners, dx, dy) : null;
  const textInBorder = detected.textInBorder ?? null;
  return { boxes: { outer, inner }, angle: normalizeAngle(detected.angleDeg), corners, textInBorder };
}

const toRect = (box: Box): ImageRect => imageRect(box.x, box.y, box.width, box.height);

/**
 * A refusal that found the card's own edge and a border to place the inner box on by hand (a faint or glare-washed
 * border, text in it, a card small in the frame): the outer box on that edge, turned with the card, and the inner
 * box where the tool starts it. Nothing for a sleeve's outline or one whose side may be on a frame inside the card
 * (neither is the card's edge all round), or for a full-art card (no border).
 */
export function refusedOutline(result: CenteringDetection): Detected | null {
  if (result.ok || !result.card || result.reason === SLEEVE || result.reason === FULL_ART) return null;
  if (result.reason.startsWith(CARD_EDGE_UNCLEAR)) return null;
  const { outer, angleDeg, corners } = result.card;
  return { outer, inner: startingInner(toRect(outer)), angleDeg, corners };
}

const pair = (a: number, b: number) => `${a.toFixed(1)}/${b.toFixed(1)}`;

/**
 * The status line after a run: the numbers and confidence on success; on a refusal the reason and what to do.
 * `kept`: the user placed boxes while an automatic run worked, and the run left them alone.
 */
export function detectionMessage(result: CenteringDetection, kept = false): string {
  if (result.ok && kept) return 'Auto-detect kept your boxes: you placed them before it finished.';
  if (!result.ok) {
    const outlined = !kept && refusedOutline(result);
    const what = outlined ? 'The outer box is on the card’s edge: place the inner box' : 'Place the boxes';
    const note = outlined ? slantNote(result.card?.slant, Boolean(result.card?.corners)) : '';
    return `Could not measure: ${result.reason}. ${what} by hand.${note}`;
  }
  const numbers = `L|R ${pair(result.lPct, result.rPct)}, T|B ${pair(result.tPct, result.bPct)}`;
  return `Detected: ${numbers} (confidence ${result.confidence.toFixed(2)}). Adjust the boxes if needed.${slantNote(result.slant, Boolean(result.corners))}${textNote(result.textInBorder)}`;
}

/**
 * A card photographed at an angle is narrower at one end. Where its corners were found the boxes follow them, and
 * would look oddly skewed without a word; where they were not (a measurement stored before corners were kept), the
 * rectangles visibly miss the corners, which would look like a wrong measurement.
 */
export const slantNote = (slant: number | undefined, followed: boolean) =>
  (slant ?? 0) <= MAX_SLANT
    ? ''
    : followed
      ? ' The photo is taken at an angle: the boxes follow the card’s corners, and the split is measured on the card straightened.'
      : ' The photo is taken at an angle: the boxes cannot follow the card’s corners, but the split is measured on the card straightened.';

/**
 * A border measured past the text printed in it (a modern Magic card's credits) is deeper than the others by design,
 * and its split would look off without a word.
 */
export const textNote = (side: CardSide | undefined) =>
  side
    ? ` The ${side} border has text printed in it (a modern Magic card’s credits): it is measured to the frame behind the text, and is deeper than the others by design.`
    : '';
