import { z } from 'zod';
import { measureCentering, splitText, worseSplit, type CenteringResult } from './measure.js';
import { MEASURED_SIDES, type MeasuredSide } from './measured.js';
import { imageRect } from './units.js';

/**
 * The centering a review states, drawn: the card's edge (outer) and the artwork's frame (inner) on the front or back
 * photo, so the collector sees what was measured. In the pixels of the picture it was measured on (`imageWidth` by
 * `imageHeight`: the display rendering in the grader's tool, the full one for the automatic measurement), which is
 * the upright photo at some scale; boxes are in the card's de-rotated frame, turned by angleDeg about the outer box's
 * centre or mapped onto `corners`, as the detector and the centering tool keep them.
 */
const boxSchema = z.object({
  x: z.number().finite(),
  y: z.number().finite(),
  width: z.number().positive(),
  height: z.number().positive(),
});
const pointSchema = z.object({ x: z.number().finite(), y: z.number().finite() });

/** Four points in order around a convex shape, turning one way: a card seen in perspective is one. */
function isConvex(points: { x: number; y: number }[]): boolean {
  const turns = points.map((a, i) => {
    const b = points[(i + 1) % 4]!;
    const c = points[(i + 2) % 4]!;
    return (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
  });
  return turns.every((turn) => turn > 0) || turns.every((turn) => turn < 0);
}
export const centeringDrawingSchema = z.object({
  imageWidth: z.number().int().positive(),
  imageHeight: z.number().int().positive(),
  outer: boxSchema,
  inner: boxSchema,
  angleDeg: z.number().min(-180).max(180),
  /**
   * The outer box's corners on the picture, where the card's were found (a card photographed at a slant): the boxes
   * are drawn mapped onto them rather than turned by angleDeg (perspective.ts). The split is the boxes' either way.
   */
  corners: z
    .tuple([pointSchema, pointSchema, pointSchema, pointSchema])
    .refine(isConvex, 'The corners of a centering drawing must make a four-sided shape.')
    .optional(),
});
export type CenteringDrawing = z.infer<typeof centeringDrawingSchema>;

export const centeringDrawingsSchema = z.object({
  front: centeringDrawingSchema.optional(),
  back: centeringDrawingSchema.optional(),
});
export type CenteringDrawings = z.infer<typeof centeringDrawingsSchema>;

export const drawingTexts = {
  mismatch: (side: MeasuredSide, drawn: string) =>
    `The ${side} centering drawn with the tool is ${drawn}: use the tool's figure, or clear the drawing by typing your own.`,
  innerOutside: 'The inner box of a centering drawing must lie inside the outer box.',
  wrongPhoto: (side: MeasuredSide) => `The ${side} centering drawing does not fit the ${side} photo.`,
} as const;

/** The split the drawing gives, exactly as the tool computed it. */
export const drawingResult = (drawing: CenteringDrawing): CenteringResult =>
  measureCentering(
    {
      outer: imageRect(drawing.outer.x, drawing.outer.y, drawing.outer.width, drawing.outer.height),
      inner: imageRect(drawing.inner.x, drawing.inner.y, drawing.inner.width, drawing.inner.height),
    },
    drawing.angleDeg,
  );

/** Both axes as the report labels them ('L/R 55/45 · T/B 52/48'). */
export function drawingSplits(drawing: CenteringDrawing) {
  const result = drawingResult(drawing);
  return { leftRight: splitText(result.lPct, result.rPct), topBottom: splitText(result.tPct, result.bPct) };
}

/**
 * What is wrong with a review's drawings, as [side, message] pairs: each must give the split written for its side
 * (a drawing that says 58/42 under a written 55/45 would contradict the report), with the inner box inside the
 * outer. Whether it fits the photo is checked where the photos are known (fitsPhoto).
 */
export function drawingProblems(
  drawings: CenteringDrawings,
  written: Record<MeasuredSide, string | null>,
): [MeasuredSide, string][] {
  const problems: [MeasuredSide, string][] = [];
  for (const side of MEASURED_SIDES) {
    const drawing = drawings[side];
    if (!drawing) continue;
    const { outer, inner } = drawing;
    if (
      inner.x < outer.x ||
      inner.y < outer.y ||
      inner.x + inner.width > outer.x + outer.width ||
      inner.y + inner.height > outer.y + outer.height
    ) {
      problems.push([side, drawingTexts.innerOutside]);
      continue;
    }
    const drawn = worseSplit(drawingResult(drawing));
    if (drawn !== written[side]) problems.push([side, drawingTexts.mismatch(side, drawn)]);
  }
  return problems;
}

/**
 * Whether a drawing belongs on a photo of this size: the same picture at some scale (its sides in the same ratio,
 * within a pixel's rounding), with the card's centre on the photo.
 */
export function fitsPhoto(drawing: CenteringDrawing, photo: { width: number; height: number }): boolean {
  const sameShape = Math.abs(drawing.imageWidth / drawing.imageHeight - photo.width / photo.height) < 0.01;
  const centreX = drawing.outer.x + drawing.outer.width / 2;
  const centreY = drawing.outer.y + drawing.outer.height / 2;
  return sameShape && centreX >= 0 && centreY >= 0 && centreX <= drawing.imageWidth && centreY <= drawing.imageHeight;
}
