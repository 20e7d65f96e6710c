import { applyHomography, homographyFrom, invertHomography } from './detector/geometry.js';
import type { Corners } from './detector/types.js';
import { rotatePoint } from './rotation.js';
import type { Point, Rect } from './units.js';

export type { Corners };

/**
 * Where the boxes' frame lies on the photo. The tool, the report and the PDF keep the boxes as rectangles in the
 * card's own frame. A card photographed from above is that frame turned by `angleDeg` about the outer box's
 * centre; one photographed at a slant is a trapezoid, whose corners the turned rectangles miss. Where the detector
 * found the card's corners, the frame is mapped onto them instead, by the homography taking the outer box's corners
 * to them: the boxes drawn then follow the card, and the split, measured in the frame, is the card's straightened.
 */
export type Placement<U extends number = number> = { outer: Rect<U>; angleDeg: number; corners?: Corners | null };

type Quad<U extends number> = [Point<U>, Point<U>, Point<U>, Point<U>];

export type Framing<U extends number> = {
  /** A point of the boxes' frame, where it lies on the photo. */
  toPhoto: (point: Point<U>) => Point<U>;
  /** A point of the photo, in the boxes' frame. */
  toFrame: (point: Point<U>) => Point<U>;
};

export function framing<U extends number>({ outer, angleDeg, corners }: Placement<U>): Framing<U> {
  if (corners) {
    const toCard = homographyFrom(rectCorners(outer), corners);
    const back = invertHomography(toCard);
    return {
      toPhoto: ({ x, y }) => applyHomography(toCard, x, y) as Point<U>,
      toFrame: ({ x, y }) => applyHomography(back, x, y) as Point<U>,
    };
  }
  const centre = { x: outer.x + outer.width / 2, y: outer.y + outer.height / 2 } as Point<U>;
  return {
    toPhoto: (point) => rotatePoint(point, centre, angleDeg),
    toFrame: (point) => rotatePoint(point, centre, -angleDeg),
  };
}

/** A rectangle's corners from its top left clockwise. */
export const rectCorners = <U extends number>({ x, y, width, height }: Rect<U>) =>
  [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ] as Quad<U>;

/** A box of the frame as it lies on the photo: its four corners, from its top left clockwise. */
export const boxOnPhoto = <U extends number>(box: Rect<U>, frame: Framing<U>) =>
  rectCorners(box).map(frame.toPhoto) as Quad<U>;

/** Corners moved by (dx, dy): a detection's boxes moved to fit the tool's limits take their corners along. */
export const shiftCorners = (corners: Corners, dx: number, dy: number) =>
  corners.map(({ x, y }) => ({ x: x + dx, y: y + dy })) as Corners;
