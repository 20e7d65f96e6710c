import type { MeasuredCentering, SubmissionCentering } from '../../../shared/centering/measured';
import { splitText } from '../../../shared/centering/measure';
import type { Detected } from '../centering/detection';

// The display rendering is the upright photo fitted into 2400 px (renderings.ts).
const DISPLAY_LONGEST = 2400;

/** The worse axis of a measurement as the form writes it ('60/40' over '55/45'); null when it was refused. */
export function proposedSplit(measured: MeasuredCentering | undefined): string | null {
  if (!measured?.ok) return null;
  const leftRight = splitText(measured.lPct, measured.rPct);
  const topBottom = splitText(measured.tPct, measured.bPct);
  return Number(topBottom.split('/')[0]) > Number(leftRight.split('/')[0]) ? topBottom : leftRight;
}

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
  return { outer: box(measured.outer), inner: box(measured.inner), angleDeg: measured.angleDeg };
}

/** The centering fields as the review opens: the automatic measurement, for the grader to check. */
export const proposedCentering = (centering: SubmissionCentering | undefined) => ({
  centeringFront: proposedSplit(centering?.front) ?? '',
  centeringBack: proposedSplit(centering?.back) ?? '',
});
