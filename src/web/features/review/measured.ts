import { drawingResult, type CenteringDrawing } from '../../../shared/centering/drawing';
import type { MeasuredCentering, SubmissionCentering } from '../../../shared/centering/measured';
import { worseSplit } from '../../../shared/centering/measure';
import type { Corners } from '../../../shared/centering/perspective';
import type { Detected } from '../centering/detection';

// The display rendering is the upright photo fitted into 2400 px (renderings.ts).
const DISPLAY_LONGEST = 2400;

/** The worse axis of a measurement as the form writes it ('60/40' over '55/45'); null when it was refused. */
export const proposedSplit = (measured: MeasuredCentering | undefined): string | null =>
  measured?.ok ? worseSplit(measured) : null;

/** The server's boxes on the display rendering the tool loads (they were measured on the full-size photo). */
export function detectedOnDisplay(measured: MeasuredCentering | undefined): Detected | undefined {
  if (!measured?.ok) return undefined;
  const scale = Math.min(1, DISPLAY_LONGEST / Math.max(measured.imageWidth, measured.imageHeight));
  const box = ({ x, y, width, height }: Detected['outer']) => ({
    x: x * scale,
    y: y * scale,
    width: width * scale,
    height: height * scale,
  });
  const { angleDeg, slant, corners, textInBorder } = measured;
  return {
    outer: box(measured.outer),
    inner: box(measured.inner),
    angleDeg,
    ...(slant !== undefined && { slant }),
    ...(corners && { corners: corners.map(({ x, y }) => ({ x: x * scale, y: y * scale })) as Corners }),
    ...(textInBorder && { textInBorder }),
  };
}

/**
 * The measurement's boxes as the report draws them (in the full rendering's pixels, as measured), when they give
 * the proposed figure: the detector rounds its boxes to whole pixels but not its margins, which can tip a split
 * across a whole percent, and a drawing must never say something else than the figure beside it.
 */
function measuredDrawing(measured: MeasuredCentering | undefined): CenteringDrawing | undefined {
  if (!measured?.ok) return undefined;
  const { imageWidth, imageHeight, outer, inner, angleDeg, corners } = measured;
  const drawing = { imageWidth, imageHeight, outer, inner, angleDeg, ...(corners && { corners }) };
  return worseSplit(drawingResult(drawing)) === worseSplit(measured) ? drawing : undefined;
}

/** The centering fields as the review opens: the automatic measurement, for the grader to check, with its boxes. */
export const proposedCentering = (centering: SubmissionCentering | undefined) => ({
  centeringFront: proposedSplit(centering?.front) ?? '',
  centeringBack: proposedSplit(centering?.back) ?? '',
  drawings: { front: measuredDrawing(centering?.front), back: measuredDrawing(centering?.back) },
});
