import type { CenteringDetection } from './detector/types.js';

/** The photos the server measures automatically: the two a centering grade is given for. */
export const MEASURED_SIDES = ['front', 'back'] as const;
export type MeasuredSide = (typeof MEASURED_SIDES)[number];

/**
 * The server's automatic measurement of one photo, a proposal for the grader. Boxes and `imageWidth`/`imageHeight`
 * are in pixels of the upright photo, which is exactly the `full` rendering; the `display` rendering is the same
 * picture scaled to fit 2400 px, so multiply by its width / imageWidth. Boxes are in the card's de-rotated frame
 * (see CenteringDetection): map them onto `corners` where given (perspective.ts), else turn them by angleDeg around
 * the outer box's centre, to lay them over the card.
 * A refusal (`ok: false`, with `reason`) is a result too: the card could not be measured, the grader measures by hand.
 */
export type MeasuredCentering = CenteringDetection & { imageWidth: number; imageHeight: number; measuredAt: string };

export type SubmissionCentering = { front?: MeasuredCentering; back?: MeasuredCentering };
