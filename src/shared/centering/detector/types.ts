/** A decoded photo: grayscale (1 channel) or RGBA (4 channels), rows top to bottom, no padding. */
export type PixelBuffer = {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
  channels: 1 | 4;
};

/** A side of the card as it reads. */
export type CardSide = 'left' | 'right' | 'top' | 'bottom';

/** A rectangle in image pixels of the buffer the detector was given. */
export type Box = { x: number; y: number; width: number; height: number };

/** Four points in image pixels: a card's corners, from its top left clockwise as the card reads. */
export type Corners = [
  { x: number; y: number },
  { x: number; y: number },
  { x: number; y: number },
  { x: number; y: number },
];

/**
 * The automatic centering measurement. Boxes live in the card's de-rotated frame: the photo turned by -angleDeg
 * around the outer box's centre (and perspective removed), so turning both boxes by angleDeg around that centre
 * lays them over the card in the photo. angleDeg is clockwise on screen (y grows downwards), as in the manual
 * centering tool. Percentages follow the spec: margin split, one decimal, 50/50 when there is no margin.
 */
export type CenteringDetection =
  | {
      ok: true;
      outer: Box;
      inner: Box;
      lPct: number;
      rPct: number;
      tPct: number;
      bPct: number;
      angleDeg: number;
      confidence: number;
      /**
       * The phone's slant: how far the card's corners in the photo lie from the corners of the outer box turned by
       * angleDeg, as a share of the card's width. A card photographed at a slant is a trapezoid, whose corners
       * turned rectangles miss by this much though the split is measured on the card straightened (under 0.03 on
       * photos taken from above, 0.05-0.08 from a phone held at a slant); the boxes are drawn on `corners` instead.
       */
      slant?: number;
      /**
       * The card's corners in the photo, from its top left clockwise as the card reads (see perspective.ts): the
       * boxes are drawn mapped onto them, so that they follow a card photographed at a slant.
       */
      corners?: Corners;
      /**
       * The side whose border has text printed in it (a modern Magic card's credits under its text box): measured
       * past the text to the frame behind it, as a grader draws it; that border is deeper by design (6 mm to 2).
       */
      textInBorder?: CardSide;
    }
  | {
      ok: false;
      confidence: number;
      reason: string;
      /**
       * The card's outline where it was found though its borders could not be measured (a full-art card, a faint or
       * glare-washed border, a sleeve's rim): its outer box and turn as above, so that the photo's advice can judge
       * the card's size and place in the frame. Absent where no card-shaped outline was found.
       */
      card?: { outer: Box; angleDeg: number; slant: number; corners?: Corners };
    };
